/**
 * How a refund leaves the seller's receivables (issue 25). A paid charge is received in instalments, each
 * a gross amount less its share of the acquirer's fee. A refund cancels the part of the instalments still
 * to be released: spread over them in proportion to what is left of each (the cents that do not divide on
 * the largest remainders, the later instalment first), so a partial refund shrinks every future credit
 * alike and the last refund leaves each at zero. The fee follows the gross: the acquirer keeps the fee
 * only on what it still pays, so cancelling gross X of an instalment gives back its fee share of X and the
 * to-release balance falls by X net of that fee. What the open instalments cannot cover (they were
 * already released) is taken from the available balance in full, as the money already paid out.
 */
export interface OpenReceivable {
  /** The instalment's gross as paid (net plus fee). */
  grossCents: number;
  /** The fee the acquirer kept of that gross. */
  feeCents: number;
  /** The gross earlier refunds left of it. */
  remainingGrossCents: number;
}

interface ReceivableCut {
  /** The gross the refund cancels of the instalment. */
  grossCents: number;
  /** The fee given back with it. */
  feeCents: number;
}

export interface RefundSpread {
  /** One per open receivable, in their order (zero where nothing is cut). */
  cuts: ReceivableCut[];
  /** The part of the refund taken from the available balance today. */
  fromAvailableCents: number;
}

const checkCents = (value: number) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`cents expected, got ${value}`);
};

/** The fee still held on `remaining` of an instalment's gross: its pro-rata share, half up. */
function feeHeld(r: OpenReceivable, remaining: number): number {
  if (r.grossCents === 0) return 0;
  const gross = BigInt(r.grossCents);
  return Number((BigInt(r.feeCents) * BigInt(remaining) * 2n + gross) / (2n * gross));
}

export function spreadRefund(open: readonly OpenReceivable[], amountCents: number): RefundSpread {
  checkCents(amountCents);
  for (const r of open) {
    for (const v of [r.grossCents, r.feeCents, r.remainingGrossCents]) checkCents(v);
    if (r.remainingGrossCents > r.grossCents || r.feeCents > r.grossCents)
      throw new RangeError('remaining gross and fee must be within the gross');
  }
  const left = open.reduce((sum, r) => sum + r.remainingGrossCents, 0);
  const spread = Math.min(amountCents, left);
  // Largest remainder over BigInt products: amount × remaining may pass 2^53.
  const total = BigInt(left || 1);
  const shares = open.map((r, index) => {
    const exact = BigInt(spread) * BigInt(r.remainingGrossCents);
    return { index, base: Number(exact / total), remainder: exact % total };
  });
  let leftover = spread - shares.reduce((sum, s) => sum + s.base, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? b.index - a.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (leftover === 0) break;
    if (share.remainder === 0n) continue;
    share.base += 1;
    leftover -= 1;
  }
  const cuts = open.map((r, i) => {
    const grossCents = shares[i]!.base;
    const after = r.remainingGrossCents - grossCents;
    return { grossCents, feeCents: feeHeld(r, r.remainingGrossCents) - feeHeld(r, after) };
  });
  return { cuts, fromAvailableCents: amountCents - spread };
}
