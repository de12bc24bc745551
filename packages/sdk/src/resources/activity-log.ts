import type { banking } from '@balcao/client';
import { type APIPromise, mapData } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

type Schemas = banking.components['schemas'];
export type ActivityLogEntry = Schemas['ActivityLogEntry'];
export type ActivityLogPage = Schemas['ActivityLogPage'];
export type ActivityLogListParams = banking.operations['listActivityLog']['parameters']['query'];
export type ActivityLogCsvParams = banking.operations['exportActivityLog']['parameters']['query'];

/**
 * The activity log (BANKING_ADMIN): every money movement, permission change and confirmation, with who,
 * when, from which address and the result. Append-only: nothing in it changes.
 */
export class ActivityLog extends APIResource {
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
  ): PagePromise<ActivityLogEntry, ActivityLogPage> {
    return this._list('banking', '/activity-log', { params: { query: params } }, options);
  }

  /** The same filters as one CSV file in the house dialect (UTF-8 with BOM, `;`, CRLF). */
  csv(params: ActivityLogCsvParams, options?: RequestOptions): APIPromise<string> {
    const init = { params: { query: params }, parseAs: 'arrayBuffer' } as const;
    const sent = this._get('banking', '/activity-log/csv', init, options);
    // `ignoreBOM` keeps the BOM that `text()` would drop: Excel needs it to open the accents right.
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    return mapData(sent, (data) => decoder.decode(data));
  }
}
