import type { payment } from '@balcao/client';
import { customerSearchKey } from '@balcao/domain/customers';
import { businessToday, dateFilterProblem } from '@balcao/domain/dates';
import { normalizeDocument } from '@balcao/domain/documents';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { reais } from '../../db/money';
import { badRequest, notFound } from '../../errors';
import { type ChargeStatus, effectiveStatusSql, startingWith } from '../charges/model';
import type { Caller } from '../shared/caller';
import type { QueryWithDefaults } from '../shared/contract';
import { queryPage } from '../shared/page';
import { SUBSCRIPTION_COLUMNS, SUBSCRIPTION_FROM, type SubscriptionRow, subscriptionSummary } from './model';

/** The list's query as the contract declares it; the gateway fills page, size and sort. */
export type SubscriptionListQuery = QueryWithDefaults<
  payment.operations['listSubscriptions'],
  'page' | 'size' | 'sort'
>;

/** How many of a subscription's charges the detail lists, latest due date first. */
export const LATEST_CHARGES = 12;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list's date range, with the charges list's messages (the same date picker). */
function checkRange(query: SubscriptionListQuery): void {
  const { expirationDateInitial: from, expirationDateFinal: to } = query;
  const problem = dateFilterProblem(from, to);
  if (problem) throw badRequest(problem);
}

/** GET /subscriptions: the seller's subscriptions, newest start first, with the tabs and the search. */
export async function listSubscriptions(db: Db, caller: Caller, query: SubscriptionListQuery) {
  checkRange(query);
  const where = ['s.seller_id = $1'];
  const params: unknown[] = [caller.sellerId];
  const add = (condition: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (query.status) add((p) => `s.status = ${p}`, query.status);
  // Name anywhere in the name or trade name, as /clientes searches; the document by its start.
  const name = query.customerName && customerSearchKey(query.customerName);
  if (name) add((p) => `(cu.name_key LIKE ${p} OR cu.fantasy_name_key LIKE ${p})`, containing(name));
  const document = query.customerDocument && normalizeDocument(query.customerDocument);
  if (document) add((p) => `cu.document_number LIKE ${p}`, startingWith(document));
  if (query.expirationDateInitial)
    add((p) => `s.next_expiration_date >= ${p}::date`, query.expirationDateInitial);
  if (query.expirationDateFinal)
    add((p) => `s.next_expiration_date <= ${p}::date`, query.expirationDateFinal);
  const filter = where.join(' AND ');
  const direction = query.sort === 'startDate,ASC' ? 'ASC' : 'DESC';
  return queryPage(
    db,
    {
      select: SUBSCRIPTION_COLUMNS,
      from: SUBSCRIPTION_FROM,
      where: filter,
      params,
      orderBy: `s.start_date ${direction}, s.id ${direction}`,
      page: query.page,
      size: query.size,
    },
    subscriptionSummary,
  );
}

/** GET /subscriptions/{id}: the detail page's data with the latest charges; another seller's is a 404. */
export async function getSubscription(db: Db, clock: Clock, caller: Caller, id: string) {
  if (!UUID.test(id)) throw notFound('Assinatura não encontrada.');
  const [row] = await db.query<
    SubscriptionRow & {
      additional_value_cents: string | null;
      additional_installments: number | null;
      bank_slip_description: string | null;
      cancelled_date: string | null;
      invoice_enabled: boolean;
      active_invoice_config: boolean;
    }
  >(
    `SELECT ${SUBSCRIPTION_COLUMNS}, s.additional_value_cents::text AS additional_value_cents,
            s.additional_installments, s.bank_slip_description, s.cancelled_date::text AS cancelled_date,
            s.invoice_enabled, coalesce(ic.active, false) AS active_invoice_config
       FROM ${SUBSCRIPTION_FROM}
       LEFT JOIN seller_invoice_configs ic ON ic.seller_id = s.seller_id
      WHERE s.id = $1 AND s.seller_id = $2`,
    [id, caller.sellerId],
  );
  if (!row) throw notFound('Assinatura não encontrada.');
  const [charges, [anticipation]] = await Promise.all([
    db.query<{ id: string; expiration_date: string; status: ChargeStatus; amount_cents: string }>(
      `SELECT c.id, c.expiration_date::text AS expiration_date, ${effectiveStatusSql('$2')} AS status,
              c.amount_cents::text AS amount_cents
         FROM charges c WHERE c.subscription_id = $1
        ORDER BY c.expiration_date DESC, c.id DESC LIMIT ${LATEST_CHARGES}`,
      [id, businessToday(clock.now())],
    ),
    db.query<{ anticipated: boolean }>(
      'SELECT coalesce(bool_or(anticipated), false) AS anticipated FROM charges WHERE subscription_id = $1',
      [id],
    ),
  ]);
  return {
    ...subscriptionSummary(row),
    additionalValue:
      row.additional_value_cents === null
        ? null
        : { value: reais(row.additional_value_cents), installments: row.additional_installments ?? 1 },
    bankSlipDescription: row.bank_slip_description,
    cancelledDate: row.cancelled_date,
    invoiceEnabled: row.invoice_enabled,
    activeInvoiceConfig: row.active_invoice_config,
    anticipated: anticipation?.anticipated ?? false,
    charges: charges.map((c) => ({
      uuid: c.id,
      expirationDate: c.expiration_date,
      status: c.status,
      value: reais(c.amount_cents),
    })),
  };
}
