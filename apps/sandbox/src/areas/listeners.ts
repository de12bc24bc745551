import { followOpenedAccounts } from './bank-accounts/account';
import { followCharges } from './charges/lifecycle';
import { publishChargeEvent } from './live/events';
import { wakeReminders } from './notification-settings/jobs';
import { queueChargeNotice } from './notification-settings/notices';
import { notifyChargeNews } from './notifications/charge-news';
import { openPixLimits } from './pix-limits/model';
import { reactivateAfterPayment } from './subscriptions/recovery';
import {
  emitChargeDisputed,
  emitChargeEvent,
  emitChargePaid,
  emitChargeRefunded,
  emitChargesCreated,
} from './webhooks/events';

/**
 * Who follows what happens to charges (charges/lifecycle.ts), registered once when the sandbox's areas
 * load: the seller's webhooks hear of every change, a paid charge may bring its subscription back to
 * ACTIVE, and the seller's users hear of it in the bell and on their open screens. Imported by `areas/jobs.ts`, which every server and scheduler loads.
 */
followCharges({
  created: emitChargesCreated,
  paid: (db, clock, { chargeId }) => emitChargePaid(db, clock, chargeId),
  refunded: (db, clock, { chargeId, amountCents }) => emitChargeRefunded(db, clock, chargeId, amountCents),
  disputed: (db, clock, { chargeId }) => emitChargeDisputed(db, clock, chargeId),
  late: (db, clock, { chargeId }) => emitChargeEvent(db, clock, 'charge.late', chargeId),
  reissued: (db, clock, { chargeId }) => emitChargeEvent(db, clock, 'charge.updated', chargeId),
});
followCharges({
  async paid(db, clock, { chargeId, subscriptionId, today, now }) {
    if (await reactivateAfterPayment(db, subscriptionId, today, now))
      await notifyChargeNews(db, clock, 'NOTIFICATION_RECOVERED_DEFAULTS', chargeId);
  },
});
// A payment, however it happens, wakes the reminders' sweep in its transaction: the 'paid' message goes out at once.
followCharges({ paid: (db, clock) => wakeReminders(db, clock) });
// A new account starts with the default Pix limits, whichever path opened it (the KYC job, the seed).
followOpenedAccounts(openPixLimits);
// The bell and the open back-offices (live/events.ts): told with the change, heard once it commits.
followCharges({
  async paid(db, clock, { chargeId }) {
    await notifyChargeNews(db, clock, 'NOTIFICATION_PAYMENT_MADE', chargeId);
    await publishChargeEvent(db, 'charge.paid', chargeId);
  },
  refunded: (db, _clock, { chargeId }) => publishChargeEvent(db, 'charge.refunded', chargeId),
  disputed: (db, _clock, { chargeId }) => publishChargeEvent(db, 'charge.disputed', chargeId),
  async late(db, clock, { chargeId }) {
    await notifyChargeNews(db, clock, 'NOTIFICATION_PAYMENT_LATE', chargeId);
    await publishChargeEvent(db, 'charge.late', chargeId);
  },
  reissued: (db, _clock, { chargeId }) => publishChargeEvent(db, 'charge.updated', chargeId),
});
// The customer hears of a charge made without a link, and of a boleto's second copy, at once (/notificacoes).
followCharges({
  async created(db, _sellerId, charges) {
    for (const charge of charges)
      if (charge.origin === 'DIRECT') await queueChargeNotice(db, charge.id, 'ISSUED', charge.createdAt);
  },
  reissued: (db, clock, { chargeId }) =>
    queueChargeNotice(db, chargeId, 'REISSUED', clock.now().toISOString()),
});
