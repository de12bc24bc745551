import { randomBytes } from 'node:crypto';
import type { payment } from '@balcao/client';

type Schemas = payment.components['schemas'];
export type Webhook = Schemas['Webhook'];
export type WebhookCreated = Schemas['WebhookCreated'];
export type WebhookAttempt = Schemas['WebhookAttempt'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type WebhookDomain = Schemas['WebhookDomain'];
export type WebhookEvent = Schemas['WebhookEvent'];
export type WebhookEventType = Schemas['WebhookEventType'];

export interface WebhookRow {
  id: string;
  seller_id: number;
  title: string;
  url: string;
  domains: WebhookDomain[];
  active: boolean;
  disabled_reason: 'GONE' | null;
  previous_secret_expires_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** What a read selects: never the secrets. */
export const WEBHOOK_COLUMNS =
  'id, seller_id, title, url, domains, active, disabled_reason, previous_secret_expires_at, created_at, updated_at';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A rotation's window shows only while it lasts, by the sandbox clock. */
export function toWebhook(row: WebhookRow, now: Date): Webhook {
  const rotationEnds = row.previous_secret_expires_at ? new Date(row.previous_secret_expires_at) : null;
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    domains: row.domains,
    active: row.active,
    disabledReason: row.disabled_reason,
    previousSecretExpiresAt: rotationEnds && rotationEnds > now ? rotationEnds.toISOString() : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** `whsec_` and 32 random bytes in base64: the Standard Webhooks form, which `standardwebhooks` reads. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** Ids in the Standard Webhooks style (`msg_…`, `evt_…`): a prefix and 22 base62-ish characters. */
export function newWebhookId(prefix: 'msg' | 'evt'): string {
  return `${prefix}_${randomBytes(16).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** How long a rotated-out secret still signs, and how long a delivery is retried: 24 h of sandbox clock. */
export const WEBHOOK_WINDOW_MS = 24 * 3600 * 1000;
