import type { BalcaoClients } from '@balcao/client';
import { businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { cardFeeCents } from '@balcao/domain/payment-links';
import { nextDueDate } from '@balcao/domain/subscriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestSandbox,
  descriptions,
  freshClients,
  OTHER_ADMIN,
  refusal,
  type TestSandbox,
} from '../../test-support';
import { chargeNetCents } from '../ledger/charge-ledger-test';
import { FAST_LINK_SPLIT_ERROR } from './order-fields';
import { CARD_ONLY_ERROR } from './split';
import { buyerFields, type LinkRequest, submitForm } from './test-helpers';

// Split with sub-sellers on SUBSCRIPTION links (issue 12): the same rules as one-off links, the split
// carried to the subscription the link sells, and each card charge of it divided, renewals included.
let s: TestSandbox;
let api: BalcaoClients['payment'];
const SALE = 'vendas@demo.balcao.dev';
let mine: number[] = [];
let theirs = 0;
let idPlan = 0;

beforeAll(async () => {
  s = await createTestSandbox();
  api = (await s.clients(ADMIN)).payment;
  await s.db.query(
    `UPDATE sub_sellers SET split_status = 'ACTIVE', split_due_at = NULL WHERE split_status = 'PENDING'`,
  );
  const rows = await s.db.query<{ id: number; email: string }>(
    `SELECT ss.id, u.email FROM sub_sellers ss JOIN users u ON u.seller_id = ss.seller_id
      WHERE u.email IN ($1, $2) AND ss.split_status = 'ACTIVE' AND ss.is_active ORDER BY ss.id`,
    [ADMIN, OTHER_ADMIN],
  );
  mine = rows.filter((r) => r.email === ADMIN).map((r) => r.id);
  // The other merchant's validated sub-seller, copied from one of the demo's.
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
  const [plan] = await s.db.query<{ id: number }>(
    `SELECT p.id FROM plans p JOIN users u ON u.seller_id = p.seller_id AND u.email = $1
      WHERE p.title = 'Clube do Café'`,
    [ADMIN],
  );
  idPlan = plan!.id;
});
afterAll(() => s?.close());

type Split = NonNullable<LinkRequest['subSellerPaymentRequest']>;
const create = async (body: LinkRequest, email = ADMIN) =>
  (await s.clients(email)).payment.POST('/payment-links', { body });
const edit = (id: string, body: LinkRequest) =>
  api.PUT('/payment-links/{id}', { params: { path: { id } }, body });

const card: LinkRequest['allowedPaymentMethods'] = {
  creditCardMethod: { type: 'RECURRENT', discount: null },
};
const splitSubscriptionLink = (extra: Partial<LinkRequest> = {}, split?: Split): LinkRequest => ({
  type: 'SUBSCRIPTION',
  paymentOrder: { title: 'Clube com parceiros', value: 100, installments: 1 },
  paymentSubscription: { idPlan, valuePerMonth: 100, type: 'MONTHLY' },
  allowedPaymentMethods: card,
  subSellerPaymentRequest: split ?? [
    { idSubSeller: mine[0]!, paymentType: 'PERCENTAGE', paymentValue: 10 },
    { idSubSeller: mine[1]!, paymentType: 'FIXED', paymentValue: 20.5 },
  ],
  ...extra,
});

describe('split on subscription links', () => {
  it('creates a card-only subscription link with its split, and an edit changes it', async () => {
    const created = await create(splitSubscriptionLink());
    expect(created.response.status, JSON.stringify(created.data)).toBe(201);
    expect(created.data!.subSellerResponse).toEqual([
      expect.objectContaining({ idSubSeller: mine[0], paymentType: 'PERCENTAGE', amountOnPaymentLink: 10 }),
      expect.objectContaining({ idSubSeller: mine[1], paymentType: 'FIXED', amountOnPaymentLink: 20.5 }),
    ]);
    const edited = await edit(
      created.data!.uuid,
      splitSubscriptionLink({}, [{ idSubSeller: mine[1]!, paymentType: 'PERCENTAGE', paymentValue: 25 }]),
    );
    expect(edited.response.status).toBe(200);
    expect(edited.data!.subSellerResponse).toEqual([
      expect.objectContaining({ idSubSeller: mine[1], paymentType: 'PERCENTAGE', amountOnPaymentLink: 25 }),
    ]);
  });

  it('refuses boleto or Pix beside the split, a fast link split, another seller’s sub-seller and too much', async () => {
    const before = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_links'))[0]!.n;
    const cases: [LinkRequest, string][] = [
      [
        splitSubscriptionLink({ allowedPaymentMethods: { ...card, pixMethod: { discount: null } } }),
        CARD_ONLY_ERROR,
      ],
      [
        splitSubscriptionLink({ allowedPaymentMethods: { ...card, bankSlipMethod: { discount: null } } }),
        CARD_ONLY_ERROR,
      ],
      [
        {
          ...splitSubscriptionLink({ type: 'FAST_ORDER', paymentSubscription: null }),
          allowedPaymentMethods: { creditCardMethod: { type: 'EARLY_BUYER', discount: null } },
        },
        FAST_LINK_SPLIT_ERROR,
      ],
      [
        splitSubscriptionLink({}, [{ idSubSeller: theirs, paymentType: 'FIXED', paymentValue: 1 }]),
        `Split: sub-vendedor não encontrado: ${theirs}.`,
      ],
      [
        splitSubscriptionLink({}, [{ idSubSeller: mine[0]!, paymentType: 'FIXED', paymentValue: 99 }]),
        'Split: O valor do split é superior ao valor disponível. Revise os valores para criar o link.',
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await refusal(create(body));
      expect(refused.status, message).toBe(400);
      expect(descriptions(refused)).toContain(message);
    }
    const after = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_links'))[0]!.n;
    expect(after).toBe(before);
  });

  it('needs SELLER_ADMIN: a sales user gets 403', async () => {
    expect((await refusal(create(splitSubscriptionLink(), SALE))).status).toBe(403);
  });

  // Last: moving the clock ends the sessions the other tests use.
  it('divides the first card charge and each renewal; the subscription keeps the split it was sold with', async () => {
    const link = (
      await create(
        splitSubscriptionLink({}, [
          { idSubSeller: mine[0]!, paymentType: 'PERCENTAGE', paymentValue: 33.33 },
          { idSubSeller: mine[1]!, paymentType: 'FIXED', paymentValue: 10 },
        ]),
      )
    ).data!;
    const paid = await submitForm(
      s,
      `/payment-link/${link.uuid}`,
      buyerFields({
        name: 'Rita Assinante',
        email: 'rita@exemplo.com.br',
        method: 'CREDIT_CARD',
        cardNumber: '4111 1111 1111 1111',
      }),
    );
    expect(paid.status).toBe(200);
    const [sub] = await s.db.query<{ id: string }>(
      'SELECT id FROM subscriptions WHERE payment_link_id = $1',
      [link.uuid],
    );
    // A later edit of the link's split changes its next purchases, not the subscription already sold.
    await edit(
      link.uuid,
      splitSubscriptionLink({}, [{ idSubSeller: mine[0]!, paymentType: 'PERCENTAGE', paymentValue: 50 }]),
    );
    const lowered = await refusal(
      api.PATCH('/subscriptions/{id}', {
        params: { path: { id: sub!.id } },
        body: { idPlan, basicValueRequest: { type: 'MONTHLY', value: 10, valuePerMonth: 10 } },
      }),
    );
    expect(lowered.status).toBe(400);
    expect(descriptions(lowered).join()).toContain('O valor do split é superior ao valor disponível');

    const today = businessToday(s.clock.now());
    const next = nextDueDate(today, 'MONTHLY', today);
    await s.clock.set(new Date(startOfBusinessDay(next).getTime() + 10 * 3600 * 1000));
    // A month on, past the refresh token's life: a new session.
    const fresh = (await freshClients(s, ADMIN)).payment;
    const detail = (await fresh.GET('/subscriptions/{id}', { params: { path: { id: sub!.id } } })).data!;
    const charges = detail.charges;
    expect(charges.map((c) => c.status)).toEqual(['PAID', 'PAID']);
    for (const charge of charges) {
      const split = (await fresh.GET('/charges/{id}/split', { params: { path: { id: charge.uuid } } })).data!;
      // 33.33% of 10000 cents is 3333, and 10,00 fixed: the seller keeps 56,67, the renewal as the first.
      expect(split.data.map((l) => l.amount).sort()).toEqual([10, 33.33]);
      expect(split.sellerAmount).toBe(56.67);
      expect(await chargeNetCents(s.db, charge.uuid)).toBe(5667 - cardFeeCents(10000, 1));
    }
  });
});
