import type { BankAccountStatus } from '../bank-account/bank-account';
import { hasAnyRole, isBankingRole, normalizeRoles, type Role } from './roles';

/** The feature toggles the API delivers per user (§3.3 of the common document). */
export const FEATURE_TOGGLES = [
  'disable_paymentlink',
  'view_seller_payment_link',
  'view_create_banking_account',
  'block_items_credit_card',
  'view_payment_link_metadata',
  'view_split_subseller_payment_link',
  'view_seller_full_installments',
  'view_new_preview_payment_link',
  'view_fast_payment_link',
  'view_charge_installments',
  'view_disable_refund',
  'view_seller_refund',
  'view_seller_refund_pos',
  'view_balance_anticipation',
  'view_seller_finance',
  'view_seller_balance',
  'view_seller_accounts_payable',
] as const;

export type FeatureToggle = (typeof FEATURE_TOGGLES)[number];

/**
 * The stored banking account status (002 §3 'Stored locally'): the sign-in and refresh answers carry the
 * seller's account status; a session stored before they did falls back to `bankingStatusFor`.
 */
export type BankingStatus = BankAccountStatus;

const KNOWN_TOGGLES: ReadonlySet<string> = new Set<string>(FEATURE_TOGGLES);

function isFeatureToggle(value: string): value is FeatureToggle {
  return KNOWN_TOGGLES.has(value);
}

/** §3.1: the banking account counts as active when the session carries any banking role. */
export function bankingStatusFor(bankingRoles: readonly string[]): BankingStatus {
  return normalizeRoles(bankingRoles).some(isBankingRole) ? 'ACTIVE' : 'INACTIVE';
}

/** §4.2: banking features and Pix keys are fetched only for these roles. */
const BANKING_FEATURE_ROLES = ['B_SELLER_ADMIN', 'BANKING_ADMIN', 'BANKING_WALLET'] as const satisfies Role[];

export function loadsBankingFeatures(roles: readonly string[]): boolean {
  return hasAnyRole(roles, BANKING_FEATURE_ROLES);
}

export interface FeatureContext {
  /** The toggle names as the API delivered them. */
  toggles: readonly string[];
  /** The session's merged roles. */
  roles: readonly string[];
  bankingStatus: BankingStatus;
}

/**
 * §4.2: the feature list the app keeps. Offering to open a business account makes no sense to a
 * user who already has one, so view_create_banking_account goes for a SELLER_ADMIN holding banking
 * roles and whenever the account is ACTIVE; disable_paymentlink wins over view_seller_payment_link.
 * Names outside §3.3 are dropped, since no rule reads them.
 */
export function deriveFeatures({ toggles, roles, bankingStatus }: FeatureContext): FeatureToggle[] {
  const features = new Set(toggles.filter(isFeatureToggle));
  const sessionRoles = normalizeRoles(roles);
  const adminWithBanking = sessionRoles.includes('SELLER_ADMIN') && sessionRoles.some(isBankingRole);
  if (adminWithBanking || bankingStatus === 'ACTIVE') features.delete('view_create_banking_account');
  if (features.has('disable_paymentlink')) features.delete('view_seller_payment_link');
  return [...features];
}

export function hasFeature(features: readonly string[], feature: FeatureToggle): boolean {
  return features.includes(feature);
}
