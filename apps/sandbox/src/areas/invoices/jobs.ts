import { INVOICE_AUTHORIZATION_SECONDS } from '@balcao/domain/charges';
import { earliest, type JobHandler } from '../../scheduler/jobs';
import { authorizeDue } from './invoices';

/** The simulated city hall: every invoice sent INVOICE_AUTHORIZATION_SECONDS ago or more is authorized. */
export const invoiceAuthorizationJob: JobHandler = async (tx, clock) => {
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
  const oldest = next?.at ? new Date(next.at) : null;
  return earliest(oldest && new Date(oldest.getTime() + INVOICE_AUTHORIZATION_SECONDS * 1000));
};
