import type { Locator, Page } from 'playwright-core';

/**
 * Chooses `day` ('yyyy-MM-dd') in the app's DatePicker labelled `label` (the Portuguese calendar,
 * never a native date input), moving month by month towards it as a user does.
 */
export async function pickDate(scope: Page | Locator, label: string, day: string) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  const panel = page.getByRole('dialog', { name: `Selecionar ${label.toLowerCase()}` });
  const target = panel.locator(`button[data-day="${day}"]`);
  for (let moves = 0; moves < 24 && !(await target.count()); moves++) {
    const first = (await panel.locator('button[data-day]').first().getAttribute('data-day')) ?? '';
    await panel.getByRole('button', { name: day < first ? 'Mês anterior' : 'Próximo mês' }).click();
  }
  await target.click();
  await panel.waitFor({ state: 'hidden' });
}
