import { describe, expect, it } from 'vitest';
import {
  bankingStatusFor,
  deriveFeatures,
  FEATURE_TOGGLES,
  hasFeature,
  loadsBankingFeatures,
} from './features';

describe('feature toggles', () => {
  it('lists the toggles of §3.3', () => {
    expect(FEATURE_TOGGLES).toHaveLength(17);
    expect(new Set(FEATURE_TOGGLES).size).toBe(17);
  });
});

describe('banking status', () => {
  it('is ACTIVE when the session has banking roles', () => {
    expect(bankingStatusFor(['BANKING_ADMIN'])).toBe('ACTIVE');
    expect(bankingStatusFor(['BANKING_CARDS'])).toBe('ACTIVE');
    expect(bankingStatusFor([])).toBe('INACTIVE');
    expect(bankingStatusFor(['SOMETHING_ELSE'])).toBe('INACTIVE');
  });

  it('loads banking features for B_SELLER_ADMIN, BANKING_ADMIN and BANKING_WALLET only', () => {
    expect(loadsBankingFeatures(['B_SELLER_ADMIN'])).toBe(true);
    expect(loadsBankingFeatures(['BANKING_ADMIN'])).toBe(true);
    expect(loadsBankingFeatures(['BANKING_WALLET'])).toBe(true);
    expect(loadsBankingFeatures(['BANKING_VISUALIZATION', 'SELLER_ADMIN'])).toBe(false);
  });
});

describe('deriveFeatures', () => {
  const toggles = ['view_create_banking_account', 'view_seller_payment_link', 'view_seller_finance'];

  it('keeps the toggles when no rule applies', () => {
    expect(deriveFeatures({ toggles, roles: ['SELLER_ADMIN'], bankingStatus: 'INACTIVE' })).toEqual(toggles);
  });

  it('drops view_create_banking_account for a SELLER_ADMIN with banking roles', () => {
    const features = deriveFeatures({
      toggles,
      roles: ['SELLER_ADMIN', 'BANKING_WALLET'],
      bankingStatus: 'INACTIVE',
    });
    expect(features).not.toContain('view_create_banking_account');
    expect(features).toContain('view_seller_payment_link');
  });

  it('keeps view_create_banking_account for banking roles without SELLER_ADMIN while INACTIVE', () => {
    const features = deriveFeatures({
      toggles,
      roles: ['SELLER_CHARGES', 'BANKING_WALLET'],
      bankingStatus: 'INACTIVE',
    });
    expect(features).toContain('view_create_banking_account');
  });

  it('drops view_create_banking_account whenever the account is ACTIVE', () => {
    const features = deriveFeatures({ toggles, roles: ['SELLER_CHARGES'], bankingStatus: 'ACTIVE' });
    expect(features).not.toContain('view_create_banking_account');
  });

  it('lets disable_paymentlink remove view_seller_payment_link', () => {
    const features = deriveFeatures({
      toggles: [...toggles, 'disable_paymentlink'],
      roles: ['SELLER_ADMIN'],
      bankingStatus: 'INACTIVE',
    });
    expect(features).not.toContain('view_seller_payment_link');
    expect(features).toContain('disable_paymentlink');
  });

  it('drops unknown names and duplicates', () => {
    const features = deriveFeatures({
      toggles: ['view_seller_balance', 'view_seller_balance', 'made_up'],
      roles: [],
      bankingStatus: 'INACTIVE',
    });
    expect(features).toEqual(['view_seller_balance']);
    expect(hasFeature(features, 'view_seller_balance')).toBe(true);
    expect(hasFeature(features, 'view_seller_finance')).toBe(false);
  });
});
