import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultPaymentsListFilters,
  PAYMENT_STATUSES,
  PAYMENT_TABS,
  paymentStatusesOf,
  paymentStatusFilterOptions,
  paymentStatusLabel,
  paymentStatusTone,
  paymentsPageButtons,
  paymentsRangeText,
  paymentTabOf,
  showsClearDates,
  showsPaymentsPagination,
  withPaymentsFilters,
  withPaymentsTab,
} from './payments-list';

describe('payment statuses (§4.6)', () => {
  it('labels statuses in any letter case and shows Processando for an unknown one', () => {
    expect(paymentStatusLabel('requested')).toBe('Solicitado');
    expect(paymentStatusLabel('Scheduled')).toBe('Agendado');
    expect(paymentStatusLabel('PENDING_APPROVAL')).toBe('Pendente de aprovação');
    expect(paymentStatusLabel('PAID')).toBe('Pago');
    expect(paymentStatusLabel('completed')).toBe('Concluído');
    expect(paymentStatusLabel('returned')).toBe('Devolvido');
    expect(paymentStatusLabel('ON_HOLD')).toBe('Processando');
    expect(paymentStatusLabel('')).toBe('Processando');
    expect(paymentStatusTone('paid')).toBe('success');
    expect(paymentStatusTone('rejected')).toBe('danger');
    expect(paymentStatusTone('whatever')).toBe(paymentStatusTone('PROCESSING'));
  });
});

describe('tabs (§4.6)', () => {
  it('asks Enviados for every status but REQUESTED, REJECTED, FAILED and EXPIRED', () => {
    const sent = paymentStatusesOf('SENT', 'all');
    expect(sent).toHaveLength(PAYMENT_STATUSES.length - 4);
    for (const status of ['REQUESTED', 'REJECTED', 'FAILED', 'EXPIRED']) expect(sent).not.toContain(status);
    expect(paymentStatusesOf('APPROVAL', 'REQUESTED')).toEqual(['REQUESTED']);
    expect(paymentStatusesOf('REJECTED', 'all')).toEqual(['REJECTED', 'FAILED', 'EXPIRED']);
    expect(paymentStatusesOf('SENT', 'PAID')).toEqual(['PAID']);
    // A status of another tab never leaks into this one.
    expect(paymentStatusesOf('REJECTED', 'PAID')).toEqual(['REJECTED', 'FAILED', 'EXPIRED']);
  });

  it('puts each status in exactly one tab, and offers as filters only the tab’s statuses', () => {
    for (const status of PAYMENT_STATUSES) {
      const tabs = PAYMENT_TABS.filter((tab) => paymentStatusesOf(tab, 'all').includes(status));
      expect(tabs).toEqual([paymentTabOf(status)]);
    }
    expect(paymentStatusFilterOptions('APPROVAL')).toEqual(['REQUESTED']);
    expect(paymentStatusFilterOptions('REJECTED')).toEqual(['all', 'REJECTED', 'FAILED', 'EXPIRED']);
  });

  it('resets the status filter and the page on a new tab, and the page on any filter', () => {
    const browsing = { ...defaultPaymentsListFilters(), status: 'PAID' as const, search: 'luz', page: 3 };
    expect(withPaymentsTab(browsing, 'APPROVAL')).toEqual({
      ...browsing,
      tab: 'APPROVAL',
      status: 'REQUESTED',
      page: 1,
    });
    expect(withPaymentsTab(browsing, 'REJECTED')).toMatchObject({ status: 'all', page: 1, search: 'luz' });
    expect(withPaymentsTab(browsing, 'SENT')).toBe(browsing);
    expect(withPaymentsFilters(browsing, { costCenter: 'marketing' })).toMatchObject({
      costCenter: 'marketing',
      page: 1,
    });
    expect(showsClearDates(browsing)).toBe(false);
    expect(showsClearDates(withPaymentsFilters(browsing, { endDate: '2026-11-30' }))).toBe(true);
  });
});

describe('pagination (§9)', () => {
  it('says which payments are shown', () => {
    expect(paymentsRangeText(1, 12)).toBe('Mostrando 1 a 5 de 12 pagamentos');
    expect(paymentsRangeText(3, 12)).toBe('Mostrando 11 a 12 de 12 pagamentos');
    expect(paymentsRangeText(1, 0)).toBe('Mostrando 0 a 0 de 0 pagamentos');
  });

  it('hides the pagination when everything fits in a page of 5', () => {
    expect(showsPaymentsPagination(5)).toBe(false);
    expect(showsPaymentsPagination(6)).toBe(true);
  });

  it('shows at most five buttons around the current page, sliding at the edges', () => {
    expect(paymentsPageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(paymentsPageButtons(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(paymentsPageButtons(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(paymentsPageButtons(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(paymentsPageButtons(1, 0)).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -5, max: 600 }), (totalPages, page) => {
        const buttons = paymentsPageButtons(page, totalPages);
        const current = Math.min(Math.max(1, page), totalPages);
        expect(buttons).toHaveLength(Math.min(5, totalPages));
        expect(buttons).toContain(current);
        expect(buttons[0]).toBeGreaterThanOrEqual(1);
        expect(buttons.at(-1)).toBeLessThanOrEqual(totalPages);
        expect(buttons).toEqual(buttons.map((_, index) => buttons[0]! + index));
      }),
    );
  });
});
