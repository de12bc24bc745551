import type { banking } from '@balcao/client';
import type { APIPromise } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

type Schemas = banking.components['schemas'];
/** The tiles of /tesouraria in reais: checking, investment, acquiring (unless hidden), the DI in force. */
export type TreasurySummary = Schemas['TreasurySummary'];
export type TreasuryProduct = Schemas['TreasuryProduct'];
/** A statement line: `value` is always positive, `positive` says whether money came in. */
export type TreasuryLedgerLine = Schemas['TreasuryLedgerLine'];
export type TreasuryLedgerPage = Schemas['TreasuryLedgerPage'];
export type TreasuryAccountType = Schemas['TreasuryAccountType'];
/** A CDI application: `current_amount` (principal plus the yield credited) is what a full redeem pays. */
export type TreasuryApplication = Schemas['TreasuryApplication'];
export type TreasuryApplicationPage = Schemas['TreasuryApplicationPage'];
export type TreasuryApplicationStatus = Schemas['TreasuryApplicationStatus'];
export type TreasuryRedemption = Schemas['TreasuryRedemption'];
export type TreasuryWithdrawal = Schemas['TreasuryWithdrawal'];
export type TreasuryWithdrawalPage = Schemas['TreasuryWithdrawalPage'];
/** The 'Extrato de contas' request that 'Extrair extrato' makes (the CSV goes to your e-mail). */
export type TreasuryStatementReport = Schemas['ReportRequest'];

export interface TreasuryLedgerParams {
  account: TreasuryAccountType;
  /** 'yyyy-MM-dd'; by default one month before `endDate`. At most 3 months, never after today. */
  startDate?: string;
  /** 'yyyy-MM-dd'; by default today (São Paulo, the gateway's clock). */
  endDate?: string;
  size?: number;
  page?: number;
}

/**
 * The treasury of the business account (/tesouraria): balances, the checking and investment statements,
 * CDI applications, invest, redeem and withdraw. Reading is for the page's roles (SELLER_MASTER,
 * B_SELLER_ADMIN, SELLER_BACKOFFICE, BANKING_ADMIN, BANKING_WALLET, BANKING_VISUALIZATION,
 * BANKING_PAYMENT_REQUEST, BANKING_INVESTMENT); `invest` and `redeem` need B_SELLER_ADMIN, BANKING_ADMIN or
 * BANKING_INVESTMENT; `withdraw` BANKING_ADMIN or BANKING_WALLET; `exportStatement` BANKING_ADMIN or
 * BANKING_REPORT. Every call needs the account ACTIVE: otherwise a ConflictError `ACCOUNT_NOT_ACTIVE`
 * ('Conta não configurada.').
 */
export class Treasury extends APIResource {
  /**
   * The balances and the products that can be applied in.
   *
   * @example
   * const { debitAccountAmount, investAccountAmount, cdi, products } = await balcao.treasury.summary();
   */
  summary(options?: RequestOptions): APIPromise<TreasurySummary> {
    return this._get('banking', '/v1/products/summary', {}, options);
  }

  /**
   * The statement of the checking or the investment account, newest first, over at most 3 months.
   *
   * @example
   * for await (const line of balcao.treasury.ledger({ account: 'INVESTMENT_ACCOUNT' }))
   *   console.log(line.date, line.operation, line.positive ? '+' : '-', line.value);
   */
  ledger(
    params: TreasuryLedgerParams,
    options?: RequestOptions,
  ): PagePromise<TreasuryLedgerLine, TreasuryLedgerPage> {
    const { page = 0, account, startDate, endDate, size } = params;
    const query = {
      account,
      ...(startDate === undefined ? {} : { start_date: startDate }),
      ...(endDate === undefined ? {} : { end_date: endDate }),
      ...(size === undefined ? {} : { size }),
    };
    return this._list('banking', '/v1/ledger', { params: { query: { ...query, page } } }, options);
  }

  /**
   * The seller's applications in a product, newest first: PROCESSING and ACTIVE ones by default, or
   * those of one `status` (REDEEMED for the history).
   *
   * @example
   * const [product] = (await balcao.treasury.summary()).products;
   * for await (const a of balcao.treasury.applications(product.id)) console.log(a.current_amount, a.yield_amount);
   */
  applications(
    productId: string,
    params: { status?: TreasuryApplicationStatus; size?: number; page?: number } = {},
    options?: RequestOptions,
  ): PagePromise<TreasuryApplication, TreasuryApplicationPage> {
    const init = { params: { path: { id: productId }, query: params } };
    return this._list('banking', '/v1/products/{id}/applications', init, options);
  }

  /**
   * Invests `amount` reais (at most two decimals) from the checking account. It leaves the checking
   * account at once and answers PROCESSING; seconds later the bank settles it in the investment account
   * and it starts earning its percentage of the CDI on every business day. Above the checking balance: a
   * BadRequestError `INSUFFICIENT_BALANCE`. The idempotency key is kept across retries: one application.
   *
   * @example
   * const application = await balcao.treasury.invest(product.id, { amount: 1000 });
   */
  invest(
    productId: string,
    params: { amount: number },
    options?: RequestOptions,
  ): APIPromise<TreasuryApplication> {
    return this._post(
      'banking',
      '/v1/products/{id}/applications',
      () => ({
        params: { path: { id: productId } },
        body: { amount: params.amount, account_origin: 'CHECKING_ACCOUNT' as const },
      }),
      options,
    );
  }

  /**
   * Redeems up to the application's `current_amount` (principal plus the yield credited) into the
   * checking account, settled seconds later. What stays keeps earning. A still PROCESSING or fully
   * redeemed application answers a ConflictError; another seller's, a NotFoundError.
   *
   * @example
   * await balcao.treasury.redeem(application.application_id, { amount: application.current_amount });
   */
  redeem(
    applicationId: string,
    params: { amount: number },
    options?: RequestOptions,
  ): APIPromise<TreasuryRedemption> {
    return this._post(
      'banking',
      '/v1/application/{id}/withdrawals',
      () => ({ params: { path: { id: applicationId } }, body: { amount: params.amount } }),
      options,
    );
  }

  /**
   * Withdraws from the checking account to the seller's account in another bank ('Sacar'); it leaves at
   * once and is sent seconds later.
   *
   * @example
   * const withdrawal = await balcao.treasury.withdraw({ amount: 500 });
   */
  withdraw(params: { amount: number }, options?: RequestOptions): APIPromise<TreasuryWithdrawal> {
    return this._post(
      'banking',
      '/v1/banking/transfers',
      () => ({ body: { amount: params.amount } }),
      options,
    );
  }

  /** The withdrawals, newest first, PROCESSING until sent and SETTLED after. */
  withdrawals(
    params: { size?: number; page?: number } = {},
    options?: RequestOptions,
  ): PagePromise<TreasuryWithdrawal, TreasuryWithdrawalPage> {
    return this._list('banking', '/v1/banking/withdrawals', { params: { query: params } }, options);
  }

  /**
   * 'Extrair extrato': the account's statement over the period (at most 3 months, never after today) goes
   * as a CSV to the e-mail of whoever asks; the answer is the report request, PENDING until it is sent.
   *
   * @example
   * await balcao.treasury.exportStatement({ account: 'CHECKING_ACCOUNT', startDate: '2026-10-25', endDate: '2026-11-25' });
   */
  exportStatement(
    params: { account: TreasuryAccountType; startDate: string; endDate: string },
    options?: RequestOptions,
  ): APIPromise<TreasuryStatementReport> {
    return this._post(
      'banking',
      '/v1/bank/statements/balance',
      () => ({ body: { account: params.account, start_date: params.startDate, end_date: params.endDate } }),
      options,
    );
  }
}
