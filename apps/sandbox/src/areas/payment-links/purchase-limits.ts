import type { RealTime } from '../../clock';
import type { Db } from '../../db/db';
import type { CardOutcome } from '../charges/cards';
import type { AttemptLimit } from '../shared/attempts';
import { type LimitedUse, limitReachedFor, recordUses, takeLimitedUses } from '../shared/security-limits';

/*
 * The public page of a link takes purchases from anyone, so it is limited by the only thing known about an
 * anonymous buyer: the socket's peer address (no proxy header is trusted). Counted in the database by
 * machine time (areas/shared/security-limits.ts), so several sandbox processes count together and moving
 * the sandbox clock lifts nothing. No limit per link alone: a link that sells well would be shut for every
 * buyer by one script.
 */
const TEN_MINUTES = 10 * 60;
const ONE_HOUR = 60 * 60;

/** Charges one address makes on one link: a buyer who retries, not a script filling the merchant's list. */
export const PURCHASES_PER_ADDRESS_AND_LINK: AttemptLimit = {
  kind: 'link-purchase:address-link',
  max: 10,
  windowSeconds: TEN_MINUTES,
};
/** Charges one address makes across every link: an office behind one address buys, a script does not. */
export const PURCHASES_PER_ADDRESS: AttemptLimit = {
  kind: 'link-purchase:address',
  max: 30,
  windowSeconds: TEN_MINUTES,
};
/** Declined cards on one link from one address: past these, card attempts there look like card testing. */
export const CARD_DECLINES_PER_ADDRESS_AND_LINK: AttemptLimit = {
  kind: 'link-card-decline:address-link',
  max: 3,
  windowSeconds: ONE_HOUR,
};
/** Declined cards from one address across links. */
export const CARD_DECLINES_PER_ADDRESS: AttemptLimit = {
  kind: 'link-card-decline:address',
  max: 10,
  windowSeconds: ONE_HOUR,
};

export const PURCHASE_LIMIT_MESSAGES: Record<string, string> = {
  [PURCHASES_PER_ADDRESS_AND_LINK.kind]:
    'Muitas compras seguidas deste endereço neste link. Tente novamente em alguns minutos.',
  [PURCHASES_PER_ADDRESS.kind]: 'Muitas compras seguidas deste endereço. Tente novamente em alguns minutos.',
};

/** What an issuer answers to a burst of attempts: ISO 8583 code 59, suspected fraud. */
export const SUSPECTED_FRAUD = { code: '59', message: 'Transação recusada por suspeita de fraude.' } as const;

const purchaseUses = (linkId: string, address: string): LimitedUse[] => [
  { limit: PURCHASES_PER_ADDRESS_AND_LINK, key: `${address}|${linkId}` },
  { limit: PURCHASES_PER_ADDRESS, key: address },
];
const declineUses = (linkId: string, address: string): LimitedUse[] => [
  { limit: CARD_DECLINES_PER_ADDRESS_AND_LINK, key: `${address}|${linkId}` },
  { limit: CARD_DECLINES_PER_ADDRESS, key: address },
];

/** Counts a purchase about to make a charge, or says why and for how long the address must wait. */
export async function takePurchase(
  db: Db,
  time: RealTime,
  linkId: string,
  address: string,
): Promise<{ message: string; retryAfterSeconds: number } | null> {
  const refused = await takeLimitedUses(db, time, purchaseUses(linkId, address));
  return refused
    ? {
        message: PURCHASE_LIMIT_MESSAGES[refused.refused.limit.kind]!,
        retryAfterSeconds: refused.retryAfterSeconds,
      }
    : null;
}

/**
 * The card's outcome as the issuer gives it, unless this address has had too many cards declined (on this
 * link or across links): then it is declined as suspected fraud whatever the card, so a burst learns
 * nothing about the numbers it tries.
 */
export async function screenCardAttempt(
  db: Db,
  time: RealTime,
  linkId: string,
  address: string,
  outcome: CardOutcome,
): Promise<CardOutcome> {
  for (const use of declineUses(linkId, address))
    if ((await limitReachedFor(db, time, use)) !== null)
      return { approved: false, brand: outcome.brand, last4: outcome.last4, ...SUSPECTED_FRAUD };
  return outcome;
}

/** Counts a declined card against the address, on this link and across links. */
export async function countDeclinedCard(
  db: Db,
  time: RealTime,
  linkId: string,
  address: string,
): Promise<void> {
  await recordUses(db, time, declineUses(linkId, address));
}
