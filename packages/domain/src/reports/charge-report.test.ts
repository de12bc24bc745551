import { describe, expect, it } from 'vitest';
import { formatAmount } from '../money/money';
import { canRequestChargeReport, chargeReportProblems, CHARGE_REPORT_MESSAGES as M } from './charge-report';

const ok = {
  expirationDateInitial: '2026-10-01',
  expirationDateFinal: '2026-10-31',
  email: 'ana@loja.com.br',
};

describe('chargeReportProblems', () => {
  it('accepts a period and an e-mail', () => {
    expect(chargeReportProblems(ok)).toEqual({});
    expect(chargeReportProblems({ ...ok, expirationDateFinal: ok.expirationDateInitial })).toEqual({});
  });

  it('asks for both due dates', () => {
    expect(chargeReportProblems({ ...ok, expirationDateInitial: undefined }).dates).toBe(M.dates);
    expect(chargeReportProblems({ ...ok, expirationDateFinal: '' }).dates).toBe(M.dates);
    expect(chargeReportProblems({ ...ok, expirationDateFinal: '2026-02-30' }).dates).toBe(M.dates);
  });

  it('refuses a backwards or too long period', () => {
    expect(chargeReportProblems({ ...ok, expirationDateInitial: '2026-11-01' }).dates).toBe(M.backwards);
    expect(chargeReportProblems({ ...ok, expirationDateInitial: '2025-10-30' }).dates).toBe(M.tooLong);
    expect(chargeReportProblems({ ...ok, expirationDateInitial: '2025-10-31' }).dates).toBeUndefined();
  });

  it('needs a valid e-mail', () => {
    expect(chargeReportProblems({ ...ok, email: ' ' }).email).toBe(M.emailRequired);
    expect(chargeReportProblems({ ...ok, email: 'ana@' }).email).toBe(M.emailInvalid);
    expect(chargeReportProblems({ ...ok, email: '<b>@x.com' }).email).toBe(M.emailInvalid);
  });
});

describe('canRequestChargeReport', () => {
  it('is for every profile that opens the charges page, whose export it is', () => {
    expect(canRequestChargeReport(['SELLER_ADMIN'])).toBe(true);
    expect(canRequestChargeReport(['SELLER_CHARGES', 'SELLER_REPORTS'])).toBe(true);
    expect(canRequestChargeReport(['SELLER_CHARGES'])).toBe(true);
    expect(canRequestChargeReport(['SELLER_REPORTS', 'SELLER_FINANCES'])).toBe(false);
  });
});

describe('formatAmount', () => {
  it('writes pt-BR amounts without the currency', () => {
    expect(formatAmount(123456)).toBe('1.234,56');
    expect(formatAmount(5)).toBe('0,05');
    expect(formatAmount(-100000000)).toBe('-1.000.000,00');
  });
});
