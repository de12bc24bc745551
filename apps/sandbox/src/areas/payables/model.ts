import type { banking } from '@balcao/client';
import { centsToReais } from '@balcao/domain/money';

export type Schemas = banking.components['schemas'];
export type Payment = Schemas['Payment'];
export type PaymentPixKeyType = Schemas['PaymentPixKeyType'];
export type PaymentCostCenter = Schemas['PaymentCostCenter'];

/** The statuses this sandbox stores (§4.6 names more, which other providers use). */
export type PayableStatus =
  | 'REQUESTED'
  | 'SCHEDULED'
  | 'PAID'
  | 'FAILED'
  | 'REJECTED'
  | 'EXPIRED'
  | 'CANCELLED';

export interface PayableRow {
  id: string;
  seller_id: number;
  type: 'PIX' | 'BANK_SLIP';
  status: PayableStatus;
  amount_cents: string;
  payment_date: string;
  execute_at: Date | string | null;
  recipient_name: string;
  recipient_document: string | null;
  bank_ispb: string | null;
  bank_name: string | null;
  pix_key: string | null;
  pix_key_type: PaymentPixKeyType | null;
  recipient_seller_id: number | null;
  recipient_account_id: string | null;
  bar_code: string | null;
  digitable_line: string | null;
  due_date: string | null;
  description: string | null;
  cost_center: PaymentCostCenter | null;
  created_at: Date | string;
  approved_at: Date | string | null;
  rejected_at: Date | string | null;
  cancelled_at: Date | string | null;
  executed_at: Date | string | null;
  transaction_id: string | null;
  failure_reason: string | null;
  // Joined: the seller who pays and the users who acted.
  debit_name: string;
  created_email: string | null;
  created_name: string | null;
  approved_email: string | null;
  rejected_email: string | null;
  cancelled_email: string | null;
}

/** The payment's columns with who paid and who acted, for `FROM ${PAYABLE_FROM}`. */
export const PAYABLE_COLUMNS = `p.id, p.seller_id, p.type, p.status, p.amount_cents::text, p.payment_date::text, p.execute_at,
  p.recipient_name, p.recipient_document, p.bank_ispb, p.bank_name, p.pix_key, p.pix_key_type,
  p.recipient_seller_id, p.recipient_account_id::text, p.bar_code, p.digitable_line, p.due_date::text,
  p.description, p.cost_center, p.created_at, p.approved_at, p.rejected_at, p.cancelled_at, p.executed_at,
  p.transaction_id, p.failure_reason, s.company_name AS debit_name,
  cu.email AS created_email, cu.name AS created_name, au.email AS approved_email,
  ru.email AS rejected_email, xu.email AS cancelled_email`;

export const PAYABLE_FROM = `payables p JOIN sellers s ON s.id = p.seller_id
  LEFT JOIN users cu ON cu.id = p.created_by LEFT JOIN users au ON au.id = p.approved_by
  LEFT JOIN users ru ON ru.id = p.rejected_by LEFT JOIN users xu ON xu.id = p.cancelled_by`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** §3's payment as the list, the detail and every action answer it. */
export function toPayment(row: PayableRow): Payment {
  return {
    id: row.id,
    transferId: row.id,
    transactionType: row.type,
    amount: centsToReais(Number(row.amount_cents)),
    scheduledDate: row.payment_date,
    status: row.status,
    recipientName: row.recipient_name,
    beneficiary: row.recipient_name,
    recipientDocument: row.recipient_document,
    credit_bank_ispb: row.bank_ispb,
    bankName: row.bank_name,
    debit_name: row.debit_name,
    description: row.description,
    costCenter: row.cost_center,
    pixKey: row.pix_key,
    pixKeyType: row.pix_key_type,
    barCode: row.bar_code,
    digitableLine: row.digitable_line,
    dueDate: row.due_date,
    destinationAccount: row.recipient_account_id,
    userEmail: row.created_email,
    submittedBy: row.created_name ?? 'Integração',
    transactionId: row.transaction_id,
    failureReason: row.failure_reason,
    createdAt: iso(row.created_at)!,
    approvedAt: iso(row.approved_at),
    approvedBy: row.approved_email,
    rejectedAt: iso(row.rejected_at),
    rejectedBy: row.rejected_email,
    executedAt: iso(row.executed_at),
    cancelledAt: iso(row.cancelled_at),
    cancelledBy: row.cancelled_email,
    hasReceipt: row.status === 'PAID',
  };
}
