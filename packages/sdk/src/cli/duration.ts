const UNIT_SECONDS = { d: 86_400, h: 3_600, m: 60, s: 1 } as const;

/** At most a year at once: enough for any billing cycle, small enough that a typo is caught. */
export const MAX_ADVANCE_SECONDS = 366 * 86_400;

/** '30d', '12h', '90m', '45s' in seconds; null for anything else (no sign, no fraction, no mix). */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,6})([dhms])$/.exec(text.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
  return seconds > 0 && seconds <= MAX_ADVANCE_SECONDS ? seconds : null;
}
