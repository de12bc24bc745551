import { earliest, type JobHandler } from '../../scheduler/jobs';
import { billDueSubscriptions, nextBillingAt } from './billing';
import { chargeDueRenewals, nextRenewalAt } from './card-renewals';

/** Issues every subscription charge due by the sandbox clock; next due when another enters the window. */
export const subscriptionBillingJob: JobHandler = async (tx, clock) => {
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
