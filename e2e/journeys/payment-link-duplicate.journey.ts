import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, step, useJourney } from '../support/journey';

describe('duplicating a payment link', () => {
  const journey = useJourney();

  it('an admin duplicates a link dedicated to a customer, and the copy has no customer', async () => {
    const { page } = journey;
    const title = 'Mentoria individual';
    const table = page.getByRole('table', { name: 'Cobranças pontuais' });
    const rowsNamed = () => table.getByRole('row').filter({ hasText: title });

    await step(journey, 'dedicated-links', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.goto(`${journey.sandbox.url}/seja-pago`);
      await table.getByText(title).waitFor();
      // The box follows the URL: it shows ticked once the list of dedicated links is on screen.
      await page.getByRole('checkbox', { name: 'Ver somente links dedicados a clientes' }).click();
      await page.waitForURL((url) => url.searchParams.get('withCustomer') === 'true');
      // The unfiltered list stays on screen until the filtered one answers (it already holds the link).
      await expect.poll(() => table.getByRole('row').count()).toBe(2); // the header and the dedicated link
      await rowsNamed().first().waitFor();
    });

    await step(journey, 'duplicate', async () => {
      await page.getByRole('button', { name: `Ações do link ${title}` }).click();
      await page.getByRole('button', { name: 'Duplicar' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Tem certeza que deseja duplicar esse link?' });
      await confirm.waitFor();
      await expectAccessible(page, 'confirmação de duplicar link');
      await confirm.getByRole('button', { name: 'Sim' }).click();
      await page.getByText('Cobrança criada com sucesso').waitFor();
      // The dialog hides the page from the accessibility tree (and so from getByRole) until it closes,
      // which is after the list was read again.
      await confirm.waitFor({ state: 'hidden' });
      // Still only the original among the dedicated links: the copy has no customer.
      expect(await rowsNamed().count()).toBe(1);
    });

    await step(journey, 'copy-without-customer', async () => {
      await page.getByRole('checkbox', { name: 'Ver somente links dedicados a clientes' }).click();
      await page.waitForURL((url) => url.searchParams.get('withCustomer') === 'false');
      await expect.poll(() => rowsNamed().count()).toBe(2);
      // Newest first: the copy, with no customer, above the original.
      const [copy, original] = await rowsNamed().evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
      );
      expect(copy?.[1]).toBe('—');
      expect(original?.[1]).not.toBe('—');
      expect(copy?.slice(2, 3)).toEqual(original?.slice(2, 3)); // the same value
      await expectAccessible(page, 'lista com o link duplicado');
    });
  });
});
