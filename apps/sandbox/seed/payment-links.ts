import { addDays, businessToday } from '@balcao/domain/dates';
import { searchKey } from '../src/areas/customers/customers';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { insertRows } from '../src/db/insert';
import type { SeededAccounts } from './accounts';

export interface SeedPaymentLink {
  id: string;
  type: 'ORDER' | 'FAST_ORDER' | 'SUBSCRIPTION';
  title: string;
  description: string | null;
  valueCents: number;
  installments: number;
  /** Whole-percent discount per accepted method; absent = not accepted. */
  creditCard?: number;
  bankSlip?: number;
  pix?: number;
  active: boolean;
  /** Dedicated to the seller's first customer by name. */
  dedicated?: boolean;
  /** When it stops selling, in days from the seed's clock (negative: already expired). */
  expiresInDays?: number;
  maxPaidUses?: number;
  /** A SUBSCRIPTION link's plan, by its title among the seller's (monthly: the value is per month). */
  planTitle?: string;
  /** Split with sub-sellers by name: a percent in hundredths or a fixed value in cents. */
  split?: { subSeller: string; paymentType: 'PERCENTAGE' | 'FIXED'; paymentValue: number }[];
  metadata?: { key: string; value: string }[];
  /** The charge's scheduled day, in days from the seed's clock. */
  scheduledInDays?: number;
  bankSlipInstallments?: number;
  /** A fast link whose fee the seller bears (the others' buyer bears it). */
  sellerBearsFee?: boolean;
  /** Seeded paid charges of the seller moved onto the link, as sales it made (up to its limit: sold out). */
  paidUses?: number;
}

/**
 * The demo seller's payment links, fixed (ids included) so the README, tests and journeys can open their
 * public pages: three that sell, one per mix of methods, one deleted (inactive), one dedicated to a
 * customer, one expired, one with a limit of paid uses, one monthly subscription to the 'Clube do Café'
 * plan and one more that splits each card charge with a sub-seller, one split with a sub-seller (card only,
 * with metadata), one scheduled with boleto in 3x, a fast link whose fee the seller bears, a deleted fast
 * link and a deleted subscription link, and one sold out (its limit of paid sales reached).
 */
export const DEMO_PAYMENT_LINKS: readonly SeedPaymentLink[] = [
  {
    id: '7a000000-0000-4000-8000-000000000001',
    type: 'ORDER',
    title: 'Curso de fotografia',
    description: 'Oito encontros aos sábados, com material incluso.',
    valueCents: 19990,
    installments: 1,
    bankSlip: 5,
    pix: 10,
    active: true,
  },
  {
    id: '7a000000-0000-4000-8000-000000000002',
    type: 'ORDER',
    title: 'Kit de boas-vindas',
    description: 'Caneca, caderno e camiseta da loja.',
    valueCents: 8990,
    installments: 3,
    creditCard: 0,
    bankSlip: 0,
    pix: 5,
    active: true,
  },
  {
    id: '7a000000-0000-4000-8000-000000000003',
    type: 'FAST_ORDER',
    title: 'Consultoria avulsa',
    description: null,
    valueCents: 35000,
    installments: 6,
    creditCard: 0,
    active: true,
  },
  {
    id: '7a000000-0000-4000-8000-000000000004',
    type: 'ORDER',
    title: 'Promoção encerrada',
    description: 'Link excluído: a página pública avisa que não está mais disponível.',
    valueCents: 4990,
    installments: 1,
    pix: 0,
    active: false,
  },
  {
    id: '7a000000-0000-4000-8000-000000000005',
    type: 'ORDER',
    title: 'Mentoria individual',
    description: 'Link dedicado a um cliente: só ele aparece como destinatário.',
    valueCents: 60000,
    installments: 10,
    creditCard: 0,
    pix: 5,
    active: true,
    dedicated: true,
  },
  {
    id: '7a000000-0000-4000-8000-000000000006',
    type: 'ORDER',
    title: 'Ingresso do festival de inverno',
    description: 'Link expirado: a página pública avisa que ele expirou.',
    valueCents: 12000,
    installments: 1,
    pix: 0,
    active: true,
    expiresInDays: -2,
  },
  {
    id: '7a000000-0000-4000-8000-000000000007',
    type: 'ORDER',
    title: 'Pré-venda limitada',
    description: 'Limite de 50 vendas pagas e expiração em 30 dias.',
    valueCents: 25000,
    installments: 3,
    creditCard: 0,
    pix: 10,
    active: true,
    expiresInDays: 30,
    maxPaidUses: 50,
  },
  {
    // Issue 12: a subscription link whose card charges (the first and each renewal) split with a sub-seller.
    id: '7a000000-0000-4000-8000-000000000011',
    type: 'SUBSCRIPTION',
    title: 'Clube do Café com a torrefação parceira',
    description: 'Split: 10% de cada mensalidade para a torrefação.',
    valueCents: 5990,
    installments: 1,
    creditCard: 0,
    active: true,
    planTitle: 'Clube do Café',
    split: [{ subSeller: 'Mariana Costa Ribeiro', paymentType: 'PERCENTAGE', paymentValue: 1000 }],
  },
  {
    id: '7a000000-0000-4000-8000-000000000008',
    type: 'SUBSCRIPTION',
    title: 'Assine o Clube do Café',
    description: 'Um pacote de café especial por mês; cancele quando quiser.',
    valueCents: 5990,
    installments: 1,
    creditCard: 0,
    bankSlip: 0,
    pix: 5,
    active: true,
    planTitle: 'Clube do Café',
  },
  {
    id: '7a000000-0000-4000-8000-000000000009',
    type: 'ORDER',
    title: 'Workshop de cerâmica com parceira',
    description: 'Split: 15% para a instrutora convidada.',
    valueCents: 30000,
    installments: 3,
    creditCard: 0,
    active: true,
    split: [{ subSeller: 'Mariana Costa Ribeiro', paymentType: 'PERCENTAGE', paymentValue: 1500 }],
    metadata: [{ key: 'campanha', value: 'primavera' }],
  },
  {
    id: '7a000000-0000-4000-8000-000000000010',
    type: 'ORDER',
    title: 'Matrícula do semestre',
    description: 'Cobrança agendada: paga hoje, cobrada na data marcada; boleto em até 3x.',
    valueCents: 90000,
    installments: 10,
    creditCard: 0,
    bankSlip: 0,
    pix: 0,
    active: true,
    scheduledInDays: 10,
    bankSlipInstallments: 3,
  },
  {
    id: '7a000000-0000-4000-8000-000000000012',
    type: 'FAST_ORDER',
    title: 'Diagnóstico expresso',
    description: 'Link rápido cuja taxa do cartão fica com o vendedor.',
    valueCents: 18000,
    installments: 3,
    creditCard: 0,
    sellerBearsFee: true,
    active: true,
  },
  {
    id: '7a000000-0000-4000-8000-000000000013',
    type: 'FAST_ORDER',
    title: 'Consultoria de lançamento',
    description: null,
    valueCents: 50000,
    installments: 10,
    creditCard: 0,
    active: false,
  },
  {
    id: '7a000000-0000-4000-8000-000000000014',
    type: 'SUBSCRIPTION',
    title: 'Clube do Café: oferta de inverno',
    description: 'Link de assinatura excluído: quem já assinou segue assinando.',
    valueCents: 5990,
    installments: 1,
    creditCard: 0,
    pix: 10,
    active: false,
    planTitle: 'Clube do Café',
  },
  {
    id: '7a000000-0000-4000-8000-000000000015',
    type: 'ORDER',
    title: 'Lote promocional',
    description: 'Esgotado: as duas vendas do limite já foram pagas.',
    valueCents: 9990,
    installments: 1,
    pix: 0,
    active: true,
    maxPaidUses: 2,
    paidUses: 2,
  },
];

export async function seedPaymentLinks(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const now = clock.now().getTime();
  const [customer] = await db.query<{ id: string }>(
    'SELECT id FROM customers WHERE seller_id = $1 ORDER BY name_key, id LIMIT 1',
    [accounts.sellers.demo],
  );
  const plans = await db.query<{ id: number; title: string }>(
    'SELECT id, title FROM plans WHERE seller_id = $1',
    [accounts.sellers.demo],
  );
  const planId = (title: string | undefined) =>
    title === undefined ? null : (plans.find((p) => p.title === title)?.id ?? null);
  await insertRows(
    db,
    'payment_links',
    [
      'id',
      'seller_id',
      'type',
      'title',
      'description',
      'value_cents',
      'installments',
      'credit_card_type',
      'credit_card_discount',
      'bank_slip_discount',
      'pix_discount',
      'active',
      'customer_id',
      'timer',
      'max_paid_uses',
      'plan_id',
      'periodicity',
      'value_per_month_cents',
      'scheduled_date',
      'metadata',
      'bank_slip_installments',
      'created_at',
      'updated_at',
    ],
    DEMO_PAYMENT_LINKS.map((l, i) => {
      // One day apart, oldest first, so the list's newest-first order is the array reversed.
      const at = new Date(now - (DEMO_PAYMENT_LINKS.length - i) * 86_400_000).toISOString();
      return [
        l.id,
        accounts.sellers.demo,
        l.type,
        l.title,
        l.description,
        l.valueCents,
        l.installments,
        l.creditCard === undefined
          ? null
          : l.type === 'FAST_ORDER'
            ? l.sellerBearsFee
              ? 'EARLY_SELLER'
              : 'EARLY_BUYER'
            : l.type === 'SUBSCRIPTION'
              ? 'RECURRENT'
              : 'EARLY',
        l.creditCard ?? null,
        l.bankSlip ?? null,
        l.pix ?? null,
        l.active,
        l.dedicated ? (customer?.id ?? null) : null,
        l.expiresInDays === undefined ? null : new Date(now + l.expiresInDays * 86_400_000).toISOString(),
        l.maxPaidUses ?? null,
        planId(l.planTitle),
        l.planTitle === undefined ? null : 'MONTHLY',
        l.planTitle === undefined ? null : l.valueCents,
        l.scheduledInDays === undefined ? null : addDays(businessToday(clock.now()), l.scheduledInDays),
        JSON.stringify(l.metadata ?? []),
        l.bankSlipInstallments ?? 1,
        at,
        at,
      ];
    }),
  );
  for (const l of DEMO_PAYMENT_LINKS.filter((link) => link.paidUses))
    await db.query(
      `UPDATE charges SET payment_link_id = $1, title = $2, title_key = $3
        WHERE id IN (SELECT id FROM charges WHERE seller_id = $4 AND origin = 'PAYMENT_LINK'
                        AND payment_method = 'PIX' AND paid_at IS NOT NULL AND subscription_id IS NULL
                      ORDER BY paid_at DESC, id LIMIT $5)`,
      [l.id, l.title, searchKey(l.title), accounts.sellers.demo, l.paidUses],
    );
  const subSellers = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM sub_sellers WHERE seller_id = $1',
    [accounts.sellers.demo],
  );
  await insertRows(
    db,
    'payment_link_splits',
    ['payment_link_id', 'position', 'sub_seller_id', 'payment_type', 'payment_value'],
    DEMO_PAYMENT_LINKS.flatMap((l) =>
      (l.split ?? []).map((share, position) => [
        l.id,
        position,
        subSellers.find((ss) => ss.name === share.subSeller)!.id,
        share.paymentType,
        share.paymentValue,
      ]),
    ),
  );
}

const SCALE_TITLES =
  'Curso de fotografia,Mentoria,Consultoria,Ingresso,Oficina,Pré-venda,Workshop,Aula avulsa'.split(',');

/**
 * `--scale`: `count` more links for one seller (one per 100 scale charges: 10,000 with a million),
 * generated inside the database: two one-off links to each fast one, one in ten dedicated to one of
 * the seller's customers, one in twenty deleted, created one minute apart going back from `now`.
 */
export async function insertScaleLinks(db: Db, sellerId: number, count: number, now: Date): Promise<void> {
  const [customer] = await db.query<{ id: string }>(
    'SELECT id FROM customers WHERE seller_id = $1 ORDER BY name_key, id LIMIT 1',
    [sellerId],
  );
  await db.query(
    `INSERT INTO payment_links (id, seller_id, type, title, description, value_cents, installments,
       credit_card_type, credit_card_discount, pix_discount, customer_id, active, created_at, updated_at)
     SELECT gen_random_uuid(), $1, CASE WHEN s % 3 = 0 THEN 'FAST_ORDER' ELSE 'ORDER' END,
            ($3::text[])[1 + s % array_length($3::text[], 1)] || ' ' || s, NULL, 1000 + (s * 7919) % 100000,
            1 + s % 10, CASE WHEN s % 3 = 0 THEN 'EARLY_BUYER' ELSE 'EARLY' END, 0,
            CASE WHEN s % 3 = 0 THEN NULL ELSE 5 END,
            CASE WHEN s % 10 = 1 AND s % 3 <> 0 THEN $4::uuid END, s % 20 <> 7,
            $5::timestamptz - s * interval '1 minute', $5::timestamptz - s * interval '1 minute'
       FROM generate_series(1, $2::int) s`,
    [sellerId, count, SCALE_TITLES, customer?.id ?? null, now.toISOString()],
  );
}
