import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payBoleto } from '../examples/pay-boleto';
import { BadRequestError, ConflictError, NotFoundError, PermissionDeniedError } from '../src';
import { ADMIN, failureOf, OPERATOR, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
  // Noon in São Paulo on the day after the sandbox's today: payments dated today run at once (after 06:00).
  const noon = new Date(`${(await sandbox.now()).toISOString().slice(0, 10)}T15:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + 1);
  await sandbox.moveClockTo(noon);
}, 60_000);
afterAll(() => sandbox?.close());

/** Itaú, R$ 100,00, due 15/01/2027; and Banco do Brasil, R$ 250,50, due 10/02/2027 (valid check digits). */
const ITAU_LINE = '34191.09008 80123.123459 66789.010007 1 16920000010000';
const BB_LINE = '00191.09008 80123.123459 66789.010007 1 17180000025050';

describe('payments', () => {
  it('checks a key and a line, asks, approves, cancels, lists, and keeps favourites', async () => {
    const operator = sandbox.balcao(OPERATOR);
    const admin = sandbox.balcao(ADMIN);
    const pix = await operator.payments.check({ type: 'PIX', pixKey: '123.456.789-09', pixAmount: 50 });
    expect(pix).toMatchObject({ recipientName: 'Marina Costa Ribeiro', pixKeyType: 'DOCUMENT', amount: 50 });
    const slip = await operator.payments.check({ type: 'BANK_SLIP', barCode: ITAU_LINE });
    expect(slip).toMatchObject({ amount: 100, dueDate: '2027-01-15', bankCode: '341' });
    expect(
      await failureOf(operator.payments.check({ type: 'PIX', pixKey: 'ninguem@exemplo.com' })),
    ).toBeInstanceOf(NotFoundError);
    const invalid = await failureOf(
      operator.payments.check({ type: 'BANK_SLIP', barCode: ITAU_LINE.replace('1 169', '2 169') }),
    );
    expect(invalid).toBeInstanceOf(BadRequestError);

    const asked = await operator.payments.create({
      type: 'PIX',
      pixKey: '12345678909',
      amount: 50,
      paymentDate: addDay(slip.paymentDate),
      isFavorite: true,
      nickname: 'Fotógrafa',
    });
    expect(asked.status).toBe('REQUESTED');
    expect(await failureOf(operator.payments.approve([asked.transferId]))).toBeInstanceOf(
      PermissionDeniedError,
    );
    const [scheduled] = await admin.payments.approve([asked.transferId]);
    expect(scheduled?.status).toBe('SCHEDULED');
    expect((await admin.payments.cancel(asked.transferId)).status).toBe('CANCELLED');
    expect(await failureOf(admin.payments.cancel(asked.transferId))).toBeInstanceOf(ConflictError);

    const rejected = await operator.payments.create({
      type: 'BANK_SLIP',
      barCode: BB_LINE,
      paymentDate: addDay(slip.paymentDate),
      description: 'Feira',
    });
    const [done] = await admin.payments.reject([rejected.transferId], 'Duplicado');
    expect(done).toMatchObject({ status: 'REJECTED', failureReason: 'Duplicado' });

    const found: string[] = [];
    for await (const p of operator.payments.list({ status: ['CANCELLED', 'REJECTED'], size: 1 }))
      found.push(p.transferId);
    expect(found).toEqual(expect.arrayContaining([asked.transferId, rejected.transferId]));
    const favourites = await operator.payments.favorites({ name: 'fotógrafa' }).toArray();
    expect(favourites).toEqual([expect.objectContaining({ pixKey: '12345678909', nickname: 'Fotógrafa' })]);
    expect((await operator.payments.retrieve(asked.transferId)).cancelledBy).toBe(ADMIN);
  });
});

function addDay(day: string): string {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

describe('examples/pay-boleto', () => {
  it('pays a boleto from its linha digitável and saves the receipt PDF', async () => {
    const balcao = sandbox.balcao(ADMIN);
    const { payment, receipt } = await payBoleto(balcao, {
      line: ITAU_LINE,
      description: 'Fornecedor de embalagens',
    });
    expect(payment).toMatchObject({
      status: 'PAID',
      amount: 100,
      transactionType: 'BANK_SLIP',
      hasReceipt: true,
    });
    expect(payment.transactionId).toMatch(/^[A-Z0-9]{24}$/);
    const dir = await mkdtemp(join(tmpdir(), 'pay-boleto-'));
    try {
      const file = join(dir, 'comprovante.pdf');
      await writeFile(file, receipt);
      const saved = await readFile(file);
      expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
      expect(saved.subarray(-6).toString()).toContain('%%EOF');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const before = await failureOf(
      balcao.payments.receipt(
        (
          await balcao.payments.create({
            type: 'BANK_SLIP',
            barCode: BB_LINE,
            paymentDate: addDay(payment.scheduledDate),
            description: 'Depois',
          })
        ).transferId,
      ),
    );
    expect(before).toBeInstanceOf(ConflictError);
  });
});
