import type { payment } from '@balcao/client';
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
import { ADMIN, callAs, createTestSandbox, OTHER_ADMIN, refusal, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';

type ListQuery = NonNullable<payment.operations['listSubscriptions']['parameters']['query']>;
const list = async (query: ListQuery = {}, email: string | null = ADMIN) =>
  (await s.clients(email)).payment.GET('/subscriptions', { params: { query } });
const contentOf = async (query: ListQuery = {}, email = ADMIN) => (await list(query, email)).data!.content;
const subscriptionOf = async (id: string, email = ADMIN) =>
  (await s.clients(email)).payment.GET('/subscriptions/{id}', { params: { path: { id } } });
const plans = async (query: { title?: string } = {}, email = ADMIN) =>
  (await s.clients(email)).payment.GET('/plans', { params: { query } });
const planOf = async (id: number, email = ADMIN) =>
  (await s.clients(email)).payment.GET('/plans/{id}', { params: { path: { id } } });

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
    const { response, data: body } = await list();
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      totalElements: DEMO_SUBSCRIPTION_COUNT,
      totalPages: 3,
      number: 0,
      size: 20,
    });
    const starts = body!.content.map((x) => x.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
    const other = (await list({ size: 100 }, OTHER_ADMIN)).data!;
    expect(other.totalElements).toBe(OTHER_SUBSCRIPTION_COUNT);
    const mine = new Set((await contentOf({ size: 100 })).map((x) => x.uuid));
    for (const x of other.content) expect(mine.has(x.uuid)).toBe(false);
  });

  it('pages and sorts as asked', async () => {
    const second = (await list({ page: 1, size: 25 })).data!;
    expect(second).toMatchObject({ number: 1, size: 25, totalPages: 3 });
    expect(second.content).toHaveLength(25);
    expect(await contentOf({ page: 2, size: 25 })).toHaveLength(DEMO_SUBSCRIPTION_COUNT - 50);
    const all = (await contentOf({ size: 100 })).map((x) => x.uuid);
    const ascending = (await contentOf({ size: 100, sort: 'startDate,ASC' })).map((x) => x.uuid);
    expect(ascending).toEqual([...all].reverse());
  });

  it('filters by each status tab', async () => {
    for (const [status, count] of Object.entries(DEMO_SUBSCRIPTION_LAYOUT)) {
      const body = (await list({ status: status as ListQuery['status'], size: 100 })).data!;
      expect(body.totalElements, status).toBe(count);
      for (const x of body.content) expect(x.status).toBe(status);
    }
    const inactive = await contentOf({ status: 'INACTIVE', size: 100 });
    for (const x of inactive) expect(x.expirationDate).toBeNull();
  });

  it('finds a customer’s subscriptions by document (typed with punctuation) and by name', async () => {
    const customer = await customerWithTwo();
    const byDocument = await list({
      customerDocument: formatDocument(customer.document_number),
      size: 10000,
    });
    expect(byDocument.response.status).toBe(200);
    expect(byDocument.data!.totalElements).toBe(2);
    for (const x of byDocument.data!.content) expect(x.customerDocument).toBe(customer.document_number);
    expect(new Set(byDocument.data!.content.map((x) => x.status)).has('INACTIVE')).toBe(true);
    // Part of the name, upper case and without accents.
    const part = customer.name.split(' ').at(-1)!.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const byName = await contentOf({ customerName: part, size: 100 });
    expect(byName.map((x) => x.customerName)).toContain(customer.name);
    for (const x of byName)
      expect(x.customerName.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()).toContain(part);
    const nobody = await list({ customerDocument: '00000000000' });
    expect(nobody.data).toMatchObject({ totalElements: 0, content: [] });
  });

  it('filters by the next due date, and refuses a range without an end or backwards', async () => {
    const today = businessToday(s.clock.now());
    const ahead = (await list({ expirationDateInitial: today, expirationDateFinal: '2099-12-31', size: 100 }))
      .data!;
    expect(ahead.totalElements).toBeGreaterThan(0);
    expect(ahead.totalElements).toBeLessThan(DEMO_SUBSCRIPTION_COUNT);
    for (const x of ahead.content) expect(x.expirationDate! >= today).toBe(true);
    const noEnd = await refusal(list({ expirationDateInitial: today }));
    expect(noEnd.status).toBe(400);
    expect(noEnd.errors[0]!.description).toBe('Por Favor, selecione uma data final.');
    const backwards = await refusal(
      list({ expirationDateInitial: '2026-12-01', expirationDateFinal: '2026-11-01' }),
    );
    expect(backwards.status).toBe(400);
  });

  it('refuses bad input with a 400', async () => {
    // A status and a sort outside the contract's: beyond the typed client.
    expect((await callAs(s, ADMIN, { url: '/payment/subscriptions?status=CANCELED' })).status).toBe(400);
    expect((await refusal(list({ size: 10001 }))).status).toBe(400);
    expect((await callAs(s, ADMIN, { url: '/payment/subscriptions?sort=customerName,ASC' })).status).toBe(
      400,
    );
  });

  it('is refused to users without a subscriptions role', async () => {
    expect((await refusal(list({}, SALE))).status).toBe(403);
    expect((await refusal(list({}, FINANCE))).status).toBe(403);
    expect((await refusal(list({}, null))).status).toBe(401);
  });
});

describe('GET /subscriptions/{id}', () => {
  it('gives the detail with its latest charges, whose amount is the subscription’s value', async () => {
    const summaries = await contentOf({ status: 'DEFAULTER', size: 1 });
    const { response, data } = await subscriptionOf(summaries[0]!.uuid);
    expect(response.status).toBe(200);
    const body = data!;
    expect(body).toMatchObject({
      uuid: summaries[0]!.uuid,
      status: 'DEFAULTER',
      basicValue: summaries[0]!.basicValue,
    });
    expect(typeof body.invoiceEnabled).toBe('boolean');
    expect(body.activeInvoiceConfig).toBe(true);
    const linked = await s.db.query<{ id: string }>(
      'SELECT id FROM charges WHERE subscription_id = $1 ORDER BY expiration_date DESC, id DESC',
      [body.uuid],
    );
    expect(body.charges.map((c) => c.uuid)).toEqual(linked.slice(0, 12).map((c) => c.id));
    // A defaulter's latest charge is overdue, and reads LATE by the sandbox clock.
    expect(body.charges[0]!.status).toBe('LATE');
    expect(body.expirationDate).toBe(body.charges[0]!.expirationDate);
    const { type, value, valuePerMonth } = body.basicValue;
    expect(reaisToCents(value)).toBe(reaisToCents(body.charges[0]!.value));
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
    const [theirs] = await contentOf({}, OTHER_ADMIN);
    const refused = await refusal(subscriptionOf(theirs!.uuid));
    expect(refused.status).toBe(404);
    expect(refused.errors[0]!.description).toBe('Assinatura não encontrada.');
    expect((await refusal(subscriptionOf('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await refusal(subscriptionOf(theirs!.uuid, SALE))).status).toBe(403);
  });
});

describe('GET /plans', () => {
  it('lists the seller’s plans by title, with a value per periodicity', async () => {
    const { response, data } = await plans();
    expect(response.status).toBe(200);
    const body = data!;
    expect(body.totalElements).toBe(DEMO_PLANS.length);
    const titles = body.content.map((p) => p.title);
    expect(titles).toEqual(DEMO_PLANS.map((p) => p.title).sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const essencial = body.content.find((p) => p.title === 'Plano Essencial')!;
    expect(essencial.basicValues).toEqual([
      { type: 'MONTHLY', value: 49.9, valuePerMonth: 49.9 },
      { type: 'SEMESTER', value: 269.4, valuePerMonth: 44.9 },
      { type: 'YEARLY', value: 478.8, valuePerMonth: 39.9 },
    ]);
    expect(essencial.bullets).toEqual([
      { description: 'Suporte por e-mail' },
      { description: 'Até 3 usuários' },
    ]);
    expect(body.content.find((p) => p.title === 'Plano Legado')!.active).toBe(false);
    const cafe = await plans({ title: 'CAFE' });
    expect(cafe.data!.content.map((p) => p.title)).toEqual(['Clube do Café']);
  });

  it('is read by whoever picks a plan (a link seller) but not by finance', async () => {
    expect((await plans({}, SALE)).response.status).toBe(200);
    expect((await refusal(plans({}, FINANCE))).status).toBe(403);
  });

  it('gives one plan, and another seller’s as not found', async () => {
    const theirs = (await plans({}, OTHER_ADMIN)).data!.content[0]!;
    expect((await planOf(theirs.id, OTHER_ADMIN)).data!.title).toBe(theirs.title);
    const refused = await refusal(planOf(theirs.id));
    expect(refused.status).toBe(404);
    expect(refused.errors[0]!.description).toBe('Plano não encontrado.');
    expect((await refusal(planOf(0))).status).toBe(400);
  });
});
