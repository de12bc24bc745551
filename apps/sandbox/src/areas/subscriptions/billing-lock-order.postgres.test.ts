import { addDays, businessToday } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Job, LOCAL_JOB_ENV } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { ADMIN, createTestSandbox, type TestSandbox } from '../../test-support';
import { subscriptionBillingJob } from './jobs';

// A request that wakes the billing sweep while the sweep runs in another process, on one Postgres server.
// The sweep holds its job row, locks the due subscriptions and then wakes the webhook deliveries; an import
// that woke the deliveries (its 'subscription.created') before the billing row held the two job rows in the
// opposite order, and Postgres killed one of them as a deadlock. Only collected with DATABASE_URL.

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

/** Resolves once `count` sessions of this database wait for a row lock another holds. */
async function untilWaitingForLocks(count: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const [row] = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (row!.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nenhuma requisição ficou esperando a linha do job');
}

describe('a request that wakes the billing sweep while it runs', () => {
  it('waits for the sweep and both finish: the import and the renewal it issued', async () => {
    // The demo merchant's webhook listens again, so both the sweep and the import enqueue deliveries.
    await s.db.query('UPDATE webhook_endpoints SET active = true, disabled_reason = NULL');
    const today = businessToday(s.clock.now());
    const due = addDays(today, 1);
    // A subscription already billed before, due tomorrow: the sweep issues a renewal ('subscription.renewed').
    const [renewed] = await s.db.query<{ id: string }>(
      `SELECT s.id FROM subscriptions s JOIN users u ON u.seller_id = s.seller_id AND u.email = $1
        WHERE s.status = 'ACTIVE' AND s.payment_method <> 'CREDIT_CARD'
          AND EXISTS (SELECT 1 FROM charges c WHERE c.subscription_id = s.id)
          AND NOT EXISTS (SELECT 1 FROM charges c WHERE c.subscription_id = s.id AND c.expiration_date = $2)
        ORDER BY s.id LIMIT 1`,
      [ADMIN, due],
    );
    await s.db.query('UPDATE subscriptions SET next_expiration_date = $2 WHERE id = $1', [renewed!.id, due]);
    const [plan] = await s.db.query<{ id: number }>(
      `SELECT p.id FROM plans p JOIN users u ON u.seller_id = p.seller_id AND u.email = $1
        WHERE p.active AND p.enable_pix ORDER BY p.id LIMIT 1`,
      [ADMIN],
    );
    const [customer] = await s.db.query<{ id: string }>(
      `SELECT cu.id FROM customers cu JOIN users u ON u.seller_id = cu.seller_id AND u.email = $1
        ORDER BY cu.id LIMIT 1`,
      [ADMIN],
    );
    const api = (await s.clients(ADMIN)).payment;

    let claimed!: () => void;
    const hasClaimed = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    // The sweep as another process's runner runs it: its job row claimed first, the handler in that transaction.
    const sweep = s.db.transaction(async (tx) => {
      const [job] = await tx.query<Job>(
        `SELECT kind, key, payload, attempts FROM jobs WHERE kind = $1 AND key = '' FOR UPDATE`,
        [JOB_KINDS.subscriptionBilling],
      );
      claimed();
      await untilWaitingForLocks(1);
      return subscriptionBillingJob(tx, s.clock, job!, LOCAL_JOB_ENV);
    });
    await hasClaimed;
    const imported = api.POST('/subscriptions/import', {
      body: {
        idPlan: plan!.id,
        basicValue: { type: 'MONTHLY', value: 49.9 },
        payment: { method: 'PIX' },
        uuidBuyer: customer!.id,
        startDate: addDays(today, 2),
      },
    });

    await expect(sweep).resolves.toBeInstanceOf(Date);
    const answer = await imported;
    expect(answer.response.status, JSON.stringify(answer.data)).toBe(201);
    const charges = await s.db.query(
      'SELECT 1 FROM charges WHERE subscription_id = $1 AND expiration_date = $2',
      [renewed!.id, due],
    );
    expect(charges).toHaveLength(1);
    const events = await s.db.query<{ event_type: string }>(
      `SELECT DISTINCT event_type FROM webhook_deliveries WHERE event_type LIKE 'subscription.%' ORDER BY 1`,
    );
    expect(events.map((e) => e.event_type)).toEqual(['subscription.created', 'subscription.renewed']);
  });
});
