import { randomUUID } from 'node:crypto';
import type { payment } from '@balcao/client';
import {
  WEBHOOK_DOMAINS,
  webhookDomainsError,
  webhookTitleError,
  webhookUrlError,
} from '@balcao/domain/webhooks';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, HttpError, notFound, ValidationErrors } from '../../errors';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import type { Caller } from '../shared/caller';
import type { ContractBody, QueryWithDefaults } from '../shared/contract';
import { queryPage } from '../shared/page';
import {
  newWebhookSecret,
  toWebhook,
  WEBHOOK_COLUMNS,
  WEBHOOK_WINDOW_MS,
  type Webhook,
  type WebhookCreated,
  type WebhookRow,
} from './model';
import { isAllowedTarget, parseWebhookUrl, TARGET_REFUSED, URL_MESSAGE } from './targets';

/** Enough for every system a merchant connects; few enough that a loop cannot fill the table. */
export const MAX_WEBHOOKS_PER_SELLER = 50;
const NOT_FOUND = 'Webhook não encontrado.';

/** The form's fields as POST /seller-api-webhooks takes them; PUT adds the switch. */
type WebhookInput = ContractBody<payment.operations['createWebhook']>;
type WebhookUpdate = ContractBody<payment.operations['updateWebhook']>;
/** The list's query as the contract declares it; the gateway fills page and size. */
type WebhookListQuery = QueryWithDefaults<payment.operations['listWebhooks'], 'page' | 'size'>;

/** Every problem at once, in the form's words; then the sandbox's own rule on where it may send. */
function checked(body: WebhookInput): WebhookInput {
  const problems = [
    webhookTitleError(body.title),
    webhookUrlError(body.url),
    webhookDomainsError(body.domains),
  ].filter((p): p is string => p !== null);
  if (problems.length) throw new ValidationErrors(problems);
  const url = parseWebhookUrl(body.url);
  if (!url) throw new ValidationErrors([URL_MESSAGE]);
  if (!isAllowedTarget(url)) throw badRequest(TARGET_REFUSED, 'WEBHOOK_TARGET');
  // Each domain once, in a fixed order, whatever order the form sent.
  const domains = WEBHOOK_DOMAINS.filter((d) => body.domains.includes(d));
  return { title: body.title.trim(), url: url.toString(), domains };
}

async function load(db: Db, caller: Caller, id: string, lock = false): Promise<WebhookRow> {
  const [row] = await db.query<WebhookRow>(
    `SELECT ${WEBHOOK_COLUMNS} FROM webhook_endpoints WHERE id = $1 AND seller_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, caller.sellerId],
  );
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** GET /seller-api-webhooks: newest first. */
export function listWebhooks(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: WebhookListQuery,
): Promise<payment.components['schemas']['WebhookPage']> {
  const now = clock.now();
  return queryPage<WebhookRow, Webhook>(
    db,
    {
      select: WEBHOOK_COLUMNS,
      from: 'webhook_endpoints',
      where: 'seller_id = $1',
      params: [caller.sellerId],
      orderBy: 'created_at DESC, id DESC',
      page: query.page,
      size: query.size,
    },
    (row) => toWebhook(row, now),
  );
}

/** POST /seller-api-webhooks: active at once; the secret leaves in this answer only. */
export async function createWebhook(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: WebhookInput,
): Promise<WebhookCreated> {
  const input = checked(body);
  // The seller's row is the lock: two creations at once cannot both pass the count.
  await db.query('SELECT id FROM sellers WHERE id = $1 FOR UPDATE', [caller.sellerId]);
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM webhook_endpoints WHERE seller_id = $1',
    [caller.sellerId],
  );
  if ((count?.n ?? 0) >= MAX_WEBHOOKS_PER_SELLER)
    throw new HttpError(
      409,
      'WEBHOOK_LIMIT',
      `Limite de ${MAX_WEBHOOKS_PER_SELLER} webhooks atingido. Exclua um para cadastrar outro.`,
    );
  const secret = newWebhookSecret();
  const now = clock.now().toISOString();
  const [row] = await db.query<WebhookRow>(
    `INSERT INTO webhook_endpoints (id, seller_id, title, url, domains, active, secret, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, true, $6, $7, $7) RETURNING ${WEBHOOK_COLUMNS}`,
    [randomUUID(), caller.sellerId, input.title, input.url, input.domains, secret, now],
  );
  return { ...toWebhook(row!, clock.now()), secret };
}

/** PUT /seller-api-webhooks/{id}: the form's fields and the switch; the secret stays. */
export async function updateWebhook(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  body: WebhookUpdate,
): Promise<Webhook> {
  const input = checked(body);
  await load(db, caller, id, true);
  if (body.active) await resumeDeliveries(db, clock, id);
  const [row] = await db.query<WebhookRow>(
    `UPDATE webhook_endpoints SET title = $2, url = $3, domains = $4, active = $5, updated_at = $6,
            disabled_reason = CASE WHEN $5 THEN NULL ELSE disabled_reason END
      WHERE id = $1 RETURNING ${WEBHOOK_COLUMNS}`,
    [id, input.title, input.url, input.domains, body.active, clock.now().toISOString()],
  );
  return toWebhook(row!, clock.now());
}

/** PATCH /seller-api-webhooks/{id}/active: off stops new events and holds pending ones; on resumes them. */
export async function setWebhookActive(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  active: boolean,
): Promise<Webhook> {
  await load(db, caller, id, true);
  if (active) await resumeDeliveries(db, clock, id);
  const [row] = await db.query<WebhookRow>(
    `UPDATE webhook_endpoints SET active = $2, updated_at = $3,
            disabled_reason = CASE WHEN $2 THEN NULL ELSE disabled_reason END
      WHERE id = $1 RETURNING ${WEBHOOK_COLUMNS}`,
    [id, active, clock.now().toISOString()],
  );
  return toWebhook(row!, clock.now());
}

/**
 * Switched on again: what waited past its 24 h gives up; the rest is due as it was, so the sweep looks now.
 */
async function resumeDeliveries(db: Db, clock: Clock, id: string): Promise<void> {
  const now = clock.now();
  await db.query(
    `UPDATE webhook_deliveries SET status = 'FAILED', next_attempt_at = NULL
      WHERE endpoint_id = $1 AND status = 'PENDING' AND give_up_at <= $2`,
    [id, now.toISOString()],
  );
  await wakeJob(db, JOB_KINDS.webhookDelivery, now);
}

/** DELETE /seller-api-webhooks/{id}: with its deliveries and attempts. */
export async function deleteWebhook(db: Db, _clock: Clock, caller: Caller, id: string): Promise<null> {
  await load(db, caller, id, true);
  await db.query('DELETE FROM webhook_endpoints WHERE id = $1', [id]);
  return null;
}

/**
 * POST /seller-api-webhooks/{id}/secret/rotate: a new secret, shown once; the one it replaces keeps signing
 * beside it for 24 h of the sandbox clock. A rotation inside that window drops the oldest secret.
 */
export async function rotateWebhookSecret(db: Db, clock: Clock, caller: Caller, id: string) {
  await load(db, caller, id, true);
  const now = clock.now();
  const secret = newWebhookSecret();
  const until = new Date(now.getTime() + WEBHOOK_WINDOW_MS);
  await db.query(
    `UPDATE webhook_endpoints SET previous_secret = secret, previous_secret_expires_at = $3, secret = $2,
            updated_at = $4 WHERE id = $1`,
    [id, secret, until.toISOString(), now.toISOString()],
  );
  return { secret, previousSecretExpiresAt: until.toISOString() };
}

export { load as loadWebhook };
