/**
 * 'Gerenciar limites' (banking document §2.6, §4.5, §5): each LIMIT_BALANCE card's limit is edited in a
 * table and saved one change per card (PATCH limits/change-limit). A change that fails resets that card's
 * value only; the others keep what the server accepted.
 */

export interface CardLimitRow {
  cardId: string;
  type: string;
  /** What the server holds, in cents. */
  limitCents: number;
}

/** §5: limit fields are disabled for FREE_BALANCE cards (they spend from the global limit). */
export const isLimitEditable = (row: Pick<CardLimitRow, 'type'>): boolean => row.type === 'LIMIT_BALANCE';

/** The edits worth sending: editable cards whose draft is a number other than what the server holds. */
export function changedCardLimits(
  rows: readonly CardLimitRow[],
  drafts: Readonly<Record<string, number | null>>,
): { cardId: string; newLimitCents: number }[] {
  return rows.flatMap((row) => {
    const draft = drafts[row.cardId];
    if (!isLimitEditable(row) || draft == null || draft === row.limitCents) return [];
    return [{ cardId: row.cardId, newLimitCents: draft }];
  });
}

/**
 * The drafts after a save: a failed card goes back to what the server holds, a saved one keeps the value it
 * now holds, and an untouched one is left as it was.
 */
export function draftsAfterSave(
  rows: readonly CardLimitRow[],
  drafts: Readonly<Record<string, number | null>>,
  failedCardIds: ReadonlySet<string>,
): Record<string, number | null> {
  const next: Record<string, number | null> = { ...drafts };
  for (const row of rows) if (failedCardIds.has(row.cardId)) next[row.cardId] = row.limitCents;
  return next;
}
