import type { payment } from '@balcao/client';
import { addDays, businessToday, DATE_FILTER_MESSAGES, isApiDate } from '@balcao/domain/dates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { cents, reais } from '../../db/money';
import { badRequest } from '../../errors';
import type { Caller } from '../shared/caller';
import type { ContractQuery, QueryWithDefaults } from '../shared/contract';

/** The period the dashboard's chart and its receivables list are asked for (the contract's query). */
export type DashboardPeriod = ContractQuery<payment.operations['getSellerDashboard']>;

/** A year and a day: the widest period the pickers can ask for, with room for a leap year. */
const MAX_PERIOD_DAYS = 366;
/** Minutes a seller no longer spends chasing one payment by hand (the 'timeSaved' metric). */
export const MINUTES_SAVED_PER_PAID_CHARGE = 3;

function checkPeriod({ startDate, endDate }: DashboardPeriod): void {
  if (!isApiDate(startDate) || !isApiDate(endDate))
    throw badRequest('Informe as datas no formato aaaa-mm-dd.');
  if (startDate > endDate) throw badRequest(DATE_FILTER_MESSAGES.backwards);
  if (addDays(startDate, MAX_PERIOD_DAYS) < endDate)
    throw badRequest('O período pode ter no máximo 366 dias.');
}

function days({ startDate, endDate }: DashboardPeriod): string[] {
  const out: string[] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) out.push(day);
  return out;
}

/**
 * GET /seller/dashboard: the chart's three series per day and the period's metrics, summed in SQL over
 * the covering indexes (received by payment day; late and scheduled by due day, split by the clock).
 */
export async function dashboardChart(db: Db, clock: Clock, caller: Caller, period: DashboardPeriod) {
  checkPeriod(period);
  const today = businessToday(clock.now());
  // One statement, one round trip: on the embedded database every statement is paid on the request's
  // own thread, and on a server each is a trip; the four parts were four of either.
  const [row] = await db.query<{
    paid: { day: string; amount: string; n: number }[] | null;
    open: { day: string; late: string; scheduled: string }[] | null;
    buyers: number;
    first: string | null;
  }>(
    `WITH paid AS (
       SELECT paid_date::text AS day, sum(amount_cents)::text AS amount, count(*)::int AS n FROM charges
        WHERE seller_id = $1 AND paid_date BETWEEN $2::date AND $3::date AND status IN ('PAID', 'PAID_MANUALLY')
        GROUP BY paid_date
     ), open AS (
       SELECT expiration_date::text AS day,
              coalesce(sum(amount_cents) FILTER (WHERE expiration_date < $4::date), 0)::text AS late,
              coalesce(sum(amount_cents) FILTER (WHERE expiration_date >= $4::date), 0)::text AS scheduled
         FROM charges
        WHERE seller_id = $1 AND status = 'SCHEDULED' AND expiration_date BETWEEN $2::date AND $3::date
        GROUP BY expiration_date
     )
     SELECT (SELECT json_agg(paid) FROM paid) AS paid,
            (SELECT json_agg(open) FROM open) AS open,
            (SELECT count(*)::int FROM customers
              WHERE seller_id = $1 AND created_at >= $2::date AND created_at < $3::date + 1) AS buyers,
            (SELECT min(expiration_date)::text FROM charges WHERE seller_id = $1) AS first`,
    [caller.sellerId, period.startDate, period.endDate, today],
  );
  const paid = row?.paid ?? [];
  const open = row?.open ?? [];
  const byDay = new Map(days(period).map((day) => [day, { paid: 0, late: 0, scheduled: 0 }]));
  let paidCount = 0;
  for (const row of paid) {
    byDay.get(row.day)!.paid = cents(row.amount);
    paidCount += row.n;
  }
  for (const row of open)
    Object.assign(byDay.get(row.day)!, { late: cents(row.late), scheduled: cents(row.scheduled) });
  const total = { paid: 0, late: 0, scheduled: 0 };
  const lines = [...byDay].map(([date, v]) => {
    total.paid += v.paid;
    total.late += v.late;
    total.scheduled += v.scheduled;
    return {
      date,
      paidAmount: reais(v.paid),
      lateAmount: reais(v.late),
      scheduledAmount: reais(v.scheduled),
    };
  });
  const owed = total.paid + total.late;
  return {
    period,
    lines,
    metrics: {
      paidAmount: reais(total.paid),
      lateAmount: reais(total.late),
      scheduledAmount: reais(total.scheduled),
      // Percentage with two decimals, in integer arithmetic: late over what was due and paid or late.
      defaultRate: owed === 0 ? 0 : Math.round((total.late * 10000) / owed) / 100,
      timeSaved: paidCount * MINUTES_SAVED_PER_PAID_CHARGE,
      newBuyerQty: row?.buyers ?? 0,
    },
    firstChargeDate: row?.first ?? null,
  };
}

/** The receivables list's query; the gateway fills status, size and sort (newest first by the day). */
export type DashboardChargesQuery = QueryWithDefaults<
  payment.operations['listDashboardCharges'],
  'status' | 'size' | 'sort'
>;

/**
 * GET /charges/dashboard: the receivables list beside the chart, newest first unless asked otherwise:
 * charges paid in the period (by payment day) and unpaid ones due in it (by due day, LATE or SCHEDULED
 * by the clock). The same days as the chart's, so the list's paid total is the chart's Recebido.
 */
export async function dashboardCharges(db: Db, clock: Clock, caller: Caller, query: DashboardChargesQuery) {
  checkPeriod(query);
  const today = businessToday(clock.now());
  // Each part keeps its first `size` rows in the order asked, so the union's first `size` are right.
  const dir = query.sort === 'date,ASC' ? 'ASC' : 'DESC';
  const parts: string[] = [];
  const select = `SELECT id, customer_name, paid_date::text AS paid_date, expiration_date::text AS expiration_date,
    amount_cents::text AS amount_cents`;
  if (query.status === 'ALL' || query.status === 'PAID')
    parts.push(`(${select}, 'PAID' AS status, paid_date AS day FROM charges
      WHERE seller_id = $1 AND paid_date BETWEEN $2::date AND $3::date AND status IN ('PAID', 'PAID_MANUALLY')
        AND $4::date IS NOT NULL ORDER BY day ${dir} LIMIT $5)`);
  const open = { ALL: 'TRUE', LATE: 'expiration_date < $4::date', SCHEDULED: 'expiration_date >= $4::date' };
  if (query.status !== 'PAID')
    parts.push(`(${select}, CASE WHEN expiration_date < $4::date THEN 'LATE' ELSE 'SCHEDULED' END AS status,
      expiration_date AS day FROM charges
      WHERE seller_id = $1 AND status = 'SCHEDULED' AND expiration_date BETWEEN $2::date AND $3::date
        AND ${open[query.status]} ORDER BY day ${dir} LIMIT $5)`);
  const rows = await db.query<{
    id: string;
    customer_name: string;
    paid_date: string | null;
    expiration_date: string;
    amount_cents: string;
    status: 'PAID' | 'LATE' | 'SCHEDULED';
  }>(`SELECT * FROM (${parts.join(' UNION ALL ')}) AS period ORDER BY day ${dir}, id LIMIT $5`, [
    caller.sellerId,
    query.startDate,
    query.endDate,
    today,
    query.size,
  ]);
  return {
    content: rows.map((r) => ({
      uuid: r.id,
      buyerName: r.customer_name,
      paidDate: r.paid_date,
      expirationDate: r.expiration_date,
      amount: reais(r.amount_cents),
      status: r.status,
    })),
    size: query.size,
  };
}
