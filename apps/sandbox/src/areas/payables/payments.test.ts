import type { banking as contract } from '@balcao/client';
import { barcodeToLinhaDigitavel, buildBoletoBarcode } from '@balcao/domain/boletos';
import { formatBRL } from '@balcao/domain/money';
import { bankNameByCode } from '@balcao/domain/payables';
import { pixLimitExceededMessage } from '@balcao/domain/pix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_PIX_RECIPIENTS } from '../../../seed/pix-keys';
import {
  ADMIN,
  createTestSandbox,
  errorBody,
  freshClients,
  OPERATOR,
  refusal,
  statusOf,
  type TestSandbox,
  withKey,
} from '../../test-support';
import { openBankAccount } from '../bank-accounts/account';
import { post } from '../ledger/post';
import { pdfText } from './pdf-text-test';

let s: TestSandbox;
let sellerId: number;
let seeded: {
  payments: Schemas['PaymentPage'];
  favorites: Schemas['PaymentFavoritePage'];
};
const OTHER = 'outra@demo.balcao.dev';
const [EMAIL_KEY, CPF_KEY, , CNPJ_KEY] = EXTERNAL_PIX_RECIPIENTS;

// Wednesday 25 November 2026, noon in São Paulo.
const NOW = new Date('2026-11-25T15:00:00Z');
const TOMORROW = '2026-11-26';

/** A valid 'cobrança' slip line: bank, amount in cents and due date as a bank would print them. */
export function slipLine(amountCents: number, dueDate: string | null = '2026-12-10', bankCode = '001') {
  const barcode = buildBoletoBarcode({
    bankCode,
    currency: '9',
    dueDate,
    amountCents,
    freeField: '0000001231234567890100000',
  });
  return { barcode, line: barcodeToLinhaDigitavel(barcode)! };
}

beforeAll(async () => {
  s = await createTestSandbox();
  const [row] = await s.db.query<{ seller_id: number }>('SELECT seller_id FROM users WHERE email = $1', [
    ADMIN,
  ]);
  sellerId = row!.seller_id;
  // Read at the seed's own clock: moved to this file's calendar first, the seed's payments waiting for
  // approval or their date would have expired or run when that calendar is after the seed's day.
  seeded = {
    payments: (await list({ size: 100 }, ADMIN)).data!,
    favorites: (await (await banking(ADMIN)).GET('/payments/favorites')).data!,
  };
  // The seed's payments are dated from the day it ran; these tests keep to their own calendar.
  await s.db.query('DELETE FROM payables WHERE seller_id = $1', [sellerId]);
  await s.db.query('DELETE FROM payable_favorites WHERE seller_id = $1', [sellerId]);
  await s.clock.set(NOW, { frozen: true });
});
afterAll(() => s?.close());

type Schemas = contract.components['schemas'];
type NewPayment = Schemas['PaymentCreateRequest'];
type ListQuery = contract.operations['listPayments']['parameters']['query'];
// Signed in anew for each call: the tests move the clock by days.
const banking = async (email = OPERATOR) => (await freshClients(s, email)).banking;
const check = async (body: Schemas['PaymentCheckRequest']) =>
  (await banking()).POST('/payments/create', { body });
const create = async (body: NewPayment, email = OPERATOR, key?: string) =>
  (await banking(email)).POST('/payments', { body, ...(key ? withKey(key) : {}) });
const created = async (body: NewPayment) => {
  const answer = await create(body);
  expect(answer.response.status, JSON.stringify(answer.data)).toBe(201);
  return answer.data!;
};
const payment = async (transferId: string, email = OPERATOR) =>
  (await banking(email)).GET('/payments/{transferId}', { params: { path: { transferId } } });
const statusOfPayment = async (transferId: string) => (await payment(transferId)).data!.status;
const list = async (query: ListQuery = {}, email = OPERATOR) =>
  (await banking(email)).GET('/payments', { params: { query } });
const approveAs = async (email: string, transferIds: string[]) =>
  (await banking(email)).POST('/payments/approval', { body: { transferIds } });
const reject = async (body: Schemas['PaymentRejectionRequest'], email = ADMIN) =>
  (await banking(email)).POST('/payments/rejection', { body });
const cancel = async (transferId: string, email = ADMIN) =>
  (await banking(email)).DELETE('/payments/{transferId}', { params: { path: { transferId } } });
const favorites = async (name?: string) =>
  (await banking()).GET('/payments/favorites', { params: { query: name === undefined ? {} : { name } } });
/** Bodies and queries the contract refuses, which the typed client would not let a test write. */
const raw = async (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  s.call({
    method,
    url: `/banking${url}`,
    headers: {
      ...(await auth(OPERATOR)),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
const auth = async (email: string) => ({ authorization: `Bearer ${(await s.signIn(email)).token}` });

const balanceCents = async () =>
  Math.round((await (await banking(ADMIN)).GET('/accounts/balance')).data!.debitAccountAmount * 100);
/** What a payment moved on the payer's checking account, from its ledger entry (0 when nothing moved). */
const checkingMoved = async (paymentId: string) =>
  Number(
    (
      await s.db.query<{ moved: string }>(
        `SELECT coalesce(sum(p.amount_cents), 0)::text AS moved FROM ledger_entries e
           JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
          WHERE e.reference_id = $1 AND e.seller_id = $2 AND a.kind = 'CHECKING'`,
        [paymentId, sellerId],
      )
    )[0]!.moved,
  );
const countPayables = async () =>
  (
    await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payables WHERE seller_id = $1', [
      sellerId,
    ])
  )[0]!.n;

/** Puts money on the demo's checking account from outside, so a test chooses what the balance covers. */
async function credit(cents: number) {
  await post(s.db, {
    sellerId,
    kind: 'PIX',
    effectiveDate: '2026-11-25',
    createdAt: s.clock.now(),
    reference: { type: 'PIX', id: crypto.randomUUID() },
    idempotencyKey: `test-credit:${crypto.randomUUID()}`,
    description: 'Crédito de teste',
    operation: 'PIX_RECEBIDO',
    postings: [
      { account: 'EXTERNAL', amountCents: -cents },
      { account: 'CHECKING', amountCents: cents },
    ],
  });
}

const requestPix = async (amount: number, paymentDate = TOMORROW, extra: Partial<NewPayment> = {}) =>
  created({
    type: 'PIX',
    pixKey: EMAIL_KEY.key,
    amount,
    paymentDate,
    description: 'Material de escritório',
    costCenter: 'administrativo',
    ...extra,
  });
/** The receipt's bytes and headers as sent: through `app.inject`, the PDF is the wire format under test. */
const receipt = async (id: string, email = OPERATOR) =>
  s.app.inject({ method: 'GET', url: `/banking/payments/${id}/receipt`, headers: await auth(email) });
const approve = async (...ids: string[]) => approveAs(ADMIN, ids);
/** Moves the clock to 06:00 of São Paulo on `day` (plus a minute), which runs what fell due. */
const moveTo = async (day: string) => s.clock.set(new Date(`${day}T09:01:00Z`), { frozen: true });

describe('the seed', () => {
  it('gives the demo merchant Pix and boleto payments in every status the sandbox bank stores, and favourites', () => {
    const statuses = new Set(seeded.payments.content.map((p) => p.status));
    expect(statuses).toEqual(
      new Set(['REQUESTED', 'SCHEDULED', 'PAID', 'FAILED', 'REJECTED', 'EXPIRED', 'CANCELLED']),
    );
    expect(new Set(seeded.payments.content.map((p) => p.transactionType))).toEqual(
      new Set(['PIX', 'BANK_SLIP']),
    );
    expect(seeded.payments.content.filter((p) => p.hasReceipt).length).toBeGreaterThanOrEqual(2);
    expect(seeded.favorites.totalElements).toBe(3);
  });
});

describe('looking a payment up (POST /payments/create)', () => {
  it('answers the recipient of a key in the sandbox directory, typed in any form', async () => {
    const typed = ['FINANCEIRO@papelariaaurora.com.br', '123.456.789-09', '98.765.432/0001-98'];
    const expected = [EMAIL_KEY, CPF_KEY, CNPJ_KEY];
    for (const [i, pixKey] of typed.entries()) {
      const { response, data } = await check({ type: 'PIX', pixKey, pixAmount: 10.5 });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({
        type: 'PIX',
        amount: 10.5,
        recipientName: expected[i]!.name,
        recipientDocument: expected[i]!.document,
        bankIspb: expected[i]!.ispb,
        pixKey: expected[i]!.key,
        paymentDate: '2026-11-25',
        isFavorite: false,
        barCode: null,
      });
    }
    const email = await check({ type: 'PIX', pixKey: EMAIL_KEY.key });
    expect(email.data).toMatchObject({ pixKeyType: 'EMAIL', bankName: 'Banco do Brasil S.A.' });
  });

  it('refuses an unknown key as the directory would, a malformed one with §5’s message, and the seller’s own key', async () => {
    const unknown = await refusal(check({ type: 'PIX', pixKey: 'ninguem@exemplo.com.br' }));
    expect(unknown.status).toBe(404);
    expect(unknown.errors[0]).toEqual({
      code: 'PIX_KEY_NOT_FOUND',
      description: 'Chave Pix não encontrada.',
    });
    const cases: [string, string][] = [
      ['', 'A chave Pix é obrigatória'],
      ['12345678900', 'CPF ou CNPJ inválido'],
      ['abc$%', 'Formato de chave Pix inválido'],
    ];
    for (const [pixKey, message] of cases) {
      const { status, errors } = await refusal(check({ type: 'PIX', pixKey }));
      expect(status, pixKey).toBe(400);
      expect(errors[0]!.description).toBe(message);
    }
    const own = await refusal(check({ type: 'PIX', pixKey: 'contato@lojaexemplo.com.br' }));
    expect(own.status).toBe(400);
    expect(own.errors[0]!.code).toBe('OWN_PIX_KEY');
  });

  it('decodes a boleto line for real: amount, due date and bank, or the bank by code when unknown', async () => {
    const { line, barcode } = slipLine(123456);
    const { response, data } = await check({
      type: 'BANK_SLIP',
      barCode: `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10)}`,
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      type: 'BANK_SLIP',
      amount: 1234.56,
      dueDate: '2026-12-10',
      bankCode: '001',
      bankName: 'Banco do Brasil S.A.',
      recipientName: 'Banco do Brasil S.A.',
      barCode: barcode,
      bankSlipKey: barcode,
      digitableLine: line,
      kind: 'BANK',
      pixKey: null,
    });
    const unknownBank = await check({ type: 'BANK_SLIP', barCode: slipLine(500, null, '998').line });
    expect(unknownBank.data).toMatchObject({ bankName: 'Banco (ISPB: 998)', amount: 5, dueDate: null });
  });

  it("refuses a line whose check digits do not hold with 'Código de barras inválido', and §5's format messages", async () => {
    const { line } = slipLine(123456);
    const broken = `${line.slice(0, 46)}${(Number(line[46]) + 1) % 10}`;
    const invalid = await refusal(check({ type: 'BANK_SLIP', barCode: broken }));
    expect(invalid.status).toBe(400);
    expect(invalid.errors[0]).toEqual({
      code: 'INVALID_BARCODE',
      description: 'Código de barras inválido',
    });
    const short = await refusal(check({ type: 'BANK_SLIP', barCode: '1234' }));
    expect(short.errors[0]!.description).toBe('O código de barras deve ter 44 ou 47 dígitos');
    const letters = await refusal(check({ type: 'BANK_SLIP', barCode: 'abc' }));
    expect(letters.errors[0]!.description).toBe('O código de barras deve conter apenas números');
  });
});

describe('requesting, approving and executing', () => {
  it('requests a Pix (REQUESTED, in Em aprovação), replays the same Idempotency-Key without a second payment', async () => {
    const before = await countPayables();
    const key = crypto.randomUUID();
    const body: NewPayment = {
      type: 'PIX',
      pixKey: EMAIL_KEY.key,
      amount: 250.9,
      paymentDate: TOMORROW,
      costCenter: 'marketing',
    };
    const first = await create(body, OPERATOR, key);
    const again = await create(body, OPERATOR, key);
    expect(first.response.status).toBe(201);
    expect(again.data!.id).toBe(first.data!.id);
    expect(await countPayables()).toBe(before + 1);
    expect(first.data).toMatchObject({
      status: 'REQUESTED',
      transactionType: 'PIX',
      amount: 250.9,
      scheduledDate: TOMORROW,
      recipientName: EMAIL_KEY.name,
      credit_bank_ispb: EMAIL_KEY.ispb,
      userEmail: OPERATOR,
      hasReceipt: false,
    });
    expect(await statusOf(create({ ...body, amount: 1 }, OPERATOR, key))).toBe(409);
    const tab = (await list({ status: ['REQUESTED'] })).data!;
    expect(tab.content.map((p) => p.id)).toContain(first.data!.id);
  });

  it('approves (admin only) to SCHEDULED, executes at 06:00 of the date against the balance: PAID, balance down, receipt', async () => {
    await credit(100_000);
    const pix = await requestPix(150.25);
    const { line } = slipLine(80_010, '2026-12-10', '341');
    const slip = await create({
      type: 'BANK_SLIP',
      barCode: line,
      paymentDate: TOMORROW,
      description: 'Aluguel',
      costCenter: 'financeiro',
    });
    expect(slip.response.status).toBe(201);
    expect(slip.data).toMatchObject({ amount: 800.1, bankName: bankNameByCode('341'), digitableLine: line });
    const slipId = slip.data!.id;
    expect(await statusOf(approveAs(OPERATOR, [pix.id]))).toBe(403);
    const approved = await approve(pix.id, slipId);
    expect(approved.response.status).toBe(200);
    expect(approved.data!.content.map((p) => p.status)).toEqual(['SCHEDULED', 'SCHEDULED']);
    expect(approved.data!.content[0]!.approvedBy).toBe(ADMIN);
    await s.clock.set(new Date('2026-11-26T08:59:00Z'), { frozen: true });
    expect(await statusOfPayment(pix.id)).toBe('SCHEDULED');
    await moveTo(TOMORROW);
    const paid = (await payment(pix.id)).data!;
    expect(paid).toMatchObject({ status: 'PAID', hasReceipt: true });
    expect(paid.transactionId).toMatch(/^E99999999202611260900[A-Z0-9]{11}$/);
    expect(paid.executedAt).toBe('2026-11-26T09:00:00.000Z');
    expect(await statusOfPayment(slipId)).toBe('PAID');
    expect(await checkingMoved(pix.id)).toBe(-15_025);
    expect(await checkingMoved(slipId)).toBe(-80_010);

    const pdf = await receipt(pix.id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="comprovante-${pix.id}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Comprovante de Pix');
    expect(text).toContain(`Valor: ${formatBRL(15_025).replace('\u00a0', ' ')}`);
    expect(text).toContain(`Nome: ${EMAIL_KEY.name}`);
    expect(text).toContain(`ID da transação (E2E): ${paid.transactionId}`);
    expect(text).toContain('Descrição: Material de escritório');
    const slipPaid = (await payment(slipId)).data!;
    const byAuthentication = await receipt(slipPaid.transactionId!);
    expect(byAuthentication.statusCode).toBe(200);
    const slipText = await pdfText(byAuthentication.rawPayload);
    expect(slipText).toContain('Comprovante de pagamento de boleto');
    expect(slipText).toContain(`Autenticação: ${slipPaid.transactionId}`);
    expect((await receipt(`${pix.id}x`)).statusCode).toBe(404);
    expect((await receipt('x'.repeat(41))).statusCode).toBe(400);
  });
});

describe('failures at execution, with their reasons', () => {
  it('FAILS a payment the checking balance does not cover, moving no money', async () => {
    await s.clock.set(NOW, { frozen: true });
    const { line } = slipLine(9_000_000_000, '2026-12-10');
    const slip = await create({
      type: 'BANK_SLIP',
      barCode: line,
      paymentDate: TOMORROW,
      description: 'Grande',
    });
    expect(slip.response.status).toBe(201);
    const slipId = slip.data!.id;
    await approve(slipId);
    await moveTo(TOMORROW);
    const failed = (await payment(slipId)).data;
    expect(failed).toMatchObject({
      status: 'FAILED',
      failureReason: 'Saldo insuficiente na conta corrente na data do pagamento.',
      transactionId: null,
      hasReceipt: false,
    });
    expect(await checkingMoved(slipId)).toBe(0);
    expect((await receipt(slipId)).statusCode).toBe(409);
    const rejectedTab = (await list({ status: ['REJECTED', 'FAILED', 'EXPIRED'], size: 100 })).data!;
    expect(rejectedTab.content.map((p) => p.id)).toContain(slipId);
  });

  it('FAILS a Pix above the Pix limit in force at execution (the day limit at 06:00), with what is left', async () => {
    await s.clock.set(NOW, { frozen: true });
    await credit(2_000_000);
    const pix = await requestPix(10_000.01, '2026-11-27');
    await approve(pix.id);
    await moveTo('2026-11-27');
    const failed = (await payment(pix.id)).data!;
    expect(failed.status).toBe('FAILED');
    expect(failed.failureReason).toBe(pixLimitExceededMessage('DAY', 1_000_000, 0));
    expect(await checkingMoved(pix.id)).toBe(0);
  });

  it('runs a Pix at its 06:00 even when the clock jumps into the night: the day limit applies, not the night one', async () => {
    await s.clock.set(new Date('2026-11-27T15:00:00Z'), { frozen: true });
    const pix = await requestPix(1_500, '2026-11-28');
    await approve(pix.id);
    await s.clock.set(new Date('2026-11-29T02:00:00Z'), { frozen: true }); // 23:00 of the 28th in São Paulo
    const paid = (await payment(pix.id)).data;
    expect(paid).toMatchObject({ status: 'PAID', executedAt: '2026-11-28T09:00:00.000Z' });
    expect(await checkingMoved(pix.id)).toBe(-150_000);
  });

  it('executes two due payments in order: the second one the balance no longer covers FAILS', async () => {
    // Just after midnight in São Paulo: what the night brought in has arrived; the payments run at 06:00.
    const day = '2026-11-28';
    await s.clock.set(new Date('2026-11-28T03:30:00Z'), { frozen: true });
    const half = Math.floor((await balanceCents()) / 2) + 100;
    const a = await created({
      type: 'BANK_SLIP',
      barCode: slipLine(half, null).line,
      paymentDate: day,
      description: 'A',
    });
    const b = await created({
      type: 'BANK_SLIP',
      barCode: slipLine(half, null, '237').line,
      paymentDate: day,
      description: 'B',
    });
    await approve(a.id);
    await s.clock.advance(1);
    await approve(b.id);
    await moveTo(day);
    expect(await statusOfPayment(a.id)).toBe('PAID');
    expect(await statusOfPayment(b.id)).toBe('FAILED');
    expect(await checkingMoved(a.id)).toBe(-half);
    expect(await checkingMoved(b.id)).toBe(0);
  });
});

describe('cancel, reject and expiry', () => {
  it('cancels only a SCHEDULED payment, for good; only an approver may', async () => {
    await s.clock.set(new Date('2026-11-28T15:00:00Z'), { frozen: true });
    const pix = await requestPix(10, '2026-11-30');
    const requestedCancel = await refusal(cancel(pix.id));
    expect(requestedCancel.status).toBe(409);
    expect(requestedCancel.errors[0]!.code).toBe('PAYMENT_NOT_CANCELLABLE');
    await approve(pix.id);
    expect(await statusOf(cancel(pix.id, OPERATOR))).toBe(403);
    const cancelled = await cancel(pix.id);
    expect(cancelled.response.status).toBe(200);
    expect(cancelled.data).toMatchObject({ status: 'CANCELLED', cancelledBy: ADMIN });
    expect(await statusOf(cancel(pix.id))).toBe(409);
    expect(await statusOf(approve(pix.id))).toBe(409);
    await moveTo('2026-11-30');
    expect(await statusOfPayment(pix.id)).toBe('CANCELLED');
    const missing = await refusal(cancel(crypto.randomUUID()));
    expect(missing.status).toBe(404);
    expect(missing.errors[0]!.description).toBe('ID do pagamento não encontrado');
  });

  it('rejects requested payments with a reason (all or nothing), and expires one left unapproved past its day', async () => {
    await s.clock.set(new Date('2026-11-30T15:00:00Z'), { frozen: true });
    const a = await requestPix(11, '2026-11-30');
    const b = await requestPix(12, '2026-12-01');
    const scheduled = await requestPix(13, '2026-12-01');
    await approve(scheduled.id);
    expect(await statusOf(reject({ transferIds: [a.id, scheduled.id] }))).toBe(409);
    expect(await statusOfPayment(a.id)).toBe('REQUESTED');
    const rejected = await reject({ transferIds: [a.id], reason: 'Já pago' });
    expect(rejected.data!.content[0]).toMatchObject({
      status: 'REJECTED',
      failureReason: 'Já pago',
      rejectedBy: ADMIN,
    });
    await s.clock.set(new Date('2026-12-02T03:01:00Z'), { frozen: true });
    const expired = (await payment(b.id)).data;
    expect(expired).toMatchObject({
      status: 'EXPIRED',
      failureReason: 'A data do pagamento passou sem aprovação.',
    });
    expect(await statusOf(approve(b.id))).toBe(409);
  });
});

describe('roles and other merchants', () => {
  it('lets the operator request and read but not approve, reject or cancel; refuses a user without payables roles', async () => {
    await s.clock.set(new Date('2026-12-02T15:00:00Z'), { frozen: true });
    const pix = await requestPix(5, '2026-12-03');
    expect(await statusOf(reject({ transferIds: [pix.id] }, OPERATOR))).toBe(403);
    expect(await statusOf(list({}, 'vendas@demo.balcao.dev'))).toBe(403);
    const financeFavorites = (await banking('financeiro@demo.balcao.dev')).GET('/payments/favorites');
    expect(await statusOf(financeFavorites)).toBe(200);
  });

  it('answers 409 to a merchant without an active account and 404 for another merchant’s payment, changing nothing', async () => {
    const pix = await requestPix(6, '2026-12-03');
    await s.db.query("UPDATE users SET banking_profile = 'ADMIN' WHERE email = $1", [OTHER]);
    const noAccount = await refusal(list({}, OTHER));
    expect(noAccount.status).toBe(409);
    expect(noAccount.errors[0]!.description).toBe('Conta não configurada.');
    const [other] = await s.db.query<{ seller_id: number }>('SELECT seller_id FROM users WHERE email = $1', [
      OTHER,
    ]);
    await openBankAccount(s.db, other!.seller_id, s.clock.now());
    expect(await statusOf(list({}, OTHER))).toBe(403);
    await s.db.query(
      `INSERT INTO seller_feature_toggles (seller_id, name) VALUES ($1, 'view_seller_accounts_payable')`,
      [other!.seller_id],
    );
    expect((await list({}, OTHER)).data!.totalElements).toBe(0);
    expect(await statusOf(payment(pix.id, OTHER))).toBe(404);
    expect(await statusOf(approveAs(OTHER, [pix.id]))).toBe(404);
    expect(await statusOf(cancel(pix.id, OTHER))).toBe(404);
    expect((await receipt(pix.id, OTHER)).statusCode).toBe(404);
    expect(await statusOfPayment(pix.id)).toBe('REQUESTED');
  });

  it('pays a key of another sandbox merchant into that merchant’s checking account', async () => {
    const [other] = await s.db.query<{ seller_id: number; debit: string }>(
      `SELECT u.seller_id, b.debit_account_id::text AS debit FROM users u JOIN bank_accounts b ON b.seller_id = u.seller_id
        WHERE u.email = $1`,
      [OTHER],
    );
    await s.db.query(
      `INSERT INTO pix_keys (id, key, key_type, seller_id, account_id, account_type, created_at)
       VALUES ($1, 'financeiro@comerciomodelo.com.br', 'email', $2, $3, 'CHECKING', $4)`,
      [crypto.randomUUID(), other!.seller_id, other!.debit, s.clock.now().toISOString()],
    );
    const pix = (
      await create({
        type: 'PIX',
        pixKey: 'financeiro@comerciomodelo.com.br',
        amount: 42,
        paymentDate: '2026-12-03',
      })
    ).data!;
    expect(pix).toMatchObject({ destinationAccount: other!.debit, credit_bank_ispb: '99999999' });
    await approve(pix.id);
    await moveTo('2026-12-03');
    expect(await statusOfPayment(pix.id)).toBe('PAID');
    const balance = (await (await banking(OTHER)).GET('/accounts/balance')).data!;
    expect(balance.debitAccountAmount).toBe(42);
  });

  it('FAILS a Pix whose key left the directory between approval and execution', async () => {
    const pix = (
      await create({
        type: 'PIX',
        pixKey: 'financeiro@comerciomodelo.com.br',
        amount: 10,
        paymentDate: '2026-12-04',
      })
    ).data!;
    await approve(pix.id);
    await s.db.query(`DELETE FROM pix_keys WHERE key = 'financeiro@comerciomodelo.com.br'`);
    await moveTo('2026-12-04');
    expect((await payment(pix.id)).data).toMatchObject({
      status: 'FAILED',
      failureReason: 'A chave Pix não existe mais no diretório Pix.',
    });
    expect(await checkingMoved(pix.id)).toBe(0);
  });
});

describe('hostile input: 400, nothing written', () => {
  it('refuses three decimals, huge or negative amounts, NUL, markup, unknown fields, past dates and long texts', async () => {
    await s.clock.set(new Date('2026-12-03T15:00:00Z'), { frozen: true });
    const before = await countPayables();
    const pix: NewPayment = { type: 'PIX', pixKey: EMAIL_KEY.key, amount: 10, paymentDate: '2026-12-04' };
    const noDescription: NewPayment = {
      type: 'BANK_SLIP',
      barCode: slipLine(100).line,
      paymentDate: '2026-12-04',
    };
    const noValue: NewPayment = {
      type: 'BANK_SLIP',
      barCode: slipLine(0).line,
      paymentDate: '2026-12-04',
      description: 'Sem valor',
    };
    const bodies: NewPayment[] = [
      { ...pix, amount: 10.005 },
      { ...pix, amount: 1e12 },
      { ...pix, amount: -5 },
      { ...pix, amount: 0 },
      { ...pix, description: 'a\u0000b' },
      { ...pix, description: '<script>alert(1)</script>' },
      { ...pix, description: 'x'.repeat(101) },
      { ...pix, nickname: 'y'.repeat(41) },
      { ...pix, pixKey: 'k'.repeat(101) },
      { ...pix, paymentDate: '2026-12-02' },
      { ...pix, paymentDate: '2026-13-45' },
      { ...pix, barCode: slipLine(100).line },
      noDescription,
      {
        type: 'BANK_SLIP',
        barCode: slipLine(100).line,
        paymentDate: '2026-12-04',
        description: 'x',
        amount: 2,
      },
      noValue,
    ];
    for (const body of bodies) {
      const { status, errors } = await refusal(create(body));
      expect(status, JSON.stringify(body)).toBe(400);
      expect(errors[0]!.description, JSON.stringify(body)).toMatch(/\S/);
    }
    // Text for a number, a cost center or a type the contract does not list, an unknown field, Infinity:
    // bodies only a raw call can send.
    for (const body of [
      { ...pix, amount: '10' },
      { ...pix, costCenter: 'Diretoria' },
      { ...pix, admin: true },
      { type: 'TED', paymentDate: '2026-12-04' },
      '{"type": "PIX", "amount": Infinity}',
    ]) {
      const answer = await raw('POST', '/payments', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorBody(answer).errors[0]?.description, JSON.stringify(body)).toMatch(/\S/);
    }
    expect(await statusOf(approveAs(ADMIN, []))).toBe(400);
    expect(await statusOf(approveAs(ADMIN, ['nao-e-uuid']))).toBe(400);
    expect((await raw('GET', '/payments?status=PAGO')).status).toBe(400);
    expect(await statusOf(list({ size: 1000 }))).toBe(400);
    expect(await statusOf(list({ page: Number.POSITIVE_INFINITY }))).toBe(400);
    expect(await statusOf(list({ startDate: '2026-12-10', endDate: '2026-12-01' }))).toBe(400);
    expect(await statusOf(payment('nao-e-uuid'))).toBe(400);
    expect(await countPayables()).toBe(before);
    expect((await refusal(create(noValue))).errors[0]!.description).toBe('Informe o valor do boleto');
    expect((await refusal(create(noDescription))).errors[0]!.description).toBe(
      'Informe a descrição do boleto',
    );
  });
});

describe('the list, its filters and the favourites', () => {
  beforeAll(async () => {
    await s.clock.set(new Date('2026-12-10T15:00:00Z'), { frozen: true });
    await s.db.query('DELETE FROM payables WHERE seller_id = $1', [sellerId]);
    for (const [amount, day, key, center] of [
      [10, '2026-12-11', EMAIL_KEY.key, 'marketing'],
      [30, '2026-12-12', CPF_KEY.key, 'vendas'],
      [20, '2026-12-13', CNPJ_KEY.key, 'marketing'],
      [50, '2026-12-14', EMAIL_KEY.key, 'operacional'],
      [40, '2026-12-15', CPF_KEY.key, 'vendas'],
      [60, '2026-12-16', CNPJ_KEY.key, 'administrativo'],
    ] as const)
      await requestPix(amount, day, { pixKey: key, costCenter: center });
  });

  it('pages by 5, newest date first by default, and sorts by value', async () => {
    const first = (await list()).data!;
    expect(first).toMatchObject({ totalElements: 6, totalPages: 2, number: 0, size: 5 });
    expect(first.content.map((p) => p.scheduledDate)[0]).toBe('2026-12-16');
    const second = (await list({ page: 1 })).data!;
    expect(second.content).toHaveLength(1);
    const byValue = (await list({ sort: 'amount,ASC', size: 100 })).data!;
    expect(byValue.content.map((p) => p.amount)).toEqual([10, 20, 30, 40, 50, 60]);
    const desc = (await list({ sort: 'amount,DESC', size: 2 })).data!;
    expect(desc.content.map((p) => p.amount)).toEqual([60, 50]);
  });

  it('filters by beneficiary (accents and case ignored, or document), status, cost center and dates', async () => {
    const total = async (query: ListQuery) => (await list({ ...query, size: 100 })).data!.totalElements;
    expect(await total({ name: 'marina COSTA' })).toBe(2);
    expect(await total({ name: 'rápido' })).toBe(2);
    expect(await total({ name: '12345678909' })).toBe(2);
    const center = (await list({ costCenter: 'marketing', size: 100 })).data!;
    expect(center.content.map((p) => p.amount).sort()).toEqual([10, 20]);
    expect(await total({ startDate: '2026-12-12', endDate: '2026-12-14' })).toBe(3);
    expect(await total({ status: ['SCHEDULED', 'PAID'] })).toBe(0);
    expect(await total({ status: ['REQUESTED'] })).toBe(6);
  });

  it('saves a favourite with a Pix request, finds it by name, nickname or key, and by name in the key field', async () => {
    await requestPix(7, '2026-12-11', { isFavorite: true, nickname: 'Papelaria' });
    await requestPix(8, '2026-12-11', { pixKey: CPF_KEY.key, isFavorite: true });
    const all = (await favorites()).data!;
    expect(all.content).toEqual([
      {
        id: expect.any(String),
        recipientName: CPF_KEY.name,
        nickname: null,
        pixKey: CPF_KEY.key,
        pixKeyType: 'DOCUMENT',
      },
      {
        id: expect.any(String),
        recipientName: EMAIL_KEY.name,
        nickname: 'Papelaria',
        pixKey: EMAIL_KEY.key,
        pixKeyType: 'EMAIL',
      },
    ]);
    for (const name of ['papel', 'MARINA', 'financeiro@']) {
      const found = (await favorites(name)).data!;
      expect(found.totalElements, name).toBe(1);
    }
    const lookedUp = await check({ type: 'PIX', pixKey: 'Papelaria' });
    expect(lookedUp.data).toMatchObject({ pixKey: EMAIL_KEY.key, isFavorite: true });
  });
});
