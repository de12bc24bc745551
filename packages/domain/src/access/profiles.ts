import type { BankingStatus } from './features';
import { normalizeRoles, type Role } from './roles';

/**
 * The profiles a seller assigns to its users (§6 of the acquiring document) and the roles each
 * one grants. The specification describes profiles in words only; the role lists below are the
 * project's reading of those words against the route table, kept as data so the users screen,
 * the sandbox and the tests read the same table.
 */
export const ACQUIRING_PROFILES = ['ADMIN', 'MANAGER', 'FINANCE', 'SUPERVISOR', 'SALE'] as const;
export const BANKING_PROFILES = ['ADMIN', 'OPERADOR', 'FINANCEIRO'] as const;

export type AcquiringProfile = (typeof ACQUIRING_PROFILES)[number];
export type BankingProfile = (typeof BANKING_PROFILES)[number];

export interface ProfileDefinition {
  readonly label: string;
  readonly description: string;
  readonly roles: readonly Role[];
}

/**
 * Nobody gets SELLER_MASTER or SELLER_BACKOFFICE (the provider's own staff) or SELLER_BUSINESS
 * (a trait of the seller's account that changes the landing page) from a profile.
 */
export const ACQUIRING_PROFILE_TABLE: Readonly<Record<AcquiringProfile, ProfileDefinition>> = {
  ADMIN: {
    label: 'Administrador',
    description: 'Acesso total.',
    roles: [
      'SELLER_ADMIN',
      'SELLER_DASHBOARD',
      'SELLER_VIZUALIZATION',
      'SELLER_PAYMENT_LINK',
      'SELLER_SUBSCRIPTIONS',
      'SELLER_CHECKOUT',
      'SELLER_CHARGES',
      'SELLER_CLIENTS',
      'SELLER_FINANCES',
      'SELLER_REPORTS',
      'SELLER_ANTICIPATION',
      'SELLER_BALANCE_VISUALIZATION',
      'SELLER_CONFIG_NOTIFICATION',
      'SELLER_CONFIG_PAYMENT_METHODS',
      'SELLER_CONFIG_NF',
      'SELLER_CONFIG_INTEGRATION',
    ],
  },
  // Without SELLER_ADMIN and the SELLER_CONFIG_* roles: no settings, integrations or users.
  MANAGER: {
    label: 'Gerente',
    description: 'Acesso a tudo, exceto configurações e integrações.',
    roles: [
      'SELLER_DASHBOARD',
      'SELLER_VIZUALIZATION',
      'SELLER_PAYMENT_LINK',
      'SELLER_SUBSCRIPTIONS',
      'SELLER_CHECKOUT',
      'SELLER_CHARGES',
      'SELLER_CLIENTS',
      'SELLER_FINANCES',
      'SELLER_REPORTS',
      'SELLER_ANTICIPATION',
      'SELLER_BALANCE_VISUALIZATION',
    ],
  },
  // 'Notifications' is the settings page; the bell is left out because its items open charges.
  FINANCE: {
    label: 'Financeiro',
    description:
      'Dashboard, clientes, financeiro, relatórios, antecipação e notificações; sem cobranças nem links.',
    roles: [
      'SELLER_DASHBOARD',
      'SELLER_CLIENTS',
      'SELLER_FINANCES',
      'SELLER_REPORTS',
      'SELLER_ANTICIPATION',
      'SELLER_BALANCE_VISUALIZATION',
      'SELLER_CONFIG_NOTIFICATION',
    ],
  },
  // Notifications here are both the settings page and the bell, whose items open charges.
  SUPERVISOR: {
    label: 'Supervisor',
    description: 'Links, cobranças, clientes e notificações; sem financeiro, relatórios nem antecipação.',
    roles: [
      'SELLER_PAYMENT_LINK',
      'SELLER_CHARGES',
      'SELLER_CLIENTS',
      'SELLER_CONFIG_NOTIFICATION',
      'SELLER_VIZUALIZATION',
    ],
  },
  SALE: {
    label: 'Vendedor',
    description: 'Links, cobranças e clientes; nada além disso.',
    roles: ['SELLER_PAYMENT_LINK', 'SELLER_CHARGES', 'SELLER_CLIENTS'],
  },
};

export const BANKING_PROFILE_TABLE: Readonly<Record<BankingProfile, ProfileDefinition>> = {
  ADMIN: {
    label: 'Administrador',
    description: 'Todas as operações bancárias, além de relatórios, usuários, logs e chaves de API.',
    roles: [
      'B_SELLER_ADMIN',
      'BANKING_ADMIN',
      'BANKING_WALLET',
      'BANKING_VISUALIZATION',
      'BANKING_PAYMENT_REQUEST',
      'BANKING_PAYMENT',
      'BANKING_INVESTMENT',
      'BANKING_CARD',
      'BANKING_REPORT',
    ],
  },
  // BANKING_CARD would open invoices and the new-card, limit, block and cancel actions; viewing
  // cards comes with BANKING_VISUALIZATION. No WALLET (withdraw) and no ADMIN (approve).
  OPERADOR: {
    label: 'Operador',
    description:
      'Consulta saldo e extrato, solicita pagamentos e vê cartões; não saca, não aprova, não configura nem gerencia cartões.',
    roles: ['BANKING_VISUALIZATION', 'BANKING_PAYMENT_REQUEST'],
  },
  // WALLET covers Pix keys, withdrawals and transfers; approving payments stays with the admins.
  FINANCEIRO: {
    label: 'Financeiro',
    description:
      'Chave Pix, saque, investimento, transferência, solicitação de pagamentos, criação e consulta de cartões; não aprova pagamentos.',
    roles: [
      'BANKING_VISUALIZATION',
      'BANKING_WALLET',
      'BANKING_INVESTMENT',
      'BANKING_PAYMENT_REQUEST',
      'BANKING_CARD',
    ],
  },
};

export function isAcquiringProfile(value: string): value is AcquiringProfile {
  return (ACQUIRING_PROFILES as readonly string[]).includes(value);
}

export function isBankingProfile(value: string): value is BankingProfile {
  return (BANKING_PROFILES as readonly string[]).includes(value);
}

export function rolesForProfile(profile: AcquiringProfile): Role[] {
  return [...ACQUIRING_PROFILE_TABLE[profile].roles];
}

export function rolesForBankingProfile(profile: BankingProfile): Role[] {
  return [...BANKING_PROFILE_TABLE[profile].roles];
}

export interface UserProfiles {
  profile?: AcquiringProfile | null;
  bankingProfile?: BankingProfile | null;
}

/** Everything a user's two profiles grant together, each role once. */
export function rolesForUser({ profile, bankingProfile }: UserProfiles): Role[] {
  return normalizeRoles([
    ...(profile ? rolesForProfile(profile) : []),
    ...(bankingProfile ? rolesForBankingProfile(bankingProfile) : []),
  ]);
}

type ProfileOptionType = 'user_profile' | 'banking_profile';

export interface ProfileOption {
  readonly value: string;
  readonly label: string;
  readonly type: ProfileOptionType;
}

/** The choices of the add/edit user dialogs; banking profiles only once the account is ACTIVE. */
export function profileOptions(bankingStatus: BankingStatus): ProfileOption[] {
  const acquiring = ACQUIRING_PROFILES.map((value) => ({
    value,
    label: ACQUIRING_PROFILE_TABLE[value].label,
    type: 'user_profile' as const,
  }));
  if (bankingStatus !== 'ACTIVE') return acquiring;
  const banking = BANKING_PROFILES.map((value) => ({
    value,
    label: BANKING_PROFILE_TABLE[value].label,
    type: 'banking_profile' as const,
  }));
  return [...acquiring, ...banking];
}
