import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { forbidden, HttpError } from '../../errors';
import { type ActiveBankAccount, requireActiveBankAccount } from '../bank-accounts/account';
import { featureToggles } from '../sellers/sellers';
import type { Caller } from '../shared/caller';
import { PAYABLE_COLUMNS, PAYABLE_FROM, type PayableRow, toPayment } from './model';

/**
 * Every accounts-payable call needs the seller's ACTIVE account ('Conta não configurada.') and the feature
 * view_seller_accounts_payable that shows /pagamentos (§6 'Pagar contas'); without it, 403 as a role would.
 */
export async function requirePayables(db: Db, clock: Clock, caller: Caller): Promise<ActiveBankAccount> {
  const account = await requireActiveBankAccount(db, caller.sellerId);
  if (!(await featureToggles(db, clock, caller)).includes('view_seller_accounts_payable')) throw forbidden();
  return account;
}

/** §8's words for a cancel without a known id, and what any other action on an unknown id answers. */
export const paymentNotFound = () =>
  new HttpError(404, 'PAYMENT_NOT_FOUND', 'ID do pagamento não encontrado');

/**
 * The caller's payment (another seller's answers 404, like an unknown id); with `orTransactionId`, also
 * found by its E2E id or boleto authentication (§7.7: a slip's receipt falls back to its transactionId).
 */
export async function payableOf(
  db: Db,
  caller: Caller,
  id: string,
  { orTransactionId = false } = {},
): Promise<PayableRow> {
  const byTransaction = orTransactionId ? ' OR p.transaction_id = $1' : '';
  const [row] = await db.query<PayableRow>(
    `SELECT ${PAYABLE_COLUMNS} FROM ${PAYABLE_FROM} WHERE (p.id::text = $1${byTransaction}) AND p.seller_id = $2`,
    [id, caller.sellerId],
  );
  if (!row) throw paymentNotFound();
  return row;
}

export async function paymentOf(db: Db, caller: Caller, id: string) {
  return toPayment(await payableOf(db, caller, id));
}
