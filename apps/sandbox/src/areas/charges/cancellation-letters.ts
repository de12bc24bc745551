import { randomUUID } from 'node:crypto';
import type { payment } from '@balcao/client';
import { businessToday } from '@balcao/domain/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { cents } from '../../db/money';
import { HttpError } from '../../errors';
import type { Caller } from '../shared/caller';
import type { ContractBody } from '../shared/contract';
import { loadCharge } from './detail';
import { recordChargeEvent } from './ledger';
import { type ChargeRow, chargeColumns } from './model';

/** Where the sandbox serves a letter; the id is a random uuid, so the address is the credential. */
export const letterPath = (letterId: string) => `/_sandbox/cartas-cancelamento/${letterId}`;

/** POST cartas/cancelamento: a letter for a REFUND charge of the caller's seller. */
export async function createCancellationLetter(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<payment.operations['createCancellationLetter']>,
  baseUrl: string,
) {
  const charge = await loadCharge(db, clock, caller, body.uuid);
  if (charge.status !== 'REFUND')
    throw new HttpError(409, 'CHARGE_STATUS', 'Só cobranças estornadas têm carta de cancelamento.');
  const id = randomUUID();
  const now = clock.now();
  await db.query(
    `INSERT INTO cancellation_letters (id, charge_id, seller_id, requested_by, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [id, charge.id, caller.sellerId, caller.userId, now.toISOString()],
  );
  await recordChargeEvent(db, charge.id, 'Carta de cancelamento gerada', now, caller.email);
  return { data: { url: `${baseUrl.replace(/\/+$/, '')}${letterPath(id)}` } };
}

export interface LetterContent {
  issuedOn: string;
  seller: { name: string; document: string };
  charge: ChargeRow;
  refunds: { amountCents: number; createdAt: Date; channel: string }[];
}

/** What a letter shows, or null for an unknown id; read without a session, as its link is public. */
export async function readCancellationLetter(
  db: Db,
  clock: Clock,
  letterId: string,
): Promise<LetterContent | null> {
  if (!/^[0-9a-f-]{36}$/i.test(letterId)) return null;
  const [letter] = await db.query<{ charge_id: string; created_at: Date; name: string; document: string }>(
    `SELECT l.charge_id, l.created_at, coalesce(s.fantasy_name, s.company_name) AS name, s.document
       FROM cancellation_letters l JOIN sellers s ON s.id = l.seller_id WHERE l.id = $1`,
    [letterId],
  );
  if (!letter) return null;
  const [charge] = await db.query<ChargeRow>(`SELECT ${chargeColumns('$2')} FROM charges c WHERE c.id = $1`, [
    letter.charge_id,
    businessToday(clock.now()),
  ]);
  if (!charge) return null;
  const refunds = await db.query<{ amount_cents: string; created_at: Date; channel: string }>(
    `SELECT amount_cents::text, created_at, channel FROM charge_refunds
      WHERE charge_id = $1 AND status = 'REFUNDED' ORDER BY created_at, id`,
    [letter.charge_id],
  );
  return {
    issuedOn: businessToday(new Date(letter.created_at)),
    seller: { name: letter.name, document: letter.document },
    charge,
    refunds: refunds.map((r) => ({
      amountCents: cents(r.amount_cents),
      createdAt: new Date(r.created_at),
      channel: r.channel,
    })),
  };
}
