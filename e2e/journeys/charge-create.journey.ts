import { isValidLinhaDigitavel } from '@balcao/domain/boletos';
import { DEMO_PASSWORD } from '@balcao/sandbox';
import { describe, expect, it } from 'vitest';
import { dayButtonName } from '../support/calendar';
import { advanceClock, sandboxToday } from '../support/clock';
import { expectAccessible, signIn, step, useJourney } from '../support/journey';
import type { RunningSandbox } from '../support/sandbox';

const ADMIN = 'admin@demo.balcao.dev';

interface Detail {
  uuid: string;
  status: string;
  title: string;
  origin: string;
  boleto: { linhaDigitavel: string } | null;
}

async function charge(sandbox: RunningSandbox, id: string): Promise<Detail> {
  const signedIn = await fetch(`${sandbox.url}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { email: ADMIN, password: DEMO_PASSWORD } }),
  });
  const { token } = (await signedIn.json()) as { token: string };
  const response = await fetch(`${sandbox.url}/payment/charges/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Detail;
}

describe('charges without a link', () => {
  const journey = useJourney();

  it('an admin issues a boleto to a customer, then its second copy once it is late', async () => {
    const { page, sandbox } = journey;
    const today = await sandboxToday(sandbox);

    const id = await step(journey, 'charge-create-new', async () => {
      await signIn(journey, ADMIN);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`${sandbox.url}/cobrancas`);
      await page.getByRole('heading', { name: 'Cobranças', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Nova cobrança' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova cobrança' });
      await dialog.getByRole('combobox', { name: 'Cliente', exact: true }).click();
      await dialog.getByRole('option').first().click();
      await dialog.getByLabel('Forma de pagamento').selectOption('BOLETO');
      await dialog.getByLabel('Valor').pressSequentially('15000');
      await dialog.getByRole('button', { name: /^Vencimento/ }).click();
      await page.getByRole('button', { name: dayButtonName(today) }).click();
      await dialog.getByLabel('Descrição').fill('Consultoria avulsa');
      await expectAccessible(page, 'nova cobrança');
      await dialog.getByRole('button', { name: 'Criar cobrança' }).click();
      await page.waitForURL((url) => /^\/cobrancas\/[0-9a-f-]{36}$/.test(url.pathname));
      await page.getByText('Cobrança criada e enviada ao cliente.').waitFor();
      return new URL(page.url()).pathname.split('/').at(-1) ?? '';
    });
    const created = await charge(sandbox, id);
    expect(created).toMatchObject({ title: 'Consultoria avulsa', origin: 'DIRECT', status: 'SCHEDULED' });
    const oldLine = created.boleto?.linhaDigitavel ?? '';
    expect(isValidLinhaDigitavel(oldLine)).toBe(true);

    // Three days later the boleto is late (the session refreshes itself).
    await advanceClock(sandbox, 3 * 86_400);

    await step(journey, 'charge-create-second-copy', async () => {
      await page.goto(`${sandbox.url}/cobrancas/${id}`);
      await page.getByRole('button', { name: 'Segunda via' }).click();
      const dialog = page.getByRole('dialog', { name: 'Emitir segunda via' });
      await dialog.getByText(/multa e juros incluídos/).waitFor();
      await expectAccessible(page, 'segunda via do boleto');
      await dialog.getByRole('button', { name: 'Emitir segunda via' }).click();
      await page.getByText('Segunda via emitida e enviada ao cliente.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
    });
    const reissued = await charge(sandbox, id);
    expect(reissued.status).toBe('SCHEDULED');
    expect(reissued.boleto?.linhaDigitavel).not.toBe(oldLine);
    expect(isValidLinhaDigitavel(reissued.boleto?.linhaDigitavel ?? '')).toBe(true);
    const refused = await fetch(`${sandbox.url}/_sandbox/charges/${id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ linhaDigitavel: oldLine }),
    });
    expect(refused.status).toBe(409);
  });
});
