import { describe, expect, it } from 'vitest';
import {
  createChargeItems,
  defaultWeekStart,
  loadsBalance,
  monthPeriod,
  offersBalanceRetry,
  revenueEmptyTitle,
  showsBalanceCard,
  weekPeriod,
} from './dashboard';
import { chartAxisLabel } from './dashboard-chart';

describe('Criar cobrança menu', () => {
  const LINKS = ['view_seller_payment_link'];
  const labels = (roles: string[], features: string[]) =>
    createChargeItems({ roles, features }).map((item) => item.label);

  it('offers Link de Pagamento to SELLER_ADMIN and SELLER_PAYMENT_LINK, Link Rápido with its feature', () => {
    expect(labels(['SELLER_ADMIN'], LINKS)).toEqual(['Link de Pagamento']);
    expect(labels(['SELLER_PAYMENT_LINK'], [...LINKS, 'view_fast_payment_link'])).toEqual([
      'Link de Pagamento',
      'Link Rápido',
    ]);
    expect(
      createChargeItems({ roles: ['SELLER_ADMIN'], features: [...LINKS, 'view_fast_payment_link'] }),
    ).toEqual([
      { label: 'Link de Pagamento', path: '/seja-pago/criar/cobranca-pontual' },
      { label: 'Link Rápido', path: '/seja-pago/criar/link-rapido' },
    ]);
  });

  it('honours view_seller_payment_link as the creation routes do (issue 26)', () => {
    expect(labels(['SELLER_ADMIN'], ['view_fast_payment_link'])).toEqual([]);
    expect(labels(['SELLER_PAYMENT_LINK'], [])).toEqual([]);
  });

  it('is empty with disable_paymentlink or without the roles (SELLER_MASTER and SELLER_DASHBOARD included)', () => {
    expect(labels(['SELLER_ADMIN'], ['disable_paymentlink', 'view_fast_payment_link'])).toEqual([]);
    expect(
      labels(['SELLER_MASTER', 'SELLER_DASHBOARD', 'SELLER_CHARGES'], ['view_fast_payment_link']),
    ).toEqual([]);
  });
});

describe('balance card', () => {
  it('shows for the four roles with view_seller_balance and loads with view_seller_finance', () => {
    for (const role of [
      'SELLER_FINANCES',
      'SELLER_ADMIN',
      'SELLER_BACKOFFICE',
      'SELLER_BALANCE_VISUALIZATION',
    ]) {
      expect(showsBalanceCard({ roles: [role], features: ['view_seller_balance'] })).toBe(true);
      expect(loadsBalance({ roles: [role], features: ['view_seller_finance'] })).toBe(true);
    }
    expect(showsBalanceCard({ roles: ['SELLER_ADMIN'], features: ['view_seller_finance'] })).toBe(false);
    expect(loadsBalance({ roles: ['SELLER_ADMIN'], features: ['view_seller_balance'] })).toBe(false);
    expect(
      showsBalanceCard({ roles: ['SELLER_DASHBOARD', 'SELLER_MASTER'], features: ['view_seller_balance'] }),
    ).toBe(false);
  });

  it('offers a manual retry after the first failure but not after the second', () => {
    expect(offersBalanceRetry(0)).toBe(true);
    expect(offersBalanceRetry(1)).toBe(true);
    expect(offersBalanceRetry(2)).toBe(false);
  });
});

describe('periods', () => {
  it('a week is the chosen start plus six days, across months and years', () => {
    expect(weekPeriod('2026-11-16')).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
    expect(weekPeriod('2026-12-28')).toEqual({ startDate: '2026-12-28', endDate: '2027-01-03' });
    expect(defaultWeekStart('2026-11-22')).toBe('2026-11-16');
  });

  it('a month runs from its first to its last day, February of a leap year included', () => {
    expect(monthPeriod('2026-11')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(monthPeriod('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(monthPeriod('2026-12')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(() => monthPeriod('2026-13')).toThrow(RangeError);
  });
});

describe('chart axis', () => {
  it('names weekdays up to seven points and numbers days beyond', () => {
    expect(chartAxisLabel('2026-11-16', 7)).toBe('seg');
    expect(chartAxisLabel('2026-11-21', 7)).toBe('sáb');
    expect(chartAxisLabel('2026-11-05', 8)).toBe('5');
    expect(chartAxisLabel('2026-11-30', 30)).toBe('30');
  });
});

describe('empty texts', () => {
  it('tells a seller with charges that the period is empty, and a new seller that nothing came yet', () => {
    expect(revenueEmptyTitle(true)).toBe('Sem dados de receita para o período selecionado');
    expect(revenueEmptyTitle(false)).toBe('Sem dados de receita ainda');
  });
});
