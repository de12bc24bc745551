import { describe, expect, it } from 'vitest';
import { changedCardLimits, draftsAfterSave, isLimitEditable } from './card-limits';

const rows = [
  { cardId: 'a', type: 'LIMIT_BALANCE', limitCents: 100_000 },
  { cardId: 'b', type: 'LIMIT_BALANCE', limitCents: 50_000 },
  { cardId: 'c', type: 'FREE_BALANCE', limitCents: 0 },
];

describe('card limits (§4.5, §5)', () => {
  it('edits LIMIT_BALANCE cards only', () => {
    expect(rows.map(isLimitEditable)).toEqual([true, true, false]);
  });

  it('sends only the editable cards whose value changed', () => {
    expect(changedCardLimits(rows, { a: 100_000, b: 70_000, c: 999 })).toEqual([
      { cardId: 'b', newLimitCents: 70_000 },
    ]);
    expect(changedCardLimits(rows, { a: null })).toEqual([]);
  });

  it('resets the failed card to what the server holds and keeps the others', () => {
    const drafts = { a: 120_000, b: 70_000 };
    expect(draftsAfterSave(rows, drafts, new Set(['b']))).toEqual({ a: 120_000, b: 50_000 });
  });
});
