import type { banking } from '@balcao/client';
import { type APIPromise, mapData } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

type Schemas = banking.components['schemas'];
/** The balances of the financial page, in reais, with the gateway clock's instant. */
export type FinancialBalance = Schemas['FinancialBalance'];
/** One movement of the receivables account: a sale with its fee, a refund, an anticipation, a withdrawal. */
export type StatementLine = Schemas['StatementLine'];
export type StatementPage = Schemas['StatementPage'];
/** Dates `yyyy-MM-dd` (both inclusive); `page` is where the iteration starts; `size` up to 100. */
export type StatementListParams = banking.operations['listStatement']['parameters']['query'];
/** The period of the CSV: dates `yyyy-MM-dd`, both inclusive, at most 360 days back or ahead. */
export type StatementCsvParams = banking.operations['exportStatementCsv']['parameters']['query'];
export type FutureEntriesParams = NonNullable<banking.operations['listFutureEntries']['parameters']['query']>;

/**
 * The financial page's balances and statement (the seller's receivables on the ledger), for
 * SELLER_ADMIN, SELLER_BACKOFFICE or SELLER_FINANCES on a seller with `view_seller_finance`;
 * anyone else gets a PermissionDeniedError.
 */
export class Statement extends APIResource {
  /**
   * Total, available (effective by today) and to release, what may be anticipated, and whether a
   * withdrawal is blocked right now (23:00 to 01:00 in São Paulo, by the gateway's clock).
   *
   * @example
   * const { amount, withdrawalBlocked } = await balcao.statement.balance();
   */
  balance(options?: RequestOptions): APIPromise<FinancialBalance> {
    return this._get('banking', '/redeems', {}, options);
  }

  /**
   * Every line between two execution dates (at most 360 days back or ahead), newest first unless
   * `sort` says otherwise, page after page.
   *
   * @example
   * for await (const line of balcao.statement.list({ executionDateInitial: '2026-10-01', executionDateFinal: '2026-10-31' })) {
   *   console.log(line.executionDate, line.operation, line.amount, line.tax.amount);
   * }
   */
  list(params: StatementListParams, options?: RequestOptions): PagePromise<StatementLine, StatementPage> {
    return this._list('banking', '/redeems/statement', { params: { query: params } }, options);
  }

  /**
   * 'Lançamentos futuros': what will move from tomorrow to 60 days ahead, nearest day first.
   *
   * @example
   * const upcoming = await balcao.statement.future().toArray();
   */
  future(
    params: FutureEntriesParams = {},
    options?: RequestOptions,
  ): PagePromise<StatementLine, StatementPage> {
    return this._list('banking', '/redeems/statement/future', { params: { query: params } }, options);
  }

  /**
   * The whole period as one CSV file (UTF-8 with BOM, `;`, Brazilian amounts, oldest line first): the
   * columns of the 'Extrato' report, the net amount last.
   *
   * @example
   * const csv = await balcao.statement.csv({ executionDateInitial: '2026-10-01', executionDateFinal: '2026-10-31' });
   * await writeFile('extrato-outubro.csv', csv);
   */
  csv(params: StatementCsvParams, options?: RequestOptions): APIPromise<string> {
    const init = { params: { query: params }, parseAs: 'arrayBuffer' } as const;
    const sent = this._get('banking', '/redeems/statement/csv', init, options);
    // `ignoreBOM` keeps the BOM that `text()` would drop: Excel needs it to open the accents right.
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    return mapData(sent, (data) => decoder.decode(data));
  }
}
