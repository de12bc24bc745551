import { earliest, type JobHandler } from '../../scheduler/jobs';
import { settleDueRegistrations } from './sub-sellers';

/** The provider's answers: every sub-seller bank account sent 5 minutes ago or more is settled. */
export const subSellerRegistrationJob: JobHandler = async (tx, clock) => {
  await settleDueRegistrations(tx, clock);
  const [next] = await tx.query<{ at: Date | null }>(
    `SELECT min(split_due_at) AS at FROM sub_sellers WHERE split_status = 'PENDING'`,
  );
  return earliest(next?.at ? new Date(next.at) : null);
};
