import { randomUUID } from 'node:crypto';
import { type BalcaoClients, isApiError } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  callAs,
  createTestSandbox,
  descriptions,
  errorBody,
  OTHER_ADMIN,
  refusal,
  type TestSandbox,
} from '../../test-support';
import { FAST_LINK_SPLIT_ERROR } from './order-fields';
import type { LinkRequest } from './test-helpers';

/** GET /payment-links/subseller and PATCH /payment-links/sub-seller/payment (001 §7). */
let s: TestSandbox;
let api: BalcaoClients['payment'];
const SALE = 'vendas@demo.balcao.dev';
let receiving: { id: number; name: string }[] = [];
let notReceiving: number[] = [];

beforeAll(async () => {
  s = await createTestSandbox();
  api = (await s.clients(ADMIN)).payment;
  // The seed's PENDING sub-seller, as the provider settles it; and a validated one the seller switched off.
  await s.db.query(
    `UPDATE sub_sellers SET split_status = 'ACTIVE', split_due_at = NULL WHERE split_status = 'PENDING'`,
  );
  await s.db.query(
    `INSERT INTO sub_sellers (seller_id, name, search_name, document_type, document, payment_type, payment_value,
       zip_code, street, number, district, city, state, country, bank, issuer, issuer_digit, account_number,
       account_digit, account_type, pix_key_type, pix_key, contact_name, email, phone, birthdate, created_at,
       updated_at, split_status, is_active)
     SELECT seller_id, 'Desligado ' || name, 'desligado ' || search_name, 'CPF', '11144477735', payment_type,
       payment_value, zip_code, street, number, district, city, state, country, bank, issuer, issuer_digit,
       account_number, account_digit, account_type, pix_key_type, pix_key, contact_name, email, phone, birthdate,
       created_at, updated_at, 'ACTIVE', false
       FROM sub_sellers WHERE split_status = 'ACTIVE' AND seller_id = (SELECT seller_id FROM users WHERE email = $1)
       ORDER BY id LIMIT 1`,
    [ADMIN],
  );
  const rows = await s.db.query<{ id: number; name: string; split_status: string; is_active: boolean }>(
    `SELECT ss.id, ss.name, ss.split_status, ss.is_active FROM sub_sellers ss
       JOIN users u ON u.seller_id = ss.seller_id WHERE u.email = $1 ORDER BY ss.id`,
    [ADMIN],
  );
  const validated = rows.filter((r) => r.split_status === 'ACTIVE' && r.is_active);
  receiving = validated.map(({ id, name }) => ({ id, name }));
  notReceiving = rows.filter((r) => !validated.some((v) => v.id === r.id)).map((r) => r.id);
});
afterAll(() => s?.close());

type Split = NonNullable<LinkRequest['subSellerPaymentRequest']>;
const card: LinkRequest['allowedPaymentMethods'] = { creditCardMethod: { type: 'EARLY', discount: null } };
async function link(extra: Partial<LinkRequest> = {}): Promise<string> {
  const { response, data } = await api.POST('/payment-links', {
    body: {
      type: 'ORDER',
      paymentOrder: { title: 'Aula com parceiros', value: 100, installments: 1 },
      allowedPaymentMethods: card,
      ...extra,
    },
  });
  expect(response.status).toBe(201);
  return data!.uuid;
}
const patch = async (uuidPaymentLink: string, subSellerPaymentRequest: Split, email = ADMIN) =>
  (await s.clients(email)).payment.PATCH('/payment-links/sub-seller/payment', {
    body: { uuidPaymentLink, subSellerPaymentRequest },
  });
const splitOfLink = async (id: string) =>
  (await api.GET('/payment-links/{id}', { params: { path: { id } } })).data!.subSellerResponse;
const receivers = async (query: { filter?: string } = {}, email = ADMIN) =>
  (await s.clients(email)).payment.GET('/payment-links/subseller', { params: { query } });

describe('GET /payment-links/subseller', () => {
  it('lists only the sub-sellers that can receive, by name, with their default division', async () => {
    const { response, data: body } = await receivers();
    expect(response.status).toBe(200);
    const names = [...receiving].map((r) => r.name).sort((a, b) => a.localeCompare(b, 'pt-BR'));
    expect(body!.content.map((r) => r.name)).toEqual(names);
    for (const row of body!.content) {
      expect(Object.keys(row).sort()).toEqual(['id', 'name', 'paymentType', 'paymentValue']);
      expect(notReceiving).not.toContain(row.id);
    }
    expect(body).toMatchObject({ totalElements: receiving.length, number: 0, size: 100 });
    const first = receiving[0]!;
    const found = await receivers({ filter: first.name.slice(0, 4) });
    expect(found.data!.content.map((r) => r.id)).toContain(first.id);
  });

  it('keeps to the seller, the split roles, and refuses hostile or oversized queries with 400', async () => {
    const theirs = await receivers({}, OTHER_ADMIN).catch((error: unknown) =>
      isApiError(error) ? error : Promise.reject(error),
    );
    if (isApiError(theirs)) expect(theirs.status).toBe(403);
    else for (const row of theirs.data!.content) expect(receiving.map((r) => r.id)).not.toContain(row.id);
    expect((await refusal(receivers({}, SALE))).status).toBe(403);
    for (const query of ['size=101', 'size=0', 'page=-1', `filter=${'a'.repeat(151)}`, 'filter=%00'])
      expect(
        (await callAs(s, ADMIN, { url: `/payment/payment-links/subseller?${query}` })).status,
        query,
      ).toBe(400);
  });
});

describe('PATCH /payment-links/sub-seller/payment', () => {
  it('replaces the split of a link, answers the link with each part, and an empty list takes it off', async () => {
    const uuid = await link();
    const [a, b] = receiving;
    const { response, data: body } = await patch(uuid, [
      { idSubSeller: a!.id, paymentType: 'PERCENTAGE', paymentValue: 10 },
      { idSubSeller: b!.id, paymentType: 'FIXED', paymentValue: 20.5 },
    ]);
    expect(response.status).toBe(200);
    expect(body!.uuid).toBe(uuid);
    expect(body!.subSellerResponse).toEqual([
      expect.objectContaining({ idSubSeller: a!.id, paymentType: 'PERCENTAGE', amountOnPaymentLink: 10 }),
      expect.objectContaining({ idSubSeller: b!.id, paymentType: 'FIXED', amountOnPaymentLink: 20.5 }),
    ]);
    expect(await splitOfLink(uuid)).toHaveLength(2);
    const off = await patch(uuid, []);
    expect(off.data!.subSellerResponse).toEqual([]);
  });

  it('refuses each broken rule in Portuguese, all at once, and writes nothing', async () => {
    const uuid = await link();
    const [a] = receiving;
    const cases: [string, Split, string][] = [
      [
        await link({ allowedPaymentMethods: { ...card, pixMethod: { discount: null } } }),
        [{ idSubSeller: a!.id, paymentType: 'FIXED', paymentValue: 1 }],
        'Métodos de pagamento: Com split, o link aceita só cartão de crédito.',
      ],
      [
        uuid,
        [{ idSubSeller: a!.id, paymentType: 'FIXED', paymentValue: 97 }],
        'Split: O valor do split é superior ao valor disponível. Revise os valores para criar o link.',
      ],
      [
        uuid,
        [{ idSubSeller: notReceiving[0]!, paymentType: 'FIXED', paymentValue: 1 }],
        `Split: sub-vendedor inativo ou com a conta ainda não validada: ${notReceiving[0]}.`,
      ],
      [
        await link({
          type: 'FAST_ORDER',
          allowedPaymentMethods: { creditCardMethod: { type: 'EARLY_SELLER' } },
        }),
        [{ idSubSeller: a!.id, paymentType: 'FIXED', paymentValue: 1 }],
        FAST_LINK_SPLIT_ERROR,
      ],
    ];
    for (const [id, split, message] of cases) {
      const refused = await refusal(patch(id, split));
      expect(refused.status, message).toBe(400);
      expect(descriptions(refused)).toContain(message);
    }
    expect(await splitOfLink(uuid)).toEqual([]);
    const hostile: object[] = [
      { uuidPaymentLink: '<b>', subSellerPaymentRequest: [] },
      {
        uuidPaymentLink: uuid,
        subSellerPaymentRequest: [{ idSubSeller: a!.id, paymentType: 'FIXED', paymentValue: 1e10 }],
      },
      {
        uuidPaymentLink: uuid,
        subSellerPaymentRequest: [{ idSubSeller: a!.id, paymentType: 'FIXED', paymentValue: -1 }],
      },
      {
        uuidPaymentLink: uuid,
        subSellerPaymentRequest: [{ idSubSeller: a!.id, paymentType: 'FIXED', paymentValue: 1.001 }],
      },
      {
        uuidPaymentLink: uuid,
        subSellerPaymentRequest: Array(51).fill({
          idSubSeller: a!.id,
          paymentType: 'FIXED',
          paymentValue: 1,
        }),
      },
      { uuidPaymentLink: uuid },
      { uuidPaymentLink: uuid, subSellerPaymentRequest: [], extra: 1 },
    ];
    for (const payload of hostile) {
      // Hostile bodies (missing or unknown fields among them): beyond the typed client.
      const url = '/payment/payment-links/sub-seller/payment';
      const answer = await callAs(s, ADMIN, { method: 'PATCH', url, payload });
      expect(answer.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(errorBody(answer).errors[0]?.description).toMatch(/[a-zçãéíó]/i);
    }
  });

  it("keeps to the seller's own active links and to the split roles", async () => {
    const uuid = await link();
    expect((await refusal(patch(randomUUID(), []))).status).toBe(404);
    expect((await refusal(patch(uuid, [], SALE))).status).toBe(403);
    const deleted = await link();
    await api.DELETE('/payment-links/{id}', { params: { path: { id: deleted } } });
    expect(descriptions(await refusal(patch(deleted, [])))).toEqual(['Link excluído não pode ser editado.']);
    await s.db.query(
      `UPDATE payment_links SET seller_id = (SELECT seller_id FROM users WHERE email = $2) WHERE id = $1`,
      [uuid, OTHER_ADMIN],
    );
    expect((await refusal(patch(uuid, []))).status).toBe(404);
  });
});
