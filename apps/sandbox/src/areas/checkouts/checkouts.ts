import type { payment } from '@balcao/client';
import {
  CHECKOUT_SUBDOMAIN_PATTERN,
  CHECKOUT_SUBDOMAIN_TAKEN_MESSAGE,
  checkoutFormErrors,
} from '@balcao/domain/payment-links';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { HttpError, notFound, ValidationErrors } from '../../errors';
import type { Caller } from '../shared/caller';
import type { ContractBody } from '../shared/contract';

/** The body of POST /checkouts and PUT /checkouts/{id}, as the contract declares it. */
export type CheckoutBody = ContractBody<payment.operations['createCheckout']>;

interface CheckoutRow {
  id: number;
  seller_id: number;
  title: string;
  description: string | null;
  sub_domain: string;
  notes: string | null;
  is_default: boolean;
}

const NOT_FOUND = 'Checkout não encontrado.';
const LABELS: Record<string, string> = {
  title: 'Título',
  description: 'Descrição',
  subDomain: 'Url',
  notes: 'Observações',
};

/** The public address of a checkout: the sandbox serves checkouts at {gateway origin}/checkout/{subdomain}. */
export const checkoutUrl = (gatewayUrl: string, subDomain: string) =>
  `${new URL(gatewayUrl).origin}/checkout/${subDomain}`;

const toCheckout = (row: CheckoutRow, gatewayUrl: string) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  subDomain: row.sub_domain,
  notes: row.notes,
  url: checkoutUrl(gatewayUrl, row.sub_domain),
});

const taken = () => new HttpError(409, 'SUBDOMAIN_TAKEN', CHECKOUT_SUBDOMAIN_TAKEN_MESSAGE);

/** GET /checkouts/default: the seller's checkout, 404 before it has one. */
export async function getDefaultCheckout(db: Db, _clock: Clock, caller: Caller, gatewayUrl: string) {
  const [row] = await db.query<CheckoutRow>('SELECT * FROM checkouts WHERE seller_id = $1 AND is_default', [
    caller.sellerId,
  ]);
  if (!row) throw notFound('O seller ainda não tem checkout.');
  return toCheckout(row, gatewayUrl);
}

/** The body checked by the form's schema, trimmed; the subdomain as the form lower-cases it. */
function checked(body: CheckoutBody) {
  const form = {
    title: body.title,
    description: body.description ?? '',
    subDomain: body.subDomain.trim().toLowerCase(),
    notes: body.notes ?? '',
  };
  const errors = checkoutFormErrors(form);
  if (Object.keys(errors).length)
    throw new ValidationErrors(Object.entries(errors).map(([f, m]) => `${LABELS[f] ?? f}: ${m}`));
  return [form.title.trim(), form.description.trim() || null, form.subDomain, form.notes.trim() || null];
}

/**
 * Another checkout's subdomain (or one another seller's charge pages still use) is refused before the
 * unique index would be.
 */
async function refuseTaken(db: Db, caller: Caller, subDomain: string, exceptId: number | null) {
  const [other] = await db.query(
    `SELECT 1 FROM checkouts WHERE sub_domain = $1 AND id <> $2
     UNION ALL SELECT 1 FROM sellers WHERE checkout_subdomain = $1 AND id <> $3`,
    [subDomain, exceptId ?? 0, caller.sellerId],
  );
  if (other) throw taken();
}

/**
 * The charge and link pages read the seller's subdomain from sellers.checkout_subdomain (migration 009);
 * the default checkout's is written there in the same transaction.
 */
async function mirrorSubdomain(db: Db, sellerId: number, subDomain: string): Promise<void> {
  await db.query('UPDATE sellers SET checkout_subdomain = $2 WHERE id = $1', [sellerId, subDomain]);
}

/** POST /checkouts: the seller's one checkout. */
export async function createCheckout(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: CheckoutBody,
  gatewayUrl: string,
) {
  const values = checked(body);
  // One creation at a time per seller: the seller's row is the lock.
  await db.query('SELECT id FROM sellers WHERE id = $1 FOR UPDATE', [caller.sellerId]);
  const [existing] = await db.query('SELECT id FROM checkouts WHERE seller_id = $1 AND is_default', [
    caller.sellerId,
  ]);
  if (existing) throw new HttpError(409, 'CHECKOUT_EXISTS', 'O seller já tem um checkout cadastrado.');
  await refuseTaken(db, caller, values[2] as string, null);
  const at = clock.now().toISOString();
  const [row] = await db.query<CheckoutRow>(
    `INSERT INTO checkouts (seller_id, title, description, sub_domain, notes, is_default, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, true, $6, $6) ON CONFLICT DO NOTHING RETURNING *`,
    [caller.sellerId, ...values, at],
  );
  if (!row) throw taken();
  await mirrorSubdomain(db, caller.sellerId, row.sub_domain);
  return toCheckout(row, gatewayUrl);
}

/** PUT /checkouts/{id}: the seller's checkout; another seller's answers as one that does not exist. */
export async function updateCheckout(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: number,
  body: CheckoutBody,
  gatewayUrl: string,
) {
  const values = checked(body);
  const [own] = await db.query<CheckoutRow>(
    'SELECT * FROM checkouts WHERE id = $1 AND seller_id = $2 FOR UPDATE',
    [id, caller.sellerId],
  );
  if (!own) throw notFound(NOT_FOUND);
  await refuseTaken(db, caller, values[2] as string, id);
  const [row] = await db.query<CheckoutRow>(
    `UPDATE checkouts SET title = $2, description = $3, sub_domain = $4, notes = $5, updated_at = $6
      WHERE id = $1 RETURNING *`,
    [id, ...values, clock.now().toISOString()],
  );
  if (!row) throw notFound(NOT_FOUND);
  if (row.is_default) await mirrorSubdomain(db, caller.sellerId, row.sub_domain);
  return toCheckout(row, gatewayUrl);
}

/** GET /subdomains/{subDomain}/exists: whether a checkout uses it, and whether the caller may. */
export async function checkSubdomain(db: Db, _clock: Clock, caller: Caller, subDomain: string) {
  const wanted = subDomain.trim().toLowerCase();
  const [row] = await db.query<{ seller_id: number }>(
    `SELECT seller_id FROM checkouts WHERE sub_domain = $1
     UNION ALL SELECT id FROM sellers WHERE checkout_subdomain = $1 LIMIT 1`,
    [wanted],
  );
  const wellFormed = CHECKOUT_SUBDOMAIN_PATTERN.test(wanted);
  return {
    subDomain: wanted,
    exists: row !== undefined,
    isValid: wellFormed && (row === undefined || row.seller_id === caller.sellerId),
  };
}
