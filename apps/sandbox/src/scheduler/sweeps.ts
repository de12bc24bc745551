import { INVOICE_AUTHORIZATION_SECONDS } from '@balcao/domain';
import { authorizeDue } from '../rules/invoices';
import { settleDuePosRefunds } from '../rules/pos-refunds';
import { settleDueRegistrations } from '../rules/sub-sellers';
import { billDueSubscriptions, nextBillingAt } from '../rules/subscription-billing';
import { earliest, type JobHandler } from './jobs';
import { JOB_KINDS } from './kinds';

const instant = (value: Date | string | null | undefined) => (value ? new Date(value) : null);

/** Each sweep does everything of its kind that is due by the sandbox clock, then says when it is next due. */
const subscriptionBilling: JobHandler = async (tx, clock) => {
  await billDueSubscriptions(tx, clock);
  // A clock that jumped years stops at the catch-up limit: then the next run is due at once.
  return earliest(await nextBillingAt(tx));
};

const posRefundSettlement: JobHandler = async (tx, clock) => {
  const due = await tx.query<{ charge_id: string; seller_id: number }>(
    `SELECT DISTINCT r.charge_id, c.seller_id FROM charge_refunds r JOIN charges c ON c.id = r.charge_id
      WHERE r.channel = 'POS' AND r.status = 'PROCESSING' AND r.settles_at <= $1`,
    [clock.now().toISOString()],
  );
  for (const refund of due) await settleDuePosRefunds(tx, clock, refund.seller_id, refund.charge_id);
  const [next] = await tx.query<{ at: Date | null }>(
    `SELECT min(settles_at) AS at FROM charge_refunds WHERE channel = 'POS' AND status = 'PROCESSING'`,
  );
  return earliest(instant(next?.at));
};

const invoiceAuthorization: JobHandler = async (tx, clock) => {
  const sent = new Date(clock.now().getTime() - INVOICE_AUTHORIZATION_SECONDS * 1000);
  const due = await tx.query<{ charge_id: string; seller_id: number }>(
    `SELECT DISTINCT i.charge_id, c.seller_id FROM charge_invoices i JOIN charges c ON c.id = i.charge_id
      WHERE i.status = 'SEND_INVOICE_SYSTEM' AND i.created_at <= $1`,
    [sent.toISOString()],
  );
  for (const invoice of due) await authorizeDue(tx, clock, invoice.seller_id, invoice.charge_id);
  const [next] = await tx.query<{ at: Date | null }>(
    `SELECT min(created_at) AS at FROM charge_invoices WHERE status = 'SEND_INVOICE_SYSTEM'`,
  );
  const oldest = instant(next?.at);
  return earliest(oldest && new Date(oldest.getTime() + INVOICE_AUTHORIZATION_SECONDS * 1000));
};

const subSellerRegistration: JobHandler = async (tx, clock) => {
  await settleDueRegistrations(tx, clock);
  const [next] = await tx.query<{ at: Date | null }>(
    `SELECT min(split_due_at) AS at FROM sub_sellers WHERE split_status = 'PENDING'`,
  );
  return earliest(instant(next?.at));
};

/** Every kind of job the sandbox runs, by the name its row has in the jobs table. */
export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [JOB_KINDS.subscriptionBilling]: subscriptionBilling,
  [JOB_KINDS.posRefundSettlement]: posRefundSettlement,
  [JOB_KINDS.invoiceAuthorization]: invoiceAuthorization,
  [JOB_KINDS.subSellerRegistration]: subSellerRegistration,
};
