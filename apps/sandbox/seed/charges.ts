import { type RandomSource, randomIndex, seededRandom } from '@balcao/domain/common';
import { addDays, businessToday } from '@balcao/domain/dates';
import { generateCpf } from '@balcao/domain/documents';
import { APPROVING_TEST_CARDS } from '../src/areas/charges/cards';
import { insertCharges, type NewCharge } from '../src/areas/charges/create';
import type { StoredChargeStatus } from '../src/areas/charges/model';
import { insertLedgerEntries } from '../src/areas/ledger/bulk';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { insertRows } from '../src/db/insert';
import type { SeededAccounts } from './accounts';
import { chargeChildren } from './charge-children';
import { DEMO_NOTIFICATIONS, notificationChargeUuid } from './notifications';

/** About 2,000 charges over the last 12 months (and a month ahead) for the demo merchant. */
export const DEMO_CHARGE_COUNT = 2000;
export const OTHER_CHARGE_COUNT = 20;
export const PARTNER_CHARGE_COUNT = 60;

const TITLES = [
  'Mensalidade Plano Essencial',
  'Plano Anual Premium',
  'Consultoria financeira',
  'Manutenção preventiva',
  'Curso de fotografia',
  'Pedido #{n}',
  'Aula particular',
  'Kit de produtos',
  'Serviço de limpeza',
  'Assinatura Clube do Café',
];
const BRANDS = Object.entries(APPROVING_TEST_CARDS);

interface Buyer {
  id: string | null;
  name: string;
  document: string;
  email: string;
  phone: string | null;
}

async function buyersOf(db: Db, sellerId: number, random: RandomSource): Promise<Buyer[]> {
  const rows = await db.query<Buyer>(
    `SELECT id, name, document_number AS document, email, phone FROM customers WHERE seller_id = $1 ORDER BY name_key, id`,
    [sellerId],
  );
  if (rows.length) return rows;
  // Without a customers seed the charges still need buyers: a few snapshots without a customer record.
  return ['Maria Souza', 'João Pereira', 'Ana Lima', 'Carlos Oliveira'].map((name) => ({
    id: null,
    name,
    document: generateCpf(random),
    email: `${name.toLowerCase().replace(' ', '.')}@exemplo.com.br`,
    phone: '11987654321',
  }));
}

/** The notifications' buyers (seed/notifications.ts): their charges carry the same name, amount and kind. */
const NOTIFICATION_BUYERS = [
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

function notificationBuyer(i: number, buyers: Buyer[]): Buyer {
  const name = NOTIFICATION_BUYERS[i % NOTIFICATION_BUYERS.length]!;
  const known = buyers.find((b) => b.name === name);
  if (known) return known;
  const template = buyers[i % buyers.length]!;
  return {
    ...template,
    id: null,
    name,
    email: `${name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(' ', '.')}@exemplo.com.br`,
  };
}

function statusFor(
  i: number,
  due: string,
  today: string,
  method: NewCharge['method'],
  random: RandomSource,
): StoredChargeStatus {
  const card = method === 'CREDIT_CARD';
  if (due >= today) return random() < 0.8 ? 'SCHEDULED' : 'PAID';
  // One charge in eight stays unpaid past its due date: every week of the year shows a late amount.
  if (i % 8 === 0) return 'SCHEDULED';
  const r = random();
  if (r < 0.72) return 'PAID';
  if (r < 0.78) return card ? 'PAID' : 'PAID_MANUALLY';
  if (r < 0.84) return card ? 'FAILED' : 'SCHEDULED';
  if (r < 0.89) return 'CANCELED';
  if (r < 0.93) return method === 'BOLETO' ? 'PAID' : 'REFUND';
  if (r < 0.95) return card ? 'DISPUTE' : 'PAID';
  if (r < 0.97) return card ? 'CHARGEBACK' : 'PAID';
  if (r < 0.985) return 'ABANDONNED';
  return card ? 'PRE_AUTHORIZED' : 'PAID';
}

const PAID_LIKE: readonly StoredChargeStatus[] = ['PAID', 'PAID_MANUALLY', 'REFUND', 'DISPUTE', 'CHARGEBACK'];

/**
 * A charge is created 30 days before it falls due, and always before it is paid: one due next month
 * but already paid was created the day before its payment at the latest.
 */
function createdDay(due: string, paidDate: string | null): string {
  const monthBefore = addDays(due, -30);
  const dayBeforePaid = paidDate ? addDays(paidDate, -1) : null;
  return dayBeforePaid !== null && dayBeforePaid < monthBefore ? dayBeforePaid : monthBefore;
}

export function buildCharges(
  sellerId: number,
  count: number,
  buyers: Buyer[],
  today: string,
  random: RandomSource,
  withNotifications: number,
): NewCharge[] {
  // What each buyer's subscription charges carry: the first one's amount, so that every charge seed/subscriptions.ts
  // links to a subscription equals its value (issue 25, item 6), the older ones as much as the latest.
  const subscriptionAmounts = new Map<string, number>();
  return Array.from({ length: count }, (_, i): NewCharge => {
    const notified = i < withNotifications;
    const buyer = notified ? notificationBuyer(i, buyers) : buyers[randomIndex(random, buyers.length)]!;
    const r = random();
    const method = r < 0.45 ? 'CREDIT_CARD' : r < 0.8 ? 'BOLETO' : 'PIX';
    // Evenly from a year ago to 30 days ahead; the notifications' charges are the most recent past ones.
    const due = notified ? addDays(today, -1 - i) : addDays(today, -365 + Math.floor((i * 395) / count));
    const kind = i % 3; // the notifications cycle PAYMENT_MADE, PAYMENT_LATE, RECOVERED_DEFAULTS
    const status: StoredChargeStatus = notified
      ? kind === 1
        ? 'SCHEDULED'
        : 'PAID'
      : statusFor(i, due, today, method, random);
    const paid = PAID_LIKE.includes(status);
    const paidDate = !paid
      ? null
      : notified && kind === 2
        ? today
        : addDays(due < today ? due : today, -randomIndex(random, 5));
    const card = method === 'CREDIT_CARD' ? BRANDS[randomIndex(random, BRANDS.length)]! : null;
    const physical = card !== null && !notified && random() < 0.05;
    const originRoll = random();
    // The notifications' charges are single sales: their amounts are the notifications', not a subscription's.
    const origin = physical
      ? 'POS'
      : originRoll < 0.3
        ? notified
          ? 'FAST_LINK'
          : 'SUBSCRIPTION'
        : originRoll < 0.4
          ? 'FAST_LINK'
          : 'PAYMENT_LINK';
    const drawn = notified ? 4990 + ((i * 7919) % 50) * 1000 : 1990 + randomIndex(random, 24800) * 10;
    const buyerKey = buyer.id ?? buyer.name;
    if (origin === 'SUBSCRIPTION' && !subscriptionAmounts.has(buyerKey))
      subscriptionAmounts.set(buyerKey, drawn);
    const amountCents = origin === 'SUBSCRIPTION' ? subscriptionAmounts.get(buyerKey)! : drawn;
    const title = TITLES[randomIndex(random, TITLES.length)]!.replace('{n}', String(1000 + i));
    return {
      id: notificationChargeUuid(sellerId, i),
      customerId: buyer.id,
      customerName: buyer.name,
      customerDocument: buyer.document,
      customerEmail: buyer.email,
      customerPhone: buyer.phone,
      title,
      method,
      status,
      amountCents,
      installments: card ? [1, 1, 1, 2, 3, 6, 10, 12][randomIndex(random, 8)]! : 1,
      expirationDate: due,
      paidDate,
      paidAt: paidDate ? `${paidDate}T14:${String(10 + randomIndex(random, 49))}:00-03:00` : null,
      origin,
      paymentLinkId:
        origin === 'PAYMENT_LINK' ? `PL${String(100 + randomIndex(random, 60)).padStart(6, '0')}` : null,
      subscriptionId: null,
      card: card ? { brand: card[0], last4: card[1].slice(-4), holder: buyer.name.toUpperCase() } : null,
      physicalSale: physical,
      anticipated: card !== null && paid && random() < 0.05,
      chargebackDeadline: status === 'DISPUTE' ? addDays(paidDate ?? today, 20) : null,
      // Cancelled on its due date, or today when that is still ahead: never in the future.
      canceledAt: status === 'CANCELED' ? `${due < today ? due : today}T12:00:00-03:00` : null,
      createdAt: `${createdDay(due, paidDate)}T09:00:00-03:00`,
    };
  });
}

async function seedSellerCharges(
  db: Db,
  clock: Clock,
  sellerId: number,
  count: number,
  notifications: number,
  seed: number,
) {
  const random = seededRandom(seed);
  const today = businessToday(clock.now());
  const [seller] = await db.query<{ document: string; name: string }>(
    'SELECT document, coalesce(fantasy_name, company_name) AS name FROM sellers WHERE id = $1',
    [sellerId],
  );
  const buyers = await buyersOf(db, sellerId, random);
  const charges = buildCharges(sellerId, count, buyers, today, random, notifications);
  await insertCharges(db, { id: sellerId, document: seller!.document, name: seller!.name }, charges, random);
  const subSellers = await db.query<{ name: string }>(
    'SELECT name FROM sub_sellers WHERE seller_id = $1 ORDER BY id',
    [sellerId],
  );
  const { batches, entries } = chargeChildren(
    sellerId,
    charges,
    today,
    random,
    subSellers.map((s) => s.name),
  );
  for (const [table, columns, rows] of batches) await insertRows(db, table, columns, rows);
  // The money of the charges paid through the gateway: the seller's acquiring account on the ledger.
  await insertLedgerEntries(db, entries);
}

/** The demo merchant's charges, and a few for the second merchant (for the other-seller tests). */
export async function seedCharges(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  await seedSellerCharges(db, clock, accounts.sellers.demo, DEMO_CHARGE_COUNT, DEMO_NOTIFICATIONS, 4004);
  await seedSellerCharges(db, clock, accounts.sellers.other, OTHER_CHARGE_COUNT, 3, 4005);
  // The merchant of 'Incluir saldo a liberar': enough sales for both a balance and installments to come.
  await seedSellerCharges(db, clock, accounts.sellers.partner, PARTNER_CHARGE_COUNT, 0, 4006);
}
