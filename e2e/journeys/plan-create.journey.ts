import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';

describe('plans', () => {
  const journey = useJourney();

  it('an admin creates a plan with monthly, semester and yearly prices and finds it in Meus planos', async () => {
    const { page, sandbox } = journey;
    await step(journey, 'plans-list', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.goto(`${sandbox.url}/meus-planos`);
      await page.getByRole('heading', { name: 'Meus planos', level: 1 }).waitFor();
      await page.getByRole('cell', { name: 'Plano Essencial', exact: true }).waitFor();
      await expectAccessible(page, 'meus planos');
    });

    await step(journey, 'plans-new', async () => {
      await page.getByRole('link', { name: 'Criar plano' }).click();
      await expectPath(journey, '/meus-planos/0');
      await page.getByRole('heading', { name: 'Novo Plano', level: 1 }).waitFor();
      await page.getByLabel('Título', { exact: true }).fill('Plano Família');
      await page.getByLabel('Descrição', { exact: true }).fill('Para a casa toda.');
      await page.getByText('17/500').waitFor();
      await page.getByRole('button', { name: 'Adicionar item' }).click();
      await page.getByLabel('Item 1').fill('Até 5 pessoas');
      await page.getByLabel('Valor mensal').pressSequentially('10000');
      await page.getByLabel('Valor semestral (por mês)').pressSequentially('9000');
      await page.getByLabel('Valor anual (por mês)').pressSequentially('8000');
      expect(await page.getByLabel('Valor anual (por mês)').inputValue()).toMatch(/80,00$/);
      await expectAccessible(page, 'novo plano');
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/payment/plans'),
      );
      await page.getByRole('button', { name: 'Finalizar' }).click();
      await page.getByText('Plano cadastrado com sucesso!').waitFor();
      // §5: the semester and the year are kept as 6 and 12 times the per-month figures typed.
      expect((await (await saved).json()).basicValues).toEqual([
        { type: 'MONTHLY', value: 100, valuePerMonth: 100 },
        { type: 'SEMESTER', value: 540, valuePerMonth: 90 },
        { type: 'YEARLY', value: 960, valuePerMonth: 80 },
      ]);
      await expectPath(journey, '/meus-planos');
    });

    await step(journey, 'plans-saved', async () => {
      await page.getByRole('searchbox', { name: 'Buscar planos' }).fill('família');
      await page.getByRole('button', { name: 'Buscar' }).click();
      // The search answers after the click: until then every plan's row is on screen, so the plan is
      // named in the link rather than counted on being the only row.
      await page.getByRole('cell', { name: 'Plano Família', exact: true }).waitFor();
      await expect.poll(() => page.getByRole('link', { name: /^Editar / }).count()).toBe(1);
      await page.getByRole('link', { name: 'Editar Plano Família', exact: true }).click();
      await page.getByRole('heading', { name: 'Editar Plano', level: 1 }).waitFor();
      expect(await page.getByLabel('Valor semestral (por mês)').inputValue()).toMatch(/90,00$/);
      expect(await page.getByLabel('Valor anual (por mês)').inputValue()).toMatch(/80,00$/);
      expect(await page.getByLabel('Item 1').inputValue()).toBe('Até 5 pessoas');
      await expectAccessible(page, 'editar plano');
    });
  });
});
