import { hasAnyRole, type Role } from '../access/roles';
import { centsToReais, formatBRL, formatPercentage, parseBRL, reaisToCents } from '../money/money';
import { routeByPath } from '../navigation/routes';

/**
 * Sub-sellers, the split recipients of a seller (§2, §3, §4 of the acquiring document): the
 * vocabulary, the labels and badges, the default-split amounts, and who may see what.
 */
export const SUB_SELLER_PAYMENT_TYPES = ['PERCENTAGE', 'FIXED'] as const;
export type SubSellerPaymentType = (typeof SUB_SELLER_PAYMENT_TYPES)[number];

export const SUB_SELLER_ACCOUNT_TYPES = ['CHECKING_ACCOUNT', 'SAVINGS_ACCOUNT'] as const;
export type SubSellerAccountType = (typeof SUB_SELLER_ACCOUNT_TYPES)[number];

/** The spec's spelling of the random key is kept on the wire: ALLEATORY_KEY. */
export const SUB_SELLER_PIX_KEY_TYPES = ['DOCUMENT', 'ALLEATORY_KEY', 'EMAIL', 'PHONE'] as const;
export type SubSellerPixKeyType = (typeof SUB_SELLER_PIX_KEY_TYPES)[number];

/**
 * Where the registration of the bank account with the split provider stands: INACTIVE (not sent,
 * or to be sent again after the bank data changed), PENDING (sent, about 5 minutes), ACTIVE
 * (validated), FAILED (refused; the data must be reviewed and sent again).
 */
const SPLIT_STATUSES = ['INACTIVE', 'PENDING', 'ACTIVE', 'FAILED'] as const;
export type SplitStatus = (typeof SPLIT_STATUSES)[number];

const SUB_SELLER_DOCUMENT_TYPES = ['CPF', 'CNPJ'] as const;
export type SubSellerDocumentType = (typeof SUB_SELLER_DOCUMENT_TYPES)[number];

/** §9: 'Sub-seller registration takes about 5 minutes.' */
export const SUB_SELLER_REGISTRATION_SECONDS = 300;
export const SUB_SELLER_PAGE_SIZE = 20;
export const SUB_SELLER_SORT = 'name,ASC';

/** Every sub-seller call but the list: the roles of the /sub-vendedores routes. */
export const SUB_SELLER_ROLES: readonly Role[] = routeByPath('/sub-vendedores').roles;

/**
 * §2: 'Table columns for sub-sellers show only to SELLER_CONFIG_NF, SELLER_MASTER, SELLER_ADMIN or
 * SELLER_BACKOFFICE.' The list call is open to the same roles.
 */
export const SUB_SELLER_COLUMN_ROLES: readonly Role[] = [
  'SELLER_CONFIG_NF',
  'SELLER_MASTER',
  'SELLER_ADMIN',
  'SELLER_BACKOFFICE',
];

export function canSeeSubSellerColumns(roles: readonly string[]): boolean {
  return hasAnyRole(roles, SUB_SELLER_COLUMN_ROLES);
}

export const SUB_SELLER_PAYMENT_TYPE_LABELS: Record<SubSellerPaymentType, string> = {
  PERCENTAGE: 'Percentual',
  FIXED: 'Valor fixo',
};

export const SUB_SELLER_ACCOUNT_TYPE_LABELS: Record<SubSellerAccountType, string> = {
  CHECKING_ACCOUNT: 'Conta corrente',
  SAVINGS_ACCOUNT: 'Conta poupança',
};

export const SUB_SELLER_PIX_KEY_TYPE_LABELS: Record<SubSellerPixKeyType, string> = {
  DOCUMENT: 'CPF/CNPJ',
  ALLEATORY_KEY: 'Chave aleatória',
  EMAIL: 'E-mail',
  PHONE: 'Telefone',
};

export const SPLIT_STATUS_LABELS: Record<SplitStatus, string> = {
  INACTIVE: 'Não enviada',
  PENDING: 'Em validação',
  ACTIVE: 'Validada',
  FAILED: 'Recusada',
};

/** The banks offered in the bank-data section (COMPE codes); the API takes any 3-digit code. */
export const SUB_SELLER_BANKS: readonly { code: string; name: string }[] = [
  { code: '001', name: 'Banco do Brasil' },
  { code: '033', name: 'Santander' },
  { code: '077', name: 'Banco Inter' },
  { code: '104', name: 'Caixa Econômica Federal' },
  { code: '208', name: 'BTG Pactual' },
  { code: '237', name: 'Bradesco' },
  { code: '260', name: 'Nu Pagamentos (Nubank)' },
  { code: '290', name: 'PagSeguro' },
  { code: '323', name: 'Mercado Pago' },
  { code: '336', name: 'C6 Bank' },
  { code: '341', name: 'Itaú Unibanco' },
  { code: '380', name: 'PicPay' },
  { code: '422', name: 'Banco Safra' },
  { code: '748', name: 'Sicredi' },
  { code: '756', name: 'Sicoob' },
];

export function bankLabel(code: string): string {
  const bank = SUB_SELLER_BANKS.find((candidate) => candidate.code === code);
  return bank ? `${bank.code} - ${bank.name}` : code;
}

/** §4: the registration is sent again when it was never accepted: INACTIVE, and FAILED too. */
export function needsSplitRegistration(status: SplitStatus): boolean {
  return status === 'INACTIVE' || status === 'FAILED';
}

export const SUB_SELLER_INACTIVE_TOOLTIP = 'Por favor, verifique os dados e realize o reenvio do cadastro.';
const SUB_SELLER_PENDING_TOOLTIP = 'O cadastro leva cerca de 5 minutos para ser processado.';
const SUB_SELLER_DISABLED_TOOLTIP = 'Sub-vendedor desativado: não pode ser vinculado a novos links.';

export interface SubSellerBadge {
  label: string;
  tone: 'success' | 'info' | 'danger' | 'muted';
  tooltip: string | null;
}

/**
 * One badge for a sub-seller. 'Ativo' once the bank account is validated; 'Cadastro inativo' with the
 * spec's tooltip while the registration has to be sent (again) — the spec's bare 'Inativo' read as the
 * on/off switch beside a 'Desativar' button, so the badge names the registration; 'Em processamento' while it runs;
 * 'Desativado' when the seller switched the sub-seller off, whatever the registration says.
 */
export function subSellerBadge(isActive: boolean, splitStatus: SplitStatus): SubSellerBadge {
  if (!isActive) return { label: 'Desativado', tone: 'muted', tooltip: SUB_SELLER_DISABLED_TOOLTIP };
  if (splitStatus === 'ACTIVE') return { label: 'Ativo', tone: 'success', tooltip: null };
  if (splitStatus === 'PENDING')
    return { label: 'Em processamento', tone: 'info', tooltip: SUB_SELLER_PENDING_TOOLTIP };
  return { label: 'Cadastro inativo', tone: 'danger', tooltip: SUB_SELLER_INACTIVE_TOOLTIP };
}

/** Percentages are hundredths of a percent (10,5% = 1050), fixed values integer cents. */
export const SUB_SELLER_PERCENTAGE_MAX = 10_000;
/** R$ 999.999,99. */
export const SUB_SELLER_FIXED_MAX_CENTS = 99_999_999;
/** §5 of the payment-link form: the percentage input takes at most 5 characters ('12,34'). */
const SUB_SELLER_PERCENTAGE_INPUT_MAX_LENGTH = 5;

/**
 * What a person types for a percentage: digits with a comma or a dot as the decimal mark, an
 * optional '%', at most two decimals. '10,5%', '10.5', '7', '-1' → 1050, 1050, 700, -100; anything
 * else null.
 */
export function parseSubSellerPercentage(text: string): number | null {
  const match = /^(-?)(\d{1,3})(?:[.,](\d{1,2}))?%?$/.exec(text.replace(/\s/g, ''));
  if (!match) return null;
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  // A negative amount is read, so that the form can say it must be greater than zero.
  return match[1] && value !== 0 ? -value : value;
}

/**
 * The percentage field while typing: digits and one decimal mark, capped at 100 (§5). The '%'
 * is added on blur by `formatSubSellerPaymentValue`.
 */
export function maskSubSellerPercentage(raw: string): string {
  let text = raw.replace(/[^\d.,]/g, '');
  const mark = text.search(/[.,]/);
  if (mark >= 0) text = text.slice(0, mark + 1) + text.slice(mark + 1).replace(/[.,]/g, '');
  text = text.slice(0, SUB_SELLER_PERCENTAGE_INPUT_MAX_LENGTH);
  const value = parseSubSellerPercentage(text.replace(/[.,]$/, ''));
  return value !== null && value > SUB_SELLER_PERCENTAGE_MAX ? '100' : text;
}

/** The default split as typed ('10,5%' or 'R$ 12,34') to hundredths (percent or reais), or null. */
export function parseSubSellerPaymentValue(type: SubSellerPaymentType, text: string): number | null {
  return type === 'PERCENTAGE' ? parseSubSellerPercentage(text) : parseBRL(text);
}

/** 1050 → '10,50%'; 1234 → 'R$ 12,34'. */
export function formatSubSellerPaymentValue(type: SubSellerPaymentType, hundredths: number): string {
  return type === 'PERCENTAGE' ? formatPercentage(hundredths) : formatBRL(hundredths);
}

/** The wire carries both as decimals: 10.5 (percent) or 12.34 (reais). */
export function subSellerPaymentValueToWire(hundredths: number): number {
  return centsToReais(hundredths);
}

export function subSellerPaymentValueFromWire(value: number): number {
  return reaisToCents(value);
}

/**
 * The wire's decimal as the form would hold it ('10,5', '12,34'), so the sandbox can run the
 * form's schema over a request. More than two decimals stay visible and are refused there.
 */
export function subSellerPaymentValueText(value: number): string {
  return Number.isFinite(value) ? String(value).replace('.', ',') : '';
}
