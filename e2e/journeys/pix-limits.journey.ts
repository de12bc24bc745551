import { formatBRL } from '@balcao/domain/money';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../support/clock';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';

const ADMIN = 'admin@demo.balcao.dev';

describe('Pix limits (/pix-config)', () => {
  const journey = useJourney();

  it('an admin lowers the day limit and sees it at once, raises the night limit and sees it scheduled for 24 h later', async () => {
    const { page, sandbox } = journey;
    const limits = () => page.getByRole('region', { name: 'Limite de transferências' });
    const box = (name: 'Limite diurno' | 'Limite noturno') => limits().getByRole('region', { name });

    async function save(field: string, digits: string, change: string) {
      await limits().getByRole('button', { name: 'Editar' }).click();
      await page.getByLabel(field, { exact: true }).fill(digits);
      await limits().getByRole('button', { name: 'Salvar' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Alterar limites de Pix?' });
      await dialog.getByText(change).waitFor();
      await expectAccessible(page, 'confirmar limites');
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Limites alterado com sucesso.').first().waitFor();
    }

    await step(journey, 'pix-limits-open', async () => {
      await signIn(journey, ADMIN);
      await expectPath(journey, '/');
      await page.getByRole('link', { name: 'Configurações Pix' }).click();
      await expectPath(journey, '/pix-config');
      await page.getByRole('heading', { name: 'Configurações Pix', level: 1 }).waitFor();
      await box('Limite diurno').getByText(formatBRL(1_000_000)).waitFor();
      await box('Limite noturno').getByText(formatBRL(100_000)).waitFor();
      await expectAccessible(page, 'configurações pix');
    });

    await step(journey, 'pix-limits-lower-day', async () => {
      await save(
        'Limite diurno (das 06:00 às 19:59)',
        '500000',
        `Limite diurno: de ${formatBRL(1_000_000)} para ${formatBRL(500_000)} (redução: vale na hora)`,
      );
      await box('Limite diurno').getByText(formatBRL(500_000)).waitFor();
      expect(
        await box('Limite diurno')
          .getByText(/Alteração em processamento/)
          .count(),
      ).toBe(0);
      expect(await limits().getByRole('button', { name: 'Editar' }).isEnabled()).toBe(true);
    });

    await step(journey, 'pix-limits-raise-night', async () => {
      await save(
        'Limite noturno (das 20:00 às 05:59)',
        '300000',
        `Limite noturno: de ${formatBRL(100_000)} para ${formatBRL(300_000)} (aumento: vale em 24 horas)`,
      );
      const night = box('Limite noturno');
      await night
        .getByText(`Alteração em processamento: ${formatBRL(300_000)} a partir de`, { exact: false })
        .waitFor();
      await night.getByText(formatBRL(100_000), { exact: true }).waitFor();
      expect(await limits().getByRole('button', { name: 'Editar' }).isDisabled()).toBe(true);
      await expectAccessible(page, 'limite em processamento');
    });

    await step(journey, 'pix-limits-after-24h', async () => {
      await advanceClock(sandbox, 24 * 3600 + 60);
      // A day later the access token has expired: sign in again (e2e/README).
      await signOut(journey);
      await signIn(journey, ADMIN);
      await expectPath(journey, '/');
      await page.getByRole('link', { name: 'Configurações Pix' }).click();
      await expectPath(journey, '/pix-config');
      await page.getByRole('heading', { name: 'Configurações Pix', level: 1 }).waitFor();
      await box('Limite noturno').getByText(formatBRL(300_000), { exact: true }).waitFor();
      expect(
        await box('Limite noturno')
          .getByText(/Alteração em processamento/)
          .count(),
      ).toBe(0);
      expect(await limits().getByRole('button', { name: 'Editar' }).isEnabled()).toBe(true);
    });
  });
});
