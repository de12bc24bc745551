import type { banking } from '@balcao/client';
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_RESULT_LABELS,
  type ActivityAction,
  type ActivityResult,
} from '@balcao/domain/access';
import { addDays, formatDateTime, startOfBusinessDay } from '@balcao/domain/dates';
import { csvDocument, csvLine } from '@balcao/domain/reports';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest } from '../../errors';
import type { Caller } from '../shared/caller';
import type { ContractQuery } from '../shared/contract';
import { type Page, queryPage } from '../shared/page';

type Entry = banking.components['schemas']['ActivityLogEntry'];
type Filters = ContractQuery<banking.operations['exportActivityLog']>;

/** A year and a day: a whole year, leap or not, in one page or one file. */
const MAX_PERIOD_DAYS = 366;

interface Row {
  id: string | number;
  occurred_at: Date;
  user_id: number | null;
  email: string | null;
  action: string;
  subject_id: string | null;
  ip_address: string | null;
  result: string;
}

/** The seller's records in the period (São Paulo days, both inclusive), by user and action when asked. */
function filterOf(caller: Caller, filters: Filters) {
  const { startDate, endDate } = filters;
  if (startDate > endDate) throw badRequest('A data inicial não pode ser depois da data final.');
  const from = startOfBusinessDay(startDate);
  const until = startOfBusinessDay(addDays(endDate, 1));
  if (until.getTime() - from.getTime() > (MAX_PERIOD_DAYS + 1) * 86_400_000)
    throw badRequest('Escolha um período de até 366 dias.');
  const params: unknown[] = [caller.sellerId, from.toISOString(), until.toISOString()];
  let where = 'a.seller_id = $1 AND a.occurred_at >= $2 AND a.occurred_at < $3';
  if (filters.userId !== undefined) {
    params.push(filters.userId);
    where += ` AND a.user_id = $${params.length}`;
  }
  if (filters.action !== undefined) {
    params.push(filters.action);
    where += ` AND a.action = $${params.length}`;
  }
  return { where, params };
}

const FROM = 'activity_log a LEFT JOIN users u ON u.id = a.user_id';
const SELECT = 'a.id, a.occurred_at, a.user_id, u.email, a.action, a.subject_id, a.ip_address, a.result';
const ORDER = 'a.occurred_at DESC, a.id DESC';

const entryOf = (row: Row): Entry => ({
  id: Number(row.id),
  occurredAt: row.occurred_at.toISOString(),
  userId: row.user_id,
  userEmail: row.email,
  action: row.action as ActivityAction,
  subject: row.subject_id,
  ipAddress: row.ip_address,
  result: row.result as ActivityResult,
});

/** GET /activity-log (BANKING_ADMIN): newest first, on the seller's index. */
export async function listActivityLog(
  db: Db,
  _clock: Clock,
  caller: Caller,
  query: ContractQuery<banking.operations['listActivityLog']>,
): Promise<Page<Entry>> {
  const { where, params } = filterOf(caller, query);
  return queryPage<Row, Entry>(
    db,
    {
      select: SELECT,
      from: FROM,
      where,
      params,
      orderBy: ORDER,
      page: query.page ?? 0,
      size: query.size ?? 10,
    },
    entryOf,
  );
}

export const ACTIVITY_CSV_HEADER = ['Data e hora', 'Usuário', 'Ação', 'Objeto', 'Endereço', 'Resultado'];

/** GET /activity-log/csv: the same filters, the whole period in the house CSV dialect. */
export async function exportActivityLog(
  db: Db,
  _clock: Clock,
  caller: Caller,
  filters: Filters,
): Promise<{ csv: Buffer; filename: string }> {
  const { where, params } = filterOf(caller, filters);
  const rows = await db.query<Row>(`SELECT ${SELECT} FROM ${FROM} WHERE ${where} ORDER BY ${ORDER}`, params);
  const lines = rows.map((row) =>
    csvLine([
      formatDateTime(row.occurred_at),
      row.email ?? 'Integração (chave de API)',
      ACTIVITY_ACTION_LABELS[row.action as ActivityAction] ?? row.action,
      row.subject_id,
      row.ip_address,
      ACTIVITY_RESULT_LABELS[row.result as ActivityResult] ?? row.result,
    ]),
  );
  return {
    csv: Buffer.from(csvDocument(ACTIVITY_CSV_HEADER, lines), 'utf8'),
    filename: `atividades-${filters.startDate}-a-${filters.endDate}.csv`,
  };
}
