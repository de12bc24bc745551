import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRedeemApplication,
  TREASURY_AMOUNT_MESSAGES as M,
  percentOfCdiLabel,
  TREASURY_OPERATION_COPY,
  treasuryAmountProblem,
} from './treasury-operations';

describe('treasuryAmountProblem (§5)', () => {
  it('needs an amount above zero', () => {
    for (const operation of ['INVEST', 'REDEEM', 'WITHDRAW'] as const) {
      expect(treasuryAmountProblem(operation, null, 10_000)).toBe(M.required);
      expect(treasuryAmountProblem(operation, 0, 10_000)).toBe(M.required);
      expect(treasuryAmountProblem(operation, -1, 10_000)).toBe(M.required);
      expect(treasuryAmountProblem(operation, 1.5, 10_000)).toBe(M.required);
    }
  });

  it('caps each operation at its own limit, with its own words', () => {
    expect(treasuryAmountProblem('INVEST', 10_001, 10_000)).toBe(M.overChecking);
    expect(treasuryAmountProblem('REDEEM', 10_001, 10_000)).toBe(M.overApplication);
    expect(treasuryAmountProblem('WITHDRAW', 10_001, 10_000)).toBe(M.overBalance);
    expect(treasuryAmountProblem('INVEST', 10_000, 10_000)).toBeNull();
    expect(treasuryAmountProblem('REDEEM', 1, 10_000)).toBeNull();
  });

  it('accepts exactly the amounts from one cent to the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 20_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (a, limit) => {
          const ok = treasuryAmountProblem('INVEST', a, limit) === null;
          expect(ok).toBe(a >= 1 && a <= limit);
        },
      ),
    );
  });
});

describe('the §8 messages', () => {
  it('are the documents’ words', () => {
    expect(TREASURY_OPERATION_COPY.INVEST.processing).toBe('Investimento em processamento.');
    expect(TREASURY_OPERATION_COPY.REDEEM.processing).toBe('Resgate em processamento.');
    expect(TREASURY_OPERATION_COPY.WITHDRAW.processing).toBe('Saque em processamento.');
    expect(TREASURY_OPERATION_COPY.INVEST.done).toBe('Investimento realizado com sucesso');
    expect(TREASURY_OPERATION_COPY.REDEEM.done).toBe('Resgate realizado com sucesso');
    expect(TREASURY_OPERATION_COPY.WITHDRAW.done).toBe('Saque realizado com sucesso');
  });
});

describe('percentOfCdiLabel (§4.4)', () => {
  it('writes the percentage the pt-BR way, without needless decimals', () => {
    expect(percentOfCdiLabel(100)).toBe('100% do CDI');
    expect(percentOfCdiLabel(110.5)).toBe('110,5% do CDI');
    expect(percentOfCdiLabel(97.25)).toBe('97,25% do CDI');
  });
});

describe('canRedeemApplication', () => {
  it('lets only a settled application with money in it be redeemed', () => {
    expect(canRedeemApplication({ status: 'ACTIVE', current_amount: 10.5 })).toBe(true);
    expect(canRedeemApplication({ status: 'PROCESSING', current_amount: 1000 })).toBe(false);
    expect(canRedeemApplication({ status: 'REDEEMED', current_amount: 0 })).toBe(false);
    expect(canRedeemApplication({ status: 'ACTIVE', current_amount: 0 })).toBe(false);
  });
});
