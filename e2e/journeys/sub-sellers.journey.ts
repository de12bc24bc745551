import { describe, expect, it } from 'vitest';
import { advanceClock } from '../support/clock';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';

describe('sub-seller registration', () => {
  const journey = useJourney();

  it('an admin creates a sub-seller with a CPF and a Pix key and sees it go from processing to active', async () => {
    const { page, sandbox } = journey;
    const name = 'Beatriz Nogueira Alves';

    await step(journey, 'sub-seller-list', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.goto(`${sandbox.url}/sub-vendedores`);
      await page.getByRole('heading', { name: 'Sub-vendedores' }).waitFor();
      await page.getByRole('cell', { name: 'Mariana Costa Ribeiro', exact: true }).waitFor();
      await expectAccessible(page, 'lista de sub-vendedores');
      await page.getByRole('link', { name: '+ Novo sub-vendedor' }).click();
      await expectPath(journey, '/sub-vendedores/novo');
      // The list stays on screen until the new page's code arrives, and its search field is labelled
      // 'Buscar por nome, CPF ou CNPJ': wait for the new page, and name the field exactly.
      await page.getByRole('heading', { name: 'Novo sub-vendedor' }).waitFor();
    });

    await step(journey, 'sub-seller-document', async () => {
      await page.getByLabel('CPF ou CNPJ', { exact: true }).fill('529.982.247-26');
      await page.getByLabel('CPF ou CNPJ', { exact: true }).blur();
      await page.getByText('Formato de documento incorreto').waitFor();
      expect(await page.getByLabel('Nome', { exact: true }).count()).toBe(0);
      await expectAccessible(page, 'novo sub-vendedor, documento');
      await page.getByLabel('CPF ou CNPJ', { exact: true }).fill('248.438.034-80');
      await page.getByLabel('CPF ou CNPJ', { exact: true }).blur();
      await page.getByLabel('Nome', { exact: true }).waitFor();
    });

    await step(journey, 'sub-seller-form', async () => {
      await page.getByLabel('Nome', { exact: true }).fill(name);
      await page.getByLabel('E-mail', { exact: true }).fill('beatriz.alves@exemplo.com.br');
      await page.getByLabel('Celular').fill('11987650001');
      await page.getByLabel('Data de nascimento').fill('12031991');
      await page.getByLabel('CEP').fill('01310100');
      await page.getByLabel('CEP').blur();
      await expect.poll(() => page.getByLabel('Rua').inputValue()).toBe('Avenida Paulista');
      await page.getByLabel('Número').fill('1000');
      await page.getByLabel('Taxa (%)').fill('12,5');
      await page.getByLabel('Taxa (%)').blur();
      await expect.poll(() => page.getByLabel('Taxa (%)').inputValue()).toBe('12,50%');
      await page.getByLabel('Banco').selectOption('341');
      await page.getByLabel('Tipo de conta').selectOption('CHECKING_ACCOUNT');
      await page.getByLabel('Agência', { exact: true }).fill('1234');
      await page.getByLabel('Dígito da agência').fill('0');
      await page.getByLabel('Conta', { exact: true }).fill('654321');
      await page.getByLabel('Dígito da conta').fill('5');
      await page.getByLabel('Tipo de chave Pix').selectOption('EMAIL');
      await page.getByLabel('Chave Pix', { exact: true }).fill('beatriz@');
      await page.getByLabel('Chave Pix', { exact: true }).blur();
      await page.getByText('Formato de email inválido', { exact: true }).waitFor();
      await page.getByLabel('Chave Pix', { exact: true }).fill('beatriz.alves@exemplo.com.br');
      await expectAccessible(page, 'novo sub-vendedor, formulário');
    });

    await step(journey, 'sub-seller-created', async () => {
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cadastro de sub-vendedor em processamento!' });
      await dialog.waitFor();
      await expectAccessible(page, 'cadastro em processamento');
      await dialog.getByRole('button', { name: 'Ok' }).click();
      await expectPath(journey, '/sub-vendedores');
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByText('Em processamento').waitFor();
      await row.getByRole('link', { name: `Ver detalhes de ${name}` }).click();
      await page.getByRole('heading', { name }).waitFor();
      await page.getByText('Em validação').waitFor();
      await expectAccessible(page, 'detalhe em processamento');
    });

    await step(journey, 'sub-seller-active', async () => {
      await advanceClock(sandbox, 360);
      await page.reload();
      await page.getByRole('heading', { name }).waitFor();
      await page.getByText('Validada').waitFor();
      await page.getByText('Ativo', { exact: true }).waitFor();
      expect(await page.getByText('Em processamento').count()).toBe(0);
      await expectAccessible(page, 'detalhe ativo');
      await page.goto(`${sandbox.url}/sub-vendedores?filter=${encodeURIComponent('248.438.034-80')}`);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByText('Ativo', { exact: true }).waitFor();
      expect(await page.getByRole('row').count()).toBe(2);
    });
  });
});
