import { hasAnyRole, type Role } from '../access/roles';
import { canOpenRoute } from '../navigation/navigation';
import { routeByPath } from '../navigation/routes';
import { BANK_REPORT_ROLES } from '../reports/reports';

/**
 * What /tesouraria (banking document §2.7, §6) shows to whom. The page itself opens for the route
 * table's roles; inside it, each button and link has its own roles, and the acquiring tile follows a
 * per-seller setting (the spec README: 'one specific seller' becomes a setting stored with the seller).
 */

/** §6 'Treasury invest and redeem'. */
export const TREASURY_INVEST_ROLES = [
  'B_SELLER_ADMIN',
  'BANKING_ADMIN',
  'BANKING_INVESTMENT',
] as const satisfies Role[];
/** §6 'Treasury withdraw'. */
export const TREASURY_WITHDRAW_ROLES = ['BANKING_ADMIN', 'BANKING_WALLET'] as const satisfies Role[];
/** §6 'Pagar contas' link: one of these plus view_seller_accounts_payable. */
const PAY_BILLS_ROLES = [
  'B_SELLER_ADMIN',
  'BANKING_ADMIN',
  'BANKING_PAYMENT',
  'BANKING_PAYMENT_REQUEST',
] as const satisfies Role[];
/** §6: 'Extrair extrato' goes with the 'Extrato de contas' report, to BANKING_ADMIN or BANKING_REPORT. */
const TREASURY_STATEMENT_EXPORT_ROLES = BANK_REPORT_ROLES;

export interface TreasuryAccess {
  roles: readonly string[];
  features: readonly string[];
}

export interface TreasuryActions {
  invest: boolean;
  redeem: boolean;
  withdraw: boolean;
  exportStatement: boolean;
  /** 'Pagar contas' → /pagamentos. */
  payBills: boolean;
  /** 'Mais Detalhes' → /financeiro, on the acquiring tile. */
  moreDetails: boolean;
}

/**
 * The page's buttons and links for a user. A link is offered only where §6 allows it and the page it
 * leads to opens for the user (a BANKING_PAYMENT user meets §6's 'Pagar contas' roles but not the route
 * table's /pagamentos roles, and a link to a refusal would be a dead end); `available` says whether this
 * build of the app has the page at all.
 */
export function treasuryActions(
  access: TreasuryAccess,
  available: (path: '/pagamentos' | '/financeiro') => boolean = () => true,
): TreasuryActions {
  const { roles, features } = access;
  const opens = (path: '/pagamentos' | '/financeiro') =>
    available(path) && canOpenRoute(routeByPath(path), access);
  const investor = hasAnyRole(roles, TREASURY_INVEST_ROLES);
  return {
    invest: investor,
    redeem: investor,
    withdraw: hasAnyRole(roles, TREASURY_WITHDRAW_ROLES),
    exportStatement: hasAnyRole(roles, TREASURY_STATEMENT_EXPORT_ROLES),
    payBills:
      features.includes('view_seller_accounts_payable') &&
      hasAnyRole(roles, PAY_BILLS_ROLES) &&
      opens('/pagamentos'),
    moreDetails: opens('/financeiro'),
  };
}

/** The balance tiles of §2.7, in the order the page shows them. */
const TREASURY_TILES = ['TOTAL', 'INVESTMENT', 'CHECKING', 'ACQUIRING'] as const;
export type TreasuryTile = (typeof TREASURY_TILES)[number];

export const TREASURY_TILE_LABELS: Readonly<Record<TreasuryTile, string>> = {
  TOTAL: 'Saldo total',
  INVESTMENT: 'Conta investimento',
  CHECKING: 'Conta corrente',
  ACQUIRING: 'Conta adquirência',
};

/** Every tile, but the acquiring account's where the seller's setting hides it. */
export function treasuryTiles({ hideAcquiringAccount }: { hideAcquiringAccount: boolean }): TreasuryTile[] {
  return TREASURY_TILES.filter((tile) => tile !== 'ACQUIRING' || !hideAcquiringAccount);
}
