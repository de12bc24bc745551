import { type BalcaoClients, isApiError, unwrap } from '@balcao/client';
import { reaisToCents } from '@balcao/domain/money';
import { BALANCE_TIMEOUT_MS, type BalanceFailure, balanceFailureDetail } from '@balcao/domain/payables';

/** A failed balance read: the technical detail of §8 as its message, the failure's kind for the card. */
export class BalanceLoadError extends Error {
  override readonly name = 'BalanceLoadError';
  readonly status: number;
  constructor(readonly failure: BalanceFailure) {
    const detail = balanceFailureDetail(failure);
    super(detail.message);
    this.status = detail.status;
  }
}

/** §3: the balance response's derived figures, equal by definition, in cents. */
export interface CheckingBalance {
  currentBalanceCents: number;
  availableBalanceCents: number;
  currency: 'BRL';
}

function failureOf(error: unknown, timedOut: boolean): BalanceFailure {
  if (timedOut) return { kind: 'timeout', ms: BALANCE_TIMEOUT_MS };
  if (!isApiError(error)) return { kind: 'network' };
  // The client reports a request that never got an answer as 500 'Erro de conexão com o servidor' with no body.
  if (error.kind === 'connection') return { kind: 'network' };
  if (error.status === 408) return { kind: 'timeout', ms: BALANCE_TIMEOUT_MS };
  if (error.status === 401) return { kind: 'unauthorized', reason: 'status' };
  const description = error.errors[0]?.description;
  return { kind: 'http', status: error.status, ...(description ? { message: description } : {}) };
}

/**
 * One attempt at the checking balance (§7.7 'GET accounts balance'), given up after 15 s with the card's
 * own timer (so fake timers drive it in tests), and every failure named as §8 names it.
 */
export async function loadCheckingBalance(
  clients: BalcaoClients,
  signal: AbortSignal,
  hasSeller: boolean,
): Promise<CheckingBalance> {
  if (!hasSeller) throw new BalanceLoadError({ kind: 'unauthorized', reason: 'no-seller' });
  const timer = new AbortController();
  const timeout = setTimeout(
    () => timer.abort(new DOMException('Timeout', 'TimeoutError')),
    BALANCE_TIMEOUT_MS,
  );
  let body: unknown;
  try {
    body = await unwrap(
      clients.banking.GET('/accounts/balance', { signal: AbortSignal.any([signal, timer.signal]) }),
    );
  } catch (error) {
    // The query's own cancellation (the card left the page) is not a failure.
    if (signal.aborted) throw error;
    throw new BalanceLoadError(failureOf(error, timer.signal.aborted));
  } finally {
    clearTimeout(timeout);
  }
  if (typeof body !== 'object' || body === null || !('debitAccountAmount' in body))
    throw new BalanceLoadError({ kind: 'empty' });
  const amount = (body as { debitAccountAmount: unknown }).debitAccountAmount;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw new BalanceLoadError({ kind: 'invalid' });
  const cents = reaisToCents(amount);
  return { currentBalanceCents: cents, availableBalanceCents: cents, currency: 'BRL' };
}
