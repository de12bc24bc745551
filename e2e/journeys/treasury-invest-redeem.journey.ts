import { addDays, formatApiDate } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import { TREASURY_OPERATION_COPY } from '@balcao/domain/treasury';
import { TREASURY_SETTLEMENT_SECONDS } from '@balcao/sandbox';
import { describe, expect, it } from 'vitest';
import { advanceClock, moveClockTo, sandboxToday } from '../support/clock';
import type { JourneyContext } from '../support/journey';
import { expectAccessible, signIn, signOut, step, useJourney } from '../support/journey';

const ADMIN = 'admin@demo.balcao.dev';
const INVESTED_CENTS = 100_000;

/** The amount a text shows, in cents: 'R$ 1.011,68' → 101168 (a '-' makes it negative). */
function cents(text: string | null): number {
  const digits = (text ?? '').replace(/\D/g, '');
  return Number(digits) * ((text ?? '').includes('-') ? -1 : 1);
}

async function openTreasury(journey: JourneyContext) {
  const { page } = journey;
  await signIn(journey, ADMIN);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .first()
    .getByRole('link', { name: 'Tesouraria' })
    .click();
  await page.waitForURL((url) => url.pathname === '/tesouraria');
  await page.getByRole('heading', { name: 'Tesouraria', level: 1 }).waitFor();
  await checking(journey).waitFor();
}

/** The checking account tile's figure. */
const checking = (journey: JourneyContext) =>
  journey.page.getByRole('region', { name: 'Conta corrente' }).locator('p').nth(1);
/** The total tile's figure. */
const total = (journey: JourneyContext) =>
  journey.page.getByRole('region', { name: 'Saldo total' }).locator('p').nth(1);

describe('treasury: invest and redeem', () => {
  const journey = useJourney();

  it('an admin invests R$ 1.000,00, and 30 days later redeems more than was invested', async () => {
    const { page, sandbox } = journey;
    // 10:00 of the sandbox's next day: the application settles on the day it is made, whatever the real hour.
    const day = addDays(await sandboxToday(sandbox), 1);
    await moveClockTo(sandbox, day);
    const redeemButton = page.getByRole('button', {
      name: new RegExp(`^Resgatar .* de ${formatApiDate(day)}$`),
    });

    const before = await step(journey, 'treasury-open', async () => {
      await openTreasury(journey);
      await page.getByRole('region', { name: 'Aplicações' }).getByRole('row').nth(1).waitFor();
      await page.getByRole('tabpanel').getByRole('row').nth(1).waitFor();
      await expectAccessible(page, 'tesouraria');
      return {
        checking: cents(await checking(journey).textContent()),
        total: cents(await total(journey).textContent()),
      };
    });
    expect(before.checking).toBeGreaterThan(INVESTED_CENTS);

    await step(journey, 'treasury-invest', async () => {
      await page.getByRole('button', { name: 'Investir' }).click();
      const entry = page.getByRole('dialog', { name: 'Investir' });
      await entry.waitFor();
      // Checked before typing: the buttons change colour as the amount becomes valid.
      await expectAccessible(page, 'investir');
      await entry.getByLabel('Valor', { exact: true }).fill(String(INVESTED_CENTS));
      await entry.getByRole('button', { name: 'Continuar' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirmar investimento' });
      await confirm.getByText(formatBRL(INVESTED_CENTS)).waitFor();
      await expectAccessible(page, 'confirmar investimento');
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText(TREASURY_OPERATION_COPY.INVEST.processing).first().waitFor();
      await confirm.waitFor({ state: 'hidden' });
      // The money leaves the checking account at once; the application settles seconds later.
      await expect
        .poll(async () => cents(await checking(journey).textContent()), { timeout: 15_000 })
        .toBe(before.checking - INVESTED_CENTS);
      // In processing or settled, the invested money is still the merchant's: the total does not move.
      expect(cents(await total(journey).textContent())).toBe(before.total);
      // The bank settles the application seconds later: the sandbox clock is moved past them, not waited for,
      // and the browser's with it, so the page's next look at the application comes now.
      await advanceClock(sandbox, TREASURY_SETTLEMENT_SECONDS, page);
      await redeemButton.waitFor({ timeout: 20_000 });
      await signOut(journey);
    });

    // A month of business days yields; the session's tokens expire meanwhile, so the admin signs in again.
    await moveClockTo(sandbox, addDays(day, 30));

    const redeemed = await step(journey, 'treasury-redeem', async () => {
      await openTreasury(journey);
      const row = page.getByRole('row').filter({ has: redeemButton });
      await row.waitFor();
      const current = cents(await row.getByRole('cell').nth(6).textContent());
      expect(current).toBeGreaterThan(INVESTED_CENTS);
      await redeemButton.click();
      const entry = page.getByRole('dialog', { name: 'Resgatar' });
      await entry.waitFor();
      await expectAccessible(page, 'resgatar');
      await entry.getByRole('button', { name: 'Resgatar valor total' }).click();
      const amount = cents(await entry.getByLabel('Valor', { exact: true }).inputValue());
      expect(amount).toBe(current);
      await entry.getByRole('button', { name: 'Continuar' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirmar resgate' });
      await confirm.waitFor();
      await expectAccessible(page, 'confirmar resgate');
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText(TREASURY_OPERATION_COPY.REDEEM.processing).first().waitFor();
      await confirm.waitFor({ state: 'hidden' });
      await advanceClock(sandbox, TREASURY_SETTLEMENT_SECONDS);
      return amount;
    });
    expect(redeemed).toBeGreaterThan(INVESTED_CENTS);

    await step(journey, 'treasury-statement', async () => {
      // Once the gateway settles, the checking statement shows the redemption's credit, above what was invested.
      const credit = page
        .getByRole('tabpanel')
        .getByRole('row')
        .filter({ hasText: 'Resgate ' })
        .filter({ hasText: `+ ${formatBRL(redeemed)}` });
      await credit.first().waitFor({ timeout: 30_000 });
      await expect.poll(() => redeemButton.count(), { timeout: 15_000 }).toBe(0);
      await expectAccessible(page, 'extrato após o resgate');
    });
  });
});
