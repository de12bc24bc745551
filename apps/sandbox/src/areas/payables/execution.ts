import { randomBytes } from 'node:crypto';
import { businessToday } from '@balcao/domain/dates';
import type { Db } from '../../db/db';
import { HttpError } from '../../errors';
import { requireActiveBankAccount } from '../bank-accounts/account';
import { LedgerError, post } from '../ledger/post';
import { lookupPixKey, SANDBOX_BANK_ISPB } from '../pix-keys/directory';
import { checkPixLimit } from '../pix-limits/check';

/**
 * The sandbox bank executes a scheduled payment: the checking account must cover it (the ledger's guard)
 * and a Pix must fit the limit in force at that instant (`checkPixLimit`), or the payment FAILS with the
 * reason. The attempt runs under a savepoint, so a refusal leaves no half-posted entry behind.
 */

interface DuePayable {
  id: string;
  seller_id: number;
  type: 'PIX' | 'BANK_SLIP';
  amount_cents: string;
  recipient_name: string;
  pix_key: string | null;
  /** When it was due: the instant it is executed at (limit window, ledger entry, E2E id). */
  execute_at: Date | string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const drawn = (length: number) =>
  Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');

/** The Pix end-to-end id of the Banco Central: E, the payer's ISPB, yyyyMMddHHmm in UTC, 11 characters. */
export function endToEndId(at: Date): string {
  const stamp = at.toISOString().replace(/[-T:]/g, '').slice(0, 12);
  return `E${SANDBOX_BANK_ISPB}${stamp}${drawn(11)}`;
}

/** The boleto's authentication code printed on its receipt. */
const slipAuthentication = () => drawn(24);

export const FAILURE_REASONS = {
  insufficientBalance: 'Saldo insuficiente na conta corrente na data do pagamento.',
  keyGone: 'A chave Pix não existe mais no diretório Pix.',
} as const;

/** Moves the money and marks the payment PAID, or throws the refusal (an HttpError) that fails it. */
async function settle(db: Db, p: DuePayable, now: Date): Promise<string> {
  const amountCents = Number(p.amount_cents);
  await requireActiveBankAccount(db, p.seller_id);
  const pix = p.type === 'PIX';
  const recipient = pix ? await lookupPixKey(db, p.pix_key ?? '') : null;
  if (pix && !recipient) throw new HttpError(400, 'PIX_KEY_NOT_FOUND', FAILURE_REASONS.keyGone);
  if (pix) await checkPixLimit(db, p.seller_id, amountCents, now);
  const effectiveDate = businessToday(now);
  await post(db, {
    sellerId: p.seller_id,
    kind: pix ? 'PIX' : 'BILL_PAYMENT',
    effectiveDate,
    createdAt: now,
    reference: { type: pix ? 'PIX' : 'BILL_PAYMENT', id: p.id },
    idempotencyKey: `payable:${p.id}`,
    description: pix ? `Pix enviado para ${p.recipient_name}` : `Pagamento de boleto: ${p.recipient_name}`,
    operation: pix ? 'PIX_ENVIADO' : 'PAGAMENTO_BOLETO',
    postings: [
      { account: 'CHECKING', amountCents: -amountCents },
      { account: 'EXTERNAL', amountCents },
    ],
  });
  // A key of another seller of this sandbox: the money arrives on that seller's checking account.
  if (recipient?.sellerId)
    await post(db, {
      sellerId: recipient.sellerId,
      kind: 'PIX',
      effectiveDate,
      createdAt: now,
      reference: { type: 'PIX', id: p.id },
      idempotencyKey: `payable-credit:${p.id}`,
      description: 'Pix recebido',
      operation: 'PIX_RECEBIDO',
      postings: [
        { account: 'EXTERNAL', amountCents: -amountCents },
        { account: 'CHECKING', amountCents },
      ],
    });
  return pix ? endToEndId(now) : slipAuthentication();
}

/** Executes one due payment in the job's transaction: PAID with its transaction id, or FAILED with why. */
export async function executePayable(db: Db, p: DuePayable, now: Date): Promise<void> {
  await db.query('SAVEPOINT payable_execution');
  try {
    const transactionId = await settle(db, p, now);
    await db.query(
      `UPDATE payables SET status = 'PAID', execute_at = NULL, executed_at = $2, transaction_id = $3 WHERE id = $1`,
      [p.id, now.toISOString(), transactionId],
    );
    await db.query('RELEASE SAVEPOINT payable_execution');
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await db.query('ROLLBACK TO SAVEPOINT payable_execution');
    const reason =
      error instanceof LedgerError && error.refusal === 'INSUFFICIENT_BALANCE'
        ? FAILURE_REASONS.insufficientBalance
        : error.message;
    await db.query(
      `UPDATE payables SET status = 'FAILED', execute_at = NULL, executed_at = $2, failure_reason = $3 WHERE id = $1`,
      [p.id, now.toISOString(), reason.slice(0, 300)],
    );
  }
}

export const DUE_PAYABLE_COLUMNS =
  'id::text, seller_id, type, amount_cents::text, recipient_name, pix_key, execute_at';
export type { DuePayable };
