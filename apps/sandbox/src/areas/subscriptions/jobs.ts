import { earliest, type JobHandler, lockJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { billDueSubscriptions, nextBillingAt } from './billing';
import { chargeDueRenewals, nextRenewalAt } from './card-renewals';

/** Issues every subscription charge due by the sandbox clock; next due when another enters the window. */
export const subscriptionBillingJob: JobHandler = async (tx, clock) => {
  // Billing wakes the card renewals while it holds subscriptions that a running renewal locks after its
  // own job row: the renewal's row first, so both take them in one order.
  await lockJob(tx, JOB_KINDS.subscriptionCardRenewal);
  await billDueSubscriptions(tx, clock);
  // A clock that jumped years stops at the catch-up limit: then the next run is due at once.
  return earliest(await nextBillingAt(tx));
};

/** Charges (and retries) card subscriptions' charges due by the sandbox clock. */
export const subscriptionCardRenewalJob: JobHandler = async (tx, clock) => {
  await chargeDueRenewals(tx, clock);
  // A clock that jumped over several retry days runs again at once, one attempt per run.
  return earliest(await nextRenewalAt(tx));
};
