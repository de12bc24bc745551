import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';

describe('creating a payment link', () => {
  const journey = useJourney();

  it('an admin creates a one-off link with Pix at 5% and card up to 10x, a buyer pays it by Pix, and the paid charge is on /cobrancas and the dashboard', async () => {
    const { page, sandbox } = journey;
    const title = 'Workshop de fermentação';

    await step(journey, 'links-list', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .first()
        .getByRole('link', { name: 'Links de pagamento' })
        .click();
      await expectPath(journey, '/seja-pago');
      await page
        .getByRole('table', { name: 'Cobranças pontuais' })
        .getByText('Curso de fotografia')
        .waitFor();
      await expectAccessible(page, 'lista de links de pagamento');
    });

    await step(journey, 'link-form', async () => {
      await page.getByRole('button', { name: 'Criar' }).click();
      await page.getByRole('link', { name: 'Link de Pagamento' }).click();
      await expectPath(journey, '/seja-pago/criar/cobranca-pontual');
      // The list (whose search box is also labelled 'Título') stays on screen until the form's code
      // arrives: typing before the form's heading shows would fill the list's search instead.
      await page.getByRole('heading', { name: 'Nova cobrança pontual', level: 1 }).waitFor();
      await page.getByLabel('Título').fill(title);
      await page.getByLabel('Valor').pressSequentially('18000');
      await page.getByRole('checkbox', { name: 'Pix' }).check();
      await page.getByLabel('Desconto no Pix (%)').fill('5');
      await page.getByRole('checkbox', { name: 'Cartão de Crédito' }).check();
      expect(await page.getByLabel('Parcelas no cartão').inputValue()).toBe('10');
      // The preview follows 1 s after typing, with the Pix price after its discount.
      const preview = page.getByRole('complementary', { name: 'Pré-visualização' });
      await preview.getByText(title).waitFor();
      await preview.getByText(/Pix: R\$\s171,00 \(5% de desconto\)/).waitFor();
      await preview.getByRole('table', { name: 'Simulação de parcelas' }).getByText('10x').waitFor();
      await expectAccessible(page, 'nova cobrança pontual');
      await page.getByRole('button', { name: 'Criar link' }).click();
    });

    const url = await step(journey, 'link-created', async () => {
      const dialog = page.getByRole('dialog', { name: 'Cobrança criada com sucesso' });
      await dialog.waitFor();
      const address = await dialog.getByLabel('Link de pagamento').inputValue();
      expect(address).toMatch(/\/payment-link\/[0-9a-f-]{36}$/);
      await expectAccessible(page, 'link criado');
      await dialog.getByRole('button', { name: 'Pronto' }).click();
      await expectPath(journey, '/seja-pago');
      await page.getByRole('table', { name: 'Cobranças pontuais' }).getByText(title).waitFor();
      return address;
    });
    const linkId = url.split('/').at(-1) ?? '';

    await step(journey, 'link-public-page', async () => {
      await page.goto(url);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByText('(5% de desconto)').waitFor();
      await page.getByLabel('Nome completo').fill('Rita Compradora');
      await page.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
      await page.getByLabel('E-mail').fill('rita@exemplo.com.br');
      await page.getByLabel('Telefone com DDD').fill('(11) 98765-4321');
      await page.getByRole('radio', { name: /^Pix / }).check();
      await page.getByRole('button', { name: 'Pagar' }).click();
      await page.waitForURL((address) => address.pathname.startsWith('/checkout/pix/'));
      await page.getByLabel('Pix copia e cola').waitFor();
    });
    const chargeId = page.url().split('/').at(-1) ?? '';

    await step(journey, 'pix-paid-in-sandbox', async () => {
      // The buyer's bank pays the Pix: the sandbox's operator route stands for it.
      const paid = await fetch(`${sandbox.url}/_sandbox/charges/${chargeId}/pay`, { method: 'POST' });
      expect(paid.status).toBe(200);
    });

    await step(journey, 'paid-charge-listed', async () => {
      await page.goto(`${sandbox.url}/cobrancas`);
      await expectPath(journey, '/cobrancas');
      const search = page.getByRole('search', { name: 'Busca' });
      await search.getByLabel('Buscar por').selectOption({ label: 'ID - Link de pagamento' });
      await search.getByRole('searchbox').fill(linkId);
      await search.getByRole('button', { name: 'Buscar' }).click();
      await page.waitForURL((address) => address.searchParams.get('field') === 'paymentLink');
      const row = page.locator(`a[href="/cobrancas/${chargeId}"]`).first();
      await row.waitFor();
      await page.getByRole('table').getByText('Paga', { exact: true }).first().waitFor();
      await row.click();
      await expectPath(journey, `/cobrancas/${chargeId}`);
      await page.getByText('Rita Compradora').first().waitFor();
      await expectAccessible(page, 'cobrança paga pelo link');
    });

    await step(journey, 'paid-charge-on-dashboard', async () => {
      // Paid today in the sandbox: the week's receivables, filtered Pagas, list it and open it.
      await page.goto(`${sandbox.url}/`);
      await expectPath(journey, '/');
      await page.getByRole('heading', { name: 'Olá, Loja Exemplo!' }).waitFor();
      const receivables = page.getByRole('region', { name: 'Recebíveis' });
      await receivables.getByRole('button', { name: 'Pagas' }).click();
      const row = receivables.locator(`a[href="/cobrancas/${chargeId}"]`);
      await row.getByText('Rita Compradora').waitFor();
      await expectAccessible(page, 'dashboard com a cobrança paga pelo link');
      await row.click();
      await expectPath(journey, `/cobrancas/${chargeId}`);
    });
  });
});
