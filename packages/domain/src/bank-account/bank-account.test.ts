import { describe, expect, it } from 'vitest';
import {
  checkingAccountNumber,
  checkingAccountNumberIsValid,
  companyStepsLocked,
  finishDisabled,
  nextValidates,
  partnerKindOf,
  partnerLetter,
  partnerStepLocked,
} from './bank-account';

describe('the activation wizard by status (002 §4.2)', () => {
  it('locks steps 1 and 2 while PENDING or ACTIVE, the partners only once ACTIVE', () => {
    expect(['INACTIVE', 'FAILED', 'PENDING', 'ACTIVE'].map((s) => companyStepsLocked(s as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(['INACTIVE', 'FAILED', 'PENDING', 'ACTIVE'].map((s) => partnerStepLocked(s as never))).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('turns Finalizar off while sending, once ACTIVE, and while PENDING on step 3', () => {
    expect(finishDisabled('INACTIVE', 3, false)).toBe(false);
    expect(finishDisabled('FAILED', 3, false)).toBe(false);
    expect(finishDisabled('INACTIVE', 3, true)).toBe(true);
    expect(finishDisabled('ACTIVE', 1, false)).toBe(true);
    expect(finishDisabled('PENDING', 3, false)).toBe(true);
    expect(finishDisabled('PENDING', 2, false)).toBe(false);
  });

  it('validates Próximo unless the account is ACTIVE', () => {
    expect(nextValidates('INACTIVE')).toBe(true);
    expect(nextValidates('FAILED')).toBe(true);
    expect(nextValidates('PENDING')).toBe(true);
    expect(nextValidates('ACTIVE')).toBe(false);
  });

  it('letters the slots A, B, C… and decides a partner by its document', () => {
    expect([0, 1, 2].map(partnerLetter)).toEqual(['A', 'B', 'C']);
    expect(partnerKindOf('529.982.247-25')).toBe('NATURAL');
    expect(partnerKindOf('04.252.011/0001-10')).toBe('LEGAL');
    expect(partnerKindOf('529.982.247-2')).toBeNull();
  });
});

describe('checkingAccountNumber', () => {
  it('adds the modulo-11 check digit that checkingAccountNumberIsValid recognises', () => {
    // 100001: 1·2 + 0·3 + 0·4 + 0·5 + 0·6 + 1·7 = 9; 11 − 9 = 2.
    expect(checkingAccountNumber(100001)).toBe('100001-2');
    expect(checkingAccountNumberIsValid('100001-2')).toBe(true);
    expect(checkingAccountNumberIsValid('100001-3')).toBe(false);
    for (let n = 100000; n < 100200; n++)
      expect(checkingAccountNumberIsValid(checkingAccountNumber(n))).toBe(true);
    expect(() => checkingAccountNumber(0)).toThrow(RangeError);
  });
});
