import { describe, expect, it } from 'vitest';
import { defaultReportPeriod, REPORT_MESSAGES, reportPeriodProblem, reportTypesFor } from './reports';

const TODAY = '2026-11-25';

describe('reportPeriodProblem', () => {
  it('accepts up to 90 days back and up to today', () => {
    expect(reportPeriodProblem('2026-08-27', TODAY, TODAY)).toBeNull();
    expect(reportPeriodProblem(TODAY, TODAY, TODAY)).toBeNull();
    expect(reportPeriodProblem('2026-08-26', TODAY, TODAY)).toBe(REPORT_MESSAGES.tooFarBack);
    expect(reportPeriodProblem('2026-11-01', '2026-11-26', TODAY)).toBe(REPORT_MESSAGES.afterToday);
    expect(reportPeriodProblem('2026-11-20', '2026-11-19', TODAY)).toBe(REPORT_MESSAGES.startAfterEnd);
    expect(reportPeriodProblem('2026-02-30', TODAY, TODAY)).toBe(REPORT_MESSAGES.invalidDate);
  });

  it('defaults to the last 30 days', () => {
    expect(defaultReportPeriod(TODAY)).toEqual({ startDate: '2026-10-26', endDate: TODAY });
  });
});

describe('reportTypesFor', () => {
  it('gives the sales reports to SELLER_ADMIN or SELLER_REPORTS and the bank statement to the banking report roles', () => {
    const titles = (roles: string[]) => reportTypesFor(roles).map((t) => t.title);
    expect(titles(['SELLER_REPORTS'])).toEqual([
      'Vendas',
      'Financeiro',
      'Repasses',
      'Nota Fiscal',
      'Links de Pagamento',
      'Balanço',
      'Chargeback',
      'Extrato',
    ]);
    expect(titles(['BANKING_REPORT'])).toEqual(['Extrato de contas']);
    expect(titles(['SELLER_ADMIN', 'BANKING_ADMIN'])).toHaveLength(9);
    expect(titles(['SELLER_BACKOFFICE'])).toEqual([]);
  });
});
