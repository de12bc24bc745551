import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, signOut, step, useJourney } from '../support/journey';

/**
 * WCAG 2.2 AA 2.5.8 at 390 px: every control a finger can hit measures at least 24×24 CSS px, or is
 * far enough from the others (a 24 px circle on its centre touches no other target nor such a circle),
 * or is a link inside a sentence. Measured on every visible control of the main pages, menu and top bar
 * included.
 */
const PAGES = [
  '/',
  '/cobrancas',
  '/clientes',
  '/seja-pago',
  '/financeiro',
  '/pagamentos',
  '/cartao',
  '/tesouraria',
] as const;

const MIN = 24;

interface Target {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  inline: boolean;
}

/** Every visible control's box; a native radio or checkbox drawn by its label counts as the label. */
function targetsOn(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [tabindex]:not([tabindex="-1"])';
    const seen = new Set<Element>();
    const found: Target[] = [];
    for (const node of document.querySelectorAll<HTMLElement>(selector)) {
      let element: HTMLElement = node;
      if (node instanceof HTMLInputElement && (node.type === 'radio' || node.type === 'checkbox')) {
        const label =
          node.closest('label') ?? (node.id ? document.querySelector(`label[for="${node.id}"]`) : null);
        if (label instanceof HTMLElement) element = label;
      }
      if (seen.has(element)) continue;
      seen.add(element);
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || rect.width === 0 || rect.height === 0) continue;
      // Off screen until focused (the skip link) or scrolled out of a clipping parent.
      if (rect.right <= 0 || rect.left >= window.innerWidth) continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      // The inline exception: a link inside a sentence, not a breadcrumb or a list of links.
      const sentence = element.closest('p');
      const inline =
        element.tagName === 'A' &&
        style.display === 'inline' &&
        sentence !== null &&
        (sentence.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName)
        .trim()
        .slice(0, 40);
      found.push({
        name: name || element.outerHTML.slice(0, 60),
        x: rect.x,
        y: rect.y,
        width: rect.width,
        height: rect.height,
        inline,
      });
    }
    return found;
  });
}

/** The targets under 24×24 that the spacing exception does not excuse. */
function tooSmall(targets: Target[]): string[] {
  const small = targets.filter((t) => !t.inline && (t.width < MIN || t.height < MIN));
  const centre = (t: Target) => ({ cx: t.x + t.width / 2, cy: t.y + t.height / 2 });
  const distanceToBox = (px: number, py: number, t: Target) => {
    const dx = Math.max(t.x - px, 0, px - (t.x + t.width));
    const dy = Math.max(t.y - py, 0, py - (t.y + t.height));
    return Math.hypot(dx, dy);
  };
  return small
    .filter((t) => {
      const { cx, cy } = centre(t);
      return targets.some((other) => {
        if (other === t) return false;
        if (distanceToBox(cx, cy, other) < MIN / 2) return true;
        if (!small.includes(other)) return false;
        const o = centre(other);
        return Math.hypot(cx - o.cx, cy - o.cy) < MIN;
      });
    })
    .map((t) => `${t.name} (${Math.round(t.width)}×${Math.round(t.height)})`);
}

describe('at 390 px, every control is big enough to hit', () => {
  const journey = useJourney({ viewport: { width: 390, height: 844 } });

  it('measures every visible control of the main pages, and the /financeiro tabs fit one line', async () => {
    const { page, sandbox } = journey;
    await step(journey, 'target-size', async () => {
      await signIn(journey, 'admin@demo.balcao.dev');
      await page.getByRole('heading', { name: 'Olá, Loja Exemplo!' }).waitFor();
      const failures: string[] = [];
      for (const path of PAGES) {
        if (path !== '/') await page.goto(`${sandbox.url}${path}`);
        await page.locator('main h1').first().waitFor();
        await expect.poll(() => page.getByRole('status').filter({ hasText: 'Carregando' }).count()).toBe(0);
        for (const failure of tooSmall(await targetsOn(page))) failures.push(`${path}: ${failure}`);
        if (path === '/financeiro') {
          const tabs = page.getByRole('main').getByRole('tablist').first().getByRole('tab');
          const tops = await tabs.evaluateAll((nodes) =>
            nodes.map((node) => Math.round(node.getBoundingClientRect().top)),
          );
          expect(tops.length).toBeGreaterThan(1);
          if (new Set(tops).size !== 1) failures.push(`/financeiro: abas em ${new Set(tops).size} linhas`);
          const rights = await tabs.evaluateAll((nodes) =>
            nodes.map((node) => node.getBoundingClientRect().right),
          );
          if (Math.max(...rights) > 390) failures.push('/financeiro: abas além da tela');
        }
      }
      // A detail page of each list, opened from its first row: the breadcrumb and back button come in.
      for (const list of ['/cobrancas', '/clientes']) {
        await page.goto(`${sandbox.url}${list}`);
        await page.locator('main table a').first().click();
        await page.waitForURL((url) => url.pathname.startsWith(`${list}/`));
        await page
          .getByRole('navigation', { name: /trilha|breadcrumb/i })
          .or(page.locator('main h1'))
          .first()
          .waitFor();
        await page.locator('main h1').first().waitFor();
        await expect.poll(() => page.getByRole('status').filter({ hasText: 'Carregando' }).count()).toBe(0);
        const path = new URL(page.url()).pathname;
        for (const failure of tooSmall(await targetsOn(page))) failures.push(`${path}: ${failure}`);
      }
      expect(failures).toEqual([]);
      await signOut(journey);
    });
  });
});
