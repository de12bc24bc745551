import { formatBRL } from '@balcao/domain/money';
import { BALANCE_REFRESH_MS, BALANCE_TIMEOUT_MS, balanceLastAttemptText } from '@balcao/domain/payables';
import { act, screen } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { PaymentsBalanceCard } from './balance-card';

const server = startMswServer();
const BALANCE_URL = `${GATEWAY}/banking/accounts/balance`;

/** Answers the balance calls in turn (the last one repeats), counting them. */
function balanceAnswers(...answers: (() => Response | Promise<Response>)[]) {
  const calls: number[] = [];
  server.use(
    http.get(BALANCE_URL, () => {
      calls.push(Date.now());
      const answer = answers[Math.min(calls.length, answers.length) - 1];
      return answer ? answer() : HttpResponse.json({ debitAccountAmount: 0 });
    }),
  );
  return calls;
}
const ok = (reais: number) => () => HttpResponse.json({ debitAccountAmount: reais });
const failing = (status: number) => () =>
  HttpResponse.json({ errors: [{ code: 'X', description: 'Falhou' }], message: 'Falhou' }, { status });

/** Lets msw's answers (real I/O turns) and React settle without moving the fake clock. */
async function settle() {
  for (let i = 0; i < 12; i++)
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(1);
    });
}

/** Moves the fake clock in short steps, settling after each, so an answer arrives before the next timer. */
async function advance(ms: number) {
  await settle();
  const step = Math.max(250, Math.ceil(ms / 20));
  for (let left = ms; left > 0; left -= step) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(step, left)));
    await settle();
  }
}

function open(session = demoSession()) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-25T17:04:09Z'));
  return renderWithApp(<PaymentsBalanceCard />, { session });
}
const card = () => screen.getByRole('region', { name: 'Saldo em conta' });
const money = (cents: number) => formatBRL(cents);

afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentsBalanceCard', { timeout: 20_000 }, () => {
  it('shows loading, then the available balance, and reads it again every 5 minutes', async () => {
    const calls = balanceAnswers(async () => {
      await delay(500);
      return ok(1520.35)();
    }, ok(99.9));
    open();
    await advance(0);
    expect(screen.getByRole('status').textContent).toBe('Carregando saldo…');
    await advance(500);
    expect(card().textContent).toContain(money(152_035));
    await advance(BALANCE_REFRESH_MS - 10_000);
    expect(calls).toHaveLength(1);
    await advance(10_000);
    expect(calls).toHaveLength(2);
    expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(BALANCE_REFRESH_MS);
    expect(card().textContent).toContain(money(9_990));
  });

  it('retries twice, 1 s then 2 s apart, and recovers without showing an error', async () => {
    const calls = balanceAnswers(failing(503), failing(503), ok(10));
    open();
    await advance(900);
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(3_000);
    expect(calls).toHaveLength(3);
    // Each wait counts from the failed answer; the fake clock moves a few ms while answers arrive.
    const [first = 0, second = 0, third = 0] = calls;
    expect(second - first).toBeGreaterThanOrEqual(1_000);
    expect(second - first).toBeLessThan(1_100);
    expect(third - second).toBeGreaterThanOrEqual(2_000);
    expect(third - second).toBeLessThan(2_100);
    expect(card().textContent).toContain(money(1_000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after three failures says so, offers Tentar novamente once more, and shows the last attempt', async () => {
    const calls = balanceAnswers(failing(500));
    open();
    await advance(3_500);
    expect(calls).toHaveLength(3);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Erro ao carregar saldo. Tente novamente.');
    // The time of the third attempt's answer, in São Paulo (17:04:09Z + about 3 s).
    expect(alert.textContent).toContain(balanceLastAttemptText(new Date(calls[2] ?? 0)));
    expect(alert.textContent).toMatch(/Última tentativa: 14:04:1[12]/);
    // The first failed load: one manual retry left (errors below 2).
    act(() => screen.getByRole('button', { name: 'Tentar novamente' }).click());
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Carregando saldo…');
    await advance(3_500);
    expect(calls).toHaveLength(6);
    expect(screen.getByRole('alert').textContent).toContain('Erro ao carregar saldo. Tente novamente.');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('offers the manual retry again once a load succeeded', async () => {
    let failing500 = true;
    server.use(
      http.get(BALANCE_URL, () =>
        failing500 ? failing(500)() : HttpResponse.json({ debitAccountAmount: 5 }),
      ),
    );
    open();
    await advance(3_500);
    act(() => screen.getByRole('button', { name: 'Tentar novamente' }).click());
    await advance(3_500);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    failing500 = false;
    await advance(BALANCE_REFRESH_MS);
    expect(card().textContent).toContain(money(500));
    failing500 = true;
    await advance(BALANCE_REFRESH_MS + 3_500);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('gives up an attempt after 15 s and says the request timed out', async () => {
    const calls = balanceAnswers(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    open();
    await advance(BALANCE_TIMEOUT_MS - 500);
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Carregando saldo…');
    await advance(BALANCE_TIMEOUT_MS + 2_000 + BALANCE_TIMEOUT_MS + 1_000);
    expect(calls).toHaveLength(3);
    // 15 s of waiting, then 1 s of backoff; 15 s again, then 2 s.
    expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(BALANCE_TIMEOUT_MS + 1_000);
    expect((calls[2] ?? 0) - (calls[1] ?? 0)).toBeGreaterThanOrEqual(BALANCE_TIMEOUT_MS + 2_000);
    expect(screen.getByRole('alert').textContent).toContain('Timeout na requisição. Tente novamente.');
  });

  it('tells a lost connection apart', async () => {
    balanceAnswers(() => HttpResponse.error());
    open();
    await advance(3_500);
    expect(screen.getByRole('alert').textContent).toContain('Erro de conexão. Verifique sua internet.');
  });

  it('does not call without a seller, and asks to sign in again', async () => {
    const calls = balanceAnswers(ok(1));
    const session = demoSession();
    open({ ...session, idSeller: undefined as unknown as number });
    await advance(3_000);
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toContain('Sessão expirada. Faça login novamente.');
  });

  it('does not retry an answer without the balance', async () => {
    const calls = balanceAnswers(() => HttpResponse.json({}));
    open();
    await advance(3_000);
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Erro ao carregar saldo. Tente novamente.');
  });
});
