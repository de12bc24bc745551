import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';

const ADMIN = 'admin@demo.balcao.dev';
// The seed's scheduled Pix (apps/sandbox/seed/payables.ts): R$ 800,00 to a person, three days ahead.
const BENEFICIARY = 'Marina Costa Ribeiro';

describe('accounts payable: cancel a scheduled payment', () => {
  const journey = useJourney();

  it('an admin finds a scheduled Pix, cancels it after the irreversible confirmation, and it stays cancelled', async () => {
    const { page, sandbox } = journey;
    const row = () => page.getByRole('row').filter({ hasText: BENEFICIARY });

    await step(journey, 'payments-open', async () => {
      await signIn(journey, ADMIN);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.getByRole('link', { name: 'Pagamentos' }).click();
      await expectPath(journey, '/pagamentos');
      await page.getByRole('heading', { name: 'Contas a pagar', level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Saldo em conta' }).getByText('Saldo disponível').waitFor();
      await page.getByLabel('Buscar por beneficiário').fill('Marina');
      await page.waitForURL((url) => url.searchParams.get('q') === 'Marina');
      await row().filter({ hasText: 'Agendado' }).waitFor();
      await expectAccessible(page, 'contas a pagar');
    });

    await step(journey, 'payments-detail', async () => {
      await page.getByRole('button', { name: `Detalhes do pagamento a ${BENEFICIARY}` }).click();
      const drawer = page.getByRole('dialog', { name: 'Detalhes do pagamento' });
      await drawer.getByText('Fotos da campanha').waitFor();
      await expectAccessible(page, 'detalhes do pagamento');
      await drawer.getByRole('button', { name: 'Cancelar pagamento' }).click();
    });

    await step(journey, 'payments-cancel', async () => {
      const confirm = page.getByRole('dialog', { name: 'Cancelar agendamento' });
      await confirm.getByText(/irreversível/).waitFor();
      await expectAccessible(page, 'cancelar agendamento');
      await confirm.getByRole('button', { name: 'Confirmar cancelamento' }).click();
      await page.getByText('Pagamento cancelado.').first().waitFor();
      const drawer = page.getByRole('dialog', { name: 'Detalhes do pagamento' });
      // The detail read again: the cancellation's time is there now.
      await drawer.getByText('Cancelado em').waitFor();
      expect(await drawer.getByRole('button', { name: 'Cancelar pagamento' }).count()).toBe(0);
      await drawer.getByRole('button', { name: 'Fechar' }).first().click();
      await drawer.waitFor({ state: 'hidden' });
      await row().filter({ hasText: 'Cancelado' }).waitFor();
    });

    await step(journey, 'payments-cancel-kept', async () => {
      await page.reload();
      await page.getByRole('heading', { name: 'Contas a pagar', level: 1 }).waitFor();
      await row().filter({ hasText: 'Cancelado' }).waitFor();
      // The gateway says so too: the payment will not be executed.
      const token = await page.evaluate(
        () => JSON.parse(localStorage.getItem('balcao.session') ?? '{}').token,
      );
      const list = await fetch(`${sandbox.url}/banking/payments?name=Marina&status=CANCELLED`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await list.json()) as { content: { beneficiary: string; status: string }[] };
      expect(body.content.map((p) => [p.beneficiary, p.status])).toContainEqual([BENEFICIARY, 'CANCELLED']);
    });
  });
});
