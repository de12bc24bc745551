import type { banking } from '@balcao/client';
import { APIPromise } from '../core/api-promise';
import type { PageIterator } from '../core/pagination';
import type { RequestOptions, Transport } from '../core/transport';

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
export class Statement {
  readonly #transport: Transport;

  /** @internal */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /**
   * Total, available (effective by today) and to release, what may be anticipated, and whether a
   * withdrawal is blocked right now (23:00 to 01:00 in São Paulo, by the gateway's clock).
   *
   * @example
   * const { amount, withdrawalBlocked } = await balcao.statement.balance();
   */
  balance(options?: RequestOptions): APIPromise<FinancialBalance> {
    const { banking } = this.#transport;
    return this.#transport.request({
      method: 'GET',
      authenticated: true,
      call: (init) => banking.GET('/redeems', init),
      options,
    });
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
  list(params: StatementListParams, options?: RequestOptions): PageIterator<StatementLine, StatementPage> {
    const { banking } = this.#transport;
    const { page: firstPage = 0, ...query } = params;
    return this.#transport.paginate(
      firstPage,
      (page, init) => banking.GET('/redeems/statement', { ...init, params: { query: { ...query, page } } }),
      options,
    );
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
  ): PageIterator<StatementLine, StatementPage> {
    const { banking } = this.#transport;
    const { page: firstPage = 0, ...query } = params;
    return this.#transport.paginate(
      firstPage,
      (page, init) =>
        banking.GET('/redeems/statement/future', { ...init, params: { query: { ...query, page } } }),
      options,
    );
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
    const { banking } = this.#transport;
    const sent = this.#transport.send({
      method: 'GET',
      authenticated: true,
      call: (init) =>
        banking.GET('/redeems/statement/csv', { ...init, params: { query: params }, parseAs: 'arrayBuffer' }),
      options,
    });
    // `ignoreBOM` keeps the BOM that `text()` would drop: Excel needs it to open the accents right.
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    return new APIPromise(sent.then(({ data, response }) => ({ data: decoder.decode(data), response })));
  }
}
