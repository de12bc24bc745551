import { barcodeToLinhaDigitavel, buildBoletoBarcode } from '@balcao/domain/boletos';
import { formatBRL } from '@balcao/domain/money';
import { bankNameByCode } from '@balcao/domain/payables';
import { pixLimitExceededMessage } from '@balcao/domain/pix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_PIX_RECIPIENTS } from '../../../seed/pix-keys';
import { ADMIN, createTestSandbox, OPERATOR, type TestSandbox } from '../../test-support';
import { openBankAccount } from '../bank-accounts/account';
import { post } from '../ledger/post';
import { pdfText } from './pdf-text-test';

let s: TestSandbox;
let sellerId: number;
let seeded: {
  payments: { content: { status: string; transactionType: string; hasReceipt: boolean }[] };
  favorites: { totalElements: number };
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
    payments: (await call('GET', '/payments?size=100', undefined, ADMIN)).body,
    favorites: (await call('GET', '/payments/favorites', undefined, ADMIN)).body,
  };
  // The seed's payments are dated from the day it ran; these tests keep to their own calendar.
  await s.db.query('DELETE FROM payables WHERE seller_id = $1', [sellerId]);
  await s.db.query('DELETE FROM payable_favorites WHERE seller_id = $1', [sellerId]);
  await s.clock.set(NOW, { frozen: true });
});
afterAll(() => s?.close());

const auth = async (email: string) => ({ authorization: `Bearer ${(await s.signIn(email)).token}` });
const call = async (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  email = OPERATOR,
  idempotencyKey: string = crypto.randomUUID(),
) =>
  s.call({
    method,
    url: `/banking${url}`,
    headers: {
      ...(await auth(email)),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(method === 'POST' ? { 'idempotency-key': idempotencyKey } : {}),
    },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });

const balanceCents = async () =>
  Math.round((await call('GET', '/accounts/balance', undefined, ADMIN)).body.debitAccountAmount * 100);
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

const requestPix = async (amount: number, paymentDate = TOMORROW, extra: object = {}) => {
  const created = await call('POST', '/payments', {
    type: 'PIX',
    pixKey: EMAIL_KEY.key,
    amount,
    paymentDate,
    description: 'Material de escritório',
    costCenter: 'administrativo',
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
};
/** The receipt's bytes as sent (the JSON helper would decode them as text). */
const receipt = async (id: string, email = OPERATOR) =>
  s.app.inject({ method: 'GET', url: `/banking/payments/${id}/receipt`, headers: await auth(email) });
const approve = async (...ids: string[]) => call('POST', '/payments/approval', { transferIds: ids }, ADMIN);
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
      const { status, body } = await call('POST', '/payments/create', {
        type: 'PIX',
        pixKey,
        pixAmount: 10.5,
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({
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
    const email = await call('POST', '/payments/create', { type: 'PIX', pixKey: EMAIL_KEY.key });
    expect(email.body).toMatchObject({ pixKeyType: 'EMAIL', bankName: 'Banco do Brasil S.A.' });
  });

  it('refuses an unknown key as the directory would, a malformed one with §5’s message, and the seller’s own key', async () => {
    const unknown = await call('POST', '/payments/create', { type: 'PIX', pixKey: 'ninguem@exemplo.com.br' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]).toEqual({
      code: 'PIX_KEY_NOT_FOUND',
      description: 'Chave Pix não encontrada.',
    });
    const cases: [string, string][] = [
      ['', 'A chave Pix é obrigatória'],
      ['12345678900', 'CPF ou CNPJ inválido'],
      ['abc$%', 'Formato de chave Pix inválido'],
    ];
    for (const [pixKey, message] of cases) {
      const { status, body } = await call('POST', '/payments/create', { type: 'PIX', pixKey });
      expect(status, pixKey).toBe(400);
      expect(body.errors[0].description).toBe(message);
    }
    const own = await call('POST', '/payments/create', { type: 'PIX', pixKey: 'contato@lojaexemplo.com.br' });
    expect(own.status).toBe(400);
    expect(own.body.errors[0].code).toBe('OWN_PIX_KEY');
  });

  it('decodes a boleto line for real: amount, due date and bank, or the bank by code when unknown', async () => {
    const { line, barcode } = slipLine(123456);
    const { status, body } = await call('POST', '/payments/create', {
      type: 'BANK_SLIP',
      barCode: `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10)}`,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
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
    const unknownBank = await call('POST', '/payments/create', {
      type: 'BANK_SLIP',
      barCode: slipLine(500, null, '998').line,
    });
    expect(unknownBank.body).toMatchObject({ bankName: 'Banco (ISPB: 998)', amount: 5, dueDate: null });
  });

  it("refuses a line whose check digits do not hold with 'Código de barras inválido', and §5's format messages", async () => {
    const { line } = slipLine(123456);
    const broken = `${line.slice(0, 46)}${(Number(line[46]) + 1) % 10}`;
    const invalid = await call('POST', '/payments/create', { type: 'BANK_SLIP', barCode: broken });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]).toEqual({
      code: 'INVALID_BARCODE',
      description: 'Código de barras inválido',
    });
    const short = await call('POST', '/payments/create', { type: 'BANK_SLIP', barCode: '1234' });
    expect(short.body.errors[0].description).toBe('O código de barras deve ter 44 ou 47 dígitos');
    const letters = await call('POST', '/payments/create', { type: 'BANK_SLIP', barCode: 'abc' });
    expect(letters.body.errors[0].description).toBe('O código de barras deve conter apenas números');
  });
});

describe('requesting, approving and executing', () => {
  it('requests a Pix (REQUESTED, in Em aprovação), replays the same Idempotency-Key without a second payment', async () => {
    const before = await countPayables();
    const key = crypto.randomUUID();
    const body = {
      type: 'PIX',
      pixKey: EMAIL_KEY.key,
      amount: 250.9,
      paymentDate: TOMORROW,
      costCenter: 'marketing',
    };
    const first = await call('POST', '/payments', body, OPERATOR, key);
    const again = await call('POST', '/payments', body, OPERATOR, key);
    expect(first.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await countPayables()).toBe(before + 1);
    expect(first.body).toMatchObject({
      status: 'REQUESTED',
      transactionType: 'PIX',
      amount: 250.9,
      scheduledDate: TOMORROW,
      recipientName: EMAIL_KEY.name,
      credit_bank_ispb: EMAIL_KEY.ispb,
      userEmail: OPERATOR,
      hasReceipt: false,
    });
    const other = await call('POST', '/payments', { ...body, amount: 1 }, OPERATOR, key);
    expect(other.status).toBe(409);
    const tab = await call('GET', '/payments?status=REQUESTED');
    expect(tab.body.content.map((p: { id: string }) => p.id)).toContain(first.body.id);
  });

  it('approves (admin only) to SCHEDULED, executes at 06:00 of the date against the balance: PAID, balance down, receipt', async () => {
    await credit(100_000);
    const pix = await requestPix(150.25);
    const { line } = slipLine(80_010, '2026-12-10', '341');
    const slip = await call('POST', '/payments', {
      type: 'BANK_SLIP',
      barCode: line,
      paymentDate: TOMORROW,
      description: 'Aluguel',
      costCenter: 'financeiro',
    });
    expect(slip.status).toBe(201);
    expect(slip.body).toMatchObject({ amount: 800.1, bankName: bankNameByCode('341'), digitableLine: line });
    expect((await call('POST', '/payments/approval', { transferIds: [pix.id] }, OPERATOR)).status).toBe(403);
    const approved = await approve(pix.id, slip.body.id);
    expect(approved.status).toBe(200);
    expect(approved.body.content.map((p: { status: string }) => p.status)).toEqual([
      'SCHEDULED',
      'SCHEDULED',
    ]);
    expect(approved.body.content[0].approvedBy).toBe(ADMIN);
    await s.clock.set(new Date('2026-11-26T08:59:00Z'), { frozen: true });
    expect((await call('GET', `/payments/${pix.id}`)).body.status).toBe('SCHEDULED');
    await moveTo(TOMORROW);
    const paid = await call('GET', `/payments/${pix.id}`);
    expect(paid.body).toMatchObject({ status: 'PAID', hasReceipt: true });
    expect(paid.body.transactionId).toMatch(/^E99999999202611260900[A-Z0-9]{11}$/);
    expect(paid.body.executedAt).toBe('2026-11-26T09:00:00.000Z');
    expect((await call('GET', `/payments/${slip.body.id}`)).body.status).toBe('PAID');
    expect(await checkingMoved(pix.id)).toBe(-15_025);
    expect(await checkingMoved(slip.body.id)).toBe(-80_010);

    const pdf = await receipt(pix.id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="comprovante-${pix.id}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Comprovante de Pix');
    expect(text).toContain(`Valor: ${formatBRL(15_025).replace('\u00a0', ' ')}`);
    expect(text).toContain(`Nome: ${EMAIL_KEY.name}`);
    expect(text).toContain(`ID da transação (E2E): ${paid.body.transactionId}`);
    expect(text).toContain('Descrição: Material de escritório');
    const slipPaid = await call('GET', `/payments/${slip.body.id}`);
    const byAuthentication = await receipt(slipPaid.body.transactionId);
    expect(byAuthentication.statusCode).toBe(200);
    const slipText = await pdfText(byAuthentication.rawPayload);
    expect(slipText).toContain('Comprovante de pagamento de boleto');
    expect(slipText).toContain(`Autenticação: ${slipPaid.body.transactionId}`);
    expect((await receipt(`${pix.id}x`)).statusCode).toBe(404);
    expect((await receipt('x'.repeat(41))).statusCode).toBe(400);
  });
});

describe('failures at execution, with their reasons', () => {
  it('FAILS a payment the checking balance does not cover, moving no money', async () => {
    await s.clock.set(NOW, { frozen: true });
    const { line } = slipLine(9_000_000_000, '2026-12-10');
    const slip = await call('POST', '/payments', {
      type: 'BANK_SLIP',
      barCode: line,
      paymentDate: TOMORROW,
      description: 'Grande',
    });
    expect(slip.status).toBe(201);
    await approve(slip.body.id);
    await moveTo(TOMORROW);
    const failed = await call('GET', `/payments/${slip.body.id}`);
    expect(failed.body).toMatchObject({
      status: 'FAILED',
      failureReason: 'Saldo insuficiente na conta corrente na data do pagamento.',
      transactionId: null,
      hasReceipt: false,
    });
    expect(await checkingMoved(slip.body.id)).toBe(0);
    expect((await receipt(slip.body.id)).statusCode).toBe(409);
    const rejectedTab = await call('GET', '/payments?status=REJECTED&status=FAILED&status=EXPIRED&size=100');
    expect(rejectedTab.body.content.map((p: { id: string }) => p.id)).toContain(slip.body.id);
  });

  it('FAILS a Pix above the Pix limit in force at execution (the day limit at 06:00), with what is left', async () => {
    await s.clock.set(NOW, { frozen: true });
    await credit(2_000_000);
    const pix = await requestPix(10_000.01, '2026-11-27');
    await approve(pix.id);
    await moveTo('2026-11-27');
    const failed = await call('GET', `/payments/${pix.id}`);
    expect(failed.body.status).toBe('FAILED');
    expect(failed.body.failureReason).toBe(pixLimitExceededMessage('DAY', 1_000_000, 0));
    expect(await checkingMoved(pix.id)).toBe(0);
  });

  it('runs a Pix at its 06:00 even when the clock jumps into the night: the day limit applies, not the night one', async () => {
    await s.clock.set(new Date('2026-11-27T15:00:00Z'), { frozen: true });
    const pix = await requestPix(1_500, '2026-11-28');
    await approve(pix.id);
    await s.clock.set(new Date('2026-11-29T02:00:00Z'), { frozen: true }); // 23:00 of the 28th in São Paulo
    const paid = await call('GET', `/payments/${pix.id}`);
    expect(paid.body).toMatchObject({ status: 'PAID', executedAt: '2026-11-28T09:00:00.000Z' });
    expect(await checkingMoved(pix.id)).toBe(-150_000);
  });

  it('executes two due payments in order: the second one the balance no longer covers FAILS', async () => {
    // Just after midnight in São Paulo: what the night brought in has arrived; the payments run at 06:00.
    const day = '2026-11-28';
    await s.clock.set(new Date('2026-11-28T03:30:00Z'), { frozen: true });
    const half = Math.floor((await balanceCents()) / 2) + 100;
    const a = await call('POST', '/payments', {
      type: 'BANK_SLIP',
      barCode: slipLine(half, null).line,
      paymentDate: day,
      description: 'A',
    });
    const b = await call('POST', '/payments', {
      type: 'BANK_SLIP',
      barCode: slipLine(half, null, '237').line,
      paymentDate: day,
      description: 'B',
    });
    await approve(a.body.id);
    await s.clock.advance(1);
    await approve(b.body.id);
    await moveTo(day);
    expect((await call('GET', `/payments/${a.body.id}`)).body.status).toBe('PAID');
    expect((await call('GET', `/payments/${b.body.id}`)).body.status).toBe('FAILED');
    expect(await checkingMoved(a.body.id)).toBe(-half);
    expect(await checkingMoved(b.body.id)).toBe(0);
  });
});

describe('cancel, reject and expiry', () => {
  it('cancels only a SCHEDULED payment, for good; only an approver may', async () => {
    await s.clock.set(new Date('2026-11-28T15:00:00Z'), { frozen: true });
    const pix = await requestPix(10, '2026-11-30');
    const requestedCancel = await call('DELETE', `/payments/${pix.id}`, undefined, ADMIN);
    expect(requestedCancel.status).toBe(409);
    expect(requestedCancel.body.errors[0].code).toBe('PAYMENT_NOT_CANCELLABLE');
    await approve(pix.id);
    expect((await call('DELETE', `/payments/${pix.id}`, undefined, OPERATOR)).status).toBe(403);
    const cancelled = await call('DELETE', `/payments/${pix.id}`, undefined, ADMIN);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancelledBy: ADMIN });
    expect((await call('DELETE', `/payments/${pix.id}`, undefined, ADMIN)).status).toBe(409);
    expect((await approve(pix.id)).status).toBe(409);
    await moveTo('2026-11-30');
    expect((await call('GET', `/payments/${pix.id}`)).body.status).toBe('CANCELLED');
    const missing = await call('DELETE', `/payments/${crypto.randomUUID()}`, undefined, ADMIN);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].description).toBe('ID do pagamento não encontrado');
  });

  it('rejects requested payments with a reason (all or nothing), and expires one left unapproved past its day', async () => {
    await s.clock.set(new Date('2026-11-30T15:00:00Z'), { frozen: true });
    const a = await requestPix(11, '2026-11-30');
    const b = await requestPix(12, '2026-12-01');
    const scheduled = await requestPix(13, '2026-12-01');
    await approve(scheduled.id);
    const mixed = await call('POST', '/payments/rejection', { transferIds: [a.id, scheduled.id] }, ADMIN);
    expect(mixed.status).toBe(409);
    expect((await call('GET', `/payments/${a.id}`)).body.status).toBe('REQUESTED');
    const rejected = await call(
      'POST',
      '/payments/rejection',
      { transferIds: [a.id], reason: 'Já pago' },
      ADMIN,
    );
    expect(rejected.body.content[0]).toMatchObject({
      status: 'REJECTED',
      failureReason: 'Já pago',
      rejectedBy: ADMIN,
    });
    await s.clock.set(new Date('2026-12-02T03:01:00Z'), { frozen: true });
    const expired = await call('GET', `/payments/${b.id}`);
    expect(expired.body).toMatchObject({
      status: 'EXPIRED',
      failureReason: 'A data do pagamento passou sem aprovação.',
    });
    expect((await approve(b.id)).status).toBe(409);
  });
});

describe('roles and other merchants', () => {
  it('lets the operator request and read but not approve, reject or cancel; refuses a user without payables roles', async () => {
    await s.clock.set(new Date('2026-12-02T15:00:00Z'), { frozen: true });
    const pix = await requestPix(5, '2026-12-03');
    expect((await call('POST', '/payments/rejection', { transferIds: [pix.id] }, OPERATOR)).status).toBe(403);
    expect((await call('GET', '/payments', undefined, 'vendas@demo.balcao.dev')).status).toBe(403);
    expect((await call('GET', '/payments/favorites', undefined, 'financeiro@demo.balcao.dev')).status).toBe(
      200,
    );
  });

  it('answers 409 to a merchant without an active account and 404 for another merchant’s payment, changing nothing', async () => {
    const pix = await requestPix(6, '2026-12-03');
    await s.db.query("UPDATE users SET banking_profile = 'ADMIN' WHERE email = $1", [OTHER]);
    const noAccount = await call('GET', '/payments', undefined, OTHER);
    expect(noAccount.status).toBe(409);
    expect(noAccount.body.errors[0].description).toBe('Conta não configurada.');
    const [other] = await s.db.query<{ seller_id: number }>('SELECT seller_id FROM users WHERE email = $1', [
      OTHER,
    ]);
    await openBankAccount(s.db, other!.seller_id, s.clock.now());
    expect((await call('GET', '/payments', undefined, OTHER)).status).toBe(403);
    await s.db.query(
      `INSERT INTO seller_feature_toggles (seller_id, name) VALUES ($1, 'view_seller_accounts_payable')`,
      [other!.seller_id],
    );
    expect((await call('GET', '/payments', undefined, OTHER)).body.totalElements).toBe(0);
    expect((await call('GET', `/payments/${pix.id}`, undefined, OTHER)).status).toBe(404);
    expect((await call('POST', '/payments/approval', { transferIds: [pix.id] }, OTHER)).status).toBe(404);
    expect((await call('DELETE', `/payments/${pix.id}`, undefined, OTHER)).status).toBe(404);
    expect((await receipt(pix.id, OTHER)).statusCode).toBe(404);
    expect((await call('GET', `/payments/${pix.id}`)).body.status).toBe('REQUESTED');
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
    const pix = await call('POST', '/payments', {
      type: 'PIX',
      pixKey: 'financeiro@comerciomodelo.com.br',
      amount: 42,
      paymentDate: '2026-12-03',
    });
    expect(pix.body).toMatchObject({ destinationAccount: other!.debit, credit_bank_ispb: '99999999' });
    await approve(pix.body.id);
    await moveTo('2026-12-03');
    expect((await call('GET', `/payments/${pix.body.id}`)).body.status).toBe('PAID');
    expect((await call('GET', '/accounts/balance', undefined, OTHER)).body.debitAccountAmount).toBe(42);
  });

  it('FAILS a Pix whose key left the directory between approval and execution', async () => {
    const pix = await call('POST', '/payments', {
      type: 'PIX',
      pixKey: 'financeiro@comerciomodelo.com.br',
      amount: 10,
      paymentDate: '2026-12-04',
    });
    await approve(pix.body.id);
    await s.db.query(`DELETE FROM pix_keys WHERE key = 'financeiro@comerciomodelo.com.br'`);
    await moveTo('2026-12-04');
    expect((await call('GET', `/payments/${pix.body.id}`)).body).toMatchObject({
      status: 'FAILED',
      failureReason: 'A chave Pix não existe mais no diretório Pix.',
    });
    expect(await checkingMoved(pix.body.id)).toBe(0);
  });
});

describe('hostile input: 400, nothing written', () => {
  it('refuses three decimals, huge or negative amounts, NUL, markup, unknown fields, past dates and long texts', async () => {
    await s.clock.set(new Date('2026-12-03T15:00:00Z'), { frozen: true });
    const before = await countPayables();
    const pix = { type: 'PIX', pixKey: EMAIL_KEY.key, amount: 10, paymentDate: '2026-12-04' };
    const bodies: unknown[] = [
      { ...pix, amount: 10.005 },
      { ...pix, amount: 1e12 },
      { ...pix, amount: -5 },
      { ...pix, amount: 0 },
      { ...pix, amount: '10' },
      { ...pix, description: 'a\u0000b' },
      { ...pix, description: '<script>alert(1)</script>' },
      { ...pix, description: 'x'.repeat(101) },
      { ...pix, nickname: 'y'.repeat(41) },
      { ...pix, pixKey: 'k'.repeat(101) },
      { ...pix, paymentDate: '2026-12-02' },
      { ...pix, paymentDate: '2026-13-45' },
      { ...pix, costCenter: 'Diretoria' },
      { ...pix, admin: true },
      { ...pix, barCode: slipLine(100).line },
      { type: 'BANK_SLIP', barCode: slipLine(100).line, paymentDate: '2026-12-04' },
      {
        type: 'BANK_SLIP',
        barCode: slipLine(100).line,
        paymentDate: '2026-12-04',
        description: 'x',
        amount: 2,
      },
      { type: 'BANK_SLIP', barCode: slipLine(0).line, paymentDate: '2026-12-04', description: 'Sem valor' },
      { type: 'TED', paymentDate: '2026-12-04' },
    ];
    for (const body of bodies) {
      const { status, body: answer } = await call('POST', '/payments', body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.errors[0].description, JSON.stringify(body)).toMatch(/\S/);
    }
    expect((await call('POST', '/payments', '{"type": "PIX", "amount": Infinity}')).status).toBe(400);
    expect((await call('POST', '/payments/approval', { transferIds: [] }, ADMIN)).status).toBe(400);
    expect((await call('POST', '/payments/approval', { transferIds: ['nao-e-uuid'] }, ADMIN)).status).toBe(
      400,
    );
    expect((await call('GET', '/payments?status=PAGO')).status).toBe(400);
    expect((await call('GET', '/payments?size=1000')).status).toBe(400);
    expect((await call('GET', '/payments?page=Infinity')).status).toBe(400);
    expect((await call('GET', '/payments?startDate=2026-12-10&endDate=2026-12-01')).status).toBe(400);
    expect((await call('GET', '/payments/nao-e-uuid')).status).toBe(400);
    expect(await countPayables()).toBe(before);
    const noValue = await call('POST', '/payments', bodies[17]);
    expect(noValue.body.errors[0].description).toBe('Informe o valor do boleto');
    const noDescription = await call('POST', '/payments', bodies[15]);
    expect(noDescription.body.errors[0].description).toBe('Informe a descrição do boleto');
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
    const first = await call('GET', '/payments');
    expect(first.body).toMatchObject({ totalElements: 6, totalPages: 2, number: 0, size: 5 });
    expect(first.body.content.map((p: { scheduledDate: string }) => p.scheduledDate)[0]).toBe('2026-12-16');
    const second = await call('GET', '/payments?page=1');
    expect(second.body.content).toHaveLength(1);
    const byValue = await call('GET', '/payments?sort=amount,ASC&size=100');
    expect(byValue.body.content.map((p: { amount: number }) => p.amount)).toEqual([10, 20, 30, 40, 50, 60]);
    const desc = await call('GET', '/payments?sort=amount,DESC&size=2');
    expect(desc.body.content.map((p: { amount: number }) => p.amount)).toEqual([60, 50]);
  });

  it('filters by beneficiary (accents and case ignored, or document), status, cost center and dates', async () => {
    const named = await call('GET', `/payments?name=${encodeURIComponent('marina COSTA')}&size=100`);
    expect(named.body.totalElements).toBe(2);
    const accent = await call('GET', `/payments?name=${encodeURIComponent('rápido')}&size=100`);
    expect(accent.body.totalElements).toBe(2);
    const byDocument = await call('GET', '/payments?name=12345678909&size=100');
    expect(byDocument.body.totalElements).toBe(2);
    const center = await call('GET', '/payments?costCenter=marketing&size=100');
    expect(center.body.content.map((p: { amount: number }) => p.amount).sort()).toEqual([10, 20]);
    const dates = await call('GET', '/payments?startDate=2026-12-12&endDate=2026-12-14&size=100');
    expect(dates.body.totalElements).toBe(3);
    const sent = await call('GET', '/payments?status=SCHEDULED&status=PAID&size=100');
    expect(sent.body.totalElements).toBe(0);
    const approval = await call('GET', '/payments?status=REQUESTED&size=100');
    expect(approval.body.totalElements).toBe(6);
  });

  it('saves a favourite with a Pix request, finds it by name, nickname or key, and by name in the key field', async () => {
    await requestPix(7, '2026-12-11', { isFavorite: true, nickname: 'Papelaria' });
    await requestPix(8, '2026-12-11', { pixKey: CPF_KEY.key, isFavorite: true });
    const all = await call('GET', '/payments/favorites');
    expect(all.body.content).toEqual([
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
      const found = await call('GET', `/payments/favorites?name=${encodeURIComponent(name)}`);
      expect(found.body.totalElements, name).toBe(1);
    }
    const check = await call('POST', '/payments/create', { type: 'PIX', pixKey: 'Papelaria' });
    expect(check.body).toMatchObject({ pixKey: EMAIL_KEY.key, isFavorite: true });
  });
});
