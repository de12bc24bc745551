import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { insertRows } from '../src/db/insert';
import type { SeededAccounts } from './accounts';

export interface SeedPaymentLink {
  id: string;
  type: 'ORDER' | 'FAST_ORDER';
  title: string;
  description: string | null;
  valueCents: number;
  installments: number;
  /** Whole-percent discount per accepted method; absent = not accepted. */
  creditCard?: number;
  bankSlip?: number;
  pix?: number;
  active: boolean;
}

/**
 * The demo seller's payment links, fixed (ids included) so the README, tests and journeys can open their
 * public pages: three that sell, one per mix of methods, and one deleted (inactive).
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
];

export async function seedPaymentLinks(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const now = clock.now().getTime();
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
        l.creditCard === undefined ? null : l.type === 'FAST_ORDER' ? 'EARLY_BUYER' : 'EARLY',
        l.creditCard ?? null,
        l.bankSlip ?? null,
        l.pix ?? null,
        l.active,
        at,
        at,
      ];
    }),
  );
}
