/**
 * The balance card of /pagamentos (§4.6, §8, §9): one request with a 15 s timeout, retried twice with
 * a backoff of 1 s doubling to at most 5 s, refreshed every 5 minutes; after failures the user sees a
 * short message, 'Tentar novamente' while fewer than 2 errors were counted (the dashboard's
 * `offersBalanceRetry`, the same rule), and when the last attempt was.
 */

export const BALANCE_TIMEOUT_MS = 15_000;
export const BALANCE_RETRIES = 2;
const BALANCE_BACKOFF_BASE_MS = 1_000;
export const BALANCE_BACKOFF_MAX_MS = 5_000;
export const BALANCE_REFRESH_MS = 300_000;

/** The wait before automatic retry `retry` (1, 2, …): 1 s, 2 s, 4 s, then 5 s; null past the retries allowed. */
export function balanceRetryDelayMs(retry: number, retries = BALANCE_RETRIES): number | null {
  if (!Number.isInteger(retry) || retry < 1 || retry > retries) return null;
  return Math.min(BALANCE_BACKOFF_BASE_MS * 2 ** (retry - 1), BALANCE_BACKOFF_MAX_MS);
}

/** Every wait of one load, in order: [1000, 2000] with §9's two retries. */
export function balanceRetrySchedule(retries = BALANCE_RETRIES): number[] {
  return Array.from({ length: retries }, (_, index) => balanceRetryDelayMs(index + 1, retries) ?? 0);
}

export type BalanceFailure =
  | { kind: 'timeout'; ms: number }
  | { kind: 'network' }
  | { kind: 'unauthorized'; reason: 'no-seller' | 'status' }
  | { kind: 'http'; status: number; message?: string }
  | { kind: 'empty' }
  | { kind: 'invalid' };

/** §8: the failure as the card records it (status and technical message). */
export function balanceFailureDetail(failure: BalanceFailure): { status: number; message: string } {
  switch (failure.kind) {
    case 'timeout':
      return { status: 408, message: `Timeout da requisição (${failure.ms}ms)` };
    case 'network':
      return { status: 0, message: 'Erro de conectividade' };
    case 'unauthorized':
      return failure.reason === 'no-seller'
        ? { status: 401, message: 'ID do vendedor não encontrado. Faça login novamente.' }
        : { status: 401, message: 'Erro HTTP 401' };
    case 'http':
      return { status: failure.status, message: failure.message || `Erro HTTP ${failure.status}` };
    case 'empty':
      return { status: 200, message: 'Nenhuma conta encontrada na resposta da API' };
    case 'invalid':
      return { status: 200, message: 'Falha ao processar dados de saldo' };
  }
}

/** §8: what the user reads. A 401 from the server counts as an expired session like a missing seller. */
export function balanceFailureMessage(failure: BalanceFailure): string {
  if (failure.kind === 'timeout') return 'Timeout na requisição. Tente novamente.';
  if (failure.kind === 'network') return 'Erro de conexão. Verifique sua internet.';
  if (failure.kind === 'unauthorized' || (failure.kind === 'http' && failure.status === 401))
    return 'Sessão expirada. Faça login novamente.';
  return 'Erro ao carregar saldo. Tente novamente.';
}

/** Whether an automatic retry may help: never for an expired session or an answer the server gave. */
export const retriesBalanceFailure = (failure: BalanceFailure): boolean =>
  failure.kind === 'timeout' ||
  failure.kind === 'network' ||
  (failure.kind === 'http' && (failure.status >= 500 || failure.status === 429));

const LAST_ATTEMPT_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** §8: 'Última tentativa' with the time of the failed attempt, in São Paulo. */
export const balanceLastAttemptText = (at: Date): string =>
  `Última tentativa: ${LAST_ATTEMPT_TIME.format(at)}`;
