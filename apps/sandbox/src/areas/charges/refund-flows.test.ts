import type { BalcaoClients } from '@balcao/client';
import { ANTIFRAUD_EMAIL } from '@balcao/domain/charges';
import { addDays, businessToday } from '@balcao/domain/dates';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, callAs, createTestSandbox, OTHER_ADMIN, refusal, type TestSandbox } from '../../test-support';
import { POS_REFUND_SETTLE_MINUTES } from './pos-refunds';

let s: TestSandbox;
let api: BalcaoClients['payment'];
let demo: number;
beforeAll(async () => {
  s = await createTestSandbox();
  api = (await s.clients(ADMIN)).payment;
  const [row] = await s.db.query<{ seller_id: number }>('SELECT seller_id FROM users WHERE email = $1', [
    ADMIN,
  ]);
  demo = row!.seller_id;
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';

const path = (id: string) => ({ params: { path: { id } } });
const chargeOf = async (id: string) => (await api.GET('/charges/{id}', path(id))).data!;
/** The older chargeback flow: a full refund, or a dispute when the seller suspects fraud. */
const chargeback = async (id: string, asFraud: boolean, email = ADMIN) =>
  (await s.clients(email)).payment.PATCH('/charges/{id}/refund', { ...path(id), body: { asFraud } });
const posRefund = async (id: string, value: number, updatedBy = ADMIN, email = ADMIN) =>
  (await s.clients(email)).payment.PATCH('/charges/{id}/pos/refunds', {
    ...path(id),
    body: { value, updated_by: updatedBy },
  });
const posRefunds = async (id: string, email = ADMIN) =>
  (await s.clients(email)).payment.GET('/charges/{id}/pos/refunds', path(id));
const refund = (id: string, amount: number) =>
  api.POST('/charges/{id}/refunds', { ...path(id), body: { amount } });

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
    const refused = await refusal(chargeback(id, false));
    expect(refused.status).toBe(400);
    expect(refused.errors[0]!.description).toContain('fluxo de estorno');
    expect((await chargeOf(id)).status).toBe('PAID');
  });

  it('refunds in full without the fraud flag, e-mails the instructions and writes the history', async () => {
    await toggle('view_seller_refund', false);
    const id = await pick(PAID_CARD);
    const today = businessToday(s.clock.now());
    const done = await chargeback(id, false);
    expect(done.response.status).toBe(200);
    expect(done.data!.data).toEqual({
      status: 'REFUND',
      asFraud: false,
      contestDeadline: addDays(today, 5),
      antiFraudEmail: ANTIFRAUD_EMAIL,
    });
    const detail = await chargeOf(id);
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
    expect((await refusal(chargeback(id, false))).status).toBe(409);
  });

  it('is the flow of the seeded other merchant, which has no view_seller_refund', async () => {
    const [row] = await s.db.query<{ id: string }>(
      `SELECT c.id FROM charges c JOIN users u ON u.seller_id = c.seller_id
        WHERE u.email = $1 AND ${PAID_CARD} ORDER BY c.id LIMIT 1`,
      [OTHER_ADMIN],
    );
    const done = await chargeback(row!.id, false, OTHER_ADMIN);
    expect(done.response.status).toBe(200);
    expect(done.data!.data.status).toBe('REFUND');
  });

  it('puts a possible fraud in dispute with the 5-day contest deadline', async () => {
    await toggle('view_seller_refund', false);
    const id = await pick(PAID_CARD);
    const done = (await chargeback(id, true)).data!;
    expect(done.data.status).toBe('DISPUTE');
    const detail = await chargeOf(id);
    expect(detail).toMatchObject({ status: 'DISPUTE', chargebackDeadline: done.data.contestDeadline });
    expect(detail.history.at(-1)!.description).toContain('possível fraude');
  });

  it('refuses Pix, Venda Física, view_disable_refund, other roles and other sellers', async () => {
    await toggle('view_seller_refund', false);
    const pix = await pick(`c.payment_method = 'PIX' AND c.status = 'PAID'`);
    expect((await refusal(chargeback(pix, false))).status).toBe(400);
    const pos = await pick(PAID_POS);
    expect((await refusal(chargeback(pos, false))).status).toBe(400);
    const id = await pick(PAID_CARD);
    expect((await refusal(chargeback(id, false, FINANCE))).status).toBe(403);
    expect((await refusal(chargeback(id, false, OTHER_ADMIN))).status).toBe(404);
    // A body without asFraud: beyond the typed client.
    const empty = await callAs(s, ADMIN, {
      method: 'PATCH',
      url: `/payment/charges/${id}/refund`,
      payload: {},
    });
    expect(empty.status).toBe(400);
    await toggle('view_disable_refund', true);
    const disabled = await refusal(chargeback(id, false));
    expect(disabled.errors[0]!.description).toBe('Os estornos estão desativados para esta conta.');
  });
});

describe('refund flow toggles', () => {
  it('refuses POST refunds and answers not eligible with view_disable_refund', async () => {
    await toggle('view_disable_refund', true);
    const id = await pick(`c.payment_method = 'PIX' AND c.status = 'PAID'`);
    const eligibility = await api.GET('/charges/{id}/refunds/eligibility', path(id));
    expect(eligibility.data!.data).toMatchObject({
      isEligible: false,
      reason: 'Os estornos estão desativados para esta conta.',
    });
    expect((await refusal(refund(id, 1))).status).toBe(400);
  });

  it('refuses POST refunds of a Pix charge without view_seller_refund', async () => {
    await toggle('view_seller_refund', false);
    const id = await pick(`c.payment_method = 'PIX' AND c.status = 'PAID'`);
    const refused = await refusal(refund(id, 1));
    expect(refused.status).toBe(400);
    expect(refused.errors[0]!.description).toBe('O fluxo de estorno não está habilitado para esta conta.');
  });
});

describe('POS refunds (Venda Física)', () => {
  it('starts PROCESSING, refuses a second one, and settles after the sandbox delay', async () => {
    const id = await pick(PAID_POS);
    expect((await posRefunds(id)).data!.data.attempts).toEqual([]);
    const value = (await chargeOf(id)).value;
    const asked = await posRefund(id, value);
    expect(asked.response.status).toBe(202);
    expect(asked.data!.data.attempts[0]).toMatchObject({ status: 'PROCESSING', value, updatedBy: ADMIN });
    const again = await refusal(posRefund(id, 1));
    expect(again.status).toBe(409);
    expect((await chargeOf(id)).status).toBe('PAID');
    await s.clock.advance(POS_REFUND_SETTLE_MINUTES * 60 + 1);
    // Two readers at once settle it once.
    const [settled] = await Promise.all([posRefunds(id), chargeOf(id)]);
    expect(settled.data!.data.attempts[0]!.status).toBe('REFUNDED');
    const detail = await chargeOf(id);
    expect(detail.status).toBe('REFUND');
    const statement = await (await s.clients(FINANCE)).payment.GET(
      '/redeems/statement/charge/{id}',
      path(id),
    );
    expect(statement.data!.data.some((l) => l.description === 'Estorno na maquininha')).toBe(true);
    expect(detail.history.filter((h) => h.description.includes('concluído'))).toHaveLength(1);
  });

  it('refuses bad values, another user’s e-mail, non-POS charges and the toggles', async () => {
    const id = await pick(PAID_POS);
    expect((await refusal(posRefund(id, 999999))).status).toBe(400);
    expect((await refusal(posRefund(id, 0))).status).toBe(400);
    const other = await refusal(posRefund(id, 1, 'x@exemplo.com'));
    expect(other.status).toBe(400);
    const online = await pick(PAID_CARD);
    expect((await refusal(posRefund(online, 1))).status).toBe(400);
    expect((await refusal(posRefund(id, 1, ADMIN, FINANCE))).status).toBe(403);
    expect((await refusal(posRefunds(id, OTHER_ADMIN))).status).toBe(404);
    await toggle('view_seller_refund_pos', false);
    const off = await refusal(posRefund(id, 1));
    expect(off.errors[0]!.description).toBe('O estorno na maquininha não está habilitado para esta conta.');
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
    expect((await refusal(posRefund(id, 1))).status).toBe(409);
  });
});
