import type { banking } from '@balcao/client';
import { APIPromise } from '../core/api-promise';
import type { PageIterator } from '../core/pagination';
import type { RequestOptions, Transport } from '../core/transport';

type Schemas = banking.components['schemas'];
export type ActivityLogEntry = Schemas['ActivityLogEntry'];
export type ActivityLogPage = Schemas['ActivityLogPage'];
export type ActivityLogListParams = banking.operations['listActivityLog']['parameters']['query'];
export type ActivityLogCsvParams = banking.operations['exportActivityLog']['parameters']['query'];

/**
 * The activity log (BANKING_ADMIN): every money movement, permission change and confirmation, with who,
 * when, from which address and the result. Append-only: nothing in it changes.
 */
export class ActivityLog {
  readonly #transport: Transport;

  /** @internal */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /**
   * Newest first, between two São Paulo dates (inclusive, up to 366 days), by user and action if asked.
   *
   * @example
   * for await (const entry of balcao.activityLog.list({ startDate: '2026-11-01', endDate: '2026-11-30' }))
   *   console.log(entry.occurredAt, entry.userEmail, entry.action, entry.result);
   */
  list(
    params: ActivityLogListParams,
    options?: RequestOptions,
  ): PageIterator<ActivityLogEntry, ActivityLogPage> {
    const { banking } = this.#transport;
    const { page: firstPage = 0, ...query } = params;
    return this.#transport.paginate(
      firstPage,
      (page, init) => banking.GET('/activity-log', { ...init, params: { query: { ...query, page } } }),
      options,
    );
  }

  /** The same filters as one CSV file in the house dialect (UTF-8 with BOM, `;`, CRLF). */
  csv(params: ActivityLogCsvParams, options?: RequestOptions): APIPromise<string> {
    const { banking } = this.#transport;
    const sent = this.#transport.send({
      method: 'GET',
      authenticated: true,
      call: (init) =>
        banking.GET('/activity-log/csv', { ...init, params: { query: params }, parseAs: 'arrayBuffer' }),
      options,
    });
    // `ignoreBOM` keeps the BOM that `text()` would drop: Excel needs it to open the accents right.
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    return new APIPromise(sent.then(({ data, response }) => ({ data: decoder.decode(data), response })));
  }
}
