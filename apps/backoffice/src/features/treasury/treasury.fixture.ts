import { HttpResponse, http } from 'msw';
import { gatewayDate } from '../../test/msw';
import { GATEWAY } from '../../test/render-with-app';
import type { TreasuryApplication, TreasuryLedgerLine, TreasurySummary, TreasuryWithdrawal } from './api';

/** Fixtures of the treasury contract for the component tests, and the gateway's reads over msw. */
export const PRODUCT_ID = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
export const APPLICATION_ID = '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d';
export const TREASURY_ROLES = {
  admin: ['B_SELLER_ADMIN', 'BANKING_ADMIN', 'BANKING_WALLET', 'BANKING_INVESTMENT', 'BANKING_REPORT'],
  operator: ['BANKING_VISUALIZATION', 'BANKING_PAYMENT_REQUEST'],
} as const;

export function aSummary(overrides: Partial<TreasurySummary> = {}): TreasurySummary {
  return {
    debitAccountAmount: 18450.32,
    investAccountAmount: 25318.77,
    inProcessingAmount: 0,
    redeemAccountAmount: 9870.4,
    provisionedAmount: 5360.35,
    futurePostings: 0,
    totalAmount: 53639.49,
    cdi: 14.9,
    cdiDate: '2026-11-24',
    hideAcquiringAccount: false,
    products: [{ id: PRODUCT_ID, name: 'CDB Liquidez Diária', yield_params: { index: 'CDI', percent: 100 } }],
    serverTime: '2026-11-25T15:00:00Z',
    ...overrides,
  };
}

export function anApplication(overrides: Partial<TreasuryApplication> = {}): TreasuryApplication {
  return {
    application_id: APPLICATION_ID,
    product_id: PRODUCT_ID,
    product_name: 'CDB Liquidez Diária',
    status: 'ACTIVE',
    invested_amount: 1000,
    current_amount: 1011.68,
    yield_amount: 11.68,
    started_at: '2026-10-26',
    yield_params: { index: 'CDI', percent: 100 },
    requested_at: '2026-10-26T13:00:00Z',
    ...overrides,
  };
}

export function aLedgerLine(n: number, overrides: Partial<TreasuryLedgerLine> = {}): TreasuryLedgerLine {
  return {
    id: `1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c${String(n).padStart(2, '0')}`,
    date: '2026-11-20',
    operation: 'RENDIMENTO',
    description: `Rendimento CDI ${n}`,
    value: 12.63,
    positive: true,
    ...overrides,
  };
}

const page = <T>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
  number: 0,
  size: 20,
});

export interface TreasuryReads {
  summary?: TreasurySummary | (() => Response);
  applications?: TreasuryApplication[];
  ledger?: TreasuryLedgerLine[];
  withdrawals?: TreasuryWithdrawal[];
}

/** The three reads of /tesouraria; `ledgerQueries` records each statement query the page made. */
export function treasuryReads({
  summary = aSummary(),
  applications = [anApplication()],
  ledger = [],
  withdrawals = [],
}: TreasuryReads) {
  const ledgerQueries: URLSearchParams[] = [];
  const handlers = [
    http.get(`${GATEWAY}/banking/v1/products/summary`, () =>
      typeof summary === 'function' ? summary() : HttpResponse.json(summary, gatewayDate(summary.serverTime)),
    ),
    http.get(`${GATEWAY}/banking/v1/products/:id/applications`, () => HttpResponse.json(page(applications))),
    http.get(`${GATEWAY}/banking/v1/ledger`, ({ request }) => {
      ledgerQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(page(ledger));
    }),
    http.get(`${GATEWAY}/banking/v1/banking/withdrawals`, () => HttpResponse.json(page(withdrawals))),
  ];
  return { handlers, ledgerQueries };
}
