import { followCharges } from './charges/lifecycle';
import { reactivateAfterPayment } from './subscriptions/recovery';
import {
  emitChargeDisputed,
  emitChargePaid,
  emitChargeRefunded,
  emitChargesCreated,
} from './webhooks/events';

/**
 * Who follows what happens to charges (charges/lifecycle.ts), registered once when the sandbox's areas
 * load: the seller's webhooks hear of every change, and a paid charge may bring its subscription back to
 * ACTIVE. Imported by `areas/jobs.ts`, which every server and scheduler loads.
 */
followCharges({
  created: emitChargesCreated,
  paid: (db, clock, { chargeId }) => emitChargePaid(db, clock, chargeId),
  refunded: (db, clock, { chargeId, amountCents }) => emitChargeRefunded(db, clock, chargeId, amountCents),
  disputed: (db, clock, { chargeId }) => emitChargeDisputed(db, clock, chargeId),
});
followCharges({
  paid: (db, _clock, { subscriptionId, today, now }) =>
    reactivateAfterPayment(db, subscriptionId, today, now),
});
