import { ANTICIPATION_TEAM_EMAIL } from '@balcao/domain/financial';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestSandbox,
  errorBody,
  OTHER_ADMIN,
  refusal,
  type TestSandbox,
} from '../../test-support';

/** POST /email-messages/revenue-anticipation: a seller without on-demand anticipation asks for it. */
let s: TestSandbox;
let other = 0;
const SALE = 'vendas@demo.balcao.dev';

beforeAll(async () => {
  s = await createTestSandbox();
  const [row] = await s.db.query<{ seller_id: number }>('SELECT seller_id FROM users WHERE email = $1', [
    OTHER_ADMIN,
  ]);
  other = row!.seller_id;
  await s.db.query('UPDATE sellers SET on_demand_anticipation = false WHERE id = $1', [other]);
  await s.db.query(
    `DELETE FROM seller_feature_toggles WHERE seller_id = $1 AND name = 'view_balance_anticipation'`,
    [other],
  );
});
afterAll(() => s?.close());

const ask = async (body?: { message?: string }, email = OTHER_ADMIN, key?: string) =>
  (await s.clients(email)).banking.POST('/email-messages/revenue-anticipation', {
    ...(body ? { body } : {}),
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
/** Bodies the contract refuses, which the typed client would not let a test write. */
const askRaw = async (payload: object) =>
  s.call({
    method: 'POST',
    url: '/banking/email-messages/revenue-anticipation',
    headers: await s.bearer(OTHER_ADMIN),
    payload,
  });
const outbox = () =>
  s.db.query<{ to_address: string; subject: string; body: string }>(
    'SELECT to_address, subject, body FROM outbox_emails ORDER BY id',
  );

describe('POST /email-messages/revenue-anticipation', () => {
  it('needs the anticipation feature, then e-mails the team and confirms to who asked; a replay sends nothing', async () => {
    expect((await refusal(ask())).status).toBe(403);
    await s.db.query(
      `INSERT INTO seller_feature_toggles (seller_id, name) VALUES ($1, 'view_balance_anticipation')`,
      [other],
    );
    const before = (await outbox()).length;
    const { response, data } = await ask(
      { message: 'Quero antecipar as vendas de dezembro.' },
      OTHER_ADMIN,
      'ask-0001',
    );
    expect(response.status).toBe(202);
    expect(data).toEqual({
      recipient: ANTICIPATION_TEAM_EMAIL,
      copyTo: OTHER_ADMIN,
      provisionedAmount: expect.any(Number),
    });
    const sent = (await outbox()).slice(before);
    expect(sent.map((e) => e.to_address)).toEqual([ANTICIPATION_TEAM_EMAIL, OTHER_ADMIN]);
    expect(sent[0]!.body).toContain('Quero antecipar as vendas de dezembro.');
    expect(sent[0]!.body).toContain(`Pedido por: ${OTHER_ADMIN}.`);
    expect(sent[1]!.subject).toBe('Recebemos seu pedido de antecipação');
    expect(
      (await ask({ message: 'Quero antecipar as vendas de dezembro.' }, OTHER_ADMIN, 'ask-0001')).response
        .status,
    ).toBe(202);
    expect((await outbox()).length).toBe(before + 2);
    expect((await ask()).response.status).toBe(202);
  });

  it('answers 409 where anticipation is already on, and 403 to who may not anticipate', async () => {
    const [demo] = await s.db.query<{ on: boolean }>(
      `SELECT on_demand_anticipation AS on FROM sellers WHERE id = (SELECT seller_id FROM users WHERE email = $1)`,
      [ADMIN],
    );
    expect(demo?.on).toBe(true);
    const enabled = await refusal(ask(undefined, ADMIN));
    expect(enabled.status).toBe(409);
    expect(enabled.errors[0]).toEqual({
      code: 'ANTICIPATION_ENABLED',
      description: 'A antecipação já está habilitada para este seller: use Antecipar.',
    });
    expect((await refusal(ask(undefined, SALE))).status).toBe(403);
  });

  it('refuses hostile or oversized notes with 400 in Portuguese, sending nothing', async () => {
    const before = (await outbox()).length;
    for (const body of [{ message: 'a'.repeat(501) }, { message: '<script>x</script>' }]) {
      const { status, errors } = await refusal(ask(body));
      expect(status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(errors[0]!.description).toMatch(/[a-zçãéí]/i);
    }
    for (const payload of [{ message: 5 }, { x: 1 }]) {
      const answer = await askRaw(payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(errorBody(answer).errors[0]?.description).toMatch(/[a-zçãéí]/i);
    }
    expect((await outbox()).length).toBe(before);
  });
});
