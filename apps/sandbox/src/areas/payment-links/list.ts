import { customerSearchKey, PAYMENT_LINK_KINDS, type PaymentLinkKind } from '@balcao/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { Caller } from '../shared/caller';
import { queryPage } from '../shared/page';
import { refuseDisabledLinks } from './links';
import { LINK_COLUMNS_SQL, LINK_FROM, type PaymentLinkRow, paymentLinkView } from './model';

export interface PaymentLinkListQuery {
  kind: PaymentLinkKind;
  title?: string;
  planTitle?: string;
  withCustomer?: boolean;
  page: number;
  size: number;
  sort: 'createdAt,DESC' | 'createdAt,ASC';
}

// The customers' search key (lower case, no accents) computed in SQL over the accents Portuguese uses.
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /payment-links?kind=…: one tab of /seja-pago, newest first. The subscriptions tab searches by
 * `planTitle`: a subscription link of the sandbox is titled by its plan, so both search the title.
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
    where.push(`translate(lower(l.title), '${ACCENTED}', '${PLAIN}') LIKE $${params.length}`);
  }
  if (query.withCustomer) where.push('l.customer_id IS NOT NULL');
  const direction = query.sort === 'createdAt,ASC' ? 'ASC' : 'DESC';
  return queryPage<PaymentLinkRow, ReturnType<typeof paymentLinkView>>(
    db,
    {
      select: LINK_COLUMNS_SQL,
      from: LINK_FROM,
      where: where.join(' AND '),
      params,
      orderBy: `l.created_at ${direction}, l.id ${direction}`,
      page: query.page,
      size: query.size,
    },
    (row) => paymentLinkView(row, origin),
  );
}
