import { hasAnyRole, type Role } from '../access/roles';

/**
 * Corporate credit cards (banking document §2.6, §3 Credit card, §4.5, §5 Card, §6, §8, §9): the names,
 * types, statuses, who may do what, and how a card number is shown. Invoices are in `card-invoices.ts`,
 * the forms' schemas in `card-schema.ts`.
 */

/** §9, §5: a card's name. */
export const CARD_NAME_MAX_LENGTH = 20;

/** §9: a FREE_BALANCE card spends from the global limit; a LIMIT_BALANCE card has its own. */
export const CARD_LIMIT_TYPES = ['FREE_BALANCE', 'LIMIT_BALANCE'] as const;
export type CardLimitType = (typeof CARD_LIMIT_TYPES)[number];
export const CARD_LIMIT_TYPE_LABELS: Readonly<Record<CardLimitType, string>> = {
  FREE_BALANCE: 'Saldo Livre',
  LIMIT_BALANCE: 'Limite Fixo',
};

/**
 * §3 lists ACTIVE, BLOCKED and PENDING; a cancelled card (cancel is final, §4.5) leaves the list, and
 * CANCELLED names it where it still shows (a statement of the past, the issuer's declines).
 */
const CARD_STATUSES = ['ACTIVE', 'BLOCKED', 'PENDING', 'CANCELLED'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
/** The documents name no labels for card statuses; these are the project's. */
export const CARD_STATUS_LABELS: Readonly<Record<CardStatus, string>> = {
  ACTIVE: 'Ativo',
  BLOCKED: 'Bloqueado',
  PENDING: 'Pendente',
  CANCELLED: 'Cancelado',
};
export const CARD_STATUS_TONES = {
  ACTIVE: 'success',
  BLOCKED: 'danger',
  PENDING: 'warning',
  CANCELLED: 'muted',
} as const satisfies Record<CardStatus, string>;

/** §4.5: a PENDING card is still being issued and cannot be opened; a cancelled one is gone. */
export const canOpenCard = (status: string): boolean => status === 'ACTIVE' || status === 'BLOCKED';

/** §4.5: ACTIVE ↔ BLOCKED; the status the block or unblock dialog moves a card to, or null. */
export function toggledCardStatus(status: string): 'ACTIVE' | 'BLOCKED' | null {
  if (status === 'ACTIVE') return 'BLOCKED';
  if (status === 'BLOCKED') return 'ACTIVE';
  return null;
}

/** Why the issuer declined a purchase, as the statement says it (the documents name no reasons). */
export const CARD_DECLINE_REASON_LABELS: Readonly<Record<string, string>> = {
  INSUFFICIENT_LIMIT: 'Limite insuficiente',
  CARD_BLOCKED: 'Cartão bloqueado',
  CARD_CANCELLED: 'Cartão cancelado',
  CARD_PENDING: 'Cartão em emissão',
};

/** §9: the card statement opens on the last 30 days; the issuer takes up to 366 days at once. */
export const CARD_STATEMENT_DEFAULT_DAYS = 30;
export const CARD_STATEMENT_MAX_DAYS = 366;

/** §8 (with the README's fixes 'Cartao' → 'Cartão', 'credito' → 'crédito'). */
export const CARD_MESSAGES = {
  created: 'Cartão de crédito criado com sucesso.',
  unblocked: 'Cartão ativo com sucesso.',
  blocked: 'Cartão bloqueado com sucesso.',
  cancelled: 'Cartão deletado com sucesso.',
  renamed: 'Cartão renomeado com sucesso.',
  limitsUpdated: 'Limites atualizados com sucesso.',
  statementSent: 'O extrato será enviado para o seu e-mail.',
  noCards: 'Sem dados de cartões de crédito.',
  noTransactions: 'Nenhuma transação neste período.',
  noEntries: 'Sem lançamentos',
} as const;

// §6, group by group. BANKING_CARDS is read as BANKING_CARD when the session is normalised.
/** Who opens /cartao, /cartao/limites and /cartao/{id} (§2.6). */
export const CARD_VIEWER_ROLES = [
  'B_SELLER_ADMIN',
  'BANKING_ADMIN',
  'BANKING_VISUALIZATION',
  'BANKING_CARD',
] as const satisfies Role[];
/** §6: the card invoices load and the card page's Ver faturas, Gerenciar limites and Novo cartão. */
export const CARD_MANAGER_ROLES = [
  'B_SELLER_ADMIN',
  'BANKING_ADMIN',
  'BANKING_CARD',
] as const satisfies Role[];
/** §6: Bloquear / Desbloquear and Cancelar on the card page. */
export const CARD_BLOCKER_ROLES = ['BANKING_ADMIN', 'BANKING_CARD'] as const satisfies Role[];
/** §6: 'Pagar' in the invoice summary (and the payment drawer it opens). */
const CARD_INVOICE_PAYER_ROLES = ['BANKING_ADMIN', 'BANKING_CARD'] as const satisfies Role[];

export interface CardAccess {
  roles: readonly string[];
  features: readonly string[];
}

/** An action a user's roles allow is shown; block_items_credit_card shows it disabled. */
export type CardActionState = 'enabled' | 'disabled' | 'hidden';

export interface CardPermissions {
  /** Ver faturas (and the invoice summary's load). */
  seeInvoices: boolean;
  /** Gerenciar limites: the button, and editing on the limits page. */
  manageLimits: CardActionState;
  /**
   * The card page's way to /cartao/limites. §2.2 opens the page to BANKING_VISUALIZATION too, read-only,
   * while §6 keeps 'Gerenciar limites' from it: it gets 'Ver limites' instead (issue 26).
   */
  limitsLink: 'Gerenciar limites' | 'Ver limites';
  createCard: CardActionState;
  /** Rename and 'Ver dados' (the full number and CVV): who may issue a card may read it. */
  editCard: CardActionState;
  /** Bloquear / Desbloquear and Cancelar. */
  blockCard: CardActionState;
  payInvoice: boolean;
}

/**
 * §6 for one user. block_items_credit_card disables every action on the cards themselves (create, block,
 * cancel, rename, limits, revealing the data) but not the invoices: a seller whose cards are frozen must
 * still be able to pay what it owes.
 */
export function cardPermissions({ roles, features }: CardAccess): CardPermissions {
  const frozen = features.includes('block_items_credit_card');
  const state = (allowed: boolean): CardActionState =>
    !allowed ? 'hidden' : frozen ? 'disabled' : 'enabled';
  const manager = hasAnyRole(roles, CARD_MANAGER_ROLES);
  return {
    seeInvoices: manager,
    manageLimits: state(manager),
    limitsLink: manager ? 'Gerenciar limites' : 'Ver limites',
    createCard: state(manager),
    editCard: state(manager),
    blockCard: state(hasAnyRole(roles, CARD_BLOCKER_ROLES)),
    payInvoice: hasAnyRole(roles, CARD_INVOICE_PAYER_ROLES),
  };
}

/** The last four digits of a masked or full number ('5162 **** **** 1234' → '1234'). */
export function cardFinalDigits(pan: string): string {
  return pan.replace(/\D/g, '').slice(-4);
}

/** The masked card as the page shows it: four groups, only the last four digits readable. */
export function maskedCardNumber(pan: string): string {
  return `•••• •••• •••• ${cardFinalDigits(pan)}`;
}

/** A full number revealed by 'Ver dados', in groups of four ('5162920012341234' → '5162 9200 1234 1234'). */
export function formatCardNumber(pan: string): string {
  return (
    pan
      .replace(/\D/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** §3 expiryMmYyyy ('122030', '12/2030' or '12/30') as the card prints it: '12/2030'. */
export function formatCardExpiry(expiryMmYyyy: string): string {
  const digits = expiryMmYyyy.replace(/\D/g, '');
  if (digits.length === 6) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 4) return `${digits.slice(0, 2)}/20${digits.slice(2)}`;
  return expiryMmYyyy;
}

/**
 * §9: the card's used percentage is its invoice value over the total limit, in whole percents, 0 without
 * a limit and never above 100 (a FREE_BALANCE card may spend past what its share would be).
 */
export function cardUsedPercent(invoiceCents: number, limitCents: number): number {
  if (limitCents <= 0 || invoiceCents <= 0) return 0;
  return Math.min(100, Math.floor((invoiceCents * 100) / limitCents));
}
