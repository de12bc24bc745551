import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type OpenReceivable, spreadRefund } from './refund-receivables';

const ten = (gross: number, fee: number): OpenReceivable[] =>
  Array.from({ length: 10 }, () => ({ grossCents: gross, feeCents: fee, remainingGrossCents: gross }));

describe('spreadRefund', () => {
  it('cuts each open instalment in proportion to what is left of it, and gives its fee share back', () => {
    const { cuts, fromAvailableCents } = spreadRefund(ten(10_000, 1_790), 30_000);
    expect(cuts).toEqual(Array.from({ length: 10 }, () => ({ grossCents: 3_000, feeCents: 537 })));
    expect(fromAvailableCents).toBe(0);
  });

  it('puts the cents that do not divide on the instalments with the largest remainders, the later first', () => {
    const { cuts } = spreadRefund(ten(10_000, 1_790), 1_003);
    expect(cuts.map((c) => c.grossCents)).toEqual([100, 100, 100, 100, 100, 100, 100, 101, 101, 101]);
  });

  it('cancels every open instalment, fee and all, when the refund takes what is left', () => {
    const open = ten(17_274, 3_005);
    const first = spreadRefund(open, 51_822);
    const after = open.map((r, i) => ({
      ...r,
      remainingGrossCents: r.grossCents - first.cuts[i]!.grossCents,
    }));
    const rest = spreadRefund(after, 172_740 - 51_822);
    for (const [i, r] of open.entries()) {
      expect(first.cuts[i]!.grossCents + rest.cuts[i]!.grossCents).toBe(r.grossCents);
      expect(first.cuts[i]!.feeCents + rest.cuts[i]!.feeCents).toBe(r.feeCents);
    }
    expect(rest.fromAvailableCents).toBe(0);
  });

  it('takes what the open instalments cannot cover from the available balance, with no fee back', () => {
    const open: OpenReceivable[] = [{ grossCents: 5_000, feeCents: 200, remainingGrossCents: 1_000 }];
    expect(spreadRefund(open, 3_000)).toEqual({
      cuts: [{ grossCents: 1_000, feeCents: 40 }],
      fromAvailableCents: 2_000,
    });
    expect(spreadRefund([], 3_000)).toEqual({ cuts: [], fromAvailableCents: 3_000 });
  });

  it('adds up to the refund to the cent, never cuts past what is left, and a run of refunds returns the whole fee', () => {
    const receivable = fc
      .record({
        grossCents: fc.integer({ min: 1, max: 10_000_000 }),
        feeShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
      })
      .map(({ grossCents, feeShare }) => ({
        grossCents,
        feeCents: Math.floor(grossCents * feeShare),
        remainingGrossCents: grossCents,
      }));
    fc.assert(
      fc.property(
        fc.array(receivable, { minLength: 1, maxLength: 12 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 4 }),
        (open, parts) => {
          let state = open;
          const returned = open.map(() => 0);
          for (const part of [...parts, 1]) {
            const left = state.reduce((s, r) => s + r.remainingGrossCents, 0);
            const amount = part === 1 ? left : Math.floor(left * part);
            if (amount === 0) continue;
            const { cuts, fromAvailableCents } = spreadRefund(state, amount);
            expect(fromAvailableCents).toBe(0);
            expect(cuts.reduce((s, c) => s + c.grossCents, 0)).toBe(amount);
            state = state.map((r, i) => {
              const cut = cuts[i]!;
              expect(cut.grossCents).toBeGreaterThanOrEqual(0);
              expect(cut.grossCents).toBeLessThanOrEqual(r.remainingGrossCents);
              returned[i]! += cut.feeCents;
              return { ...r, remainingGrossCents: r.remainingGrossCents - cut.grossCents };
            });
          }
          expect(returned).toEqual(open.map((r) => r.feeCents));
        },
      ),
    );
  });
});
