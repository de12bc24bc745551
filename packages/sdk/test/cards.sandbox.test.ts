import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConflictError, PermissionDeniedError, RevealedCard } from '../src';
import { ADMIN, FINANCE, failureOf, OPERATOR, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

describe('cards', () => {
  it('orders a card, sees it issued, blocks and unblocks it, and reads the limits', async () => {
    const balcao = sandbox.balcao(FINANCE);
    const card = await balcao.cards.create({ type: 'LIMIT_BALANCE', limitValue: 750, cardName: 'Eventos' });
    expect(card).toMatchObject({ cardStatus: 'PENDING', cardName: 'Eventos', limitValue: 750 });
    await sandbox.advanceClock(5);
    const issued = await balcao.cards.retrieve(card.id);
    expect(issued.cardStatus).toBe('ACTIVE');
    expect((await balcao.cards.block(card.id)).cardStatus).toBe('BLOCKED');
    expect((await balcao.cards.unblock(card.id)).cardStatus).toBe('ACTIVE');
    expect((await balcao.cards.changeLimit(card.id, 900)).limitValue).toBe(900);
    expect(await balcao.cards.limits(card.id)).toMatchObject({ totalValueBag: 900, invoiceValue: 0 });
    const names: string[] = [];
    for await (const c of balcao.cards.list({ search: 'Eventos' })) names.push(c.cardName);
    expect(names).toEqual(['Eventos']);
    const failure = await failureOf(
      sandbox.balcao(OPERATOR).cards.create({ type: 'FREE_BALANCE', cardName: 'Nao' }),
    );
    expect(failure).toBeInstanceOf(PermissionDeniedError);
  });

  it('never lets the card number or CVV reach a log, a serialisation or an error', async () => {
    const logged: unknown[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args) => void logged.push(...args)),
    );
    try {
      const balcao = sandbox.balcao(ADMIN);
      const card = await balcao.cards.create({ type: 'FREE_BALANCE', cardName: 'Secreto' });
      await sandbox.advanceClock(5);
      const data = await balcao.cards.reveal(card.id);
      expect(data).toBeInstanceOf(RevealedCard);
      expect(data.pan).toMatch(/^\d{16}$/);
      expect(data.cvv).toMatch(/^\d{3}$/);
      expect(data.finalDigits).toBe((await balcao.cards.retrieve(card.id)).finalDigits);
      console.log(data, `${data}`, { data });
      const shown = [
        inspect(data, { showHidden: false }),
        String(data),
        JSON.stringify(data),
        JSON.stringify({ ...data }),
      ];
      for (const text of shown) expect(text).not.toContain(data.pan);
      expect(JSON.parse(JSON.stringify(data))).toEqual({ panMasked: `**** **** **** ${data.finalDigits}` });
      expect(Object.keys(data)).toEqual([]);

      await balcao.cards.cancel(card.id);
      const error = await failureOf(balcao.cards.reveal(card.id));
      expect(error).toBeInstanceOf(ConflictError);
      console.error(error);
      for (const text of [
        inspect(error, { depth: 10 }),
        JSON.stringify(error),
        String(error),
        JSON.stringify((error as ConflictError).body),
      ])
        expect(text).not.toContain(data.pan);
      expect(
        logged.map((entry) => (typeof entry === 'string' ? entry : inspect(entry, { depth: 10 }))).join('\n'),
      ).not.toContain(data.pan);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('cardInvoices', () => {
  it('lists the seeded months, pays a closed invoice by Pix and sees the BR Code pending, then paid', async () => {
    const balcao = sandbox.balcao(ADMIN);
    const statuses = new Set<string>();
    for await (const month of balcao.cardInvoices.list()) statuses.add(month.status);
    expect(statuses).toEqual(new Set(['OPEN', 'CLOSED', 'OVERDUE', 'PAID']));
    // The seed's last month is overdue on two cards and paid on a third: the one to pay first, part paid.
    const current = await balcao.cardInvoices.current();
    expect(current?.status).toBe('OVERDUE');
    expect(current!.paidAmount).toBeGreaterThan(0);
    expect(Math.round(current!.totalAmount * 100)).toBe(
      Math.round(current!.paidAmount * 100) + Math.round(current!.remainingAmount * 100),
    );
    const { content } = await balcao.cardInvoices.payable();
    const closed = content.find((invoice) => invoice.invoiceStatus === 'CLOSED');
    if (!closed) throw new Error('the seed has no closed invoice');
    const detail = await balcao.cardInvoices.retrieve(closed.yearMonth);
    expect(detail.cardInvoices.map((i) => i.id)).toContain(closed.cardInvoiceId);
    const payment = await balcao.cardInvoices.pay({
      cardInvoiceIds: [closed.cardInvoiceId],
      paymentMethod: 'PIX',
    });
    expect(payment).toMatchObject({ status: 'PENDING', amount: closed.totalAmount });
    expect((await balcao.cardInvoices.pendingPayment())?.id).toBe(payment.id);
    const paid = await fetch(`${sandbox.url}/_sandbox/pix/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emv: payment.emv }),
    });
    expect(paid.status).toBe(200);
    expect((await balcao.cardInvoices.retrievePayment(payment.id)).status).toBe('PAID');
    expect(await balcao.cardInvoices.settings()).toMatchObject({ dueDay: null, canChange: true });
    expect((await balcao.cardInvoices.setDueDay(22)).dueDay).toBe(22);
    expect(await failureOf(balcao.cardInvoices.setDueDay(12))).toBeInstanceOf(ConflictError);
  });
});
