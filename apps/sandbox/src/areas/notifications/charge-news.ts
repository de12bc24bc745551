import { mayCall, OPERATION_ACCESS } from '@balcao/domain/access';
import { toApiDate } from '@balcao/domain/dates';
import { centsToReais, formatBRL } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { rolesOf } from '../auth/user-records';
import { publishLive } from '../live/events';

type Kind = 'NOTIFICATION_PAYMENT_MADE' | 'NOTIFICATION_PAYMENT_LATE' | 'NOTIFICATION_RECOVERED_DEFAULTS';

/** The bell's words for each kind, as the seeded rows have them. */
const TEXTS: Record<Kind, (buyer: string, amount: string) => [string, string]> = {
  NOTIFICATION_PAYMENT_MADE: (buyer, amount) => ['Pagamento recebido', `${buyer} pagou ${amount}`],
  NOTIFICATION_PAYMENT_LATE: (buyer, amount) => [
    'Pagamento em atraso',
    `A cobrança de ${amount} de ${buyer} está em atraso`,
  ],
  NOTIFICATION_RECOVERED_DEFAULTS: (buyer, amount) => [
    'Inadimplência recuperada',
    `${buyer} regularizou a cobrança de ${amount}`,
  ],
};

interface ChargeRow {
  seller_id: number;
  customer_name: string;
  customer_phone: string | null;
  amount_cents: string | number;
}

/**
 * Who hears of a charge in the bell: the seller's active users whose roles open both the bell and the
 * charge it links to (a user who cannot see charges gets no news of them). One row each, so that each
 * marks it read for themself.
 */
async function chargeReaders(db: Db, sellerId: number): Promise<number[]> {
  const users = await db.query<{ id: number; profile: string | null; banking_profile: string | null }>(
    `SELECT id, profile, banking_profile FROM users WHERE seller_id = $1 AND status = 'ACTIVE' ORDER BY id`,
    [sellerId],
  );
  return users
    .filter((user) => {
      const { roles, bankingRoles } = rolesOf({
        profile: user.profile,
        bankingProfile: user.banking_profile,
      });
      const all = [...roles, ...bankingRoles];
      return mayCall(OPERATION_ACCESS.getCharge, all) && mayCall(OPERATION_ACCESS.listNotifications, all);
    })
    .map((user) => user.id);
}

/**
 * A bell notification of one of the specification's charge kinds, for every user of the seller who sees
 * charges, with the variables the seeded rows carry (buyer, amount in reais, date, the charge's uuid,
 * WhatsApp); each user's open back-office hears `notification.created` once the change commits.
 */
export async function notifyChargeNews(db: Db, clock: Clock, kind: Kind, chargeId: string): Promise<void> {
  const [charge] = await db.query<ChargeRow>(
    'SELECT seller_id, customer_name, customer_phone, amount_cents FROM charges WHERE id = $1',
    [chargeId],
  );
  if (!charge) return;
  const readers = await chargeReaders(db, charge.seller_id);
  if (readers.length === 0) return;
  const now = clock.now();
  const cents = Number(charge.amount_cents);
  const [title, message] = TEXTS[kind](charge.customer_name, formatBRL(cents));
  const variables = JSON.stringify([
    { name: 'buyer', value: charge.customer_name },
    { name: 'amount', value: centsToReais(cents).toFixed(2) },
    { name: 'date', value: toApiDate(now) },
    { name: 'uuid', value: chargeId },
    ...(charge.customer_phone ? [{ name: 'whatsApp', value: charge.customer_phone }] : []),
  ]);
  const rows = await db.query<{ id: number; user_id: number }>(
    `INSERT INTO notifications (seller_id, user_id, type, title, message, variables, created_at)
     SELECT $1, u, $2, $3, $4, $5, $6 FROM unnest($7::int[]) AS u RETURNING id, user_id`,
    [charge.seller_id, kind, title, message, variables, now.toISOString(), readers],
  );
  for (const row of rows)
    await publishLive(db, {
      kind: 'notification.created',
      sellerId: charge.seller_id,
      userId: row.user_id,
      audience: 'listNotifications',
      data: { notificationId: row.id },
    });
}
