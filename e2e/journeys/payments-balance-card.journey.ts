import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';
import type { RunningSandbox } from '../support/sandbox';

const ADMIN = 'admin@demo.balcao.dev';

/** The next `times` balance reads answer `status` (apps/sandbox/README.md, 'Falhas simuladas'). */
async function failBalance(sandbox: RunningSandbox, status: number, times: number) {
  const response = await fetch(`${sandbox.url}/_sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationId: 'getBankAccountBalance', status, times }),
  });
  if (response.status !== 201) throw new Error(`/_sandbox/faults respondeu ${response.status}`);
}

async function armedFaults(sandbox: RunningSandbox): Promise<unknown[]> {
  return ((await (await fetch(`${sandbox.url}/_sandbox/faults`)).json()) as { faults: unknown[] }).faults;
}

describe('accounts payable: the balance card recovers', () => {
  const journey = useJourney();

  it('the balance card rides out two errors by itself, and after three offers Tentar novamente, which recovers it', async () => {
    const { page, sandbox } = journey;
    const card = () => page.getByRole('region', { name: 'Saldo em conta' });
    let balance = '';

    await step(journey, 'balance-card-retries', async () => {
      await signIn(journey, ADMIN);
      await page.waitForURL((url) => url.pathname !== '/login');
      const token = await page.evaluate(
        () => JSON.parse(localStorage.getItem('balcao.session') ?? '{}').token,
      );
      const read = await fetch(`${sandbox.url}/banking/accounts/balance`, {
        headers: { authorization: `Bearer ${token}` },
      });
      balance = formatBRL(
        reaisToCents(((await read.json()) as { debitAccountAmount: number }).debitAccountAmount),
      );
      // The sandbox answers the next two balance reads with 503: the card's retries (1 s, then 2 s) ride them out.
      await failBalance(sandbox, 503, 2);
      await page.getByRole('link', { name: 'Pagamentos' }).click();
      await expectPath(journey, '/pagamentos');
      await page.getByRole('heading', { name: 'Contas a pagar', level: 1 }).waitFor();
      await card().getByText(balance).waitFor();
      expect(await card().getByRole('alert').count()).toBe(0);
      expect(await armedFaults(sandbox)).toEqual([]);
      await expectAccessible(page, 'saldo carregado');
    });

    await step(journey, 'balance-card-error', async () => {
      // Three errors outlast the load's attempt and two retries: the card says so.
      await failBalance(sandbox, 500, 3);
      await page.reload();
      await page.getByRole('heading', { name: 'Contas a pagar', level: 1 }).waitFor();
      const alert = card().getByRole('alert');
      await alert.getByText('Erro ao carregar saldo. Tente novamente.').waitFor();
      await alert.getByText(/^Última tentativa: \d{2}:\d{2}:\d{2}$/).waitFor();
      expect(await armedFaults(sandbox)).toEqual([]);
      await expectAccessible(page, 'saldo com erro');
    });

    await step(journey, 'balance-card-recovers', async () => {
      await card().getByRole('button', { name: 'Tentar novamente' }).click();
      await card().getByText(balance).waitFor();
      expect(await card().getByRole('alert').count()).toBe(0);
    });
  });
});
