import { isValidBoletoBarcode, isValidLinhaDigitavel } from '@balcao/domain/boletos';
import { addDays, businessToday } from '@balcao/domain/dates';
import { isValidPixBrCode } from '@balcao/domain/pix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHARGE_COUNT, OTHER_CHARGE_COUNT } from '../../../seed/charges';
import { notificationChargeUuid } from '../../../seed/notifications';
import { ADMIN, createTestSandbox, OTHER_ADMIN, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = async (
  method: Method,
  url: string,
  payload?: unknown,
  email = ADMIN,
  headers: Record<string, string> = {},
) =>
  s.call({
    method,
    url: `/payment${url}`,
    headers: { ...(await s.bearer(email)), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const sandbox = (id: string, action: string, payload?: object) =>
  s.call({ method: 'POST', url: `/_sandbox/charges/${id}/${action}`, ...(payload ? { payload } : {}) });

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
    const { status, body } = await call('GET', '/charges');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      totalElements: DEMO_CHARGE_COUNT,
      totalPages: DEMO_CHARGE_COUNT / 10,
      number: 0,
      size: 10,
    });
    const dates = body.content.map((c: { expirationDate: string }) => c.expirationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const other = await call('GET', '/charges', undefined, OTHER_ADMIN);
    expect(other.body.totalElements).toBe(OTHER_CHARGE_COUNT);
  });

  it('keeps the total on a page past the last, and orders oldest first when asked', async () => {
    const past = await call('GET', `/charges?page=${DEMO_CHARGE_COUNT / 10}`);
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ content: [], totalElements: DEMO_CHARGE_COUNT });
    const { body } = await call('GET', '/charges?sort=expirationDate,ASC&size=50');
    const dates = body.content.map((c: { expirationDate: string }) => c.expirationDate);
    expect(dates).toHaveLength(50);
    expect([...dates].sort()).toEqual(dates);
  });

  it('answers LATE for scheduled charges past due, by the sandbox clock', async () => {
    const { body } = await call('GET', '/charges?status=LATE&size=100');
    expect(body.totalElements).toBeGreaterThan(0);
    for (const c of body.content) {
      expect(c.status).toBe('LATE');
      expect(c.expirationDate < today()).toBe(true);
    }
    const scheduled = await call('GET', '/charges?status=SCHEDULED&size=100');
    for (const c of scheduled.body.content) expect(c.expirationDate >= today()).toBe(true);
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
    for (const status of ['REFUND', 'DISPUTE', 'PAID_MANUALLY', 'ABANDONNED']) {
      const { status: code, body } = await call('GET', `/charges?status=${status}&size=1000`);
      expect(code).toBe(200);
      expect(body.totalElements).toBeGreaterThan(0);
      expect(body.totalElements).toBe(await stored([status]));
      expect(new Set(body.content.map((c: { status: string }) => c.status))).toEqual(new Set([status]));
    }
    const alias = await call('GET', '/charges?status=ABANDONED&size=1000');
    expect(alias.body.totalElements).toBe(await stored(['ABANDONNED']));
    const paid = await call('GET', '/charges?status=PAID&size=1');
    expect(paid.body.totalElements).toBe(await stored(['PAID', 'PAID_MANUALLY']));
  });

  it('filters by the start of the name, document and e-mail, by method and by value', async () => {
    const [row] = await s.db.query<{ customer_name: string; customer_document: string }>(
      `SELECT customer_name, customer_document FROM charges WHERE id = $1`,
      [notificationChargeUuid(1, 0)],
    );
    const name = row!.customer_name.slice(0, 5).toUpperCase();
    const byName = await call('GET', `/charges?customerName=${encodeURIComponent(name)}&size=1000`);
    expect(byName.body.totalElements).toBeGreaterThan(0);
    for (const c of byName.body.content) expect(c.customerName.toUpperCase().startsWith(name)).toBe(true);
    const byMethod = await call('GET', '/charges?paymentMethod=PIX&valueMin=100&valueMax=200&size=1000');
    for (const c of byMethod.body.content) {
      expect(c.paymentMethod).toBe('PIX');
      expect(c.value).toBeGreaterThanOrEqual(100);
      expect(c.value).toBeLessThanOrEqual(200);
    }
  });

  it('refuses a start date without an end date, a reversed range and an unknown status', async () => {
    const noEnd = await call('GET', '/charges?expirationDateInitial=2026-01-01');
    expect(noEnd.status).toBe(400);
    expect(noEnd.body.errors[0].description).toBe('Por Favor, selecione uma data final.');
    const reversed = await call('GET', '/charges?paidDateInitial=2026-02-01&paidDateFinal=2026-01-01');
    expect(reversed.status).toBe(400);
    expect((await call('GET', '/charges?status=QUALQUER')).status).toBe(400);
    expect((await call('GET', '/charges?valueMin=-1')).status).toBe(400);
  });

  it('is refused to a profile without SELLER_CHARGES', async () => {
    expect((await call('GET', '/charges', undefined, FINANCE)).status).toBe(403);
  });
});

describe('GET /charges/{id}', () => {
  it('opens the notifications’ charges and shows valid payment codes', async () => {
    const { status, body } = await call('GET', `/charges/${notificationChargeUuid(1, 1)}`);
    expect(status).toBe(200);
    expect(body.status).toBe('LATE');
    const boleto = await call('GET', `/charges/${await lateBoleto()}`);
    expect(isValidBoletoBarcode(boleto.body.boleto.barcode)).toBe(true);
    expect(isValidLinhaDigitavel(boleto.body.boleto.linhaDigitavel)).toBe(true);
    const pix = await call('GET', `/charges/${await pick(`c.payment_method = 'PIX'`)}`);
    expect(isValidPixBrCode(pix.body.pix.brCode)).toBe(true);
  });

  it('answers 404 for another seller’s charge', async () => {
    const { status } = await call('GET', `/charges/${notificationChargeUuid(1, 1)}`, undefined, OTHER_ADMIN);
    expect(status).toBe(404);
  });
});

describe('manual pay and delete', () => {
  it('marks a late boleto paid, once, and the dashboard’s received amount grows', async () => {
    const id = await lateBoleto();
    const period = `startDate=${today()}&endDate=${today()}`;
    const before = (await call('GET', `/seller/dashboard?${period}`)).body.metrics.paidAmount;
    const paid = await call('PATCH', `/charges/${id}/manual-pay`, { uuidCharge: id });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'PAID_MANUALLY', paidDate: today() });
    const after = (await call('GET', `/seller/dashboard?${period}`)).body.metrics.paidAmount;
    expect(Math.round((after - before) * 100)).toBe(Math.round(paid.body.value * 100));
    expect((await call('PATCH', `/charges/${id}/manual-pay`, { uuidCharge: id })).status).toBe(409);
  });

  it('refuses a body naming another charge', async () => {
    const id = await lateBoleto();
    expect(
      (await call('PATCH', `/charges/${id}/manual-pay`, { uuidCharge: notificationChargeUuid(1, 0) })).status,
    ).toBe(400);
  });

  it('deletes an open charge (it turns CANCELED) but not a paid one', async () => {
    const id = await lateBoleto();
    expect((await call('DELETE', `/charges/${id}`)).status).toBe(204);
    expect((await call('GET', `/charges/${id}`)).body.status).toBe('CANCELED');
    const paid = await pick(`c.status = 'PAID'`);
    expect((await call('DELETE', `/charges/${paid}`)).status).toBe(409);
    expect((await call('DELETE', `/charges/${await lateBoleto()}`, undefined, OTHER_ADMIN)).status).toBe(404);
  });
});

describe('/_sandbox payments', () => {
  it('pays a Pix charge, credits the statement, and refuses to pay it twice', async () => {
    const id = await pick(`c.payment_method = 'PIX' AND c.status = 'SCHEDULED'`);
    const paid = await sandbox(id, 'pay');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'PAID', paidDate: today() });
    const statement = await call('GET', `/redeems/statement/charge/${id}`);
    expect(statement.body.data).toHaveLength(1);
    expect(statement.body.data[0].amount).toBeLessThan(paid.body.value);
    expect((await sandbox(id, 'pay')).status).toBe(409);
    expect((await sandbox(notificationChargeUuid(1, 999_999), 'pay')).status).toBe(404);
  });
});

describe('dashboard', () => {
  it('sums the week per day in the chart, and its metrics agree with the lines', async () => {
    // A week ten weeks back from the sandbox's today: inside the seed's year, whatever day the run starts on.
    const start = addDays(today(), -70);
    const end = addDays(start, 6);
    const { status, body } = await call('GET', `/seller/dashboard?startDate=${start}&endDate=${end}`);
    expect(status).toBe(200);
    expect(body.lines.map((l: { date: string }) => l.date)).toHaveLength(7);
    const sum = (key: string) =>
      Math.round(body.lines.reduce((t: number, l: Record<string, number>) => t + l[key]!, 0) * 100);
    expect(sum('paidAmount')).toBe(Math.round(body.metrics.paidAmount * 100));
    expect(sum('lateAmount')).toBe(Math.round(body.metrics.lateAmount * 100));
    expect(body.firstChargeDate < start).toBe(true);
    const list = await call('GET', `/charges/dashboard?startDate=${start}&endDate=${end}&status=PAID`);
    const listed = list.body.content.reduce(
      (t: number, c: { amount: number }) => t + Math.round(c.amount * 100),
      0,
    );
    expect(listed).toBe(sum('paidAmount'));
  });

  it('refuses a reversed period and a profile without the dashboard', async () => {
    expect((await call('GET', '/seller/dashboard?startDate=2026-02-01&endDate=2026-01-01')).status).toBe(400);
    expect(
      (await call('GET', '/seller/dashboard?startDate=2026-01-01&endDate=2026-01-07', undefined, SALE))
        .status,
    ).toBe(403);
    expect((await call('GET', '/charges/dashboard?startDate=2026-01-01', undefined)).status).toBe(400);
  });
});

describe('list counts', () => {
  it('keeps the per-day counts equal to the charges after payments and deletions', async () => {
    for (const filter of ['status=LATE', 'status=CANCELED', 'status=PAID&paymentMethod=BOLETO', '']) {
      const { body } = await call('GET', `/charges?${filter}`);
      const direct = await call('GET', `/charges?${filter}&valueMin=0`);
      expect(body.totalElements).toBe(direct.body.totalElements);
    }
  });
});
