import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combinedWithdrawalPreview,
  combinedWithdrawalSlices,
  fraudWithdrawalPreview,
  isWithdrawalBlocked,
  mayWithdraw,
  netToAnticipate,
  offersBalanceToRelease,
  showsFinancialBalance,
  statementRangeError,
  tabRange,
  withdrawalBlocker,
} from './financial';

const at = (iso: string) => new Date(iso);

describe('withdrawal window (§8)', () => {
  it('is blocked from 23:00 to 00:59 in São Paulo and open at 01:00 and 22:59', () => {
    expect(isWithdrawalBlocked(at('2026-11-21T02:00:00Z'))).toBe(true); // 23:00
    expect(isWithdrawalBlocked(at('2026-11-21T03:59:59Z'))).toBe(true); // 00:59:59
    expect(isWithdrawalBlocked(at('2026-11-21T04:00:00Z'))).toBe(false); // 01:00
    expect(isWithdrawalBlocked(at('2026-11-21T01:59:59Z'))).toBe(false); // 22:59:59
    expect(isWithdrawalBlocked(at('2026-11-20T15:00:00Z'))).toBe(false); // noon
  });
});

describe('withdrawalBlocker (§5)', () => {
  const base = {
    amountCents: 15000,
    availableCents: 20000,
    includeBalanceToRelease: false,
    blocked: false,
    sending: false,
  };
  it('lets a valid amount through', () => expect(withdrawalBlocker(base)).toBeNull());
  it('needs more than R$ 9,00 without anticipation, and no more than the available balance', () => {
    expect(withdrawalBlocker({ ...base, amountCents: 900 })).toBe('MINIMUM');
    expect(withdrawalBlocker({ ...base, amountCents: 901 })).toBeNull();
    expect(withdrawalBlocker({ ...base, amountCents: 20001 })).toBe('OVER_BALANCE');
    expect(withdrawalBlocker({ ...base, amountCents: 20000 })).toBeNull();
    expect(withdrawalBlocker({ ...base, amountCents: 500, includeBalanceToRelease: true })).toBeNull();
  });
  it('is disabled when empty, in the blocked window and while sending', () => {
    expect(withdrawalBlocker({ ...base, amountCents: null })).toBe('EMPTY');
    expect(withdrawalBlocker({ ...base, blocked: true })).toBe('BLOCKED');
    expect(withdrawalBlocker({ ...base, sending: true })).toBe('SENDING');
  });
});

describe('access (§6)', () => {
  it('withdraws with a financial role and view_seller_finance; the cards also need view_seller_balance', () => {
    expect(mayWithdraw({ roles: ['SELLER_FINANCES'], features: ['view_seller_finance'] })).toBe(true);
    expect(mayWithdraw({ roles: ['SELLER_FINANCES'], features: [] })).toBe(false);
    expect(mayWithdraw({ roles: ['SELLER_CHARGES'], features: ['view_seller_finance'] })).toBe(false);
    expect(showsFinancialBalance({ roles: ['SELLER_ADMIN'], features: ['view_seller_finance'] })).toBe(false);
    expect(
      showsFinancialBalance({
        roles: ['SELLER_ADMIN'],
        features: ['view_seller_finance', 'view_seller_balance'],
      }),
    ).toBe(true);
  });
  it('offers the balance to release only off the provider’s PJ, to an admin, or to SELLER_ANTICIPATION with something to release', () => {
    const features = ['view_balance_anticipation'];
    const other = { bankingType: 'PF', provisionedCents: 0, features };
    expect(offersBalanceToRelease({ ...other, roles: ['SELLER_ADMIN'] })).toBe(true);
    expect(offersBalanceToRelease({ ...other, roles: ['SELLER_ADMIN'], bankingType: 'PJ' })).toBe(false);
    expect(offersBalanceToRelease({ ...other, roles: ['SELLER_ADMIN'], features: [] })).toBe(false);
    expect(offersBalanceToRelease({ ...other, roles: ['SELLER_ANTICIPATION'] })).toBe(false);
    expect(offersBalanceToRelease({ ...other, roles: ['SELLER_ANTICIPATION'], provisionedCents: 1 })).toBe(
      true,
    );
  });
});

describe('fraud rule (§9)', () => {
  it('takes 10% as the fee and leaves 90%, in whole cents that add up', () => {
    expect(fraudWithdrawalPreview(15000)).toEqual({
      totalRedeemCents: 15000,
      anticipationTaxCents: 1500,
      amountToReceiveCents: 13500,
    });
    const odd = fraudWithdrawalPreview(1005);
    expect(odd.anticipationTaxCents + odd.amountToReceiveCents).toBe(1005);
  });
});

describe("'Incluir saldo a liberar' (§4.1, §9)", () => {
  it('anticipates only what the available balance does not cover', () => {
    expect(netToAnticipate(15000, 10000)).toBe(5000);
    expect(netToAnticipate(8000, 10000)).toBe(0);
    expect(netToAnticipate(5000, -2000)).toBe(5000);
  });
  it('pays the total in full, the anticipation fee coming out of the receivables', () => {
    expect(
      combinedWithdrawalPreview({
        totalCents: 15000,
        availableCents: 10000,
        anticipationFeeCents: 120,
        fraudFlagged: false,
      }),
    ).toEqual({
      totalRedeemCents: 15000,
      anticipationTaxCents: 120,
      amountToReceiveCents: 15000,
      anticipatedCents: 5000,
      anticipationFeeCents: 120,
      fraudFeeCents: 0,
    });
  });
  it('takes 10% of the total from a flagged seller, only when something is anticipated', () => {
    const flagged = { availableCents: 10000, anticipationFeeCents: 120, fraudFlagged: true };
    expect(combinedWithdrawalPreview({ ...flagged, totalCents: 15000 })).toMatchObject({
      anticipationTaxCents: 1500,
      amountToReceiveCents: 13500,
      fraudFeeCents: 1500,
      anticipationFeeCents: 120,
    });
    expect(combinedWithdrawalPreview({ ...flagged, totalCents: 9000 })).toMatchObject({
      amountToReceiveCents: 9000,
      fraudFeeCents: 0,
      anticipationFeeCents: 0,
    });
  });
  it('slices every cent once, the anticipated part never above the anticipation, no slice negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        (total, net, flagged) => {
          const fee = flagged ? fraudWithdrawalPreview(total).anticipationTaxCents : 0;
          const { today, anticipationDay: day } = combinedWithdrawalSlices({
            totalCents: total,
            feeCents: fee,
            anticipatedNetCents: net,
          });
          expect(today.payoutCents + today.feeCents + day.payoutCents + day.feeCents).toBe(total);
          expect(today.feeCents + day.feeCents).toBe(fee);
          expect(day.payoutCents + day.feeCents).toBeLessThanOrEqual(net);
          for (const v of [today.payoutCents, today.feeCents, day.payoutCents, day.feeCents])
            expect(v).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
  it('takes the fee from the anticipated part first', () => {
    expect(
      combinedWithdrawalSlices({ totalCents: 15000, feeCents: 1500, anticipatedNetCents: 5000 }),
    ).toEqual({
      today: { payoutCents: 10000, feeCents: 0 },
      anticipationDay: { payoutCents: 3500, feeCents: 1500 },
    });
    expect(combinedWithdrawalSlices({ totalCents: 15000, feeCents: 1500, anticipatedNetCents: 500 })).toEqual(
      {
        today: { payoutCents: 13500, feeCents: 1000 },
        anticipationDay: { payoutCents: 0, feeCents: 500 },
      },
    );
  });
});

describe('periods (§4.1)', () => {
  it('defaults each tab to its own range', () => {
    expect(tabRange('extrato', '2026-11-20')).toEqual({ from: '2026-10-21', to: '2026-11-20' });
    expect(tabRange('futuros', '2026-11-20')).toEqual({ from: '2026-11-21', to: '2027-01-19' });
    expect(tabRange('antecipacoes', '2026-11-20')).toEqual({ from: '2026-11-21', to: '2027-11-15' });
  });
  it('allows 360 days each way, start not after end', () => {
    expect(statementRangeError('2025-11-25', '2027-11-15', '2026-11-20')).toBeNull();
    expect(statementRangeError('2025-11-24', '2026-11-20', '2026-11-20')).not.toBeNull();
    expect(statementRangeError('2026-11-20', '2027-11-16', '2026-11-20')).not.toBeNull();
    expect(statementRangeError('2026-11-21', '2026-11-20', '2026-11-20')).not.toBeNull();
  });
});
