import { describe, expect, it } from 'vitest';
import { offersBalanceRetry } from '../dashboard/dashboard';
import {
  BALANCE_REFRESH_MS,
  BALANCE_TIMEOUT_MS,
  balanceFailureDetail,
  balanceFailureMessage,
  balanceLastAttemptText,
  balanceRetryDelayMs,
  balanceRetrySchedule,
  retriesBalanceFailure,
} from './balance-card';

describe('balance card retries (§9)', () => {
  it('waits 1 s then 2 s for its two retries, doubling up to 5 s when more are allowed', () => {
    expect(BALANCE_TIMEOUT_MS).toBe(15_000);
    expect(BALANCE_REFRESH_MS).toBe(300_000);
    expect(balanceRetrySchedule()).toEqual([1_000, 2_000]);
    expect(balanceRetryDelayMs(3)).toBeNull();
    expect(balanceRetryDelayMs(0)).toBeNull();
    expect(balanceRetrySchedule(5)).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it('offers the manual retry while fewer than 2 errors were counted', () => {
    expect(offersBalanceRetry(0)).toBe(true);
    expect(offersBalanceRetry(1)).toBe(true);
    expect(offersBalanceRetry(2)).toBe(false);
  });

  it('retries timeouts, lost connections and server errors, never a session or a bad answer', () => {
    expect(retriesBalanceFailure({ kind: 'timeout', ms: 15_000 })).toBe(true);
    expect(retriesBalanceFailure({ kind: 'network' })).toBe(true);
    expect(retriesBalanceFailure({ kind: 'http', status: 503 })).toBe(true);
    expect(retriesBalanceFailure({ kind: 'http', status: 404 })).toBe(false);
    expect(retriesBalanceFailure({ kind: 'unauthorized', reason: 'status' })).toBe(false);
    expect(retriesBalanceFailure({ kind: 'empty' })).toBe(false);
  });
});

describe('balance card messages (§8)', () => {
  it('records the technical detail', () => {
    expect(balanceFailureDetail({ kind: 'timeout', ms: 15_000 })).toEqual({
      status: 408,
      message: 'Timeout da requisição (15000ms)',
    });
    expect(balanceFailureDetail({ kind: 'network' })).toEqual({
      status: 0,
      message: 'Erro de conectividade',
    });
    expect(balanceFailureDetail({ kind: 'unauthorized', reason: 'no-seller' }).message).toBe(
      'ID do vendedor não encontrado. Faça login novamente.',
    );
    expect(balanceFailureDetail({ kind: 'http', status: 502 }).message).toBe('Erro HTTP 502');
    expect(balanceFailureDetail({ kind: 'http', status: 400, message: 'Conta inválida' }).message).toBe(
      'Conta inválida',
    );
    expect(balanceFailureDetail({ kind: 'empty' }).message).toBe(
      'Nenhuma conta encontrada na resposta da API',
    );
    expect(balanceFailureDetail({ kind: 'invalid' }).message).toBe('Falha ao processar dados de saldo');
  });

  it('tells the user what to do', () => {
    expect(balanceFailureMessage({ kind: 'timeout', ms: 15_000 })).toBe(
      'Timeout na requisição. Tente novamente.',
    );
    expect(balanceFailureMessage({ kind: 'network' })).toBe('Erro de conexão. Verifique sua internet.');
    expect(balanceFailureMessage({ kind: 'http', status: 401 })).toBe(
      'Sessão expirada. Faça login novamente.',
    );
    expect(balanceFailureMessage({ kind: 'unauthorized', reason: 'no-seller' })).toBe(
      'Sessão expirada. Faça login novamente.',
    );
    expect(balanceFailureMessage({ kind: 'http', status: 500 })).toBe(
      'Erro ao carregar saldo. Tente novamente.',
    );
  });

  it('shows the last attempt in São Paulo time', () => {
    expect(balanceLastAttemptText(new Date('2026-11-25T17:04:09Z'))).toBe('Última tentativa: 14:04:09');
  });
});
