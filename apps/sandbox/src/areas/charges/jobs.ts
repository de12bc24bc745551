import { earliest, type JobHandler } from '../../scheduler/jobs';
import { settleDuePosRefunds } from './pos-refunds';

/** The card machine's answers: every 'Venda Física' refund due by the sandbox clock settles. */
export const posRefundSettlementJob: JobHandler = async (tx, clock) => {
  const due = await tx.query<{ charge_id: string; seller_id: number }>(
    `SELECT DISTINCT r.charge_id, c.seller_id FROM charge_refunds r JOIN charges c ON c.id = r.charge_id
      WHERE r.channel = 'POS' AND r.status = 'PROCESSING' AND r.settles_at <= $1`,
    [clock.now().toISOString()],
  );
  for (const refund of due) await settleDuePosRefunds(tx, clock, refund.seller_id, refund.charge_id);
  const [next] = await tx.query<{ at: Date | null }>(
    `SELECT min(settles_at) AS at FROM charge_refunds WHERE channel = 'POS' AND status = 'PROCESSING'`,
  );
  return earliest(next?.at ? new Date(next.at) : null);
};
