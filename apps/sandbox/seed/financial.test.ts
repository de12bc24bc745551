import { addDays, businessToday } from '@balcao/domain/dates';
import { isBankingDay } from '@balcao/domain/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/db';
import { prepareDatabase } from '../src/start';

// 23:30 on Sunday 28 February in São Paulo (already March in UTC): a day the seed once could not start on,
// since its fortnightly withdrawals stepped from a Sunday and never met a banking day, so the checking
// account stayed empty and the seeded payments had nothing to leave from.
const SUNDAY_NIGHT = new Date('2027-03-01T02:30:00Z');
let db: Awaited<ReturnType<typeof openDatabase>>;

beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
}, 180_000);
afterAll(() => db.close());

describe('the seed on any day', () => {
  it('seeds on a Sunday night, withdrawing on a banking day of each fortnight into the checking account', async () => {
    expect(await prepareDatabase(db, { clockAt: SUNDAY_NIGHT })).toBe(true);
    const today = businessToday(SUNDAY_NIGHT);
    const transfers = await db.query<{ day: string }>(
      `SELECT scheduled_date::text AS day FROM transfers WHERE status = 'EXECUTED' ORDER BY scheduled_date`,
    );
    expect(transfers.length).toBeGreaterThanOrEqual(20);
    for (const { day } of transfers) expect(isBankingDay(day), day).toBe(true);
    expect(transfers[0]!.day < addDays(today, -330)).toBe(true);
  }, 180_000);
});
