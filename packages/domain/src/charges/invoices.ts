import type { Role } from '../access/roles';
import type { StatusTone } from '../common/status';
import type { ChargeStatus } from './charges';

/** §6: who sees and uses the invoice (NF) section of a charge. */
export const INVOICE_ROLES: readonly Role[] = [
  'SELLER_CONFIG_NF',
  'SELLER_MASTER',
  'SELLER_ADMIN',
  'SELLER_BACKOFFICE',
];

/** The states an invoice of a charge reaches (§4 'Invoices on a charge'; the last two are ours). */
const INVOICE_STATUSES = ['SEND_INVOICE_SYSTEM', 'AUTHORIZED', 'CANCELED', 'REJECTED'] as const;
type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The placeholder row's status when the charge has no invoice yet. */
export const NOT_EMITTED = 'NOT_EMITTED';

/** §9: after a cancellation the list reloads this much later. */
export const INVOICE_CANCEL_REFRESH_MS = 3000;
/** The sandbox's city hall authorizes an invoice this long after it was sent (sandbox clock). */
export const INVOICE_AUTHORIZATION_SECONDS = 20;

const INVOICE_STATUS_TABLE: Readonly<
  Record<InvoiceStatus | typeof NOT_EMITTED, { label: string; tone: StatusTone }>
> = {
  NOT_EMITTED: { label: 'Não emitida', tone: 'neutral' },
  SEND_INVOICE_SYSTEM: { label: 'Em processamento', tone: 'info' },
  AUTHORIZED: { label: 'Autorizada', tone: 'success' },
  CANCELED: { label: 'Cancelada', tone: 'muted' },
  REJECTED: { label: 'Rejeitada', tone: 'danger' },
};

/** The badge of an invoice; an unknown state shows as sent, in the neutral colour. */
export function invoiceStatusBadge(status: string): { label: string; tone: StatusTone } {
  return status in INVOICE_STATUS_TABLE
    ? INVOICE_STATUS_TABLE[status as InvoiceStatus]
    : { label: status, tone: 'neutral' };
}

/** An invoice that is valid or on its way to be: while one exists, no other may be emitted. */
export function isLiveInvoice(status: string): boolean {
  return status === 'AUTHORIZED' || status === 'SEND_INVOICE_SYSTEM';
}

/** §4: only an authorized invoice is cancelled or sent by e-mail. */
export const canCancelInvoice = (status: string) => status === 'AUTHORIZED';
export const canEmailInvoice = (status: string) => status === 'AUTHORIZED';

/**
 * A charge that will never be (or no longer is) a sale gets no invoice. The spec is silent; an NF for a
 * cancelled, abandoned, refunded or charged-back charge would declare revenue that does not exist.
 */
const NO_INVOICE: readonly ChargeStatus[] = ['CANCELED', 'ABANDONNED', 'REFUND', 'CHARGEBACK'];
export const chargeAcceptsInvoice = (status: string) => !NO_INVOICE.includes(status as ChargeStatus);

export type InvoiceEmission = 'emit-ahead' | 'emit-again' | null;

/**
 * §4: 'Adiantar Emissão de NF' with no invoice yet and the seller's invoice config active; 'Emitir
 * Novamente' when invoices exist and none is authorized or in processing. The sandbox refuses an
 * emission while the config is inactive, so 'Emitir Novamente' needs it active too (our decision).
 */
export function invoiceEmission(input: {
  invoices: readonly { status: string }[];
  configActive: boolean;
  chargeStatus: string;
}): InvoiceEmission {
  if (!input.configActive || !chargeAcceptsInvoice(input.chargeStatus)) return null;
  if (input.invoices.length === 0) return 'emit-ahead';
  return input.invoices.some((invoice) => isLiveInvoice(invoice.status)) ? null : 'emit-again';
}
