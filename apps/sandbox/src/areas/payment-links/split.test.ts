import { randomUUID } from 'node:crypto';
import type { BalcaoClients } from '@balcao/client';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { cardFeeCents, LINK_SCHEDULE_MESSAGES } from '@balcao/domain/payment-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  callAs,
  createTestSandbox,
  descriptions,
  OTHER_ADMIN,
  refusal,
  type TestSandbox,
} from '../../test-support';
import { chargeNetCents } from '../ledger/charge-ledger-test';
import { FAST_LINK_SPLIT_ERROR } from './order-fields';
import { buyerFields, type LinkRequest, submitForm } from './test-helpers';

// Split with sub-sellers, the scheduled date, metadata and installments per method on one-off links.
let s: TestSandbox;
let api: BalcaoClients['payment'];
const SALE = 'vendas@demo.balcao.dev';
let mine: number[] = [];
let inactive = 0;
let theirs = 0;

beforeAll(async () => {
  s = await createTestSandbox();
  api = (await s.clients(ADMIN)).payment;
  // The seed's PENDING sub-seller, as the provider settles it: two validated accounts to split with.
  await s.db.query(
    `UPDATE sub_sellers SET split_status = 'ACTIVE', split_due_at = NULL WHERE split_status = 'PENDING'`,
  );
  const rows = await s.db.query<{ id: number; email: string; split_status: string }>(
    `SELECT ss.id, u.email, ss.split_status FROM sub_sellers ss JOIN users u ON u.seller_id = ss.seller_id
      WHERE u.email IN ($1, $2) ORDER BY ss.id`,
    [ADMIN, OTHER_ADMIN],
  );
  mine = rows.filter((r) => r.email === ADMIN && r.split_status === 'ACTIVE').map((r) => r.id);
  inactive = rows.find((r) => r.email === ADMIN && r.split_status === 'INACTIVE')!.id;
  // The other merchant's own sub-seller, validated, to try on the demo merchant's link.
  const [copy] = await s.db.query<{ id: number }>(
    `INSERT INTO sub_sellers (seller_id, name, search_name, document_type, document, payment_type, payment_value,
       zip_code, street, number, district, city, state, country, bank, issuer, issuer_digit, account_number,
       account_digit, account_type, pix_key_type, pix_key, contact_name, email, phone, birthdate, created_at,
       updated_at, split_status)
     SELECT (SELECT seller_id FROM users WHERE email = $1), name, search_name, document_type, document,
       payment_type, payment_value, zip_code, street, number, district, city, state, country, bank, issuer,
       issuer_digit, account_number, account_digit, account_type, pix_key_type, pix_key, contact_name, email,
       phone, birthdate, created_at, updated_at, 'ACTIVE'
       FROM sub_sellers WHERE id = $2 RETURNING id`,
    [OTHER_ADMIN, mine[0]],
  );
  theirs = copy!.id;
});
afterAll(() => s?.close());

const create = async (body: LinkRequest, email = ADMIN, key?: string) =>
  (await s.clients(email)).payment.POST('/payment-links', {
    body,
    ...(key ? { params: { header: { 'Idempotency-Key': key } } } : {}),
  });
const edit = async (id: string, body: LinkRequest, email = ADMIN) =>
  (await s.clients(email)).payment.PUT('/payment-links/{id}', { params: { path: { id } }, body });
const created = async (body: LinkRequest) => (await create(body)).data!;
const splitOf = async (id: string) =>
  (await api.GET('/charges/{id}/split', { params: { path: { id } } })).data!;

type Split = NonNullable<LinkRequest['subSellerPaymentRequest']>;
const card: LinkRequest['allowedPaymentMethods'] = { creditCardMethod: { type: 'EARLY', discount: null } };
const splitLink = (extra: Partial<LinkRequest> = {}, split?: Split): LinkRequest => ({
  type: 'ORDER',
  paymentOrder: { title: 'Curso com parceiros', value: 100, installments: 1 },
  allowedPaymentMethods: card,
  subSellerPaymentRequest: split ?? [
    { idSubSeller: mine[0]!, paymentType: 'PERCENTAGE', paymentValue: 10 },
    { idSubSeller: mine[1]!, paymentType: 'FIXED', paymentValue: 20.5 },
  ],
  ...extra,
});

const buy = (linkId: string, fields: Record<string, string>) =>
  submitForm(s, `/payment-link/${linkId}`, buyerFields(fields));
const chargesOf = async (linkId: string) =>
  (await api.GET('/charges', { params: { query: { paymentLink: linkId, size: 50 } } })).data!.content;

describe('payment-link split', () => {
  it('creates a card-only link with its split, answered with each part of the card price', async () => {
    const { response, data: body } = await create(splitLink());
    expect(response.status).toBe(201);
    expect(body!.subSellerResponse).toEqual([
      expect.objectContaining({
        idSubSeller: mine[0]!,
        paymentType: 'PERCENTAGE',
        paymentValue: 10,
        amountOnPaymentLink: 10,
      }),
      expect.objectContaining({
        idSubSeller: mine[1]!,
        paymentType: 'FIXED',
        paymentValue: 20.5,
        amountOnPaymentLink: 20.5,
      }),
    ]);
    const read = await api.GET('/payment-links/{id}', { params: { path: { id: body!.uuid } } });
    expect(read.data!.subSellerResponse).toHaveLength(2);
  });

  it('refuses each broken rule with its message, and writes nothing', async () => {
    const before = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_links'))[0]!.n;
    const cases: [LinkRequest, string][] = [
      [
        splitLink({ allowedPaymentMethods: { ...card, pixMethod: { discount: null } } }),
        'Métodos de pagamento: Com split, o link aceita só cartão de crédito.',
      ],
      [
        splitLink({}, [{ idSubSeller: mine[0]!, paymentType: 'FIXED', paymentValue: 97 }]),
        'Split: O valor do split é superior ao valor disponível. Revise os valores para criar o link.',
      ],
      [
        splitLink({}, [
          { idSubSeller: mine[0]!, paymentType: 'PERCENTAGE', paymentValue: 60 },
          { idSubSeller: mine[1]!, paymentType: 'PERCENTAGE', paymentValue: 50 },
        ]),
        'Split: A soma dos percentuais do split não pode passar de 100%.',
      ],
      [
        splitLink({}, [
          { idSubSeller: mine[0]!, paymentType: 'FIXED', paymentValue: 1 },
          { idSubSeller: mine[0]!, paymentType: 'FIXED', paymentValue: 2 },
        ]),
        'Split: O mesmo sub-vendedor aparece mais de uma vez no split.',
      ],
      [
        splitLink({}, [{ idSubSeller: theirs, paymentType: 'FIXED', paymentValue: 1 }]),
        `Split: sub-vendedor não encontrado: ${theirs}.`,
      ],
      [
        splitLink({}, [{ idSubSeller: inactive, paymentType: 'FIXED', paymentValue: 1 }]),
        `Split: sub-vendedor inativo ou com a conta ainda não validada: ${inactive}.`,
      ],
      [splitLink({ type: 'FAST_ORDER' }), FAST_LINK_SPLIT_ERROR],
    ];
    for (const [body, message] of cases) {
      const refused = await refusal(create(body));
      expect(refused.status, message).toBe(400);
      expect(descriptions(refused)).toContain(message);
    }
    const hostile = [
      splitLink({}, [{ idSubSeller: mine[0]!, paymentType: 'FIXED', paymentValue: 1.005 }]),
      splitLink({}, [{ idSubSeller: mine[0]!, paymentType: 'FIXED', paymentValue: 1e308 }]),
      splitLink(
        {},
        Array.from({ length: 51 }, (_, i) => ({ idSubSeller: i + 1, paymentType: 'FIXED', paymentValue: 1 })),
      ),
      splitLink({ metadata: [{ key: 'k'.repeat(51), value: 'v' }] }),
      splitLink({ metadata: [{ key: 'a\u0000b', value: 'v' }] }),
      splitLink({ scheduledDate: '2026-02-31' }),
    ];
    for (const body of hostile) expect((await refusal(create(body))).status).toBe(400);
    // A payment type outside the contract's enum: beyond the typed client.
    const tag = await callAs(s, ADMIN, {
      method: 'POST',
      url: '/payment/payment-links',
      payload: {
        ...splitLink(),
        subSellerPaymentRequest: [{ idSubSeller: mine[0], paymentType: '<b>', paymentValue: 1 }],
      },
    });
    expect(tag.status).toBe(400);
    const after = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_links'))[0]!.n;
    expect(after).toBe(before);
  });

  it('needs SELLER_ADMIN and the feature: a sales user, or a seller without the feature, gets 403', async () => {
    expect((await refusal(create(splitLink(), SALE))).status).toBe(403);
    await s.db.query(
      `DELETE FROM seller_feature_toggles WHERE name = 'view_split_subseller_payment_link'
         AND seller_id = (SELECT seller_id FROM users WHERE email = $1)`,
      [ADMIN],
    );
    try {
      expect((await refusal(create(splitLink()))).status).toBe(403);
    } finally {
      await s.db.query(
        `INSERT INTO seller_feature_toggles (seller_id, name)
         SELECT seller_id, 'view_split_subseller_payment_link' FROM users WHERE email = $1`,
        [ADMIN],
      );
    }
  });

  it('replays the same key with the same body: one link', async () => {
    const key = randomUUID();
    const first = await create(splitLink(), ADMIN, key);
    const again = await create(splitLink(), ADMIN, key);
    expect(again.response.status).toBe(201);
    expect(again.data!.uuid).toBe(first.data!.uuid);
    const rows = await s.db.query('SELECT 1 FROM payment_link_splits WHERE payment_link_id = $1', [
      first.data!.uuid,
    ]);
    expect(rows).toHaveLength(2);
  });

  it('an edit without the split keeps it (a sales user may edit the rest), and then refuses Pix', async () => {
    const link = await created(splitLink());
    const { subSellerPaymentRequest: _split, ...rest } = splitLink();
    const edited = await edit(
      link.uuid,
      { ...rest, paymentOrder: { ...rest.paymentOrder, title: 'Novo título' } },
      SALE,
    );
    expect(edited.response.status).toBe(200);
    expect(edited.data!.subSellerResponse).toHaveLength(2);
    const pix = await refusal(
      edit(link.uuid, { ...rest, allowedPaymentMethods: { ...card, pixMethod: { discount: null } } }),
    );
    expect(descriptions(pix)).toContain(
      'Métodos de pagamento: Com split, o link aceita só cartão de crédito.',
    );
    const cleared = await edit(link.uuid, { ...rest, subSellerPaymentRequest: [] });
    expect(cleared.data!.subSellerResponse).toEqual([]);
  });

  it('a paid card charge divides in whole cents, the remainder to the seller, and the seller receives its part', async () => {
    const link = await created(
      splitLink({ paymentOrder: { title: 'Aula', value: 99.99, installments: 1 } }, [
        { idSubSeller: mine[0]!, paymentType: 'PERCENTAGE', paymentValue: 33.33 },
        { idSubSeller: mine[1]!, paymentType: 'FIXED', paymentValue: 10 },
      ]),
    );
    const paid = await buy(link.uuid, { method: 'CREDIT_CARD', cardNumber: '4111 1111 1111 1111' });
    expect(paid.status).toBe(200);
    const [charge] = await chargesOf(link.uuid);
    const split = await splitOf(charge!.uuid);
    // 33.33% of 9999 cents is 3332.6667: 3332 to the sub-seller, the cent fraction stays with the seller.
    expect(split.data.map((l) => l.amount).sort()).toEqual([10, 33.32]);
    expect(split.sellerAmount).toBe(56.67);
    expect(await chargeNetCents(s.db, charge!.uuid)).toBe(5667 - cardFeeCents(9999, 1));
  });
});

describe('scheduled date, metadata and installments per method', () => {
  it('refuses a scheduled date in the past, more than a year ahead, and on a fast link', async () => {
    const yesterday = addDays(businessToday(s.clock.now()), -1);
    const past = await refusal(
      create(splitLink({ scheduledDate: yesterday, subSellerPaymentRequest: null })),
    );
    expect(descriptions(past)).toContain(`Data agendada: ${LINK_SCHEDULE_MESSAGES.past}`);
    const farAhead = addDays(businessToday(s.clock.now()), 367);
    const far = await refusal(create(splitLink({ scheduledDate: farAhead, subSellerPaymentRequest: null })));
    expect(descriptions(far)).toContain(`Data agendada: ${LINK_SCHEDULE_MESSAGES.tooFar}`);
  });

  it('keeps metadata for who has its feature; a user without it gets 403', async () => {
    const body = splitLink({
      subSellerPaymentRequest: null,
      metadata: [{ key: 'pedido', value: 'A-123' }],
    });
    const withMetadata = await create(body);
    expect(withMetadata.response.status).toBe(201);
    expect(withMetadata.data!.metadata).toEqual([{ key: 'pedido', value: 'A-123' }]);
    expect((await refusal(create(body, SALE))).status).toBe(403);
  });

  it('boleto in 3x is three monthly charges adding up to the price; Pix above 12x and card above 12x are refused', async () => {
    const link = await created({
      type: 'ORDER',
      paymentOrder: {
        title: 'Boleto parcelado',
        value: 100,
        installments: 1,
        customInstallmentsValues: [{ paymentMethod: 'BANK_SLIP', installments: 3 }],
      },
      allowedPaymentMethods: { bankSlipMethod: { discount: null } },
    });
    expect(link.customInstallmentsValues).toEqual([{ paymentMethod: 'BANK_SLIP', installments: 3 }]);
    await buy(link.uuid, { method: 'BOLETO' });
    const charges = await chargesOf(link.uuid);
    expect(charges.map((c) => Math.round(c.value * 100)).reduce((a, b) => a + b, 0)).toBe(10000);
    expect(charges).toHaveLength(3);
    const refused = await refusal(
      create({
        type: 'ORDER',
        paymentOrder: {
          title: 'Muito parcelado',
          value: 100,
          installments: 13,
          customInstallmentsValues: [{ paymentMethod: 'PIX', installments: 13 }],
        },
        allowedPaymentMethods: { ...card, pixMethod: { discount: null } },
      }),
    );
    expect(descriptions(refused)).toEqual(
      expect.arrayContaining(['Parcelas no cartão: até 12x.', 'Parcelas no Pix: até 12x.']),
    );
  });

  it('a seller with the above-12x setting sells the card up to 21x, the fee on the buyer', async () => {
    const settings = async (email = ADMIN) => (await s.clients(email)).payment.GET('/payment-links/settings');
    expect((await settings()).data).toEqual({
      cardInstallmentsDefault: 10,
      maxCardInstallments: 12,
      bankSlipMaxInstallments: 21,
      pixMaxInstallments: 12,
    });
    await s.db.query(
      'UPDATE sellers SET card_installments_above_twelve = true WHERE id = (SELECT seller_id FROM users WHERE email = $1)',
      [ADMIN],
    );
    expect((await settings()).data!.maxCardInstallments).toBe(21);
    const link = await create({
      type: 'ORDER',
      paymentOrder: { title: 'Em 18x', value: 100, installments: 18 },
      allowedPaymentMethods: card,
    });
    expect(link.response.status).toBe(201);
    // Issue 26 item 7: the card's type stays its receipt; who pays the fees is creditCardTax.
    expect(link.data!.allowedPaymentMethods.creditCardMethod!.type).toBe('EARLY');
    expect(link.data!.creditCardTax).toBe('EARLY_BUYER');
    expect((await settings(SALE)).response.status).toBe(200);
  });

  // Last: moving the clock ends the sessions the other tests use.
  it('a scheduled card purchase is authorised now and captured on the date by the clock', async () => {
    const today = businessToday(s.clock.now());
    const day = addDays(today, 5);
    const link = await created(splitLink({ scheduledDate: day }));
    expect(link.scheduledDate).toBe(day);
    const page = await s.call({ method: 'GET', url: `/payment-link/${link.uuid}` });
    expect(page.body).toContain('mesmo que você pague hoje, a cobrança só será feita nessa data');
    const paid = await buy(link.uuid, { method: 'CREDIT_CARD', cardNumber: '4111 1111 1111 1111' });
    expect(paid.body).toContain('Pagamento aprovado. O cartão será cobrado em');
    const [before] = await chargesOf(link.uuid);
    expect(before).toMatchObject({ status: 'SCHEDULED', expirationDate: day });
    await s.clock.set(new Date(startOfBusinessDay(day).getTime() + 3600 * 1000));
    // Days on, the access token has expired: the client refreshes the session, as the app does.
    const after = await splitOf(before!.uuid);
    expect(after.data).toHaveLength(2);
    const [row] = await s.db.query<{ status: string }>('SELECT status FROM charges WHERE id = $1', [
      before!.uuid,
    ]);
    expect(row!.status).toBe('PAID');
  });
});
