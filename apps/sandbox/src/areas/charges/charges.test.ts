import type { BalcaoClients, payment } from '@balcao/client';
import { isValidBoletoBarcode, isValidLinhaDigitavel } from '@balcao/domain/boletos';
import { addDays, businessToday } from '@balcao/domain/dates';
import { isValidPixBrCode } from '@balcao/domain/pix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHARGE_COUNT, OTHER_CHARGE_COUNT } from '../../../seed/charges';
import { notificationChargeUuid } from '../../../seed/notifications';
import {
  ADMIN,
  type Charge,
  callAs,
  createTestSandbox,
  jsonBody,
  OTHER_ADMIN,
  refusal,
  sandboxCharge,
  type TestSandbox,
} from '../../test-support';

let s: TestSandbox;
let api: BalcaoClients['payment'];
beforeAll(async () => {
  s = await createTestSandbox();
  api = (await s.clients(ADMIN)).payment;
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';

type ChargeQuery = NonNullable<payment.operations['listCharges']['parameters']['query']>;
const list = async (query: ChargeQuery = {}, email = ADMIN) =>
  (await s.clients(email)).payment.GET('/charges', { params: { query } });
const chargeOf = async (id: string, email = ADMIN) =>
  (await s.clients(email)).payment.GET('/charges/{id}', { params: { path: { id } } });
const dashboard = async (query: { startDate: string; endDate: string }, email = ADMIN) =>
  (await s.clients(email)).payment.GET('/seller/dashboard', { params: { query } });
const manualPay = (id: string, uuidCharge = id) =>
  api.PATCH('/charges/{id}/manual-pay', { params: { path: { id } }, body: { uuidCharge } });

const today = () => businessToday(s.clock.now());
/** One seeded charge of the demo merchant in the given stored state, skipping ids a test already used. */
const used = new Set<string>();
async function pick(where: string): Promise<string> {
  const rows = await s.db.query<{ id: string }>(
    `SELECT c.id FROM charges c JOIN users u ON u.seller_id = c.seller_id AND u.email = $1 WHERE ${where} ORDER BY c.id`,
    [ADMIN],
  );
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error(`nenhuma cobrança: ${where}`);
  used.add(row.id);
  return row.id;
}
const lateBoleto = () =>
  pick(`c.payment_method = 'BOLETO' AND c.status = 'SCHEDULED' AND c.expiration_date < now()::date - 2`);

describe('GET /charges', () => {
  it('pages the seller’s charges ten at a time, latest due date first', async () => {
    const { response, data: body } = await list();
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      totalElements: DEMO_CHARGE_COUNT,
      totalPages: DEMO_CHARGE_COUNT / 10,
      number: 0,
      size: 10,
    });
    const dates = body!.content.map((c) => c.expirationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const other = await list({}, OTHER_ADMIN);
    expect(other.data!.totalElements).toBe(OTHER_CHARGE_COUNT);
  });

  it('keeps the total on a page past the last, and orders oldest first when asked', async () => {
    const past = await list({ page: DEMO_CHARGE_COUNT / 10 });
    expect(past.response.status).toBe(200);
    expect(past.data).toMatchObject({ content: [], totalElements: DEMO_CHARGE_COUNT });
    const { data: body } = await list({ sort: 'expirationDate,ASC', size: 50 });
    const dates = body!.content.map((c) => c.expirationDate);
    expect(dates).toHaveLength(50);
    expect([...dates].sort()).toEqual(dates);
    // Pages follow one order, ties on the due date included: two pages of 10 are the first 20.
    const pages = await Promise.all([0, 1].map((page) => list({ sort: 'expirationDate,ASC', page })));
    const both = pages.flatMap((p) => p.data!.content.map((c) => c.uuid));
    expect(both).toEqual(body!.content.slice(0, 20).map((c) => c.uuid));
  });

  it('answers LATE for scheduled charges past due, by the sandbox clock', async () => {
    const { data: body } = await list({ status: 'LATE', size: 100 });
    expect(body!.totalElements).toBeGreaterThan(0);
    for (const c of body!.content) {
      expect(c.status).toBe('LATE');
      expect(c.expirationDate < today()).toBe(true);
    }
    const scheduled = await list({ status: 'SCHEDULED', size: 100 });
    for (const c of scheduled.data!.content) expect(c.expirationDate >= today()).toBe(true);
  });

  it('filters by every stored status, in the charge’s spelling, ABANDONED kept as an alias', async () => {
    const stored = async (statuses: string[]) => {
      const [row] = await s.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM charges c JOIN users u ON u.seller_id = c.seller_id AND u.email = $1
          WHERE c.status = ANY($2)`,
        [ADMIN, statuses],
      );
      return row!.n;
    };
    for (const status of ['REFUND', 'DISPUTE', 'PAID_MANUALLY', 'ABANDONNED'] as const) {
      const { response, data: body } = await list({ status, size: 1000 });
      expect(response.status).toBe(200);
      expect(body!.totalElements).toBeGreaterThan(0);
      expect(body!.totalElements).toBe(await stored([status]));
      expect(new Set(body!.content.map((c) => c.status))).toEqual(new Set([status]));
    }
    const alias = await list({ status: 'ABANDONED', size: 1000 });
    expect(alias.data!.totalElements).toBe(await stored(['ABANDONNED']));
    const paid = await list({ status: 'PAID', size: 1 });
    expect(paid.data!.totalElements).toBe(await stored(['PAID', 'PAID_MANUALLY']));
  });

  it('filters by the start of the name, document and e-mail, by method and by value', async () => {
    const [row] = await s.db.query<{ customer_name: string; customer_document: string }>(
      `SELECT customer_name, customer_document FROM charges WHERE id = $1`,
      [notificationChargeUuid(1, 0)],
    );
    const name = row!.customer_name.slice(0, 5).toUpperCase();
    const byName = await list({ customerName: name, size: 1000 });
    expect(byName.data!.totalElements).toBeGreaterThan(0);
    for (const c of byName.data!.content) expect(c.customerName.toUpperCase().startsWith(name)).toBe(true);
    const byMethod = await list({ paymentMethod: 'PIX', valueMin: 100, valueMax: 200, size: 1000 });
    for (const c of byMethod.data!.content) {
      expect(c.paymentMethod).toBe('PIX');
      expect(c.value).toBeGreaterThanOrEqual(100);
      expect(c.value).toBeLessThanOrEqual(200);
    }
  });

  it('refuses a start date without an end date, a reversed range and an unknown status', async () => {
    const noEnd = await refusal(list({ expirationDateInitial: '2026-01-01' }));
    expect(noEnd.status).toBe(400);
    expect(noEnd.errors[0]!.description).toBe('Por Favor, selecione uma data final.');
    const reversed = await refusal(list({ paidDateInitial: '2026-02-01', paidDateFinal: '2026-01-01' }));
    expect(reversed.status).toBe(400);
    // A status outside the contract's enum: beyond the typed client.
    expect((await callAs(s, ADMIN, { url: '/payment/charges?status=QUALQUER' })).status).toBe(400);
    expect((await refusal(list({ valueMin: -1 }))).status).toBe(400);
  });

  it('is refused to a profile without SELLER_CHARGES', async () => {
    expect((await refusal(list({}, FINANCE))).status).toBe(403);
  });
});

describe('GET /charges/{id}', () => {
  it('opens the notifications’ charges and shows valid payment codes', async () => {
    const { response, data: body } = await chargeOf(notificationChargeUuid(1, 1));
    expect(response.status).toBe(200);
    expect(body!.status).toBe('LATE');
    const boleto = (await chargeOf(await lateBoleto())).data!;
    expect(isValidBoletoBarcode(boleto.boleto!.barcode)).toBe(true);
    expect(isValidLinhaDigitavel(boleto.boleto!.linhaDigitavel)).toBe(true);
    const pix = (await chargeOf(await pick(`c.payment_method = 'PIX'`))).data!;
    expect(isValidPixBrCode(pix.pix!.brCode)).toBe(true);
  });

  it('answers 404 for another seller’s charge', async () => {
    const { status } = await refusal(chargeOf(notificationChargeUuid(1, 1), OTHER_ADMIN));
    expect(status).toBe(404);
  });
});

describe('manual pay and delete', () => {
  it('marks a late boleto paid, once, and the dashboard’s received amount grows', async () => {
    const id = await lateBoleto();
    const period = { startDate: today(), endDate: today() };
    const before = (await dashboard(period)).data!.metrics.paidAmount;
    const paid = await manualPay(id);
    expect(paid.response.status).toBe(200);
    expect(paid.data).toMatchObject({ status: 'PAID_MANUALLY', paidDate: today() });
    const after = (await dashboard(period)).data!.metrics.paidAmount;
    expect(Math.round((after - before) * 100)).toBe(Math.round(paid.data!.value * 100));
    expect((await refusal(manualPay(id))).status).toBe(409);
  });

  it('refuses a body naming another charge', async () => {
    const id = await lateBoleto();
    expect((await refusal(manualPay(id, notificationChargeUuid(1, 0)))).status).toBe(400);
  });

  it('deletes an open charge (it turns CANCELED) but not a paid one', async () => {
    const id = await lateBoleto();
    // The 204 is what is checked (the client reads it as a 200 with `{}`, §7.5).
    expect((await callAs(s, ADMIN, { method: 'DELETE', url: `/payment/charges/${id}` })).status).toBe(204);
    expect((await chargeOf(id)).data!.status).toBe('CANCELED');
    const paid = await pick(`c.status = 'PAID'`);
    const remove = async (id: string, email = ADMIN) =>
      (await s.clients(email)).payment.DELETE('/charges/{id}', { params: { path: { id } } });
    expect((await refusal(remove(paid))).status).toBe(409);
    expect((await refusal(remove(await lateBoleto(), OTHER_ADMIN))).status).toBe(404);
  });
});

describe('/_sandbox payments', () => {
  it('pays a Pix charge, credits the statement, and refuses to pay it twice', async () => {
    const id = await pick(`c.payment_method = 'PIX' AND c.status = 'SCHEDULED'`);
    const paid = await sandboxCharge(s, id, 'pay');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'PAID', paidDate: today() });
    const statement = (await api.GET('/redeems/statement/charge/{id}', { params: { path: { id } } })).data!;
    expect(statement.data).toHaveLength(1);
    expect(statement.data[0]!.amount).toBeLessThan(jsonBody<Charge>(paid).value);
    expect((await sandboxCharge(s, id, 'pay')).status).toBe(409);
    expect((await sandboxCharge(s, notificationChargeUuid(1, 999_999), 'pay')).status).toBe(404);
  });
});

describe('dashboard', () => {
  it('sums the week per day in the chart, and its metrics agree with the lines', async () => {
    // A week ten weeks back from the sandbox's today: inside the seed's year, whatever day the run starts on.
    const start = addDays(today(), -70);
    const end = addDays(start, 6);
    const { response, data: body } = await dashboard({ startDate: start, endDate: end });
    expect(response.status).toBe(200);
    expect(body!.lines.map((l) => l.date)).toHaveLength(7);
    const sum = (key: 'paidAmount' | 'lateAmount') =>
      Math.round(body!.lines.reduce((t, l) => t + l[key], 0) * 100);
    expect(sum('paidAmount')).toBe(Math.round(body!.metrics.paidAmount * 100));
    expect(sum('lateAmount')).toBe(Math.round(body!.metrics.lateAmount * 100));
    expect(body!.firstChargeDate! < start).toBe(true);
    const listed = await api.GET('/charges/dashboard', {
      params: { query: { startDate: start, endDate: end, status: 'PAID' } },
    });
    const paid = listed.data!.content.reduce((t, c) => t + Math.round(c.amount * 100), 0);
    expect(paid).toBe(sum('paidAmount'));
  });

  it('refuses a reversed period and a profile without the dashboard', async () => {
    expect((await refusal(dashboard({ startDate: '2026-02-01', endDate: '2026-01-01' }))).status).toBe(400);
    expect((await refusal(dashboard({ startDate: '2026-01-01', endDate: '2026-01-07' }, SALE))).status).toBe(
      403,
    );
    // Without its required end date: beyond the typed client.
    expect((await callAs(s, ADMIN, { url: '/payment/charges/dashboard?startDate=2026-01-01' })).status).toBe(
      400,
    );
  });
});

describe('list counts', () => {
  it('keeps the per-day counts equal to the charges after payments and deletions', async () => {
    const filters: ChargeQuery[] = [
      { status: 'LATE' },
      { status: 'CANCELED' },
      { status: 'PAID', paymentMethod: 'BOLETO' },
      {},
    ];
    for (const filter of filters) {
      const { data: body } = await list(filter);
      const direct = await list({ ...filter, valueMin: 0 });
      expect(body!.totalElements).toBe(direct.data!.totalElements);
    }
  });
});
