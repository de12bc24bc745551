import type { Clock } from '../src/clock';
import type { Db } from '../src/db/db';
import { insertRows } from '../src/db/insert';
import type { SeededAccounts } from './accounts';
import { DEMO_DOMAIN, DEMO_MERCHANTS } from './constants';

const DAY = 24 * 3600 * 1000;

export const TERMS_VERSIONS = [
  {
    version: '2026-01',
    title: 'Termos de uso Balcão',
    url: 'https://balcao.dev/termos/2026-01',
    daysAgo: 300,
  },
  {
    version: '2026-07',
    title: 'Termos de uso Balcão',
    url: 'https://balcao.dev/termos/2026-07',
    daysAgo: 30,
  },
] as const;

/** §3.3 names the demo merchant starts with: everything it can use, nothing that hides features. */
export const DEMO_SELLER_TOGGLES = [
  'view_seller_payment_link',
  'view_fast_payment_link',
  'view_new_preview_payment_link',
  'view_seller_refund',
  'view_seller_refund_pos',
  'view_charge_installments',
  'view_split_subseller_payment_link',
  'view_seller_balance',
  'view_seller_finance',
  'view_balance_anticipation',
  'view_seller_accounts_payable',
  'view_create_banking_account',
];

/** The finance toggles too: a seller with payouts blocked still sees its balances, read-only (issue 26). */
const OTHER_SELLER_TOGGLES = [
  'view_seller_payment_link',
  'view_seller_refund',
  'view_create_banking_account',
  'view_seller_finance',
  'view_seller_balance',
];
const NEW_SELLER_TOGGLES = ['view_seller_payment_link', 'view_create_banking_account'];
/** The financial page with its balance and 'Incluir saldo a liberar' (002 §6). */
const PARTNER_SELLER_TOGGLES = [
  'view_seller_payment_link',
  'view_seller_balance',
  'view_seller_finance',
  'view_balance_anticipation',
];
/** A per-user toggle, so the union of seller and user toggles shows. */
export const DEMO_ADMIN_USER_TOGGLES = ['view_payment_link_metadata'];

/** Terms (the new merchant accepted only the previous version) and feature toggles. */
export async function seedSellerSettings(db: Db, clock: Clock, accounts: SeededAccounts): Promise<void> {
  const now = clock.now().getTime();
  const published = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  await insertRows(
    db,
    'terms_versions',
    ['version', 'title', 'url', 'published_at'],
    TERMS_VERSIONS.map((t) => [t.version, t.title, t.url, published(t.daysAgo)]),
  );
  const [previous, current] = TERMS_VERSIONS;
  const acceptances = DEMO_MERCHANTS.map((m) => [
    accounts.sellers[m.key],
    m.acceptedCurrentTerms ? current.version : previous.version,
    null,
    published(m.acceptedCurrentTerms ? current.daysAgo - 1 : previous.daysAgo - 1),
  ]);
  await insertRows(
    db,
    'seller_terms_acceptances',
    ['seller_id', 'version', 'accepted_by', 'accepted_at'],
    acceptances,
  );

  const sellerToggles = [
    ...DEMO_SELLER_TOGGLES.map((name) => [accounts.sellers.demo, name]),
    ...OTHER_SELLER_TOGGLES.map((name) => [accounts.sellers.other, name]),
    ...NEW_SELLER_TOGGLES.map((name) => [accounts.sellers.new, name]),
    ...PARTNER_SELLER_TOGGLES.map((name) => [accounts.sellers.partner, name]),
  ];
  await insertRows(db, 'seller_feature_toggles', ['seller_id', 'name'], sellerToggles);
  const admin = accounts.users[`admin@${DEMO_DOMAIN}`]!;
  await insertRows(
    db,
    'user_feature_toggles',
    ['user_id', 'name'],
    DEMO_ADMIN_USER_TOGGLES.map((n) => [admin, n]),
  );
}
