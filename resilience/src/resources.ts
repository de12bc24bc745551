import type { Operation } from './contract';
import type { SandboxDb } from './sandbox';

/** The merchant-owned things a path id can name, each read from its table by the owner's seller id. */
const OWNED: Record<string, string> = {
  users: 'SELECT id::text AS id FROM users WHERE seller_id = $1 ORDER BY id',
  notifications: 'SELECT id::text AS id FROM notifications WHERE seller_id = $1 ORDER BY id',
  customers: 'SELECT id::text AS id FROM customers WHERE seller_id = $1 ORDER BY id',
  subSellers: 'SELECT id::text AS id FROM sub_sellers WHERE seller_id = $1 ORDER BY id',
  // One charge per status and method, so actions meet each state they branch on.
  charges: `SELECT DISTINCT ON (status, payment_method) id::text AS id FROM charges
             WHERE seller_id = $1 ORDER BY status, payment_method, id`,
  subscriptions: 'SELECT id::text AS id FROM subscriptions WHERE seller_id = $1 ORDER BY id',
  plans: 'SELECT id::text AS id FROM plans WHERE seller_id = $1 ORDER BY id',
  paymentLinks: 'SELECT id::text AS id FROM payment_links WHERE seller_id = $1 ORDER BY id',
  apiKeys: 'SELECT id::text AS id FROM api_keys WHERE seller_id = $1 ORDER BY id',
  invoices: `SELECT i.id::text AS id FROM charge_invoices i JOIN charges c ON c.id = i.charge_id
              WHERE c.seller_id = $1 ORDER BY i.id`,
  cards: 'SELECT id::text AS id FROM cards WHERE seller_id = $1 ORDER BY id',
  cardInvoiceMonths: 'SELECT DISTINCT year_month AS id FROM card_invoices WHERE seller_id = $1 ORDER BY 1',
  cardInvoicePayments: 'SELECT id::text AS id FROM card_invoice_payments WHERE seller_id = $1 ORDER BY id',
  // One payment per status, so cancel and the receipt meet a SCHEDULED and a PAID one.
  payables: `SELECT DISTINCT ON (status) id::text AS id FROM payables WHERE seller_id = $1 ORDER BY status, id`,
  sellerDocument: 'SELECT document AS id FROM sellers WHERE id = $1',
  sellerId: 'SELECT id::text AS id FROM sellers WHERE id = $1',
};

/** Not owned by any merchant: what public lookups and tokens take. */
const SHARED: Record<string, string> = {
  companies: 'SELECT cnpj AS id FROM companies ORDER BY cnpj LIMIT 3',
  postalCodes: 'SELECT cep AS id FROM postal_codes ORDER BY cep LIMIT 3',
};

export type ResourceIds = Record<string, string[]>;

export async function merchantResources(db: SandboxDb, sellerId: number): Promise<ResourceIds> {
  const ids: ResourceIds = {};
  for (const [name, sql] of Object.entries(OWNED)) {
    ids[name] = (await db.query<{ id: string }>(sql, [sellerId])).map((row) => row.id);
  }
  for (const [name, sql] of Object.entries(SHARED)) {
    ids[name] = (await db.query<{ id: string }>(sql)).map((row) => row.id);
  }
  return ids;
}

/** Which resource a path parameter names, from the path's words; null when it is not a merchant's. */
export function resourceOf(op: Operation, param: string): string | null {
  const p = op.path;
  if (param === 'cnpj') return 'sellerDocument';
  if (param === 'id_seller') return 'sellerId';
  if (p.startsWith('/core/public/companies/')) return 'companies';
  if (p.startsWith('/core/public/postal-codes/')) return 'postalCodes';
  if (p.startsWith('/core/public/')) return null;
  if (/\/users\/\{id\}/.test(p)) return 'users';
  if (p.startsWith('/core/notification-panel/')) return 'notifications';
  if (p.startsWith('/payment/seller-clients/')) return 'customers';
  if (p.startsWith('/payment/sellers/subseller/')) return 'subSellers';
  if (p.startsWith('/payment/sellers/invoices/')) return 'invoices';
  if (p.startsWith('/payment/subscriptions/')) return 'subscriptions';
  if (p.startsWith('/payment/plans/')) return 'plans';
  if (p.startsWith('/payment/payment-links/')) return 'paymentLinks';
  if (p.startsWith('/payment/seller-api-tokens/')) return 'apiKeys';
  if (p.startsWith('/banking/card/{id}')) return 'cards';
  if (p.startsWith('/banking/cards/invoices/payments/')) return 'cardInvoicePayments';
  if (p === '/banking/cards/invoices/{yearMonth}') return 'cardInvoiceMonths';
  if (p.startsWith('/banking/payments/{transferId}')) return 'payables';
  if (/\/charges?\/\{id\}|\/charge\/\{id\}/.test(p)) return 'charges';
  return null;
}

/** Ids that look right but name nothing, for calls that must not touch real rows. */
export function absentId(op: Operation, param: string): string {
  const schema = op.parameters.find((p) => p.name === param)?.schema ?? {};
  if (schema.format === 'uuid' || resourceOf(op, param) === 'customers')
    return '00000000-0000-4000-8000-00000000dead';
  if (schema.type === 'integer') return '2147483000';
  return 'inexistente';
}
