import type { payment } from '@balcao/client';
import { DELETED_LINK_MESSAGE, discountedCents } from '@balcao/domain/payment-links';
import { subSellerPaymentValueToWire } from '@balcao/domain/sub-sellers';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { cents } from '../../db/money';
import { badRequest, forbidden, ValidationErrors } from '../../errors';
import { featureToggles } from '../sellers/sellers';
import type { Caller } from '../shared/caller';
import type { ContractBody } from '../shared/contract';
import { queryPage } from '../shared/page';
import { searchKey } from '../sub-sellers/sub-sellers';
import { loadOwnLink, refuseDisabledLinks } from './links';
import { linkMethods } from './model';
import { FAST_LINK_SPLIT_ERROR } from './order-fields';
import { CARD_ONLY_ERROR, checkedSplit, maySplit, saveSplit, shareOf } from './split';
import { paymentLinkView } from './view';

type SplitSubSellerPage = payment.components['schemas']['SplitSubSellerPage'];
type SplitUpdateBody = ContractBody<payment.operations['updatePaymentLinkSplit']>;

/** The split calls' gate: links not taken away, the split's feature and SELLER_ADMIN (or staff), §6. */
async function requireSplit(db: Db, clock: Clock, caller: Caller): Promise<void> {
  await refuseDisabledLinks(db, clock, caller);
  if (!maySplit(caller, await featureToggles(db, clock, caller))) throw forbidden();
}

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /payment-links/subseller: the sub-sellers a link's split may pay, by name. Only those that can
 * receive (active, account validated): offering the others would lead to a link the server refuses.
 */
export async function listSplitSubSellers(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: { filter?: string; page: number; size: number },
): Promise<SplitSubSellerPage> {
  await requireSplit(db, clock, caller);
  const params: unknown[] = [caller.sellerId];
  let where = `seller_id = $1 AND is_active AND split_status = 'ACTIVE'`;
  const key = searchKey(query.filter ?? '');
  if (key) {
    params.push(containing(key));
    where += ' AND search_name LIKE $2';
  }
  return queryPage(
    db,
    {
      select: 'id, name, payment_type, payment_value',
      from: 'sub_sellers',
      where,
      params,
      orderBy: 'search_name ASC, id ASC',
      page: query.page,
      size: query.size,
    },
    (row: { id: number; name: string; payment_type: 'PERCENTAGE' | 'FIXED'; payment_value: number }) => ({
      id: row.id,
      name: row.name,
      paymentType: row.payment_type,
      paymentValue: subSellerPaymentValueToWire(row.payment_value),
    }),
  );
}

/**
 * PATCH /payment-links/sub-seller/payment: the link's whole split replaced, by the rules the link's PUT
 * applies to it (card only, no fast link, receiving sub-sellers, the parts and the card fee within the
 * card price). Purchases already made keep the split they were made with.
 */
export async function updatePaymentLinkSplit(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: SplitUpdateBody,
  origin: string,
) {
  await requireSplit(db, clock, caller);
  const link = await loadOwnLink(db, caller, body.uuidPaymentLink, true);
  if (!link.active) throw badRequest(DELETED_LINK_MESSAGE);
  const shares = body.subSellerPaymentRequest.map(shareOf);
  const errors: string[] = [];
  if (shares.length) {
    if (link.type === 'FAST_ORDER') errors.push(FAST_LINK_SPLIT_ERROR);
    const methods = linkMethods(link).map((m) => m.method);
    if (methods.some((m) => m !== 'CREDIT_CARD') || !methods.includes('CREDIT_CARD'))
      errors.push(CARD_ONLY_ERROR);
    const price = discountedCents(cents(link.value_cents), link.credit_card_discount ?? 0);
    await checkedSplit(db, caller, shares, price, link.installments, errors);
  }
  if (errors.length) throw new ValidationErrors(errors);
  await saveSplit(db, link.id, shares);
  await db.query('UPDATE payment_links SET updated_at = $2 WHERE id = $1', [
    link.id,
    clock.now().toISOString(),
  ]);
  return paymentLinkView(await loadOwnLink(db, caller, link.id), origin);
}
