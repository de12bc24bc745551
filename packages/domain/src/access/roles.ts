/**
 * Roles as the session carries them (§6 of the common document). The API spells two of them two
 * ways; the session is normalised once, when it is read, so the rest of the code sees one spelling.
 */
export const SELLER_ROLES = [
  'SELLER_MASTER',
  'SELLER_ADMIN',
  'SELLER_BACKOFFICE',
  'SELLER_DASHBOARD',
  'SELLER_BUSINESS',
  'SELLER_VIZUALIZATION',
  'SELLER_PAYMENT_LINK',
  'SELLER_SUBSCRIPTIONS',
  'SELLER_CHECKOUT',
  'SELLER_CHARGES',
  'SELLER_CLIENTS',
  'SELLER_CONFIG_PAYMENT_METHODS',
  'SELLER_CONFIG_NF',
  'SELLER_CONFIG_INTEGRATION',
  'SELLER_CONFIG_NOTIFICATION',
  'SELLER_FINANCES',
  'SELLER_REPORTS',
  'SELLER_ANTICIPATION',
  'SELLER_BALANCE_VISUALIZATION',
] as const;

/** B_SELLER_ADMIN is the banking twin of SELLER_ADMIN, renamed so the two can be told apart. */
export const BANKING_ROLES = [
  'B_SELLER_ADMIN',
  'BANKING_ADMIN',
  'BANKING_WALLET',
  'BANKING_VISUALIZATION',
  'BANKING_PAYMENT_REQUEST',
  'BANKING_INVESTMENT',
  'BANKING_CARD',
  'BANKING_REPORT',
  'BANKING_PAYMENT',
] as const;

type SellerRole = (typeof SELLER_ROLES)[number];
export type BankingRole = (typeof BANKING_ROLES)[number];
export type Role = SellerRole | BankingRole;

/** Not a permission: a sign-in answer holding it still needs the six-character PIN. */
export const TWO_FACTOR_AUTH = 'TWO_FACTOR_AUTH';

const KNOWN_ROLES: ReadonlySet<string> = new Set<string>([...SELLER_ROLES, ...BANKING_ROLES]);
const BANKING_ROLE_SET: ReadonlySet<string> = new Set<string>(BANKING_ROLES);

/** The second spelling of a role, mapped to the one this code uses. */
const ROLE_SPELLINGS: Readonly<Record<string, Role>> = {
  SELLER_SUBSCRIPTION: 'SELLER_SUBSCRIPTIONS',
  BANKING_CARDS: 'BANKING_CARD',
};

/** One role as the code spells it, or null for a value that is not a role (TWO_FACTOR_AUTH included). */
export function normalizeRole(raw: string): Role | null {
  const upper = raw.trim().toUpperCase();
  const spelled = ROLE_SPELLINGS[upper] ?? upper;
  return KNOWN_ROLES.has(spelled) ? (spelled as Role) : null;
}

/** Known roles only, each once, in the order first seen. */
export function normalizeRoles(raw: readonly string[]): Role[] {
  const roles = new Set<Role>();
  for (const value of raw) {
    const role = normalizeRole(value);
    if (role) roles.add(role);
  }
  return [...roles];
}

/** §3.1: the session's roles are the sign-in roles merged with the banking roles, normalised. */
export function mergeSessionRoles(roles: readonly string[], bankingRoles: readonly string[] = []): Role[] {
  return normalizeRoles([...roles, ...bankingRoles]);
}

export function isBankingRole(role: string): role is BankingRole {
  return BANKING_ROLE_SET.has(role);
}

/** True when the user holds at least one of the allowed roles; either spelling of a role counts. */
export function hasAnyRole(userRoles: readonly string[], allowed: readonly Role[]): boolean {
  return userRoles.some((role) => {
    const normalized = normalizeRole(role);
    return normalized !== null && allowed.includes(normalized);
  });
}

/** §4.1: the sign-in answer asks for a PIN before the session starts. */
export function needsTwoFactor(signInRoles: readonly string[]): boolean {
  return signInRoles.some((role) => role.trim().toUpperCase() === TWO_FACTOR_AUTH);
}

/** §2.7: who sees the notification bell. */
export const NOTIFICATION_BELL_ROLES = ['SELLER_ADMIN', 'SELLER_VIZUALIZATION', 'SELLER_BACKOFFICE'] as const;

export function canSeeNotifications(roles: readonly string[]): boolean {
  return hasAnyRole(roles, NOTIFICATION_BELL_ROLES);
}

/** §2.5: only a SELLER_ADMIN accepts new terms of use; everybody else can only log out. */
export function canAcceptTerms(roles: readonly string[]): boolean {
  return hasAnyRole(roles, ['SELLER_ADMIN']);
}
