import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceCoversInvoices,
  canSetInvoiceDueDay,
  defaultInvoicePaymentMethod,
  displayedInvoiceStatus,
  formatInvoiceMonth,
  invoiceDetailStatus,
  invoiceForSummary,
  invoicePixExpiresAt,
  isInvoiceDueDay,
  isInvoicePayable,
  isYearMonth,
  selectedInvoicesTotal,
} from './card-invoices';

const TODAY = '2026-11-20';
const invoice = (yearMonth: string, status: string, endDate = `${yearMonth}-05`) => ({
  yearMonth,
  status,
  endDate,
});

describe('displayedInvoiceStatus (§4.5)', () => {
  it('shows an OPEN invoice past its end date as CLOSED, on its end date still OPEN', () => {
    expect(displayedInvoiceStatus({ status: 'OPEN', endDate: '2026-11-19' }, TODAY)).toBe('CLOSED');
    expect(displayedInvoiceStatus({ status: 'OPEN', endDate: TODAY }, TODAY)).toBe('OPEN');
    expect(displayedInvoiceStatus({ status: 'PAID', endDate: '2026-10-05' }, TODAY)).toBe('PAID');
    expect(displayedInvoiceStatus({ status: 'OVERDUE', endDate: '2026-10-05' }, TODAY)).toBe('OVERDUE');
  });

  it('lets closed and overdue invoices be paid, open and paid ones not', () => {
    expect(isInvoicePayable({ status: 'CLOSED', endDate: '2026-11-05' }, TODAY)).toBe(true);
    expect(isInvoicePayable({ status: 'OVERDUE', endDate: '2026-10-05' }, TODAY)).toBe(true);
    expect(isInvoicePayable({ status: 'OPEN', endDate: '2026-11-19' }, TODAY)).toBe(true);
    expect(isInvoicePayable({ status: 'OPEN', endDate: '2026-12-05' }, TODAY)).toBe(false);
    expect(isInvoicePayable({ status: 'PAID', endDate: '2026-10-05' }, TODAY)).toBe(false);
  });
});

describe('invoiceDetailStatus (§4.5)', () => {
  it('is the first of OVERDUE, CLOSED, OPEN, PAID found', () => {
    expect(invoiceDetailStatus(['PAID', 'OPEN', 'OVERDUE'])).toBe('OVERDUE');
    expect(invoiceDetailStatus(['PAID', 'CLOSED', 'OPEN'])).toBe('CLOSED');
    expect(invoiceDetailStatus(['PAID', 'OPEN'])).toBe('OPEN');
    expect(invoiceDetailStatus(['PAID', 'PAID'])).toBe('PAID');
    expect(invoiceDetailStatus([])).toBeNull();
  });
});

describe('invoiceForSummary (§4.5)', () => {
  it('picks the oldest overdue invoice first', () => {
    const list = [
      invoice('2026-11', 'CLOSED'),
      invoice('2026-09', 'OVERDUE'),
      invoice('2026-08', 'OVERDUE'),
      invoice('2026-12', 'OPEN', '2026-12-05'),
    ];
    expect(invoiceForSummary(list, TODAY)?.yearMonth).toBe('2026-08');
  });

  it('otherwise the latest closed one, counting an open one past its end date as closed', () => {
    const list = [
      invoice('2026-09', 'CLOSED'),
      invoice('2026-10', 'PAID'),
      invoice('2026-11', 'OPEN', '2026-11-10'),
      invoice('2026-12', 'OPEN', '2026-12-05'),
    ];
    expect(invoiceForSummary(list, TODAY)?.yearMonth).toBe('2026-11');
  });

  it('otherwise the latest open one, and nothing when all are paid', () => {
    expect(
      invoiceForSummary([invoice('2026-12', 'OPEN', '2026-12-05'), invoice('2026-10', 'PAID')], TODAY)
        ?.yearMonth,
    ).toBe('2026-12');
    expect(invoiceForSummary([invoice('2026-10', 'PAID')], TODAY)).toBeNull();
    expect(invoiceForSummary([], TODAY)).toBeNull();
  });

  it('never picks a paid invoice while another status exists, whatever the order', () => {
    const statuses = fc.constantFrom('OPEN', 'CLOSED', 'OVERDUE', 'PAID');
    const month = fc.integer({ min: 1, max: 12 }).map((m) => `2026-${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(month, statuses), { maxLength: 12 }), (pairs) => {
        const list = pairs.map(([m, s]) => invoice(m, s, '2026-12-31'));
        const chosen = invoiceForSummary(list, TODAY);
        const unpaid = list.filter((i) => i.status !== 'PAID');
        expect(chosen === null).toBe(unpaid.length === 0);
        if (list.some((i) => i.status === 'OVERDUE')) expect(chosen?.status).toBe('OVERDUE');
      }),
    );
  });
});

describe('invoice payment (§5, §9)', () => {
  it('sums the chosen invoices and offers the balance only when it covers them', () => {
    const list = [
      { id: 'a', totalCents: 10_000 },
      { id: 'b', totalCents: 2_550 },
    ];
    expect(selectedInvoicesTotal(list, new Set(['a', 'b']))).toBe(12_550);
    expect(selectedInvoicesTotal(list, new Set(['b']))).toBe(2_550);
    expect(balanceCoversInvoices(12_550, 12_550)).toBe(true);
    expect(balanceCoversInvoices(12_551, 12_550)).toBe(false);
    expect(balanceCoversInvoices(0, 12_550)).toBe(false);
    expect(defaultInvoicePaymentMethod(12_551, 12_550)).toBe('PIX');
    expect(defaultInvoicePaymentMethod(100, 12_550)).toBe('CHECKING_ACCOUNT');
  });

  it('keeps the Pix QR for 24 hours', () => {
    expect(invoicePixExpiresAt(new Date('2026-11-20T15:00:00Z')).toISOString()).toBe(
      '2026-11-21T15:00:00.000Z',
    );
  });

  it('accepts the due days 12, 18 and 22, once', () => {
    expect([12, 18, 22, 15, 0].map(isInvoiceDueDay)).toEqual([true, true, true, false, false]);
    expect(canSetInvoiceDueDay(null)).toBe(true);
    expect(canSetInvoiceDueDay(undefined)).toBe(true);
    expect(canSetInvoiceDueDay(18)).toBe(false);
  });
});

describe('invoice months', () => {
  it('reads yyyy-MM and names the month in Portuguese', () => {
    expect(isYearMonth('2026-11')).toBe(true);
    expect(isYearMonth('2026-13')).toBe(false);
    expect(isYearMonth('202611')).toBe(false);
    expect(formatInvoiceMonth('2026-03')).toBe('Março/2026');
  });
});
