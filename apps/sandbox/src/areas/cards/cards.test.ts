import type { banking as contract } from '@balcao/client';
import { CARD_LIMIT_REQUIRED_MESSAGE, INVOICE_MESSAGES } from '@balcao/domain/cards';
import { isValidPixBrCode } from '@balcao/domain/pix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFileClockStart } from '../../test-clock';
import {
  ADMIN,
  createTestSandbox,
  freshClients,
  jsonBody,
  refusal,
  statusOf,
  type TestSandbox,
} from '../../test-support';
import { post } from '../ledger/post';
import { isLuhnValid } from './card-data';

let s: TestSandbox;
let sellerId: number;
const CARD_USER = 'financeiro@demo.balcao.dev';
const VIEWER = 'operador@demo.balcao.dev';

// The seed's own instant: what it shows is read at the clock it was written at.
const NOW = testFileClockStart();

/**
 * The issuer rules' calendar: Wednesday 25 November 2026, noon in São Paulo (purchases then go to the
 * December invoice: due day 12, closing on the 5th), moved on by whole years until its December starts after
 * the run's clock. Card invoices count calendar days only, so every year reads alike.
 */
const YEARS = (() => {
  let years = 0;
  while (Date.UTC(2026 + years, 11, 1) <= NOW.getTime()) years++;
  return years;
})();
const y = (text: string) => text.replace(/\b20\d\d\b/g, (year) => String(Number(year) + YEARS));

beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(NOW, { frozen: true });
  const [seller] = await s.db.query<{ seller_id: number }>(`SELECT seller_id FROM users WHERE email = $1`, [
    ADMIN,
  ]);
  sellerId = seller!.seller_id;
});
afterAll(() => s?.close());

// A fresh session per call: the tests move the clock past the refresh token's life.
const banking = async (email = CARD_USER) => (await freshClients(s, email)).banking;
/** The card the issuer made, by id. */
const cardOf = async (id: string) =>
  (await (await banking()).GET('/card/{id}', { params: { path: { id } } })).data!;
const reveal = async (id: string, email = CARD_USER) =>
  (await banking(email)).GET('/card/{id}/sensitive-data', { params: { path: { id } } });
const setStatus = async (idCard: string, status: 'ACTIVE' | 'BLOCKED', email = CARD_USER) =>
  (await banking(email)).PATCH('/cards', { body: { status, idCard } });
const changeLimit = async (cardId: string, newLimit: number) =>
  (await banking()).PATCH('/limits/change-limit', { body: { cardId, newLimit } });
const payInvoice = async (cardInvoiceId: string, paymentMethod: 'CHECKING_ACCOUNT' | 'PIX', email = ADMIN) =>
  (await banking(email)).POST('/cards/invoices/generate-payment', {
    body: { cardInvoiceIds: [cardInvoiceId], paymentMethod },
  });
const invoiceOf = async (yearMonth: string) =>
  (await (await banking(ADMIN)).GET('/cards/invoices/{yearMonth}', { params: { path: { yearMonth } } }))
    .data!;
const readyForPayment = async () =>
  (await (await banking(ADMIN)).GET('/cards/invoices/ready-for-payment')).data!;
const invoicePayment = async (id: string) =>
  (await (await banking(ADMIN)).GET('/cards/invoices/payments/{id}', { params: { path: { id } } })).data!;
// The sandbox's purchases and Pix payer are no contract operations: raw calls.
const purchase = (cardId: string, amount: number, description = 'Loja de teste') =>
  s.call({ method: 'POST', url: `/_sandbox/cards/${cardId}/purchases`, payload: { amount, description } });
const payPix = (emv: string) => s.call({ method: 'POST', url: '/_sandbox/pix/pay', payload: { emv } });

type NewCard = contract.components['schemas']['CardCreate'];
/** What the sandbox's purchase and Pix routes answer. */
type CardTransaction = contract.components['schemas']['CardTransaction'];
type CardInvoicePayment = contract.components['schemas']['CardInvoicePayment'];

/** A new card, issued: the issuer's job runs once the clock passes its few seconds. */
async function issuedCard(body: NewCard) {
  const created = await (await banking()).POST('/cards', { body });
  expect(created.response.status).toBe(201);
  expect(created.data).toMatchObject({ cardStatus: 'PENDING', panMasked: null });
  await s.clock.advance(5);
  const card = await cardOf(created.data!.id);
  expect(card.cardStatus).toBe('ACTIVE');
  return card;
}

describe('the seed', () => {
  it('gives the demo merchant four cards in every status and type, six months of purchases and invoices in every status', async () => {
    const admin = await banking(ADMIN);
    const cards = (await admin.GET('/cards', { params: { query: { size: 100 } } })).data!;
    const byName = Object.fromEntries(cards.content.map((c) => [c.cardName, c]));
    expect(byName.Marketing).toMatchObject({ cardStatus: 'ACTIVE', type: 'LIMIT_BALANCE', limitValue: 8000 });
    expect(byName.Viagens).toMatchObject({ cardStatus: 'BLOCKED', type: 'FREE_BALANCE' });
    expect(byName.Software).toMatchObject({ cardStatus: 'CANCELLED', type: 'LIMIT_BALANCE' });
    expect(byName.Escritório).toMatchObject({ cardStatus: 'PENDING', panMasked: null });
    const months = (await admin.GET('/cards/invoices', { params: { query: { size: 12 } } })).data!;
    expect(months.content.length).toBeGreaterThanOrEqual(6);
    expect(new Set(months.content.map((m) => m.status))).toEqual(
      new Set(['OPEN', 'CLOSED', 'OVERDUE', 'PAID']),
    );
    const statement = (
      await admin.GET('/transactions', { params: { query: { cardId: byName.Viagens!.id, size: 100 } } })
    ).data!;
    expect(statement.content[0]).toMatchObject({ status: 'DECLINED', declineReason: 'CARD_BLOCKED' });
    const [span] = await s.db.query<{ days: number }>(
      `SELECT extract(day FROM max(transaction_at) - min(transaction_at))::int AS days FROM card_transactions WHERE seller_id = $1`,
      [sellerId],
    );
    expect(span!.days).toBeGreaterThanOrEqual(170);
    const revealed = (await reveal(byName.Marketing!.id, ADMIN)).data!;
    expect(revealed.pan.slice(-4)).toBe(byName.Marketing!.finalDigits);
  });
});

describe("the issuer rules (on the demo merchant without the seed's cards, at fixed dates)", () => {
  // The seed's invoices are dated from the day the seed ran; these tests keep to their own calendar, which
  // starts on 25 November of the first year whose December comes after the run's clock (test-clock.ts):
  // 2026 at the default start, later when BALCAO_TEST_NOW starts the run further on, so the seed's
  // checking account never moves after the days these tests pay on.
  beforeAll(async () => {
    await s.clock.set(new Date(y('2026-11-25T15:00:00Z')), { frozen: true });
    await s.db.query('DELETE FROM card_invoice_payments WHERE seller_id = $1', [sellerId]);
    await s.db.query('DELETE FROM card_transactions WHERE seller_id = $1', [sellerId]);
    await s.db.query('DELETE FROM card_invoices WHERE seller_id = $1', [sellerId]);
    await s.db.query('DELETE FROM cards WHERE seller_id = $1', [sellerId]);
    await s.db.query('UPDATE card_programs SET closing_days = 7 WHERE seller_id = $1', [sellerId]);
  });

  describe('cards: creation, validation and roles', () => {
    it('creates a fixed-limit card PENDING and the issuer issues it with a number a few seconds later', async () => {
      const card = await issuedCard({ type: 'LIMIT_BALANCE', limitValue: 100, cardName: ' Marketing ' });
      expect(card).toMatchObject({
        cardName: 'Marketing',
        type: 'LIMIT_BALANCE',
        limitValue: 100,
        invoiceValue: 0,
      });
      expect(card.finalDigits).toMatch(/^\d{4}$/);
      expect(card.panMasked).toBe(`**** **** **** ${card.finalDigits}`);
    });

    it('refuses a missing limit on LIMIT_BALANCE, a limit on FREE_BALANCE, long or marked-up names, three decimals', async () => {
      const cases: [NewCard, string | RegExp][] = [
        [{ type: 'LIMIT_BALANCE', cardName: 'Sem limite' }, CARD_LIMIT_REQUIRED_MESSAGE],
        [{ type: 'FREE_BALANCE', cardName: 'Livre', limitValue: 10 }, /Saldo Livre/],
        [{ type: 'FREE_BALANCE', cardName: 'x'.repeat(21) }, /no máximo 20 caracteres/],
        [{ type: 'FREE_BALANCE', cardName: '<b>oi</b>' }, 'Não use os caracteres < e >.'],
        [{ type: 'FREE_BALANCE', cardName: '   ' }, 'Este campo é obrigatório'],
        [{ type: 'LIMIT_BALANCE', cardName: 'Centavos', limitValue: 10.005 }, /duas casas/],
        [{ type: 'LIMIT_BALANCE', cardName: 'Acima', limitValue: 60000 }, /limite global/],
      ];
      for (const [body, message] of cases) {
        const { status, errors } = await refusal((await banking()).POST('/cards', { body }));
        expect(status, JSON.stringify(body)).toBe(400);
        expect(errors[0]!.description).toMatch(message);
      }
    });

    it('lets a viewer list cards but not create, block or reveal; a merchant without banking roles is refused', async () => {
      expect(await statusOf((await banking(VIEWER)).GET('/cards'))).toBe(200);
      const create = (await banking(VIEWER)).POST('/cards', {
        body: { type: 'FREE_BALANCE', cardName: 'Nao' },
      });
      expect(await statusOf(create)).toBe(403);
      expect(await statusOf((await banking('outra@demo.balcao.dev')).GET('/cards'))).toBe(403);
      const list = (await (await banking()).GET('/cards', { params: { query: { search: 'Marketing' } } }))
        .data!;
      const id = list.content[0]!.id;
      expect(await statusOf(reveal(id, VIEWER))).toBe(403);
      expect(await statusOf(setStatus(id, 'BLOCKED', ADMIN))).toBe(403 - 403 + 200);
      expect(await statusOf(setStatus(id, 'ACTIVE', ADMIN))).toBe(200);
    });

    it("answers 404 for another seller's card and 409 'Conta não configurada.' without an active account", async () => {
      const [other] = await s.db.query<{ id: number }>(
        `SELECT id FROM sellers WHERE id <> $1 ORDER BY id LIMIT 1`,
        [sellerId],
      );
      const foreign = crypto.randomUUID();
      await s.db.query(
        `INSERT INTO cards (id, seller_id, card_name, type, status, created_at) VALUES ($1, $2, 'Alheio', 'FREE_BALANCE', 'PENDING', now())`,
        [foreign, other!.id],
      );
      expect(await statusOf((await banking()).GET('/card/{id}', { params: { path: { id: foreign } } }))).toBe(
        404,
      );
      expect(await statusOf(setStatus(foreign, 'BLOCKED'))).toBe(404);
      const [account] = await s.db.query<{ debit: string }>(
        'SELECT debit_account_id::text AS debit FROM bank_accounts WHERE seller_id = $1',
        [sellerId],
      );
      await s.db.query(
        `UPDATE bank_accounts SET status = 'PENDING', debit_account_id = NULL WHERE seller_id = $1`,
        [sellerId],
      );
      try {
        const refused = await refusal((await banking()).GET('/cards'));
        expect(refused.status).toBe(409);
        expect(refused.errors[0]!.description).toBe('Conta não configurada.');
      } finally {
        await s.db.query(
          `UPDATE bank_accounts SET status = 'ACTIVE', debit_account_id = $2 WHERE seller_id = $1`,
          [sellerId, account!.debit],
        );
      }
    });

    it('replays a creation with the same Idempotency-Key without a second card, and refuses it with another body', async () => {
      const send = async (cardName: string) =>
        (await banking()).POST('/cards', {
          body: { type: 'FREE_BALANCE', cardName },
          headers: { 'Idempotency-Key': 'cartao-repetido-1' },
        });
      const count = async () =>
        (
          await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cards WHERE seller_id = $1', [
            sellerId,
          ])
        )[0]!.n;
      const first = await send('Repetido');
      const before = await count();
      const again = await send('Repetido');
      expect(again.response.status).toBe(201);
      expect(again.data!.id).toBe(first.data!.id);
      expect(await count()).toBe(before);
      expect(await statusOf(send('Outro nome'))).toBe(409);
    });

    it('block_items_credit_card turns off card actions but not the invoices', async () => {
      await s.db.query(
        `INSERT INTO seller_feature_toggles (seller_id, name) VALUES ($1, 'block_items_credit_card')`,
        [sellerId],
      );
      try {
        const create = (await banking()).POST('/cards', {
          body: { type: 'FREE_BALANCE', cardName: 'Congelado' },
        });
        expect(await statusOf(create)).toBe(403);
        expect(await statusOf((await banking()).GET('/cards/invoices'))).toBe(200);
      } finally {
        await s.db.query(
          `DELETE FROM seller_feature_toggles WHERE seller_id = $1 AND name = 'block_items_credit_card'`,
          [sellerId],
        );
      }
    });
  });

  describe('card data encrypted at rest', () => {
    it('keeps only ciphertext in the row; Ver dados decrypts a Luhn-valid number, never cached', async () => {
      const card = await issuedCard({ type: 'FREE_BALANCE', cardName: 'Cofre' });
      const revealed = await reveal(card.id);
      expect(revealed.response.status).toBe(200);
      expect(revealed.response.headers.get('cache-control')).toBe('no-store');
      const { pan, cvv, expiryMmYyyy } = revealed.data!;
      expect(isLuhnValid(pan)).toBe(true);
      expect(pan.slice(-4)).toBe(card.finalDigits);
      expect(expiryMmYyyy).toBe(y('11/2031'));
      const [row] = await s.db.query<Record<string, unknown>>('SELECT * FROM cards WHERE id = $1', [card.id]);
      const stored = JSON.stringify(row);
      expect(stored).not.toContain(pan);
      expect(stored).not.toContain(pan.slice(0, 12));
      expect(String(row!.sensitive_data)).not.toContain(cvv);
      // The card id is the ciphertext's associated data: copied onto another card, it does not decrypt.
      const other = await issuedCard({ type: 'FREE_BALANCE', cardName: 'Outro' });
      await s.db.query('UPDATE cards SET sensitive_data = $2 WHERE id = $1', [other.id, row!.sensitive_data]);
      const moved = await refusal(reveal(other.id));
      expect(moved.status).toBe(409);
      expect(JSON.stringify(moved.body)).not.toContain(pan);
    });
  });

  describe('purchases authorised by the issuer', () => {
    it('declines a purchase above the card limit, and approves it once the limit is raised', async () => {
      const card = await issuedCard({ type: 'LIMIT_BALANCE', limitValue: 100, cardName: 'Viagens' });
      const declined = await purchase(card.id, 150);
      expect(declined.status).toBe(201);
      expect(declined.body).toMatchObject({
        status: 'DECLINED',
        approved: false,
        declineReason: 'INSUFFICIENT_LIMIT',
      });
      const raised = await changeLimit(card.id, 200);
      expect(raised.response.status).toBe(200);
      expect(raised.data!.limitValue).toBe(200);
      await s.clock.advance(1);
      const approved = await purchase(card.id, 150);
      expect(approved.body).toMatchObject({ status: 'APPROVED', yearMonth: y('2026-12') });
      const limits = await (await banking()).GET('/limits', { params: { query: { idCard: card.id } } });
      expect(limits.data).toMatchObject({
        totalValueBag: 200,
        invoiceValue: 150,
        availableValueVirtualCard: 50,
        usedPercentage: 75,
      });
      const statement = await (await banking()).GET('/transactions', {
        params: { query: { cardId: card.id } },
      });
      expect(statement.data!.content.map((t) => t.status)).toEqual(['APPROVED', 'DECLINED']);
    });

    it('refuses a limit on a FREE_BALANCE card or above the global limit, one card at a time', async () => {
      const free = await issuedCard({ type: 'FREE_BALANCE', cardName: 'Livre' });
      const fixed = await issuedCard({ type: 'LIMIT_BALANCE', limitValue: 10, cardName: 'Fixo' });
      expect(await statusOf(changeLimit(free.id, 50))).toBe(400);
      expect(await statusOf(changeLimit(fixed.id, 70000))).toBe(400);
      // The other card's change went through on its own.
      expect(await statusOf(changeLimit(fixed.id, 20))).toBe(200);
      expect((await cardOf(fixed.id)).limitValue).toBe(20);
    });

    it('declines on a blocked card and approves again once unblocked; a cancelled card is final', async () => {
      const card = await issuedCard({ type: 'FREE_BALANCE', cardName: 'Bloqueio' });
      expect((await setStatus(card.id, 'BLOCKED')).data!.cardStatus).toBe('BLOCKED');
      expect((await purchase(card.id, 10)).body).toMatchObject({
        status: 'DECLINED',
        declineReason: 'CARD_BLOCKED',
      });
      expect((await setStatus(card.id, 'ACTIVE')).data!.cardStatus).toBe('ACTIVE');
      expect(jsonBody<CardTransaction>(await purchase(card.id, 10)).status).toBe('APPROVED');
      const cancelled = await (await banking()).DELETE('/cards', { body: { idCard: card.id } });
      expect(cancelled.data).toMatchObject({ cardStatus: 'CANCELLED' });
      expect(jsonBody<CardTransaction>(await purchase(card.id, 10)).declineReason).toBe('CARD_CANCELLED');
      expect(await statusOf(setStatus(card.id, 'ACTIVE'))).toBe(409);
      const rename = (await banking()).PATCH('/cards/rename-card', {
        body: { idCard: card.id, cardName: 'Novo' },
      });
      expect(await statusOf(rename)).toBe(409);
    });
  });

  describe('invoices by the sandbox clock and their payment', () => {
    let invoiceId: string;
    let cardId: string;

    it('closes the invoice after its end date and makes it OVERDUE after its due date, with no read writing', async () => {
      const card = await issuedCard({ type: 'LIMIT_BALANCE', limitValue: 1000, cardName: 'Fatura' });
      cardId = card.id;
      await purchase(card.id, 321.45, 'Papelaria');
      const open = await invoiceOf(y('2026-12'));
      expect(open).toMatchObject({ status: 'OPEN', endDate: y('2026-12-05'), dueDate: y('2026-12-12') });
      const mine = open.cardInvoices.find((i) => i.virtualCard.id === card.id)!;
      invoiceId = mine.id;
      expect(mine).toMatchObject({ status: 'OPEN', totalAmount: 321.45 });
      expect(mine.transactions[0]).toMatchObject({ description: 'Papelaria', amount: 321.45 });
      await s.clock.set(new Date(y('2026-12-06T03:30:00Z')), { frozen: true }); // 00:30 of the 6th in São Paulo
      expect((await invoiceOf(y('2026-12'))).status).toBe('CLOSED');
      await s.clock.set(new Date(y('2026-12-13T12:00:00Z')), { frozen: true });
      const overdue = await (await banking(ADMIN)).GET('/cards/invoices', {
        params: { query: { size: 12 } },
      });
      expect(overdue.data!.content.find((m) => m.yearMonth === y('2026-12'))!.status).toBe('OVERDUE');
      const payable = await readyForPayment();
      expect(payable.content.map((p) => p.cardInvoiceId)).toContain(invoiceId);
    });

    it("refuses paying from a balance that is not enough ('Saldo da conta não é suficiente.') and moves nothing", async () => {
      const balance = (await readyForPayment()).accountBalance;
      if (balance > 0) {
        await post(s.db, {
          sellerId,
          kind: 'PIX',
          effectiveDate: y('2026-12-13'),
          createdAt: s.clock.now(),
          reference: { type: 'PIX', id: 'drain' },
          idempotencyKey: 'test:drain-checking',
          description: 'Pix enviado',
          operation: 'PIX',
          postings: [
            { account: 'CHECKING', amountCents: -Math.round(balance * 100) },
            { account: 'EXTERNAL', amountCents: Math.round(balance * 100) },
          ],
        });
      }
      const refused = await refusal(payInvoice(invoiceId, 'CHECKING_ACCOUNT'));
      expect(refused.status).toBe(400);
      expect(refused.errors[0]!.description).toBe(INVOICE_MESSAGES.balanceNotEnough);
    });

    it('pays an overdue invoice from the checking account: CHECKING → CARD_CREDIT on the ledger, invoice PAID', async () => {
      await post(s.db, {
        sellerId,
        kind: 'PIX',
        effectiveDate: y('2026-12-13'),
        createdAt: s.clock.now(),
        reference: { type: 'PIX', id: 'deposit' },
        idempotencyKey: 'test:deposit-checking',
        description: 'Pix recebido',
        operation: 'PIX',
        postings: [
          { account: 'CHECKING', amountCents: 100_000 },
          { account: 'EXTERNAL', amountCents: -100_000 },
        ],
      });
      const byViewer = payInvoice(invoiceId, 'CHECKING_ACCOUNT', CARD_USER.replace('financeiro', 'operador'));
      expect(await statusOf(byViewer)).toBe(403);
      const paid = await payInvoice(invoiceId, 'CHECKING_ACCOUNT');
      expect(paid.response.status).toBe(201);
      expect(paid.data).toMatchObject({ status: 'PAID', amount: 321.45, emv: null });
      const entries = await s.db.query<{ kind: string; amount: string }>(
        `SELECT a.kind, p.amount_cents::text AS amount FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
         JOIN ledger_accounts a ON a.id = p.account_id WHERE e.idempotency_key = $1 ORDER BY a.kind`,
        [`card-invoice-payment:${paid.data!.id}`],
      );
      expect(entries).toEqual([
        { kind: 'CARD_CREDIT', amount: '32145' },
        { kind: 'CHECKING', amount: '-32145' },
      ]);
      expect((await readyForPayment()).accountBalance).toBe(1000 - 321.45);
      const detail = await invoiceOf(y('2026-12'));
      expect(detail.cardInvoices.find((i) => i.id === invoiceId)!.status).toBe('PAID');
      expect(await statusOf(payInvoice(invoiceId, 'PIX'))).toBe(409);
      expect((await cardOf(cardId)).invoiceValue).toBe(0);
    });

    it('pays by Pix: a valid BR Code for 24 hours, settled when the sandbox pays it, refused once expired', async () => {
      await purchase(cardId, 80, 'Combustível');
      await s.clock.set(new Date(y('2027-01-06T12:00:00Z')), { frozen: true }); // the January invoice closed on the 5th
      const payable = await readyForPayment();
      const january = payable.content.find((p) => p.cardName === 'Fatura' && p.yearMonth === y('2027-01'))!;
      expect(january).toMatchObject({ invoiceStatus: 'CLOSED', totalAmount: 80 });
      const pix = await payInvoice(january.cardInvoiceId, 'PIX');
      expect(pix.response.status).toBe(201);
      const payment = pix.data!;
      expect(payment).toMatchObject({
        status: 'PENDING',
        amount: 80,
        expiresAt: y('2027-01-07T12:00:00.000Z'),
      });
      expect(isValidPixBrCode(payment.emv!)).toBe(true);
      expect(payment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      const pending = (await (await banking(ADMIN)).GET('/cards/invoices/verify-pending-payment')).data!;
      expect(pending.payment!.id).toBe(payment.id);
      const ready = await readyForPayment();
      expect(ready.content.map((p) => p.cardInvoiceId)).not.toContain(january.cardInvoiceId);
      const paid = await payPix(payment.emv!);
      expect(paid.status).toBe(200);
      expect(jsonBody<CardInvoicePayment>(paid).status).toBe('PAID');
      expect((await payPix(payment.emv!)).status).toBe(409);
      expect((await invoicePayment(payment.id)).status).toBe('PAID');

      await purchase(cardId, 12.5, 'Café');
      await s.clock.set(new Date(y('2027-02-06T12:00:00Z')), { frozen: true });
      const feb = (await readyForPayment()).content.find(
        (p) => p.cardName === 'Fatura' && p.yearMonth === y('2027-02'),
      )!;
      const late = (await payInvoice(feb.cardInvoiceId, 'PIX')).data!;
      await s.clock.set(new Date(y('2027-02-07T12:00:01Z')), { frozen: true });
      expect((await invoicePayment(late.id)).status).toBe('EXPIRED');
      expect((await payPix(late.emv!)).status).toBe(409);
    });

    it('sends the card statement to the outbox with the masked number only', async () => {
      const card = await cardOf(cardId);
      const pan = (await reveal(cardId)).data!.pan;
      const sent = await (await banking()).POST('/v1/banking/card/transactions', {
        body: { cardId, startDate: y('2026-11-01'), endDate: y('2027-02-07') },
      });
      expect(sent.response.status).toBe(202);
      expect(sent.data).toMatchObject({ recipientEmail: CARD_USER, transactions: 3 });
      const [mail] = await s.db.query<{ subject: string; body: string }>(
        `SELECT subject, body FROM outbox_emails WHERE to_address = $1 ORDER BY id DESC LIMIT 1`,
        [CARD_USER],
      );
      expect(mail!.subject).toBe('Extrato do cartão Fatura');
      expect(mail!.body).toContain(card.panMasked);
      expect(mail!.body).not.toContain(pan);
    });
  });

  describe('the due day, once', () => {
    it('sets 18, moves the open invoices to it, and refuses a second change or a day not allowed', async () => {
      const admin = await banking(ADMIN);
      expect((await admin.GET('/cards/invoices/settings')).data).toMatchObject({
        dueDay: null,
        effectiveDueDay: 12,
        canChange: true,
      });
      const dueDay = (day: 12 | 18 | 22) =>
        admin.PATCH('/cards/invoices/update-due-day/{day}', { params: { path: { day } } });
      // A day the contract does not offer: only a raw call can ask for it.
      const fifteen = await s.call({
        method: 'PATCH',
        url: '/banking/cards/invoices/update-due-day/15',
        headers: await s.bearer(ADMIN),
      });
      expect(fifteen.status).toBe(400);
      const set = await dueDay(18);
      expect(set.response.status).toBe(200);
      expect(set.data).toMatchObject({ dueDay: 18, canChange: false });
      const again = await refusal(dueDay(22));
      expect(again.status).toBe(409);
      expect(again.errors[0]!.description).toBe(INVOICE_MESSAGES.dueDayLocked);
      const card = await issuedCard({ type: 'FREE_BALANCE', cardName: 'Dia 18' });
      await purchase(card.id, 5);
      const march = await invoiceOf(y('2027-03'));
      expect(march).toMatchObject({ dueDate: y('2027-03-18'), endDate: y('2027-03-11') });
    });
  });
});
