import type { banking } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, errorBody, jsonBody, type TestSandbox } from '../../test-support';

type SensitiveData = banking.components['schemas']['CardSensitiveData'];

let s: TestSandbox;
const NOW = new Date('2026-11-25T15:00:00Z');
let adminId: number;
let cards: string[];

beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(NOW, { frozen: true });
  const [admin] = await s.db.query<{ id: number; seller_id: number }>(
    'SELECT id, seller_id FROM users WHERE email = $1',
    [ADMIN],
  );
  adminId = admin!.id;
  cards = (
    await s.db.query<{ id: string }>(
      `SELECT id FROM cards WHERE seller_id = $1 AND status IN ('ACTIVE', 'BLOCKED') ORDER BY id`,
      [admin!.seller_id],
    )
  ).map((c) => c.id);
  expect(cards.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => s?.close());

// Through `s.call`: the peer address the log records and the 429's Retry-After and Cache-Control are
// the wire's, which the typed client can neither set nor read on a refusal.
const reveal = async (cardId: string, remoteAddress = '203.0.113.7') =>
  s.call({
    method: 'GET',
    url: `/banking/card/${cardId}/sensitive-data`,
    // A fresh session each time: a test moves the clock past the access token's life.
    headers: { authorization: `Bearer ${(await s.signIn(ADMIN)).token}` },
    remoteAddress,
  });
const logOf = (cardId: string) =>
  s.db.query<{ user_id: number; ip_address: string; result: string; occurred_at: Date }>(
    `SELECT user_id, ip_address, result, occurred_at FROM activity_log
      WHERE action = 'card.sensitive_data.reveal' AND subject_id = $1 ORDER BY id`,
    [cardId],
  );

describe("'Ver dados' of a card", () => {
  it('reveals five times an hour per user and card, then answers 429 without the data', async () => {
    const card = cards[0]!;
    for (let i = 0; i < 5; i++) {
      const ok = await reveal(card);
      expect(ok.status).toBe(200);
      expect(jsonBody<SensitiveData>(ok).pan).toMatch(/^\d{16}$/);
    }
    const refused = await reveal(card);
    expect(refused.status).toBe(429);
    expect(errorBody(refused).errors[0]).toEqual({
      code: 'TOO_MANY_REVEALS',
      description:
        'Você atingiu o limite de visualizações dos dados deste cartão. Tente novamente mais tarde.',
    });
    expect(JSON.stringify(refused.body)).not.toMatch(/\d{16}/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('counts by the machine’s time: moving the sandbox clock does not lift the limit', async () => {
    await s.clock.advance(2 * 60 * 60);
    expect((await reveal(cards[0]!)).status).toBe(429);
    await s.clock.set(NOW, { frozen: true });
  });

  it('records each reveal, and each refusal, with who, from where and when', async () => {
    const log = await logOf(cards[0]!);
    expect(log.map((r) => r.result)).toEqual([...Array(5).fill('SUCCESS'), 'RATE_LIMITED', 'RATE_LIMITED']);
    for (const row of log) {
      expect(row.user_id).toBe(adminId);
      expect(row.ip_address).toBe('203.0.113.7');
    }
    expect(log[0]!.occurred_at.toISOString()).toBe(NOW.toISOString());
  });

  it('limits each card on its own, and a burst at once still reveals only five', async () => {
    const card = cards[1]!;
    const answers = await Promise.all(Array.from({ length: 12 }, () => reveal(card, '198.51.100.9')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
    expect((await logOf(card)).filter((r) => r.result === 'SUCCESS')).toHaveLength(5);
  });

  it('keeps the log append-only', async () => {
    await expect(s.db.query(`UPDATE activity_log SET result = 'SUCCESS'`)).rejects.toThrow(/só aceita novos/);
    await expect(s.db.query('DELETE FROM activity_log')).rejects.toThrow(/só aceita novos/);
  });
});
