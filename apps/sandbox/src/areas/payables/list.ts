import type { banking } from '@balcao/client';
import { customerSearchKey } from '@balcao/domain/customers';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest } from '../../errors';
import type { Caller } from '../shared/caller';
import type { QueryWithDefaults } from '../shared/contract';
import { queryPage } from '../shared/page';
import { requirePayables } from './access';
import {
  PAYABLE_COLUMNS,
  PAYABLE_FROM,
  type PayableRow,
  type Payment,
  type PaymentPixKeyType,
  type Schemas,
  toPayment,
} from './model';

/** The contract's query, with the defaults the gateway fills in (page, size, sort). */
export type PaymentListQuery = QueryWithDefaults<
  banking.operations['listPayments'],
  'page' | 'size' | 'sort'
>;
type FavoriteListQuery = QueryWithDefaults<banking.operations['listPaymentFavorites'], 'page' | 'size'>;

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ORDER: Record<PaymentListQuery['sort'], string> = {
  'scheduledDate,DESC': 'p.payment_date DESC, p.created_at DESC, p.id DESC',
  'scheduledDate,ASC': 'p.payment_date ASC, p.created_at ASC, p.id ASC',
  'amount,DESC': 'p.amount_cents DESC, p.payment_date DESC, p.id DESC',
  'amount,ASC': 'p.amount_cents ASC, p.payment_date DESC, p.id DESC',
};

/**
 * GET /payments: one tab of /pagamentos (the tab's statuses come in `status`), filtered by beneficiary
 * (name or document, without accents), cost center and scheduled dates. A status of §4.6 this sandbox
 * never stores (COMPLETED, RETURNED…) simply matches nothing.
 */
export async function listPayments(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: PaymentListQuery,
): Promise<Schemas['PaymentPage']> {
  await requirePayables(db, clock, caller);
  if (query.startDate && query.endDate && query.startDate > query.endDate)
    throw badRequest('A data inicial não pode ser posterior à data final.', 'VALIDATION');
  const params: unknown[] = [caller.sellerId];
  const where = ['p.seller_id = $1'];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  const search = customerSearchKey(query.name ?? '');
  if (search) add((n) => `p.recipient_search LIKE $${n}`, containing(search));
  if (query.status?.length) add((n) => `p.status = ANY($${n}::text[])`, [...new Set(query.status)]);
  if (query.costCenter) add((n) => `p.cost_center = $${n}`, query.costCenter);
  if (query.startDate) add((n) => `p.payment_date >= $${n}::date`, query.startDate);
  if (query.endDate) add((n) => `p.payment_date <= $${n}::date`, query.endDate);
  return queryPage<PayableRow, Payment>(
    db,
    {
      select: PAYABLE_COLUMNS,
      from: PAYABLE_FROM,
      where: where.join(' AND '),
      params,
      orderBy: ORDER[query.sort],
      page: query.page,
      size: query.size,
    },
    toPayment,
  );
}

/** The Pix favourites, by nickname (or name); `name` finds a part of the name, nickname or key. */
export async function listPaymentFavorites(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: FavoriteListQuery,
): Promise<Schemas['PaymentFavoritePage']> {
  await requirePayables(db, clock, caller);
  const params: unknown[] = [caller.sellerId];
  let where = 'f.seller_id = $1';
  const search = query.name?.trim();
  if (search) {
    params.push(containing(customerSearchKey(search)));
    // Few per seller: the accents are dropped in SQL on the fly (lower() keeps upper-case accented letters).
    where += ` AND (translate(lower(f.recipient_name || ' ' || coalesce(f.nickname, '') || ' ' || f.pix_key),
      'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn') LIKE $2)`;
  }
  return queryPage<
    {
      id: string;
      recipient_name: string;
      nickname: string | null;
      pix_key: string;
      pix_key_type: PaymentPixKeyType;
    },
    Schemas['PaymentFavorite']
  >(
    db,
    {
      select: 'f.id::text, f.recipient_name, f.nickname, f.pix_key, f.pix_key_type',
      from: 'payable_favorites f',
      where,
      params,
      orderBy: 'lower(coalesce(f.nickname, f.recipient_name)), f.id',
      page: query.page,
      size: query.size,
    },
    (r) => ({
      id: r.id,
      recipientName: r.recipient_name,
      nickname: r.nickname,
      pixKey: r.pix_key,
      pixKeyType: r.pix_key_type,
    }),
  );
}
