import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { ChargeOrigin, ChargeRow } from './model';

/** What the charge rules know of each charge they issue (insertCharges' NewCharge carries at least this). */
export interface CreatedCharge {
  id: string;
  customerId: string | null;
  customerName: string;
  customerDocument: string;
  customerEmail: string;
  title: string;
  method: ChargeRow['payment_method'];
  status: ChargeRow['stored_status'];
  amountCents: number;
  installments: number;
  expirationDate: string;
  paidDate: string | null;
  origin: ChargeOrigin;
  paymentLinkId: string | null;
  subscriptionId: string | null;
  createdAt: string;
}

/** A charge that was just paid (through the gateway or by hand), as the areas that follow it need it. */
export interface PaidChargeEvent {
  chargeId: string;
  subscriptionId: string | null;
  /** The São Paulo day it was paid, and the instant. */
  today: string;
  now: Date;
}

/**
 * What follows a change of a charge, in other areas: webhooks, a subscription's recovery, and whatever
 * else comes (notifications, live updates). The charge rules report the change here, in its transaction;
 * the areas that follow register themselves (`areas/listeners.ts`), so the charges area never imports
 * them and no folder depends on another in a circle.
 */
export interface ChargeListener {
  created?(db: Db, sellerId: number, charges: readonly CreatedCharge[]): Promise<void>;
  paid?(db: Db, clock: Clock, event: PaidChargeEvent): Promise<void>;
  refunded?(db: Db, clock: Clock, event: { chargeId: string; amountCents: number }): Promise<void>;
  disputed?(db: Db, clock: Clock, event: { chargeId: string }): Promise<void>;
  /** It fell due yesterday and is still unpaid; told once per charge (webhooks/jobs.ts's daily sweep). */
  late?(db: Db, clock: Clock, event: { chargeId: string }): Promise<void>;
  /** A boleto's second copy replaced it, with a new due date (reschedule.ts). */
  reissued?(db: Db, clock: Clock, event: { chargeId: string }): Promise<void>;
}

const listeners: ChargeListener[] = [];

/** Registers what follows charges; listeners run in registration order, in the change's transaction. */
export function followCharges(listener: ChargeListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

/** The changes, told to every listener in turn; a listener that throws rolls the change back. */
export const chargeLifecycle = {
  async created(db: Db, sellerId: number, charges: readonly CreatedCharge[]): Promise<void> {
    for (const l of listeners) await l.created?.(db, sellerId, charges);
  },
  async paid(db: Db, clock: Clock, event: PaidChargeEvent): Promise<void> {
    for (const l of listeners) await l.paid?.(db, clock, event);
  },
  async refunded(db: Db, clock: Clock, event: { chargeId: string; amountCents: number }): Promise<void> {
    for (const l of listeners) await l.refunded?.(db, clock, event);
  },
  async disputed(db: Db, clock: Clock, event: { chargeId: string }): Promise<void> {
    for (const l of listeners) await l.disputed?.(db, clock, event);
  },
  async late(db: Db, clock: Clock, event: { chargeId: string }): Promise<void> {
    for (const l of listeners) await l.late?.(db, clock, event);
  },
  async reissued(db: Db, clock: Clock, event: { chargeId: string }): Promise<void> {
    for (const l of listeners) await l.reissued?.(db, clock, event);
  },
};
