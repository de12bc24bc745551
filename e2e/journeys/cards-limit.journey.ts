import { ISSUANCE_DELAY_MS } from '@balcao/sandbox';
import { describe, expect, it } from 'vitest';
import { purchase } from '../support/cards';
import { advanceClock } from '../support/clock';
import type { JourneyContext } from '../support/journey';
import { expectAccessible, signIn, step, useJourney } from '../support/journey';

const CARD_USER = 'financeiro@demo.balcao.dev';
const CARD_NAME = 'Móveis escritório';

async function openCards(journey: JourneyContext) {
  const { page } = journey;
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .first()
    .getByRole('link', { name: 'Cartões' })
    .click();
  await page.waitForURL((url) => url.pathname === '/cartao');
  await page.getByRole('heading', { name: 'Cartões', level: 1 }).waitFor();
}

describe('cards: a fixed limit', () => {
  const journey = useJourney();

  it('a card user creates a R$ 500,00 card, a R$ 800,00 purchase is declined, the limit goes to R$ 1.000,00 and it goes through', async () => {
    const { page, sandbox } = journey;

    const cardId = await step(journey, 'cards-create', async () => {
      await signIn(journey, CARD_USER);
      await page.waitForURL((url) => url.pathname !== '/login');
      await openCards(journey);
      await page.getByRole('button', { name: 'Novo cartão' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo cartão' });
      await dialog.waitFor();
      await dialog.getByLabel('Nome do cartão').fill(CARD_NAME);
      await dialog.getByLabel('Tipo de limite').selectOption({ label: 'Limite Fixo' });
      await dialog.getByLabel('Limite', { exact: true }).fill('50000');
      await expectAccessible(page, 'novo cartão');
      await dialog.getByRole('button', { name: 'Criar cartão' }).click();
      await page.getByText('Cartão de crédito criado com sucesso.').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // PENDING while the issuer issues it: the sandbox clock is moved past that, and the browser's with it,
      // so the list's next look, which finds the card issued, comes now.
      await advanceClock(sandbox, ISSUANCE_DELAY_MS / 1000, page);
      const link = page.getByRole('link', { name: new RegExp(`^Abrir cartão ${CARD_NAME} final \\d{4}$`) });
      await link.waitFor({ timeout: 20_000 });
      await expectAccessible(page, 'lista de cartões');
      return (await link.getAttribute('href'))?.split('/').pop() ?? '';
    });

    await step(journey, 'cards-declined', async () => {
      const declined = await purchase(sandbox, cardId, 800, 'Cadeiras Silva');
      expect(declined).toMatchObject({ approved: false, declineReason: 'INSUFFICIENT_LIMIT' });
      await page.getByRole('link', { name: new RegExp(`^Abrir cartão ${CARD_NAME}`) }).click();
      await page.getByRole('heading', { name: CARD_NAME, level: 1 }).waitFor();
      await page.getByText('Recusada: Limite insuficiente').waitFor();
      await expectAccessible(page, 'cartão com a compra recusada');
    });

    await step(journey, 'cards-raise-limit', async () => {
      await page.getByRole('link', { name: 'Gerenciar cartões' }).click();
      await page.getByRole('heading', { name: 'Cartões', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Gerenciar limites' }).click();
      await page.getByRole('heading', { name: 'Gerenciar limites', level: 1 }).waitFor();
      const limit = page.getByLabel(`Limite do cartão ${CARD_NAME}`);
      // Checked before typing: Salvar changes colour as it turns enabled, and axe must not catch it mid-way.
      await limit.waitFor();
      await expectAccessible(page, 'gerenciar limites');
      await limit.fill('100000');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Limites atualizados com sucesso.').first().waitFor();
    });

    await step(journey, 'cards-approved', async () => {
      const approved = await purchase(sandbox, cardId, 800, 'Cadeiras Silva');
      expect(approved).toMatchObject({ approved: true, declineReason: null });
      await page.getByRole('link', { name: 'Gerenciar cartões' }).click();
      await page.getByRole('heading', { name: 'Cartões', level: 1 }).waitFor();
      await page.getByRole('link', { name: new RegExp(`^Abrir cartão ${CARD_NAME}`) }).click();
      await page.getByRole('heading', { name: CARD_NAME, level: 1 }).waitFor();
      const rows = page.getByRole('row').filter({ hasText: 'Cadeiras Silva' });
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
      await rows.filter({ hasText: 'Aprovada' }).waitFor();
      await rows.filter({ hasText: 'Recusada: Limite insuficiente' }).waitFor();
    });
  });
});
