import { describe, expect, it } from 'vitest';
import {
  BANKING_ROLES,
  canAcceptTerms,
  canSeeNotifications,
  hasAnyRole,
  isBankingRole,
  mergeSessionRoles,
  needsTwoFactor,
  normalizeRole,
  normalizeRoles,
  SELLER_ROLES,
  TWO_FACTOR_AUTH,
} from './roles';

describe('role vocabulary', () => {
  it('lists the roles of §6', () => {
    expect(SELLER_ROLES).toHaveLength(19);
    expect(BANKING_ROLES).toHaveLength(9);
    expect(SELLER_ROLES).toContain('SELLER_VIZUALIZATION');
    expect(BANKING_ROLES).toContain('B_SELLER_ADMIN');
    expect(TWO_FACTOR_AUTH).toBe('TWO_FACTOR_AUTH');
  });

  it('tells banking roles apart', () => {
    expect(isBankingRole('B_SELLER_ADMIN')).toBe(true);
    expect(isBankingRole('BANKING_CARD')).toBe(true);
    expect(isBankingRole('SELLER_ADMIN')).toBe(false);
  });
});

describe('normalisation', () => {
  it('maps the second spellings to one role', () => {
    expect(normalizeRole('SELLER_SUBSCRIPTION')).toBe('SELLER_SUBSCRIPTIONS');
    expect(normalizeRole('BANKING_CARDS')).toBe('BANKING_CARD');
    expect(normalizeRole(' seller_admin ')).toBe('SELLER_ADMIN');
  });

  it('drops what is not a role, the two-factor marker included', () => {
    expect(normalizeRole('TWO_FACTOR_AUTH')).toBeNull();
    expect(normalizeRole('ROLE_UNKNOWN')).toBeNull();
  });

  it('keeps each role once, in the order first seen', () => {
    expect(normalizeRoles(['SELLER_SUBSCRIPTION', 'SELLER_ADMIN', 'SELLER_SUBSCRIPTIONS', 'X'])).toEqual([
      'SELLER_SUBSCRIPTIONS',
      'SELLER_ADMIN',
    ]);
  });

  it('merges the sign-in roles with the banking roles', () => {
    expect(mergeSessionRoles(['SELLER_ADMIN', 'BANKING_CARDS'], ['BANKING_CARD', 'BANKING_WALLET'])).toEqual([
      'SELLER_ADMIN',
      'BANKING_CARD',
      'BANKING_WALLET',
    ]);
    expect(mergeSessionRoles(['SELLER_CHARGES'])).toEqual(['SELLER_CHARGES']);
  });
});

describe('checks', () => {
  it('needs one of the allowed roles, whatever the spelling', () => {
    expect(hasAnyRole(['SELLER_CHARGES'], ['SELLER_ADMIN', 'SELLER_CHARGES'])).toBe(true);
    expect(hasAnyRole(['SELLER_SUBSCRIPTION'], ['SELLER_SUBSCRIPTIONS'])).toBe(true);
    expect(hasAnyRole(['SELLER_CHARGES'], ['SELLER_ADMIN'])).toBe(false);
    expect(hasAnyRole([], ['SELLER_ADMIN'])).toBe(false);
    expect(hasAnyRole(['SELLER_ADMIN'], [])).toBe(false);
  });

  it('spots a sign-in that still needs the PIN', () => {
    expect(needsTwoFactor(['SELLER_ADMIN', 'TWO_FACTOR_AUTH'])).toBe(true);
    expect(needsTwoFactor(['SELLER_ADMIN'])).toBe(false);
  });

  it('shows the bell to SELLER_ADMIN, SELLER_VIZUALIZATION and SELLER_BACKOFFICE only', () => {
    expect(canSeeNotifications(['SELLER_VIZUALIZATION'])).toBe(true);
    expect(canSeeNotifications(['SELLER_BACKOFFICE'])).toBe(true);
    expect(canSeeNotifications(['SELLER_CHARGES', 'BANKING_ADMIN'])).toBe(false);
  });

  it('lets only a SELLER_ADMIN accept the terms', () => {
    expect(canAcceptTerms(['SELLER_ADMIN'])).toBe(true);
    expect(canAcceptTerms(['B_SELLER_ADMIN', 'SELLER_MASTER'])).toBe(false);
  });
});
