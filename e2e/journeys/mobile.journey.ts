import { describe, expect, it } from 'vitest';
import { expectAccessible, expectPath, signIn, signOut, step, useJourney } from '../support/journey';

describe('at 390 px wide', () => {
  const journey = useJourney({ viewport: { width: 390, height: 844 } });

  it('signs in, the sidebar becomes a drawer, and nothing scrolls sideways', async () => {
    const { page } = journey;
    await step(journey, 'mobile', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await expectPath(journey, '/');
      await page.getByRole('heading', { name: 'Olá, Loja Exemplo!' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('link', { name: 'Início' }).waitFor();
      await expectAccessible(page, 'menu no celular');
      await drawer.getByRole('link', { name: 'Início' }).click();
      await drawer.waitFor({ state: 'detached' });
    });

    await step(journey, 'mobile-bell', async () => {
      // The unread count sits beside the bell, not over it: at most a corner of the icon is covered.
      const bell = page.getByRole('button', { name: /^Notificações/ });
      const icon = await bell.locator('svg').boundingBox();
      const badge = await page.getByTestId('notification-badge').boundingBox();
      if (!icon || !badge) throw new Error('sino ou contador sem caixa');
      const width = Math.max(
        0,
        Math.min(icon.x + icon.width, badge.x + badge.width) - Math.max(icon.x, badge.x),
      );
      const height = Math.max(
        0,
        Math.min(icon.y + icon.height, badge.y + badge.height) - Math.max(icon.y, badge.y),
      );
      expect((width * height) / (icon.width * icon.height)).toBeLessThan(0.15);
    });

    await step(journey, 'mobile-balance', async () => {
      // The balance figures sit side by side or stacked, never over each other, and inside the screen.
      const figures = page.getByRole('region', { name: 'Saldo' }).getByRole('definition');
      await figures.first().waitFor();
      const boxes = await figures.evaluateAll((nodes) =>
        nodes.map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const { left, right, top, bottom } = range.getBoundingClientRect();
          return { left, right, top, bottom };
        }),
      );
      expect(boxes.length).toBe(3);
      for (const [i, a] of boxes.entries()) {
        expect(a.right).toBeLessThanOrEqual(390);
        for (const b of boxes.slice(i + 1)) {
          const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          expect(overlap).toBe(false);
        }
      }
    });

    await step(journey, 'mobile-tables', async () => {
      // Each table shows its key columns on screen, with their names, without a sideways scroll.
      for (const [path, caption, columns] of [
        ['/cobrancas', 'Cobranças', ['Valor', 'Status']],
        ['/usuarios', 'Usuários da conta', ['Status']],
      ] as const) {
        await page.goto(`${journey.sandbox.url}${path}`);
        const row = page.getByRole('region', { name: caption }).getByRole('row').nth(1);
        await row.waitFor();
        for (const column of columns) {
          const cell = row.locator(`td[data-label="${column}"]`);
          const box = await cell.boundingBox();
          expect(box, `${path} ${column}`).not.toBeNull();
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
          expect(await cell.isVisible()).toBe(true);
        }
        await expectAccessible(page, `tabela ${caption} no celular`);
      }
      await signOut(journey);
    });
  });
});
