import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canOpenCard,
  cardFinalDigits,
  cardPermissions,
  cardUsedPercent,
  formatCardExpiry,
  formatCardNumber,
  maskedCardNumber,
  toggledCardStatus,
} from './cards';

describe('cardPermissions (§6)', () => {
  const none = [] as string[];
  it('gives the page buttons to B_SELLER_ADMIN, BANKING_ADMIN and BANKING_CARD, not to BANKING_VISUALIZATION', () => {
    for (const role of ['B_SELLER_ADMIN', 'BANKING_ADMIN', 'BANKING_CARD']) {
      const can = cardPermissions({ roles: [role], features: none });
      expect([can.seeInvoices, can.manageLimits, can.limitsLink, can.createCard, can.editCard]).toEqual([
        true,
        'enabled',
        'Gerenciar limites',
        'enabled',
        'enabled',
      ]);
    }
    expect(cardPermissions({ roles: ['BANKING_VISUALIZATION'], features: none })).toEqual({
      seeInvoices: false,
      manageLimits: 'hidden',
      limitsLink: 'Ver limites',
      createCard: 'hidden',
      editCard: 'hidden',
      blockCard: 'hidden',
      payInvoice: false,
    });
  });

  it('lets only BANKING_ADMIN and BANKING_CARD (either spelling) block, cancel and pay', () => {
    const admin = cardPermissions({ roles: ['B_SELLER_ADMIN'], features: none });
    expect([admin.blockCard, admin.payInvoice]).toEqual(['hidden', false]);
    for (const role of ['BANKING_ADMIN', 'BANKING_CARD', 'BANKING_CARDS']) {
      const can = cardPermissions({ roles: [role], features: none });
      expect([can.blockCard, can.payInvoice]).toEqual(['enabled', true]);
    }
  });

  it('disables every card action with block_items_credit_card, but keeps invoices and their payment', () => {
    expect(cardPermissions({ roles: ['BANKING_ADMIN'], features: ['block_items_credit_card'] })).toEqual({
      seeInvoices: true,
      manageLimits: 'disabled',
      limitsLink: 'Gerenciar limites',
      createCard: 'disabled',
      editCard: 'disabled',
      blockCard: 'disabled',
      payInvoice: true,
    });
  });
});

describe('card statuses (§4.5)', () => {
  it('opens ACTIVE and BLOCKED cards only', () => {
    expect(['ACTIVE', 'BLOCKED', 'PENDING', 'CANCELLED'].map(canOpenCard)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('toggles ACTIVE ↔ BLOCKED and nothing else', () => {
    expect(toggledCardStatus('ACTIVE')).toBe('BLOCKED');
    expect(toggledCardStatus('BLOCKED')).toBe('ACTIVE');
    expect(toggledCardStatus('PENDING')).toBeNull();
    expect(toggledCardStatus('CANCELLED')).toBeNull();
  });
});

describe('card numbers', () => {
  it('shows only the last four digits of a masked or full number', () => {
    expect(cardFinalDigits('5162 **** **** 1234')).toBe('1234');
    expect(cardFinalDigits('516292******4321')).toBe('4321');
    expect(maskedCardNumber('516292******4321')).toBe('•••• •••• •••• 4321');
  });

  it('groups a revealed number by four and prints the expiry as MM/yyyy', () => {
    expect(formatCardNumber('5162920012345678')).toBe('5162 9200 1234 5678');
    expect(formatCardExpiry('122030')).toBe('12/2030');
    expect(formatCardExpiry('12/2030')).toBe('12/2030');
    expect(formatCardExpiry('12/30')).toBe('12/2030');
  });

  it('never shows more than the last four digits of any number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{16}$/), (pan) => {
        const shown = maskedCardNumber(pan);
        expect(shown.replace(/\D/g, '')).toBe(pan.slice(-4));
      }),
    );
  });
});

describe('cardUsedPercent (§9)', () => {
  it('is the invoice value over the total limit in whole percents', () => {
    expect(cardUsedPercent(25_000, 100_000)).toBe(25);
    expect(cardUsedPercent(33_333, 100_000)).toBe(33);
    expect(cardUsedPercent(0, 100_000)).toBe(0);
    expect(cardUsedPercent(5_000, 0)).toBe(0);
    expect(cardUsedPercent(200_000, 100_000)).toBe(100);
  });

  it('stays between 0 and 100 and grows with the invoice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 1, max: 10 ** 12 }),
        (a, b, limit) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const pLow = cardUsedPercent(low, limit);
          const pHigh = cardUsedPercent(high, limit);
          expect(pLow).toBeGreaterThanOrEqual(0);
          expect(pHigh).toBeLessThanOrEqual(100);
          expect(pLow).toBeLessThanOrEqual(pHigh);
        },
      ),
    );
  });
});
