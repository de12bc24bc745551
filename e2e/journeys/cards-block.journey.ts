import { describe, expect, it } from 'vitest';
import { issueCard, purchase } from '../support/cards';
import { expectAccessible, signIn, step, useJourney } from '../support/journey';

const CARD_USER = 'financeiro@demo.balcao.dev';
const CARD_NAME = 'Viagens equipe';

describe('cards: block and unblock', () => {
  const journey = useJourney();

  it('a card user blocks a card, a purchase is declined, and after unblocking it goes through', async () => {
    const { page, sandbox } = journey;
    const card = await issueCard(sandbox, CARD_USER, { cardName: CARD_NAME, type: 'FREE_BALANCE' });

    await step(journey, 'cards-open', async () => {
      await signIn(journey, CARD_USER);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(`${sandbox.url}/cartao`);
      await page.getByRole('heading', { name: 'Cartões', level: 1 }).waitFor();
      await page.getByRole('link', { name: `Abrir cartão ${CARD_NAME} final ${card.finalDigits}` }).click();
      await page.getByRole('heading', { name: CARD_NAME, level: 1 }).waitFor();
      await page.getByText('Nenhuma transação neste período.').waitFor();
      await expectAccessible(page, 'cartão ativo');
    });

    await step(journey, 'cards-block', async () => {
      await page.getByRole('button', { name: 'Bloquear' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Bloquear cartão' });
      await dialog.waitFor();
      await expectAccessible(page, 'bloquear cartão');
      await dialog.getByRole('button', { name: 'Bloquear' }).click();
      await page.getByText('Cartão bloqueado com sucesso.').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Desbloquear' }).waitFor();
    });

    await step(journey, 'cards-blocked-purchase', async () => {
      const declined = await purchase(sandbox, card.id, 120, 'Aérea Brasil');
      expect(declined).toMatchObject({ approved: false, declineReason: 'CARD_BLOCKED' });
      await page.reload();
      await page.getByRole('heading', { name: CARD_NAME, level: 1 }).waitFor();
      await page
        .getByRole('row')
        .filter({ hasText: 'Aérea Brasil' })
        .filter({ hasText: 'Recusada: Cartão bloqueado' })
        .waitFor();
      await expectAccessible(page, 'cartão bloqueado');
    });

    await step(journey, 'cards-unblock', async () => {
      await page.getByRole('button', { name: 'Desbloquear' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Desbloquear cartão' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Desbloquear' }).click();
      await page.getByText('Cartão ativo com sucesso.').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Bloquear' }).waitFor();
      const approved = await purchase(sandbox, card.id, 120, 'Aérea Brasil');
      expect(approved).toMatchObject({ approved: true, declineReason: null });
      await page.reload();
      await page.getByRole('heading', { name: CARD_NAME, level: 1 }).waitFor();
      await page
        .getByRole('row')
        .filter({ hasText: 'Aérea Brasil' })
        .filter({ hasText: 'Aprovada' })
        .waitFor();
    });
  });
});
