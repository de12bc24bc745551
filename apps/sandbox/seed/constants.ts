/** The demo data everybody reads: README, tests, browser journeys. */
export const DEMO_PASSWORD = 'demo12345';

/** Base32 TOTP secret of seguro@demo.balcao.dev: add it to any authenticator app. */
export const DEMO_TOTP_SECRET = 'BALCAODEMO2FA7SEGUROTOTPKEYQ3X4Y';

export const DEMO_DOMAIN = 'demo.balcao.dev';

export interface DemoMerchant {
  key: 'demo' | 'other' | 'new' | 'partner';
  document: string;
  companyName: string;
  fantasyName: string;
  bankingType: 'PJ' | null;
  isActiveForTax: boolean;
  blockReason: string | null;
  acceptedCurrentTerms: boolean;
}

export const DEMO_MERCHANTS: readonly DemoMerchant[] = [
  {
    key: 'demo',
    document: '11222333000181',
    companyName: 'Loja Exemplo Ltda',
    fantasyName: 'Loja Exemplo',
    bankingType: 'PJ',
    isActiveForTax: true,
    blockReason: null,
    acceptedCurrentTerms: true,
  },
  {
    key: 'other',
    document: '45321678000104',
    companyName: 'Comércio Modelo Ltda',
    fantasyName: 'Comércio Modelo',
    bankingType: null,
    isActiveForTax: false,
    blockReason: 'Cadastro desatualizado na registradora',
    acceptedCurrentTerms: true,
  },
  {
    key: 'new',
    document: '28765432000102',
    companyName: 'Nova Loja Ltda',
    fantasyName: 'Nova Loja',
    bankingType: null,
    isActiveForTax: false,
    blockReason: null,
    acceptedCurrentTerms: false,
  },
  // Receives its sales at another bank (no PJ account here) and anticipates on demand: the merchant whose
  // admin sees 'Incluir saldo a liberar' in 'Novo repasse' (002 §6).
  {
    key: 'partner',
    document: '37291845000193',
    companyName: 'Ateliê Parceiro Ltda',
    fantasyName: 'Ateliê Parceiro',
    bankingType: null,
    isActiveForTax: true,
    blockReason: null,
    acceptedCurrentTerms: true,
  },
];

export interface DemoUser {
  email: string;
  name: string;
  merchant: DemoMerchant['key'];
  profile: 'ADMIN' | 'MANAGER' | 'FINANCE' | 'SUPERVISOR' | 'SALE' | null;
  bankingProfile: 'ADMIN' | 'FINANCEIRO' | 'OPERADOR' | null;
  twoFactor?: boolean;
}

const at = (local: string) => `${local}@${DEMO_DOMAIN}`;

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: at('admin'),
    name: 'Ana Administradora',
    merchant: 'demo',
    profile: 'ADMIN',
    bankingProfile: 'ADMIN',
  },
  {
    email: at('gerente'),
    name: 'Gustavo Gerente',
    merchant: 'demo',
    profile: 'MANAGER',
    bankingProfile: null,
  },
  {
    email: at('financeiro'),
    name: 'Fernanda Financeiro',
    merchant: 'demo',
    profile: 'FINANCE',
    bankingProfile: 'FINANCEIRO',
  },
  {
    email: at('supervisor'),
    name: 'Sérgio Supervisor',
    merchant: 'demo',
    profile: 'SUPERVISOR',
    bankingProfile: null,
  },
  { email: at('vendas'), name: 'Vera Vendas', merchant: 'demo', profile: 'SALE', bankingProfile: null },
  {
    email: at('operador'),
    name: 'Otávio Operador',
    merchant: 'demo',
    profile: null,
    bankingProfile: 'OPERADOR',
  },
  {
    email: at('seguro'),
    name: 'Sílvia Segura',
    merchant: 'demo',
    profile: 'ADMIN',
    bankingProfile: null,
    twoFactor: true,
  },
  // The other merchants have no PJ account (INACTIVE): their admins walk /ativar-pj from the start.
  { email: at('outra'), name: 'Olívia Outra', merchant: 'other', profile: 'ADMIN', bankingProfile: null },
  { email: at('novo'), name: 'Nelson Novo', merchant: 'new', profile: 'ADMIN', bankingProfile: null },
  {
    email: at('parceira'),
    name: 'Paula Parceira',
    merchant: 'partner',
    profile: 'ADMIN',
    bankingProfile: null,
  },
  {
    email: at('novo-vendas'),
    name: 'Natália Vendas',
    merchant: 'new',
    profile: 'SALE',
    bankingProfile: null,
  },
];
