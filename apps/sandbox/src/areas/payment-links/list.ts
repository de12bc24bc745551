import type { payment } from '@balcao/client';
import { customerSearchKey } from '@balcao/domain/customers';
import { PAYMENT_LINK_KINDS } from '@balcao/domain/payment-links';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { Caller } from '../shared/caller';
import type { QueryWithDefaults } from '../shared/contract';
import { pageSlice } from '../shared/page';
import { refuseDisabledLinks } from './links';
import { LINK_COLUMNS_SQL, LINK_FROM, type PaymentLinkRow } from './model';
import { paymentLinkView } from './view';

/** One tab's query as the contract declares it; the gateway fills page, size and sort. */
export type PaymentLinkListQuery = QueryWithDefaults<
  payment.operations['listPaymentLinks'],
  'page' | 'size' | 'sort'
>;

// As migration 017's title_key: lower() of a C-locale database leaves the upper-case accented letters.
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /payment-links?kind=…: one tab of /seja-pago, newest first. The subscriptions tab searches by
 * `planTitle`, found in the plan's title or the link's own (the link's plans are few: a subquery each).
 */
export async function listPaymentLinks(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: PaymentLinkListQuery,
  origin: string,
) {
  await refuseDisabledLinks(db, clock, caller);
  const params: unknown[] = [caller.sellerId, PAYMENT_LINK_KINDS[query.kind]];
  const where = ['l.seller_id = $1', 'l.type = $2'];
  const search = customerSearchKey(
    query.kind === 'subscriptions' ? (query.planTitle ?? '') : (query.title ?? ''),
  );
  if (search) {
    params.push(containing(search));
    // title_key: the title lower-cased without accents (migration 017), as customerSearchKey writes the term.
    const byTitle = `l.title_key LIKE $${params.length}`;
    where.push(
      query.kind === 'subscriptions'
        ? `(${byTitle} OR EXISTS (SELECT 1 FROM plans p WHERE p.id = l.plan_id
             AND translate(lower(p.title), '${ACCENTED}', '${PLAIN}') LIKE $${params.length}))`
        : byTitle,
    );
  }
  if (query.withCustomer) where.push('l.customer_id IS NOT NULL');
  const direction = query.sort === 'createdAt,ASC' ? 'ASC' : 'DESC';
  const order = `l.created_at ${direction}, l.id ${direction}`;
  const filter = where.join(' AND ');
  // The page is chosen on the links alone; the joins and the paid-uses count run for its 20 rows only
  // (with count(*) OVER() on the whole join they ran for every link that matched: 170 ms at 10,000).
  const rows = await db.query<PaymentLinkRow & { total_elements: number }>(
    `WITH page AS (
       SELECT l.id, l.created_at, count(*) OVER()::int AS total_elements FROM payment_links l
        WHERE ${filter} ORDER BY ${order} ${pageSlice(query.page, query.size)}
     )
     SELECT ${LINK_COLUMNS_SQL}, page.total_elements
       FROM page JOIN ${LINK_FROM.replace('payment_links l', 'payment_links l ON l.id = page.id')}
      ORDER BY ${order}`,
    params,
  );
  let totalElements = rows[0]?.total_elements ?? 0;
  if (rows.length === 0 && query.page > 0) {
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_links l WHERE ${filter}`,
      params,
    );
    totalElements = count?.n ?? 0;
  }
  return {
    content: rows.map((row) => paymentLinkView(row, origin)),
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
    number: query.page,
    size: query.size,
  };
}
