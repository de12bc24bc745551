import { businessToday } from '@balcao/domain/dates';
import { formatDocument } from '@balcao/domain/documents';
import { reaisToCents } from '@balcao/domain/money';
import { perMonthCents } from '@balcao/domain/subscriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PLANS,
  DEMO_SUBSCRIPTION_COUNT,
  DEMO_SUBSCRIPTION_LAYOUT,
  OTHER_SUBSCRIPTION_COUNT,
} from '../../../seed/subscriptions';
import { ADMIN, createTestSandbox, OTHER_ADMIN, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';

const get = async (url: string, email = ADMIN) =>
  s.call({ method: 'GET', url: `/payment${url}`, headers: await s.bearer(email) });

interface Summary {
  uuid: string;
  customerDocument: string;
  customerName: string;
  startDate: string;
  status: string;
  expirationDate: string | null;
  basicValue: { type: 'MONTHLY' | 'SEMESTER' | 'YEARLY'; value: number; valuePerMonth: number };
}

/** A demo customer with two subscriptions (an earlier inactive one and a current one). */
async function customerWithTwo() {
  const [row] = await s.db.query<{ document_number: string; name: string }>(
    `SELECT cu.document_number, cu.name FROM customers cu JOIN subscriptions su ON su.customer_id = cu.id
      JOIN users u ON u.seller_id = cu.seller_id AND u.email = $1
      GROUP BY cu.id HAVING count(*) = 2 ORDER BY cu.name_key LIMIT 1`,
    [ADMIN],
  );
  if (!row) throw new Error('nenhum cliente com duas assinaturas no seed');
  return row;
}

describe('GET /subscriptions', () => {
  it('pages the seller’s subscriptions 20 at a time, newest start first, and only theirs', async () => {
    const { status, body } = await get('/subscriptions');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      totalElements: DEMO_SUBSCRIPTION_COUNT,
      totalPages: 3,
      number: 0,
      size: 20,
    });
    const starts = body.content.map((x: Summary) => x.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
    const other = await get('/subscriptions?size=100', OTHER_ADMIN);
    expect(other.body.totalElements).toBe(OTHER_SUBSCRIPTION_COUNT);
    const mine = new Set((await get('/subscriptions?size=100')).body.content.map((x: Summary) => x.uuid));
    for (const x of other.body.content) expect(mine.has(x.uuid)).toBe(false);
  });

  it('pages and sorts as asked', async () => {
    const second = await get('/subscriptions?page=1&size=25');
    expect(second.body).toMatchObject({ number: 1, size: 25, totalPages: 3 });
    expect(second.body.content).toHaveLength(25);
    const last = await get('/subscriptions?page=2&size=25');
    expect(last.body.content).toHaveLength(DEMO_SUBSCRIPTION_COUNT - 50);
    const all = (await get('/subscriptions?size=100')).body.content.map((x: Summary) => x.uuid);
    const ascending = (await get('/subscriptions?size=100&sort=startDate,ASC')).body.content.map(
      (x: Summary) => x.uuid,
    );
    expect(ascending).toEqual([...all].reverse());
  });

  it('filters by each status tab', async () => {
    for (const [status, count] of Object.entries(DEMO_SUBSCRIPTION_LAYOUT)) {
      const { body } = await get(`/subscriptions?status=${status}&size=100`);
      expect(body.totalElements, status).toBe(count);
      for (const x of body.content) expect(x.status).toBe(status);
    }
    const inactive = (await get('/subscriptions?status=INACTIVE&size=100')).body.content;
    for (const x of inactive) expect(x.expirationDate).toBeNull();
  });

  it('finds a customer’s subscriptions by document (typed with punctuation) and by name', async () => {
    const customer = await customerWithTwo();
    const byDocument = await get(
      `/subscriptions?customerDocument=${encodeURIComponent(formatDocument(customer.document_number))}&size=10000`,
    );
    expect(byDocument.status).toBe(200);
    expect(byDocument.body.totalElements).toBe(2);
    for (const x of byDocument.body.content) expect(x.customerDocument).toBe(customer.document_number);
    expect(new Set(byDocument.body.content.map((x: Summary) => x.status)).has('INACTIVE')).toBe(true);
    // Part of the name, upper case and without accents.
    const part = customer.name.split(' ').at(-1)!.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const byName = await get(`/subscriptions?customerName=${encodeURIComponent(part)}&size=100`);
    expect(byName.body.content.map((x: Summary) => x.customerName)).toContain(customer.name);
    for (const x of byName.body.content)
      expect(x.customerName.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()).toContain(part);
    const nobody = await get('/subscriptions?customerDocument=00000000000');
    expect(nobody.body).toMatchObject({ totalElements: 0, content: [] });
  });

  it('filters by the next due date, and refuses a range without an end or backwards', async () => {
    const today = businessToday(s.clock.now());
    const ahead = await get(
      `/subscriptions?expirationDateInitial=${today}&expirationDateFinal=2099-12-31&size=100`,
    );
    expect(ahead.body.totalElements).toBeGreaterThan(0);
    expect(ahead.body.totalElements).toBeLessThan(DEMO_SUBSCRIPTION_COUNT);
    for (const x of ahead.body.content) expect(x.expirationDate >= today).toBe(true);
    const noEnd = await get(`/subscriptions?expirationDateInitial=${today}`);
    expect(noEnd.status).toBe(400);
    expect(noEnd.body.errors[0].description).toBe('Por Favor, selecione uma data final.');
    const backwards = await get(
      '/subscriptions?expirationDateInitial=2026-12-01&expirationDateFinal=2026-11-01',
    );
    expect(backwards.status).toBe(400);
  });

  it('refuses bad input with a 400', async () => {
    expect((await get('/subscriptions?status=CANCELED')).status).toBe(400);
    expect((await get('/subscriptions?size=10001')).status).toBe(400);
    expect((await get('/subscriptions?sort=customerName,ASC')).status).toBe(400);
  });

  it('is refused to users without a subscriptions role', async () => {
    expect((await get('/subscriptions', SALE)).status).toBe(403);
    expect((await get('/subscriptions', FINANCE)).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/payment/subscriptions' })).status).toBe(401);
  });
});

describe('GET /subscriptions/{id}', () => {
  it('gives the detail with its latest charges, whose amount is the subscription’s value', async () => {
    const list = (await get('/subscriptions?status=DEFAULTER&size=1')).body.content as Summary[];
    const { status, body } = await get(`/subscriptions/${list[0]!.uuid}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ uuid: list[0]!.uuid, status: 'DEFAULTER', basicValue: list[0]!.basicValue });
    expect(typeof body.invoiceEnabled).toBe('boolean');
    expect(body.activeInvoiceConfig).toBe(true);
    const linked = await s.db.query<{ id: string }>(
      'SELECT id FROM charges WHERE subscription_id = $1 ORDER BY expiration_date DESC, id DESC',
      [body.uuid],
    );
    expect(body.charges.map((c: { uuid: string }) => c.uuid)).toEqual(linked.slice(0, 12).map((c) => c.id));
    // A defaulter's latest charge is overdue, and reads LATE by the sandbox clock.
    expect(body.charges[0].status).toBe('LATE');
    expect(body.expirationDate).toBe(body.charges[0].expirationDate);
    const { type, value, valuePerMonth } = body.basicValue;
    expect(reaisToCents(value)).toBe(reaisToCents(body.charges[0].value));
    expect(reaisToCents(valuePerMonth)).toBe(perMonthCents(type, reaisToCents(value)));
  });

  it('seeds every subscription charge, old ones too, at its subscription’s period value', async () => {
    // Issue 25, item 6: a semiannual subscription's charges are its 'Valor semestral', never another figure.
    const off = await s.db.query<{ subscription_id: string; amount_cents: number; value_cents: number }>(
      `SELECT c.subscription_id, c.amount_cents, su.value_cents
         FROM charges c JOIN subscriptions su ON su.id = c.subscription_id
        WHERE c.amount_cents <> su.value_cents ORDER BY c.subscription_id, c.id`,
    );
    expect(off).toEqual([]);
    const [linked] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM charges WHERE subscription_id IS NOT NULL',
    );
    expect(linked!.n).toBeGreaterThan(DEMO_SUBSCRIPTION_COUNT);
  });

  it('answers another seller’s subscription, or an unknown one, as not found', async () => {
    const theirs = (await get('/subscriptions', OTHER_ADMIN)).body.content[0] as Summary;
    const { status, body } = await get(`/subscriptions/${theirs.uuid}`);
    expect(status).toBe(404);
    expect(body.errors[0].description).toBe('Assinatura não encontrada.');
    expect((await get('/subscriptions/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get(`/subscriptions/${theirs.uuid}`, SALE)).status).toBe(403);
  });
});

describe('GET /plans', () => {
  it('lists the seller’s plans by title, with a value per periodicity', async () => {
    const { status, body } = await get('/plans');
    expect(status).toBe(200);
    expect(body.totalElements).toBe(DEMO_PLANS.length);
    const titles = body.content.map((p: { title: string }) => p.title);
    expect(titles).toEqual(DEMO_PLANS.map((p) => p.title).sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const essencial = body.content.find((p: { title: string }) => p.title === 'Plano Essencial');
    expect(essencial.basicValues).toEqual([
      { type: 'MONTHLY', value: 49.9, valuePerMonth: 49.9 },
      { type: 'SEMESTER', value: 269.4, valuePerMonth: 44.9 },
      { type: 'YEARLY', value: 478.8, valuePerMonth: 39.9 },
    ]);
    expect(essencial.bullets).toEqual([
      { description: 'Suporte por e-mail' },
      { description: 'Até 3 usuários' },
    ]);
    expect(body.content.find((p: { title: string }) => p.title === 'Plano Legado').active).toBe(false);
    const cafe = await get('/plans?title=CAFE');
    expect(cafe.body.content.map((p: { title: string }) => p.title)).toEqual(['Clube do Café']);
  });

  it('is read by whoever picks a plan (a link seller) but not by finance', async () => {
    expect((await get('/plans', SALE)).status).toBe(200);
    expect((await get('/plans', FINANCE)).status).toBe(403);
  });

  it('gives one plan, and another seller’s as not found', async () => {
    const theirs = (await get('/plans', OTHER_ADMIN)).body.content[0];
    expect((await get(`/plans/${theirs.id}`, OTHER_ADMIN)).body.title).toBe(theirs.title);
    const { status, body } = await get(`/plans/${theirs.id}`);
    expect(status).toBe(404);
    expect(body.errors[0].description).toBe('Plano não encontrado.');
    expect((await get('/plans/0')).status).toBe(400);
  });
});
