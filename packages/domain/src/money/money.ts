/**
 * Money is integer cents everywhere in the code. Reais only exist at the edges: the text the user
 * reads and types (pt-BR, 'R$ 1.234,56') and the decimal reais the API sends and receives.
 * Nothing here adds or compares money as floating point: conversions go through strings and BigInt.
 */

const MAX_SAFE_CENTS = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Above 10^15 cents (R$ 10 trilhões) a double holding reais can no longer tell neighbouring cents
 * apart reliably, so the wire conversion refuses such amounts instead of silently rounding them.
 */
export const MAX_WIRE_CENTS = 10 ** 15;

const brlFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const hundredthsFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${what} expects integer cents, got ${cents}`);
}

/** -12345 → '-123.45': the exact decimal, so Intl never sees a rounded double (and -0 loses its sign). */
function hundredthsToDecimal(value: number): `${number}` {
  const digits = String(Math.abs(value)).padStart(3, '0');
  const sign = value < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

/** Turns a BigInt back into a safe number, or null when it does not fit; never yields -0. */
function toSafeNumber(value: bigint, negative: boolean): number | null {
  if (value > MAX_SAFE_CENTS) return null;
  const magnitude = Number(value);
  return negative && magnitude !== 0 ? -magnitude : magnitude;
}

/**
 * Reads a pt-BR decimal ('1.234,56', '1234,5', '1.234') as an integer of hundredths. A dot is
 * only ever a thousands separator, so it must group by three: '12.34' is rejected, not guessed.
 */
function parsePtBrHundredths(body: string, negative: boolean): number | null {
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(body);
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll('.', '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return toSafeNumber(BigInt(whole + fraction), negative);
}

/** Strips everything that is not a digit and drops the most recent digits that overflow a safe integer. */
function typedDigits(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  if (digits === '') return null;
  while (BigInt(digits) > MAX_SAFE_CENTS) digits = digits.slice(0, -1);
  return digits;
}

/** 123456 → 'R$ 1.234,56' (Intl puts a non-breaking space after 'R$'). */
export function formatBRL(cents: number): string {
  assertCents(cents, 'formatBRL');
  return brlFormat.format(hundredthsToDecimal(cents));
}

/** (10, 17274) → '10x de R$ 172,74': a sale paid in instalments, as lists show it under the sale's value. */
export function formatInstallments(installments: number, installmentCents: number): string {
  return `${installments}x de ${formatBRL(installmentCents)}`;
}

const countFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0, useGrouping: true });

/** 2000 → '2.000': a count of things (cobranças, páginas), with the Brazilian thousands dot. */
export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** 123456 → '1.234,56': an amount without the currency, as spreadsheets and CSV columns take it. */
export function formatAmount(cents: number): string {
  assertCents(cents, 'formatAmount');
  return hundredthsFormat.format(hundredthsToDecimal(cents));
}

/**
 * Reads what a person writes for an amount: 'R$ 1.234,56', '1234,56', '1.234', '-R$ 5,00',
 * 'R$ -5,00'. Returns cents, or null when the text is not an amount.
 */
export function parseBRL(text: string): number | null {
  const compact = text.replace(/\s/g, '');
  const match = /^(-?)(?:R\$)?(-?)(.+)$/i.exec(compact);
  if (!match) return null;
  const [, signBefore, signAfter, body] = match;
  if (signBefore && signAfter) return null;
  return parsePtBrHundredths(body ?? '', Boolean(signBefore || signAfter));
}

/** Reais that carry a fraction of a cent (10.005): money on the wire has at most two decimals. */
export class AmountPrecisionError extends RangeError {
  constructor(text: string) {
    super(`More than two decimals: ${text}`);
    this.name = 'AmountPrecisionError';
  }
}

function toCents(value: number | string, fractionOfCent: 'round' | 'refuse'): number {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError(`Not an amount: ${value}`);
  const text = String(value).trim();
  const match = /^([-+]?)(\d*)(?:\.(\d*))?(?:e([-+]?\d+))?$/i.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || whole + fraction === '') throw new TypeError(`Not an amount: ${text}`);
  const digits = whole + fraction;
  // value = digits × 10^(exponent − fraction length); cents shift that by two more places.
  const shift = Number(match[4] ?? '0') - fraction.length + 2;
  const mantissa = BigInt(digits);
  let cents: bigint;
  if (shift >= 0) {
    if (mantissa !== 0n && shift > 16) throw new RangeError(`Amount too large: ${text}`);
    cents = mantissa * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(Math.min(-shift, digits.length + 1));
    const rest = mantissa % divisor;
    if (rest !== 0n && fractionOfCent === 'refuse') throw new AmountPrecisionError(text);
    cents = mantissa / divisor + (rest * 2n >= divisor ? 1n : 0n);
  }
  const result = toSafeNumber(cents, match[1] === '-');
  if (result === null) throw new RangeError(`Amount too large: ${text}`);
  return result;
}

/**
 * The wire's decimal reais (a JSON number or a numeric string, exponent allowed) to integer cents.
 * Extra decimals round half away from zero, the same rounding Intl uses when it shows reais.
 * Throws on anything that is not a finite decimal or does not fit in safe integer cents.
 */
export function reaisToCents(value: number | string): number {
  return toCents(value, 'round');
}

/**
 * Reais someone sent to be charged, refunded or filtered by, to integer cents: like `reaisToCents`, but
 * a fraction of a cent (10.005) throws `AmountPrecisionError` instead of being rounded away unseen.
 * Trailing zeros are fine (10.500).
 */
export function reaisToCentsExact(value: number | string): number {
  return toCents(value, 'refuse');
}

/** Integer cents to the wire's decimal reais; the division is exact to the nearest double. */
export function centsToReais(cents: number): number {
  assertCents(cents, 'centsToReais');
  if (Math.abs(cents) > MAX_WIRE_CENTS) throw new RangeError(`Amount too large for the wire: ${cents}`);
  return cents === 0 ? 0 : cents / 100;
}

/**
 * Currency input: every typed digit pushes in from the right as cents, so '123456' reads
 * 'R$ 1.234,56'. Feeding a masked value back in (plus or minus a digit) keeps working.
 * An input without digits gives '' so the field can be cleared.
 */
export function maskCurrency(input: string): string {
  const digits = typedDigits(input);
  return digits === null ? '' : formatBRL(Number(digits));
}

/** Hundredths of a percent (basis points) to pt-BR: 1234 → '12,34%'. */
export function formatPercentage(hundredths: number): string {
  assertCents(hundredths, 'formatPercentage');
  return `${hundredthsFormat.format(hundredthsToDecimal(hundredths))}%`;
}

/** Percentage input: typed digits are hundredths of a percent, so '1234' reads '12,34%'. */
export function maskPercentage(input: string): string {
  const digits = typedDigits(input);
  return digits === null ? '' : formatPercentage(Number(digits));
}

/** '12,34%', '12,34', '5', '-1,5 %' → hundredths of a percent (1234, 1234, 500, -150), or null. */
export function parsePercentage(text: string): number | null {
  const match = /^(-?)(.+?)%?$/.exec(text.replace(/\s/g, ''));
  if (!match) return null;
  return parsePtBrHundredths(match[2] ?? '', match[1] === '-');
}
