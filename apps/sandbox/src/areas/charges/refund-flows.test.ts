import { ANTIFRAUD_EMAIL } from '@balcao/domain/charges';
import { addDays, businessToday } from '@balcao/domain/dates';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, OTHER_ADMIN, type TestSandbox } from '../../test-support';
import { POS_REFUND_SETTLE_MINUTES } from './pos-refunds';

let s: TestSandbox;
let demo: number;
beforeAll(async () => {
  s = await createTestSandbox();
  const [row] = await s.db.query<{ seller_id: number }>('SELECT seller_id FROM users WHERE email = $1', [
    ADMIN,
  ]);
  demo = row!.seller_id;
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';

const call = async (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, email = ADMIN) =>
  s.call({
    method,
    url: `/payment${url}`,
    headers: await s.bearer(email),
    ...(payload ? { payload } : {}),
  });

const used = new Set<string>();
async function pick(where: string): Promise<string> {
  const rows = await s.db.query<{ id: string }>(
    `SELECT c.id FROM charges c WHERE c.seller_id = $1 AND ${where} ORDER BY c.id`,
    [demo],
  );
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error(`nenhuma cobrança: ${where}`);
  used.add(row.id);
  return row.id;
}
const PAID_CARD = `c.payment_method = 'CREDIT_CARD' AND c.status = 'PAID' AND NOT c.physical_sale
  AND NOT EXISTS (SELECT 1 FROM charge_refunds r WHERE r.charge_id = c.id)`;
const PAID_POS = `c.payment_method = 'CREDIT_CARD' AND c.status = 'PAID' AND c.physical_sale
  AND NOT EXISTS (SELECT 1 FROM charge_refunds r WHERE r.charge_id = c.id)`;

/** Sets the demo seller's toggle on or off for one test; afterEach puts the seed's back. */
const changed: { name: string; on: boolean }[] = [];
async function toggle(name: string, on: boolean) {
  changed.push({ name, on });
  if (on)
    await s.db.query('INSERT INTO seller_feature_toggles VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      demo,
      name,
    ]);
  else
    await s.db.query('DELETE FROM seller_feature_toggles WHERE seller_id = $1 AND name = $2', [demo, name]);
}
afterEach(async () => {
  for (const { name, on } of changed.splice(0).reverse()) {
    if (on)
      await s.db.query('DELETE FROM seller_feature_toggles WHERE seller_id = $1 AND name = $2', [demo, name]);
    else await s.db.query('INSERT INTO seller_feature_toggles VALUES ($1, $2)', [demo, name]);
  }
});

describe('PATCH /charges/{id}/refund (older chargeback flow)', () => {
  it('is refused while the seller has view_seller_refund', async () => {
    const id = await pick(PAID_CARD);
    const refused = await call('PATCH', `/charges/${id}/refund`, { asFraud: false });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].description).toContain('fluxo de estorno');
    expect((await call('GET', `/charges/${id}`)).body.status).toBe('PAID');
  });

  it('refunds in full without the fraud flag, e-mails the instructions and writes the history', async () => {
    await toggle('view_seller_refund', false);
    const id = await pick(PAID_CARD);
    const today = businessToday(s.clock.now());
    const done = await call('PATCH', `/charges/${id}/refund`, { asFraud: false });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({
      status: 'REFUND',
      asFraud: false,
      contestDeadline: addDays(today, 5),
      antiFraudEmail: ANTIFRAUD_EMAIL,
    });
    const detail = (await call('GET', `/charges/${id}`)).body;
    expect(detail.status).toBe('REFUND');
    expect(detail.availableRefundAmount).toBe(0);
    expect(detail.refunds[0]).toMatchObject({ channel: 'CHARGEBACK_REQUEST', status: 'REFUNDED' });
    expect(detail.history.at(-1)).toMatchObject({ userEmail: ADMIN });
    const [mail] = await s.db.query<{ body: string }>(
      'SELECT body FROM outbox_emails WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [ADMIN],
    );
    expect(mail?.body).toContain(ANTIFRAUD_EMAIL);
    expect(mail?.body).toContain('8. Registro da compra');
    expect((await call('PATCH', `/charges/${id}/refund`, { asFraud: false })).status).toBe(409);
  });

  it('is the flow of the seeded other merchant, which has no view_seller_refund', async () => {
    const [row] = await s.db.query<{ id: string }>(
      `SELECT c.id FROM charges c JOIN users u ON u.seller_id = c.seller_id
        WHERE u.email = $1 AND ${PAID_CARD} ORDER BY c.id LIMIT 1`,
      [OTHER_ADMIN],
    );
    const done = await call('PATCH', `/charges/${row?.id}/refund`, { asFraud: false }, OTHER_ADMIN);
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('REFUND');
  });

  it('puts a possible fraud in dispute with the 5-day contest deadline', async () => {
    await toggle('view_seller_refund', false);
    const id = await pick(PAID_CARD);
    const done = await call('PATCH', `/charges/${id}/refund`, { asFraud: true });
    expect(done.body.data.status).toBe('DISPUTE');
    const detail = (await call('GET', `/charges/${id}`)).body;
    expect(detail).toMatchObject({ status: 'DISPUTE', chargebackDeadline: done.body.data.contestDeadline });
    expect(detail.history.at(-1).description).toContain('possível fraude');
  });

  it('refuses Pix, Venda Física, view_disable_refund, other roles and other sellers', async () => {
    await toggle('view_seller_refund', false);
    const pix = await pick(`c.payment_method = 'PIX' AND c.status = 'PAID'`);
    expect((await call('PATCH', `/charges/${pix}/refund`, { asFraud: false })).status).toBe(400);
    const pos = await pick(PAID_POS);
    expect((await call('PATCH', `/charges/${pos}/refund`, { asFraud: false })).status).toBe(400);
    const id = await pick(PAID_CARD);
    expect((await call('PATCH', `/charges/${id}/refund`, { asFraud: false }, FINANCE)).status).toBe(403);
    expect((await call('PATCH', `/charges/${id}/refund`, { asFraud: false }, OTHER_ADMIN)).status).toBe(404);
    expect((await call('PATCH', `/charges/${id}/refund`, {})).status).toBe(400);
    await toggle('view_disable_refund', true);
    const disabled = await call('PATCH', `/charges/${id}/refund`, { asFraud: false });
    expect(disabled.body.errors[0].description).toBe('Os estornos estão desativados para esta conta.');
  });
});

describe('refund flow toggles', () => {
  it('refuses POST refunds and answers not eligible with view_disable_refund', async () => {
    await toggle('view_disable_refund', true);
    const id = await pick(`c.payment_method = 'PIX' AND c.status = 'PAID'`);
    const eligibility = await call('GET', `/charges/${id}/refunds/eligibility`);
    expect(eligibility.body.data).toMatchObject({
      isEligible: false,
      reason: 'Os estornos estão desativados para esta conta.',
    });
    expect((await call('POST', `/charges/${id}/refunds`, { amount: 1 })).status).toBe(400);
  });

  it('refuses POST refunds of a Pix charge without view_seller_refund', async () => {
    await toggle('view_seller_refund', false);
    const id = await pick(`c.payment_method = 'PIX' AND c.status = 'PAID'`);
    const refused = await call('POST', `/charges/${id}/refunds`, { amount: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].description).toBe(
      'O fluxo de estorno não está habilitado para esta conta.',
    );
  });
});

describe('POS refunds (Venda Física)', () => {
  it('starts PROCESSING, refuses a second one, and settles after the sandbox delay', async () => {
    const id = await pick(PAID_POS);
    expect((await call('GET', `/charges/${id}/pos/refunds`)).body.data.attempts).toEqual([]);
    const value = (await call('GET', `/charges/${id}`)).body.value;
    const asked = await call('PATCH', `/charges/${id}/pos/refunds`, { value, updated_by: ADMIN });
    expect(asked.status).toBe(202);
    expect(asked.body.data.attempts[0]).toMatchObject({ status: 'PROCESSING', value, updatedBy: ADMIN });
    const again = await call('PATCH', `/charges/${id}/pos/refunds`, { value: 1, updated_by: ADMIN });
    expect(again.status).toBe(409);
    expect((await call('GET', `/charges/${id}`)).body.status).toBe('PAID');
    await s.clock.advance(POS_REFUND_SETTLE_MINUTES * 60 + 1);
    // Two readers at once settle it once.
    const [settled] = await Promise.all([
      call('GET', `/charges/${id}/pos/refunds`),
      call('GET', `/charges/${id}`),
    ]);
    expect(settled.body.data.attempts[0].status).toBe('REFUNDED');
    const detail = (await call('GET', `/charges/${id}`)).body;
    expect(detail.status).toBe('REFUND');
    const statement = await call(
      'GET',
      `/redeems/statement/charge/${id}`,
      undefined,
      'financeiro@demo.balcao.dev',
    );
    expect(
      statement.body.data.some((l: { description: string }) => l.description === 'Estorno na maquininha'),
    ).toBe(true);
    expect(
      detail.history.filter((h: { description: string }) => h.description.includes('concluído')),
    ).toHaveLength(1);
  });

  it('refuses bad values, another user’s e-mail, non-POS charges and the toggles', async () => {
    const id = await pick(PAID_POS);
    expect(
      (await call('PATCH', `/charges/${id}/pos/refunds`, { value: 999999, updated_by: ADMIN })).status,
    ).toBe(400);
    expect((await call('PATCH', `/charges/${id}/pos/refunds`, { value: 0, updated_by: ADMIN })).status).toBe(
      400,
    );
    const other = await call('PATCH', `/charges/${id}/pos/refunds`, {
      value: 1,
      updated_by: 'x@exemplo.com',
    });
    expect(other.status).toBe(400);
    const online = await pick(PAID_CARD);
    expect(
      (await call('PATCH', `/charges/${online}/pos/refunds`, { value: 1, updated_by: ADMIN })).status,
    ).toBe(400);
    expect(
      (await call('PATCH', `/charges/${id}/pos/refunds`, { value: 1, updated_by: ADMIN }, FINANCE)).status,
    ).toBe(403);
    expect((await call('GET', `/charges/${id}/pos/refunds`, undefined, OTHER_ADMIN)).status).toBe(404);
    await toggle('view_seller_refund_pos', false);
    const off = await call('PATCH', `/charges/${id}/pos/refunds`, { value: 1, updated_by: ADMIN });
    expect(off.body.errors[0].description).toBe(
      'O estorno na maquininha não está habilitado para esta conta.',
    );
    const [row] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM charge_refunds WHERE charge_id = $1',
      [id],
    );
    expect(row?.n).toBe(0);
  });

  it('refuses a POS refund of a charge that is not paid', async () => {
    await s.db.query(
      `UPDATE charges SET physical_sale = true WHERE id = (SELECT id FROM charges WHERE seller_id = $1
         AND payment_method = 'CREDIT_CARD' AND status = 'SCHEDULED' ORDER BY id LIMIT 1)`,
      [demo],
    );
    const id = await pick(`c.payment_method = 'CREDIT_CARD' AND c.status = 'SCHEDULED' AND c.physical_sale`);
    expect((await call('PATCH', `/charges/${id}/pos/refunds`, { value: 1, updated_by: ADMIN })).status).toBe(
      409,
    );
  });
});
