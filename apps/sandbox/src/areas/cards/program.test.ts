import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawCardSecrets, isLuhnValid, openCardSecrets, sealCardSecrets } from './card-data';
import { invoicePeriod, invoicePeriodFor, nextYearMonth } from './program';

describe('invoice periods', () => {
  it('names a month by its due date and closes it the closing days before', () => {
    expect(invoicePeriod('2026-12', 12)).toEqual({
      yearMonth: '2026-12',
      dueDate: '2026-12-12',
      endDate: '2026-12-05',
    });
    expect(invoicePeriod('2027-03', 18, 19)).toMatchObject({ dueDate: '2027-03-18', endDate: '2027-02-27' });
  });

  it('puts a purchase on the first invoice whose end date is not behind it, across years', () => {
    expect(invoicePeriodFor('2026-12-05', 12).yearMonth).toBe('2026-12');
    expect(invoicePeriodFor('2026-12-06', 12).yearMonth).toBe('2027-01');
    expect(invoicePeriodFor('2026-12-28', 22, 7).yearMonth).toBe('2027-01');
    // A long closing offset can skip a month: the February invoice of due day 12 closed on 24 January.
    expect(invoicePeriodFor('2027-01-25', 12, 19).yearMonth).toBe('2027-03');
  });

  it('moves months forwards and back over the year', () => {
    expect(nextYearMonth('2026-12')).toBe('2027-01');
    expect(nextYearMonth('2027-01', -1)).toBe('2026-12');
    expect(nextYearMonth('2026-05', 14)).toBe('2027-07');
  });
});

describe('card data', () => {
  it('draws Luhn-valid numbers with a three-digit CVV and a five-year expiry', () => {
    for (let i = 0; i < 50; i++) {
      const secrets = drawCardSecrets(new Date('2026-11-25T15:00:00Z'));
      expect(secrets.pan).toMatch(/^550209\d{10}$/);
      expect(isLuhnValid(secrets.pan)).toBe(true);
      expect(secrets.cvv).toMatch(/^\d{3}$/);
      expect(secrets.expiryMmYyyy).toBe('11/2031');
    }
    expect(isLuhnValid('5502090000000001')).toBe(false);
  });

  it('seals with AES-GCM bound to the card id: another id, another key or a flipped byte does not open', () => {
    const key = randomBytes(32);
    const secrets = drawCardSecrets(new Date());
    const sealed = sealCardSecrets(key, 'card-a', secrets);
    expect(sealed).not.toContain(secrets.pan);
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain(secrets.pan);
    expect(openCardSecrets(key, 'card-a', sealed)).toEqual(secrets);
    expect(sealCardSecrets(key, 'card-a', secrets)).not.toBe(sealed); // a fresh nonce each time
    expect(() => openCardSecrets(key, 'card-b', sealed)).toThrow(
      'Os dados deste cartão foram cifrados com outra chave.',
    );
    expect(() => openCardSecrets(randomBytes(32), 'card-a', sealed)).toThrow();
    const flipped = Buffer.from(sealed, 'base64');
    flipped[flipped.length - 1]! ^= 1;
    expect(() => openCardSecrets(key, 'card-a', flipped.toString('base64'))).toThrow();
  });
});
