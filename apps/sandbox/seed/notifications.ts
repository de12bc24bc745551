import { toApiDate } from '@balcao/domain/dates';
import { centsToReais, formatBRL } from '@balcao/domain/money';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { insertRows } from '../src/db/insert';
import type { SeededAccounts } from './accounts';

const BUYERS = [
  'Maria Souza',
  'João Pereira',
  'Ana Lima',
  'Carlos Oliveira',
  'Beatriz Santos',
  'Rafael Costa',
  'Juliana Rocha',
  'Pedro Almeida',
  'Camila Ferreira',
  'Lucas Ribeiro',
];

type Kind = 'NOTIFICATION_PAYMENT_MADE' | 'NOTIFICATION_RECOVERED_DEFAULTS' | 'NOTIFICATION_PAYMENT_LATE';
const KINDS: Kind[] = [
  'NOTIFICATION_PAYMENT_MADE',
  'NOTIFICATION_PAYMENT_LATE',
  'NOTIFICATION_RECOVERED_DEFAULTS',
];

const TEXTS: Record<Kind, (buyer: string, amount: string) => [string, string]> = {
  NOTIFICATION_PAYMENT_MADE: (buyer, amount) => ['Pagamento recebido', `${buyer} pagou ${amount}`],
  NOTIFICATION_PAYMENT_LATE: (buyer, amount) => [
    'Pagamento em atraso',
    `A cobrança de ${amount} de ${buyer} está em atraso`,
  ],
  NOTIFICATION_RECOVERED_DEFAULTS: (buyer, amount) => [
    'Inadimplência recuperada',
    `${buyer} regularizou a cobrança de ${amount}`,
  ],
};

/** The charge a notification links to (`/cobrancas/{uuid}`); later seeds can create charges with these ids. */
export const notificationChargeUuid = (seller: number, index: number) =>
  `c0000000-0000-4000-8000-${String(seller).padStart(4, '0')}${String(index).padStart(8, '0')}`;

export const DEMO_NOTIFICATIONS = 30;
export const DEMO_UNREAD_NOTIFICATIONS = 12;

function notificationRows(sellerId: number, count: number, unread: number, now: number): unknown[][] {
  return Array.from({ length: count }, (_, i) => {
    // From a few minutes to about three weeks ago, so every form of 'há …' shows.
    const created = new Date(now - Math.round(5 * 1.35 ** i) * 60_000);
    const buyer = BUYERS[i % BUYERS.length]!;
    const cents = 4990 + ((i * 7919) % 50) * 1000;
    const kind = KINDS[i % KINDS.length]!;
    const [title, message] = TEXTS[kind](buyer, formatBRL(cents));
    const variables = [
      { name: 'buyer', value: buyer },
      { name: 'amount', value: centsToReais(cents).toFixed(2) },
      { name: 'date', value: toApiDate(created) },
      { name: 'uuid', value: notificationChargeUuid(sellerId, i) },
      { name: 'whatsApp', value: `55119${String(87654321 - i * 1111).padStart(8, '0')}` },
    ];
    const notifiedAt = i < unread ? null : new Date(created.getTime() + 3600_000).toISOString();
    return [sellerId, kind, title, message, JSON.stringify(variables), created.toISOString(), notifiedAt];
  });
}

/** 30 notifications for the demo merchant (12 unread, so the badge shows '9+') and a few for the second. */
export async function seedNotifications(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const now = clock.now().getTime();
  await insertRows(
    db,
    'notifications',
    ['seller_id', 'type', 'title', 'message', 'variables', 'created_at', 'notified_at'],
    [
      ...notificationRows(accounts.sellers.demo, DEMO_NOTIFICATIONS, DEMO_UNREAD_NOTIFICATIONS, now),
      ...notificationRows(accounts.sellers.other, 3, 2, now),
    ],
  );
}
