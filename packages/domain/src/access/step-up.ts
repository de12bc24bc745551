import { reaisToCents } from '../money/money';

/**
 * The kinds of money movement that may ask the user who they are before moving anything (issue 28 item 3):
 * the merchant's administrator chooses which ask; a confirmation is good for one call of one kind.
 */
export const STEP_UP_OPERATIONS = [
  'PAYMENT_REQUEST',
  'PAYMENT_APPROVAL',
  'WITHDRAWAL',
  'ANTICIPATION',
  'CARD_INVOICE_PAYMENT',
  'TREASURY',
  'REFUND',
] as const;
export type StepUpOperation = (typeof STEP_UP_OPERATIONS)[number];

export const STEP_UP_OPERATION_LABELS: Record<StepUpOperation, string> = {
  PAYMENT_REQUEST: 'Pedir pagamentos (Pix e boletos)',
  PAYMENT_APPROVAL: 'Aprovar pagamentos (Pix e boletos)',
  WITHDRAWAL: 'Transferir o saldo para a conta bancária',
  ANTICIPATION: 'Antecipar recebíveis',
  CARD_INVOICE_PAYMENT: 'Pagar a fatura do cartão com o saldo',
  TREASURY: 'Investir e resgatar',
  REFUND: 'Estornar cobranças acima do valor definido',
};

/** Which contract operation is which kind: the gateway checks the confirmation, the SDK asks for it. */
const STEP_UP_OPERATION_OF_ID: Readonly<Record<string, StepUpOperation>> = {
  createPayment: 'PAYMENT_REQUEST',
  approvePayments: 'PAYMENT_APPROVAL',
  requestTransfer: 'WITHDRAWAL',
  confirmAnticipation: 'ANTICIPATION',
  requestAnticipation: 'ANTICIPATION',
  generateCardInvoicePayment: 'CARD_INVOICE_PAYMENT',
  createTreasuryApplication: 'TREASURY',
  redeemTreasuryApplication: 'TREASURY',
  createTreasuryWithdrawal: 'TREASURY',
  refundCharge: 'REFUND',
  requestPosRefund: 'REFUND',
};

/**
 * The kind of money movement a call is, or null when it moves nothing that asks: an invoice paid by Pix
 * moves no balance (the buyer's bank pays it), only one paid from the checking account does.
 */
export function stepUpOperationOf(operationId: string, body: unknown): StepUpOperation | null {
  const kind = STEP_UP_OPERATION_OF_ID[operationId] ?? null;
  if (kind === 'CARD_INVOICE_PAYMENT')
    return (body as { paymentMethod?: unknown } | undefined)?.paymentMethod === 'CHECKING_ACCOUNT'
      ? kind
      : null;
  return kind;
}

/**
 * The same calls by method and contract path, for the app's client: a 428 on one of them opens the
 * confirmation dialog for its kind. The paths are unique across the three gateways.
 */
const STEP_UP_REQUESTS: Readonly<Record<string, StepUpOperation>> = {
  'POST /payments': 'PAYMENT_REQUEST',
  'POST /payments/approval': 'PAYMENT_APPROVAL',
  'POST /sellers/transfers': 'WITHDRAWAL',
  'POST /redeems/anticipation/amount': 'ANTICIPATION',
  'POST /redeems/anticipation': 'ANTICIPATION',
  'POST /cards/invoices/generate-payment': 'CARD_INVOICE_PAYMENT',
  'POST /v1/products/{id}/applications': 'TREASURY',
  'POST /v1/application/{id}/withdrawals': 'TREASURY',
  'POST /v1/banking/transfers': 'TREASURY',
  'POST /charges/{id}/refunds': 'REFUND',
  'PATCH /charges/{id}/refund': 'REFUND',
};

/** The kind of movement of a call by its method and contract path, or null for calls that never ask. */
export const stepUpOperationOfRequest = (method: string, schemaPath: string): StepUpOperation | null =>
  STEP_UP_REQUESTS[`${method.toUpperCase()} ${schemaPath}`] ?? null;

/** Every operation that may ask for a confirmation. */
export const STEP_UP_OPERATION_IDS: readonly string[] = Object.keys(STEP_UP_OPERATION_OF_ID);

/** The header that carries the confirmation token of `POST /core/step-up` on the money call. */
export const STEP_UP_HEADER = 'x-balcao-confirmation';

/** What the confirmation dialog and the gateway say when its one field is left empty. */
export const STEP_UP_MESSAGES = { passwordMissing: 'Informe a sua senha.' } as const;

/** A confirmation lives two minutes: long enough to finish the dialog's action, too short to be kept. */
export const STEP_UP_TTL_SECONDS = 120;

/** R$ 1.000.000,00: a threshold above it would never ask, which is what turning refunds off says. */
export const REFUND_THRESHOLD_MAX_CENTS = 100_000_000;

export interface StepUpSettings {
  operations: StepUpOperation[];
  /** Refunds of more than this ask; at or below it they do not. */
  refundThresholdCents: number;
}

/** Nothing asks until the administrator turns it on (decision 2026-12-05-step-up). */
export const DEFAULT_STEP_UP_SETTINGS: StepUpSettings = { operations: [], refundThresholdCents: 100_000 };

/** The refund's amount in cents as its body says it (`amount` of a refund, `value` of a POS refund). */
export function refundCentsOf(body: unknown): number {
  const record = (body ?? {}) as { amount?: unknown; value?: unknown };
  const reais = record.amount ?? record.value;
  return typeof reais === 'number' ? reaisToCents(reais) : 0;
}

/** Whether this call of `kind` must carry a confirmation, under the merchant's settings. */
export function stepUpRequired(settings: StepUpSettings, kind: StepUpOperation, refundCents = 0): boolean {
  if (!settings.operations.includes(kind)) return false;
  return kind !== 'REFUND' || refundCents > settings.refundThresholdCents;
}
