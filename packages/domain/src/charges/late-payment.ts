import { type ApiDate, readApiDate } from '../dates/calendar-day';
import { VALIDATION_MESSAGES } from '../forms/validation-messages';
import { parsePercentage } from '../money/money';

/**
 * Late boleto charges: a fine charged once and interest pro rata per calendar day late, both percentages
 * of the charge's own amount (simple interest, never compounded, never on the fine). Rates are basis
 * points (hundredths of a percent: 2% = 200) so no floating point touches money.
 */

/** §5/§9: the percentage inputs take four characters ('2,00', '10,5'). */
export const LATE_TAX_INPUT_MAX_LENGTH = 4;
/** §9: changes on /metodos-pagamentos are saved about one second after the last input. */
export const PAYMENT_SETTINGS_AUTOSAVE_MS = 1000;
/** What the contract accepts: 0 to 100%, at most two decimals. */
const LATE_TAX_MAX_BASIS_POINTS = 10_000;
/** Pro rata: a month of interest is 30 calendar days. */
const DAYS_PER_INTEREST_MONTH = 30;

export const LATE_FINE_HINT = 'A multa máxima permitida pelo Código de Defesa do Consumidor é de 2%.';
export const LATE_INTEREST_HINT = 'Os juros máximos recomendados são de 1% ao mês.';
export const LATE_TAX_RESPONSIBILITY = 'Valores acima desses limites são de responsabilidade do vendedor.';

export interface LateBoletoInput {
  amountCents: number;
  fineBasisPoints: number;
  monthlyInterestBasisPoints: number;
  /** The boleto's due date, yyyy-MM-dd. */
  dueDate: ApiDate;
  /** Business 'today' in America/Sao_Paulo by the sandbox clock, yyyy-MM-dd. */
  today: ApiDate;
}

export interface LateBoletoAmount {
  daysLate: number;
  fineCents: number;
  interestCents: number;
  /** The amount plus the fine and the interest: what paying the boleto today costs. */
  totalCents: number;
}

const DAY_MS = 86_400_000;

/** Calendar days from `from` to `to` (negative when `to` is earlier); no clock or DST involved. */
export function calendarDaysBetween(from: ApiDate, to: ApiDate): number {
  const a = readApiDate(from);
  const b = readApiDate(to);
  if (!a || !b) throw new RangeError(`Not dates: ${from}, ${to}`);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** numerator / denominator rounded half up (both non-negative): R$ 0,005 becomes R$ 0,01. */
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  const quotient = numerator / denominator;
  const rest = numerator % denominator;
  return Number(rest * 2n >= denominator ? quotient + 1n : quotient);
}

function assertBasisPoints(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > LATE_TAX_MAX_BASIS_POINTS)
    throw new RangeError(`${what} must be 0..${LATE_TAX_MAX_BASIS_POINTS} basis points, got ${value}`);
}

/**
 * What a boleto costs when paid on `today`. On or before the due date: the amount. From the day after:
 * the fine once, plus the monthly rate ÷ 30 for each calendar day late. The fine and the interest are
 * each rounded half up to the cent from the exact fraction (the interest over all the days at once, so
 * it never loses a cent per day and never decreases as days pass).
 */
export function lateBoletoAmountDue(input: LateBoletoInput): LateBoletoAmount {
  const { amountCents, fineBasisPoints, monthlyInterestBasisPoints } = input;
  if (!Number.isSafeInteger(amountCents) || amountCents < 0)
    throw new RangeError(`amountCents must be non-negative integer cents, got ${amountCents}`);
  assertBasisPoints(fineBasisPoints, 'fineBasisPoints');
  assertBasisPoints(monthlyInterestBasisPoints, 'monthlyInterestBasisPoints');
  const daysLate = Math.max(0, calendarDaysBetween(input.dueDate, input.today));
  if (daysLate === 0) return { daysLate, fineCents: 0, interestCents: 0, totalCents: amountCents };
  const amount = BigInt(amountCents);
  const fineCents = divideHalfUp(amount * BigInt(fineBasisPoints), 10_000n);
  const interestCents = divideHalfUp(
    amount * BigInt(monthlyInterestBasisPoints) * BigInt(daysLate),
    10_000n * BigInt(DAYS_PER_INTEREST_MONTH),
  );
  return { daysLate, fineCents, interestCents, totalCents: amountCents + fineCents + interestCents };
}

export interface BoletoDueInput extends LateBoletoInput {
  /**
   * The day the fine and interest run from: the first due date of a boleto reissued with its late fees
   * (segunda via), the new one when they were waived; the due date itself when never reissued.
   */
  feesFrom?: ApiDate;
}

/**
 * What an open boleto costs paid on `today`. A reissued boleto carries the fine and the interest from
 * its first due date through its new one (so its face value is what paying it on that day costs), and
 * keeps counting interest from the first due date if it is late again: the fine is never charged twice
 * and no day of interest is counted twice or lost.
 */
export function boletoAmountDue(input: BoletoDueInput): LateBoletoAmount {
  const { feesFrom = input.dueDate, dueDate, today } = input;
  // biome-ignore lint/complexity/useMathMinMax: 'yyyy-MM-dd' strings compare as text; Math.max would make them NaN.
  return lateBoletoAmountDue({ ...input, dueDate: feesFrom, today: today > dueDate ? today : dueDate });
}

/** A new due date for a boleto (prorrogação / segunda via): from today to a year ahead. */
export const BOLETO_RESCHEDULE_MAX_DAYS = 365;
export const BOLETO_RESCHEDULE_PAST_MESSAGE = 'O novo vencimento não pode ser anterior a hoje.';
export const BOLETO_RESCHEDULE_FAR_MESSAGE = 'O novo vencimento deve ser em até 365 dias.';

/** A new due date's problem, as the form and the gateway say it: missing, before today or too far ahead. */
export function boletoRescheduleDateProblem(newDueDate: ApiDate | '', today: ApiDate): string | null {
  if (newDueDate === '') return VALIDATION_MESSAGES.required;
  const ahead = calendarDaysBetween(today, newDueDate);
  if (ahead < 0) return BOLETO_RESCHEDULE_PAST_MESSAGE;
  if (ahead > BOLETO_RESCHEDULE_MAX_DAYS) return BOLETO_RESCHEDULE_FAR_MESSAGE;
  return null;
}

export interface BoletoReissueInput {
  amountCents: number;
  fineBasisPoints: number;
  monthlyInterestBasisPoints: number;
  /** The boleto's current due date and the day its fees run from (null: the due date). */
  dueDate: ApiDate;
  feesFrom: ApiDate | null;
  today: ApiDate;
  newDueDate: ApiDate;
  /** Prorrogação without the late fees: they run from the new due date instead. */
  waiveLateFees: boolean;
}

/**
 * The second copy of a boleto with a new due date: the day its fees now run from and its face value,
 * the amount plus the fine and the interest up to the new due date. Or the Portuguese message of a
 * new due date before today or more than BOLETO_RESCHEDULE_MAX_DAYS ahead.
 */
export function reissueBoleto(
  input: BoletoReissueInput,
): { ok: true; feesFrom: ApiDate; faceValue: LateBoletoAmount } | { ok: false; message: string } {
  const problem = boletoRescheduleDateProblem(input.newDueDate, input.today);
  if (problem !== null) return { ok: false, message: problem };
  const feesFrom = input.waiveLateFees ? input.newDueDate : (input.feesFrom ?? input.dueDate);
  const faceValue = boletoAmountDue({
    ...input,
    dueDate: input.newDueDate,
    feesFrom,
    today: input.newDueDate,
  });
  return { ok: true, feesFrom, faceValue };
}

/**
 * The screen's percentage input ('2', '2,5', '1,25'; at most four characters) to basis points, or an
 * error in Portuguese: more than two decimals is refused, never rounded.
 */
export function parseLateTaxInput(
  text: string,
): { ok: true; basisPoints: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: VALIDATION_MESSAGES.required };
  if (trimmed.length > LATE_TAX_INPUT_MAX_LENGTH || !/^\d*(?:[.,]\d*)?$/.test(trimmed))
    return { ok: false, message: 'Digite um percentual válido.' };
  const decimals = trimmed.split(/[.,]/)[1] ?? '';
  if (decimals.length > 2) return { ok: false, message: 'Use no máximo duas casas decimais.' };
  const basisPoints = parsePercentage(trimmed.replace('.', ','));
  if (basisPoints === null) return { ok: false, message: 'Digite um percentual válido.' };
  if (basisPoints > LATE_TAX_MAX_BASIS_POINTS) return { ok: false, message: 'O percentual máximo é 100%.' };
  return { ok: true, basisPoints };
}

/** Basis points to the input's text: 200 → '2', 150 → '1,5', 125 → '1,25'. */
export function lateTaxInputText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole},${fraction}`;
}

/** Basis points to the wire's decimal percentage (200 → 2, 125 → 1.25), exact to the nearest double. */
export const basisPointsToPercentage = (basisPoints: number): number => basisPoints / 100;
