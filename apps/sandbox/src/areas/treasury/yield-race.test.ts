import { cdiCurrentAmountCents } from '@balcao/domain/treasury';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarAfterTestClock } from '../../test-calendar';
import { createTestSandbox, type TestSandbox } from '../../test-support';
import { cdiHistory } from './cdi-rates';
import { creditDueYields } from './jobs';

// Several runs of the yield sweep at once, as processes on one Postgres server would race if the scheduler's
// claim of the job row did not already keep them apart: the application rows (FOR UPDATE SKIP LOCKED), the
// DI table's lock and the ledger's key per application and day must be enough on their own. On the embedded
// database the transactions queue; with DATABASE_URL they really overlap.
let s: TestSandbox;
// 7 April to 7 May 2027 (Tiradentes between), after the seed's day; moved on to a year with the same
// weekdays and holidays when the run's clock starts later (BALCAO_TEST_NOW).
const y = calendarAfterTestClock({ from: '2027-04-07', to: '2027-05-07' }, 'years');
const NOW = new Date(y('2027-04-07T15:00:00Z'));
const LATER = { now: () => new Date(y('2027-05-07T15:00:00Z')) };

beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(NOW, { frozen: true });
  // A run whose clock starts years later moves this calendar years on: the jobs due in between run first.
}, 600_000);
afterAll(() => s?.close());

interface Application {
  id: string;
  percent_of_cdi: string;
  base_cents: string;
  base_date: string;
  current_cents: string;
  credited_through: string;
}

const applications = () =>
  s.db.query<Application>(
    `SELECT id, percent_of_cdi::text, base_cents::text, base_date::text, current_cents::text, credited_through::text
       FROM treasury_applications WHERE status = 'ACTIVE' ORDER BY id`,
  );

describe('the yield sweep run three times at once', () => {
  it('credits each business day once, and every application stays equal to its ledger and to B3’s value', async () => {
    const before = await applications();
    expect(before.length).toBeGreaterThanOrEqual(2);
    await Promise.all([1, 2, 3].map(() => s.db.transaction((tx) => creditDueYields(tx, LATER))));
    const after = await applications();
    // Every rate since the oldest application began: the seed's, dated back from the run's clock.
    const since = after.map((a) => a.base_date).sort()[0]!;
    const history = await cdiHistory(s.db, since, y('2027-05-07'));
    for (const a of after) {
      // 7 April to 6 May 2027 less Tiradentes: 21 DI days, credited by the morning of 7 May.
      expect(a.credited_through).toBe(y('2027-05-07'));
      const [days] = await s.db.query<{ n: number; distinct: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS distinct FROM ledger_entries
          WHERE reference_id = $1 AND operation = 'RENDIMENTO' AND effective_date > $2::date`,
        [a.id, y('2027-04-07')],
      );
      expect(days).toEqual({ n: 21, distinct: 21 });
      const [ledger] = await s.db.query<{ total: string }>(
        `SELECT coalesce(sum(p.amount_cents), 0)::text AS total FROM ledger_postings p
           JOIN ledger_accounts acc ON acc.id = p.account_id AND acc.kind = 'INVESTMENT'
           JOIN ledger_entries e ON e.id = p.entry_id
          WHERE e.reference_id = $1::text
             OR e.reference_id IN (SELECT id::text FROM treasury_redemptions WHERE application_id = $1::uuid)`,
        [a.id],
      );
      expect(Number(ledger!.total)).toBe(Number(a.current_cents));
      expect(Number(a.current_cents)).toBe(
        cdiCurrentAmountCents(
          {
            principalCents: Number(a.base_cents),
            percentOfCdi: Number(a.percent_of_cdi),
            startedAt: a.base_date,
          },
          history,
          a.credited_through,
        ),
      );
    }
    // A fourth run later finds nothing left to credit.
    const [count] = await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries`);
    await s.db.transaction((tx) => creditDueYields(tx, LATER));
    const [again] = await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries`);
    expect(again!.n).toBe(count!.n);
  });
});
