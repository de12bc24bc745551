/**
 * A postal-code lookup's 'complemento' often describes the CEP itself, the stretch of street it
 * covers ('de 612 a 1510 - lado par', 'até 999/1000', 'lado ímpar', 'de 1201 ao fim'), not the
 * address of the customer or seller. Saved as their complement it would print on every boleto, so a
 * range never fills the field; anything else the lookup gives (a building's name) may.
 */
const STREET_RANGE =
  /^\s*(?:(?:de|até|ate)\s+\d|(?:lado\s+)?(?:par|ímpar|impar)\b|\d+\s*(?:\/|a)\s*\d+|lado\s)/i;

/** True when the lookup's complement is the CEP's street range rather than a real complement. */
export function isStreetRange(complement: string): boolean {
  return STREET_RANGE.test(complement);
}

/** The complement a postal-code lookup may put in the form: its own text, or '' for a range. */
export function complementFromPostalLookup(complement: string | null | undefined): string {
  const text = (complement ?? '').trim();
  return isStreetRange(text) ? '' : text;
}
