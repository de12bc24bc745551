import { newWebhookId, newWebhookSecret } from '../src/areas/webhooks/model';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import type { SeededAccounts } from './accounts';

const MINUTE_MS = 60_000;

/**
 * One webhook of the demo merchant, switched off (the gateway switched it off when its receiver answered
 * 410), with the attempts of one delivery: two failures and the 410. So /integracao › Webhooks shows a list,
 * an inactive state and the attempts drawer at sign-in, and no delivery leaves a fresh sandbox for an
 * address nobody listens on. Its secret is drawn and forgotten here: a new webhook shows its own.
 */
export async function seedWebhooks(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const now = clock.now().getTime();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE_MS).toISOString();
  const id = '3b0e0000-0000-4000-8000-000000000001';
  await db.query(
    `INSERT INTO webhook_endpoints (id, seller_id, title, url, domains, active, secret, disabled_reason, created_at,
                                    updated_at)
     VALUES ($1, $2, 'ERP antigo', 'http://localhost:4242/webhooks/balcao', $3, false, $4, 'GONE', $5, $6)`,
    [id, accounts.sellers.demo, ['SUBSCRIPTION', 'ORDER'], newWebhookSecret(), at(60 * 24 * 30), at(90)],
  );
  const delivery = newWebhookId('msg');
  const eventId = newWebhookId('evt');
  const body = JSON.stringify({
    id: eventId,
    type: 'charge.paid',
    timestamp: at(100),
    data: {
      uuid: 'c0000000-0000-4000-8000-000100000001',
      title: 'Curso de fotografia',
      status: 'PAID',
      paymentMethod: 'PIX',
      value: 199.9,
      installments: 1,
      expirationDate: at(100).slice(0, 10),
      paidDate: at(100).slice(0, 10),
      origin: 'PAYMENT_LINK',
      paymentLink: null,
      subscriptionId: null,
      customerId: null,
      customerName: 'Maria Souza',
      customerEmail: 'maria@example.com',
      customerDocument: '12345678909',
      id: 'c0000000-0000-4000-8000-000100000001',
      paymentLinkId: null,
      customer: { id: null, name: 'Maria Souza', email: 'maria@example.com', document: '12345678909' },
    },
  });
  await db.query(
    `INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event_type, body, status, attempt_count, give_up_at,
                                     created_at)
     VALUES ($1, $2, $3, 'charge.paid', $4, 'FAILED', 3, $5, $6)`,
    [delivery, id, eventId, body, at(100 - 60 * 24), at(100)],
  );
  const attempts = [
    { ago: 100, status: 500, latency: 42, excerpt: 'Internal Server Error', error: null },
    {
      ago: 99,
      status: null,
      latency: 10_001,
      excerpt: null,
      error: 'Tempo esgotado: o receptor não respondeu em 10 s.',
    },
    { ago: 90, status: 410, latency: 18, excerpt: 'Gone', error: null },
  ];
  for (const a of attempts)
    await db.query(
      `INSERT INTO webhook_attempts (delivery_id, endpoint_id, trigger, attempted_at, status_code, latency_ms,
                                     response_excerpt, error, succeeded)
       VALUES ($1, $2, 'SCHEDULED', $3, $4, $5, $6, $7, false)`,
      [delivery, id, at(a.ago), a.status, a.latency, a.excerpt, a.error],
    );
}
