import { hasAnyRole, type Role } from '../access/roles';
import { type ApiDate, businessToday, pad, readApiDate } from '../dates/calendar-day';
import { nextBankingDay } from '../ledger/business-days';

/**
 * On-demand anticipation of card receivables (§2.1, §3, §4.1 of the banking document): the provider pays
 * today what the seller would receive on later days, less a fee of a monthly rate pro rata by the days
 * each receivable is brought forward. Money in integer cents; the fee of each part is rounded half up to
 * the cent, computed in BigInt so that no amount × rate × days product loses a cent to floating point.
 */

/** 1,99% a month, what a seller pays until its own rate is set (docs/decisions/2026-11-25-antecipacao-e-relatorios.md). */
export const DEFAULT_ANTICIPATION_MONTHLY_RATE_BPS = 199;
/** The highest monthly rate a seller may carry: 5% keeps the fee of 360 days under the amount. */
export const MAX_ANTICIPATION_MONTHLY_RATE_BPS = 500;
/** Receivables further away than this are not offered (the Antecipações tab's own horizon). */
export const ANTICIPATION_HORIZON_DAYS = 360;
/** Days in the month the monthly rate is spread over (commercial month). */
const MONTH_DAYS = 30n;

export interface Receivable {
  date: ApiDate;
  amountCents: number;
}

export interface AnticipatedPart extends Receivable {
  /** Days from the execution day to the receivable's own day. */
  days: number;
  feeCents: number;
}

export interface AnticipationQuote {
  grossCents: number;
  feeCents: number;
  netCents: number;
  /** The fee over the gross in hundredths of a percent (327 is 3,27%); 0 when nothing is anticipated. */
  effectiveRateBps: number;
  parts: AnticipatedPart[];
}

function dayNumber(day: ApiDate): number {
  const parts = readApiDate(day);
  if (!parts) throw new RangeError(`Dia inválido: ${day}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day) / 86_400_000;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: ApiDate, to: ApiDate): number {
  return dayNumber(to) - dayNumber(from);
}

function checkRate(monthlyRateBps: number): void {
  if (
    !Number.isInteger(monthlyRateBps) ||
    monthlyRateBps < 0 ||
    monthlyRateBps > MAX_ANTICIPATION_MONTHLY_RATE_BPS
  )
    throw new RangeError(`Taxa mensal fora do intervalo: ${monthlyRateBps}`);
}

/**
 * The fee of advancing `amountCents` by `days`: amount × rate × days / 30, half up to the cent. Never
 * more than the amount (the rate cap keeps it well below), never negative.
 */
export function anticipationFee(amountCents: number, days: number, monthlyRateBps: number): number {
  checkRate(monthlyRateBps);
  if (!Number.isSafeInteger(amountCents) || amountCents < 0)
    throw new RangeError(`Valor inválido: ${amountCents}`);
  if (!Number.isInteger(days) || days <= 0) return 0;
  const numerator = BigInt(amountCents) * BigInt(monthlyRateBps) * BigInt(days);
  const denominator = 10_000n * MONTH_DAYS;
  const fee = Number((2n * numerator + denominator) / (2n * denominator));
  return Math.min(fee, amountCents);
}

function quoteOf(parts: AnticipatedPart[]): AnticipationQuote {
  const grossCents = parts.reduce((s, p) => s + p.amountCents, 0);
  const feeCents = parts.reduce((s, p) => s + p.feeCents, 0);
  const effectiveRateBps = grossCents === 0 ? 0 : Math.round((feeCents * 10_000) / grossCents);
  return { grossCents, feeCents, netCents: grossCents - feeCents, effectiveRateBps, parts };
}

function part(
  receivable: Receivable,
  amountCents: number,
  executionDate: ApiDate,
  rate: number,
): AnticipatedPart {
  const days = Math.max(0, daysBetween(executionDate, receivable.date));
  return { date: receivable.date, amountCents, days, feeCents: anticipationFee(amountCents, days, rate) };
}

/** Everything that may be anticipated: each receivable in full. Its net is the seller's maximum. */
export function maximumAnticipation(
  receivables: readonly Receivable[],
  executionDate: ApiDate,
  monthlyRateBps: number,
): AnticipationQuote {
  return quoteOf(
    receivables
      .filter((r) => r.amountCents > 0)
      .map((r) => part(r, r.amountCents, executionDate, monthlyRateBps)),
  );
}

/**
 * The receivables that pay `requestedNetCents` into the account: nearest days first (they cost the least),
 * each in full while it fits, then the smallest slice of the next one whose net is exactly what is still
 * missing. A slice's fee grows by at most a cent per cent of amount (the rate is below 100% for any
 * horizon), so every net up to the receivable's own is reached exactly. Above the maximum, the maximum.
 */
export function quoteAnticipation(
  receivables: readonly Receivable[],
  executionDate: ApiDate,
  monthlyRateBps: number,
  requestedNetCents: number,
): AnticipationQuote {
  const all = maximumAnticipation(
    [...receivables].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    executionDate,
    monthlyRateBps,
  );
  if (!Number.isSafeInteger(requestedNetCents) || requestedNetCents <= 0) return quoteOf([]);
  if (requestedNetCents >= all.netCents) return all;
  const chosen: AnticipatedPart[] = [];
  let missing = requestedNetCents;
  for (const whole of all.parts) {
    const net = whole.amountCents - whole.feeCents;
    if (net <= missing) {
      chosen.push(whole);
      missing -= net;
    } else {
      // The least amount whose net reaches `missing`: net is non-decreasing in the amount.
      let low = 0;
      let high = whole.amountCents;
      while (low < high) {
        const mid = Math.floor((low + high) / 2);
        const slice = part(whole, mid, executionDate, monthlyRateBps);
        if (slice.amountCents - slice.feeCents >= missing) high = mid;
        else low = mid + 1;
      }
      chosen.push(part(whole, low, executionDate, monthlyRateBps));
      missing = 0;
    }
    if (missing === 0) break;
  }
  return quoteOf(chosen.filter((p) => p.amountCents > 0));
}

/**
 * The day the anticipated money lands in the available balance, for a request made at `now`: the first
 * banking day after São Paulo's today (docs/decisions/2026-11-25-antecipacao-e-relatorios.md: the provider pays out on the next
 * banking day, whatever the hour of the request; docs/decisions/2026-12-04-data-do-credito-da-antecipacao.md).
 * The sandbox posts the credit on this day and the screen tells it, so the two never disagree.
 */
export function anticipationCreditDate(now: Date): ApiDate {
  return nextBankingDay(businessToday(now));
}

/** The modal's promise: 'Receba hoje' only when the money lands today, otherwise 'Receba em dd/MM'. */
export function anticipationCreditLabel(creditDate: ApiDate, today: ApiDate): string {
  if (creditDate === today) return 'Receba hoje';
  const parts = readApiDate(creditDate);
  if (!parts) throw new RangeError(`Dia inválido: ${creditDate}`);
  return `Receba em ${pad(parts.day, 2)}/${pad(parts.month, 2)}`;
}

/** Basis points as the wire's percentage with two decimals (327 → 3.27). */
export const bpsToPercent = (bps: number): number => bps / 100;

/** §4.1 and §8 of the banking document: the anticipation modal's copy. */
export const ANTICIPATION_COPY = {
  title: 'Antecipação de recebíveis',
  simulate: 'Simular',
  confirm: 'Confirmar antecipação',
  success: 'Saldo antecipado com sucesso',
  simulateError: 'Erro ao simular antecipação.',
  confirmError: 'Erro ao confirmar antecipação.',
} as const;

/** §6: 'Antecipar' and its modal are for SELLER_ADMIN or SELLER_ANTICIPATION, with view_balance_anticipation. */
export const ANTICIPATION_ROLES = ['SELLER_ADMIN', 'SELLER_ANTICIPATION'] as const satisfies Role[];

export function canAnticipate({
  roles,
  features,
}: {
  roles: readonly string[];
  features: readonly string[];
}) {
  return hasAnyRole(roles, ANTICIPATION_ROLES) && features.includes('view_balance_anticipation');
}

/** Where 'Solicitar antecipação' is sent: the provider's anticipation team (POST /email-messages/revenue-anticipation). */
export const ANTICIPATION_TEAM_EMAIL = 'antecipacao@balcao.dev';
/** The optional note of that request, at most this many characters. */
export const ANTICIPATION_CONTACT_MESSAGE_MAX = 500;
/** What the card says once the request is sent (our copy: the documents show none). */
export const ANTICIPATION_CONTACT_SENT = 'Pedido enviado. A equipe de antecipação responde no seu e-mail.';

/** What the anticipation dialog and the gateway say about an anticipation that cannot be made. */
export const ANTICIPATION_MESSAGES = {
  disabled: 'A antecipação sob demanda não está habilitada para este seller.',
  aboveMaximum: 'O valor solicitado é maior que o disponível para antecipação.',
  nothingToAnticipate: 'Não há saldo a liberar disponível para antecipação.',
} as const;
