import { ROUTES } from '@balcao/domain/navigation';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectPath, signIn, step, useJourney } from '../support/journey';
import { LAPTOP_WIDTHS, laptopViewport } from '../support/viewports';

/** Every page of the route table a signed-in user opens without a parameter, walked at each width. */
const PAGES = ROUTES.filter((route) => route.section !== 'PUBLIC' && !route.path.includes('$')).map(
  (route) => route.path,
);

interface Layout {
  /** How far the page scrolls sideways (0 when it does not). */
  overflow: number;
  /** Money figures whose text breaks over more than one line ('R$ 357.962,8' above '4'). */
  split: string[];
  /** The innermost elements that stick out of the window, to say what makes the page scroll. */
  wide: string[];
}

/** Measures the page: its sideways scroll, and every element whose whole text is one money figure. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const money = /^-?\s*R\$\s*-?[\d.]+,\d{2}$/;
    const split: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.children.length > 0 || element.closest('svg')) continue;
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!money.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
      );
      if (lines.size > 1) split.push(text);
    }
    // What sticks out of the window with nothing between it and the page that would clip it.
    const clips = (node: Element) => getComputedStyle(node).overflowX !== 'visible';
    const outside = [...document.body.querySelectorAll<HTMLElement>('*')].filter((node) => {
      if (node.getBoundingClientRect().right <= window.innerWidth + 1) return false;
      for (let parent = node.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (clips(parent)) return false;
      return true;
    });
    const wide = outside
      .filter((node) => !outside.some((other) => other !== node && node.contains(other)))
      .slice(0, 3)
      .map(
        (node) =>
          `${node.tagName.toLowerCase()}.${node.className} '${(node.textContent ?? '').slice(0, 40)}'`,
      );
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, split, wide };
  });
}

/** The locator's box lies wholly inside the window and inside every ancestor that clips it. */
async function expectFullyVisible(page: Page, locator: Locator, what: string) {
  const { width } = page.viewportSize() ?? { width: 0 };
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  if (!box) return;
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(width);
  const clipped = await locator.evaluate((node) => {
    const own = node.getBoundingClientRect();
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(parent);
      if (overflowX === 'visible' && overflowY === 'visible') continue;
      const outer = parent.getBoundingClientRect();
      if (own.left < outer.left - 1 || own.right > outer.right + 1) return true;
      if (own.top < outer.top - 1 || own.bottom > outer.bottom + 1) return true;
    }
    return false;
  });
  expect(clipped, `${what} cortado por um contêiner`).toBe(false);
}

/** Some thirty pages a width: on the busy 2-core machine a walk can take over the 90 s default. */
const WALK_TIMEOUT = 300_000;

describe('at laptop widths', () => {
  const journey = useJourney({ viewport: laptopViewport(1024) });

  it.each(LAPTOP_WIDTHS)(
    'every page at %i px: no sideways scroll, money on one line, menus on screen',
    async (width) => {
      const { page, sandbox } = journey;
      await page.setViewportSize(laptopViewport(width));
      await step(journey, `laptop-${width}-sign-in`, async () => {
        if (!page.url().startsWith(sandbox.url)) {
          await signIn(journey, 'admin@demo.balcao.dev');
          await expectPath(journey, '/');
        }
      });

      await step(journey, `laptop-${width}-pages`, async () => {
        const problems: string[] = [];
        for (const path of PAGES) {
          await page.goto(`${sandbox.url}${path}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          // Loaded: no table or button busy and no 'Carregando' left (other live regions stay on the page).
          await page.waitForFunction(
            () =>
              !document.querySelector('[aria-busy="true"]') &&
              ![...document.querySelectorAll('[role="status"]')].some((node) =>
                /Carregando/i.test(node.textContent ?? ''),
              ),
          );
          const layout = await measure(page);
          if (layout.overflow > 0)
            problems.push(`${path}: rola ${layout.overflow} px para o lado (${layout.wide.join('; ')})`);
          for (const figure of layout.split) problems.push(`${path}: '${figure}' quebrado em linhas`);
        }
        expect(problems).toEqual([]);
      });

      await step(journey, `laptop-${width}-financeiro`, async () => {
        // The balance figures are there (not a loading text) and each sits on one line.
        await page.goto(`${sandbox.url}/financeiro`);
        const figure = page
          .getByRole('region', { name: 'Saldo', exact: true })
          .getByRole('definition')
          .first();
        await figure.waitFor();
        expect(await figure.textContent()).toMatch(/R\$/);
        expect((await measure(page)).split).toEqual([]);
      });

      await step(journey, `laptop-${width}-criar-menu`, async () => {
        await page.goto(`${sandbox.url}/seja-pago`);
        await page.getByRole('button', { name: 'Criar', exact: true }).click();
        const menu = page.getByRole('dialog', { name: 'Criar' });
        await menu.waitFor();
        await expectFullyVisible(page, menu, 'menu Criar');
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
      });

      await step(journey, `laptop-${width}-reports`, async () => {
        await page.goto(`${sandbox.url}/reports`);
        const cards = page.getByRole('list', { name: 'Tipos de relatório' }).getByRole('listitem');
        await cards.first().waitFor();
        // Every 'Gerar relatório' is visible without hovering: opacity 0 hides it from sight, not from a test.
        const hidden = await page
          .getByRole('button', { name: /^Gerar relatório / })
          .evaluateAll((buttons) =>
            buttons.filter((button) => Number(getComputedStyle(button).opacity) < 1).map((b) => b.ariaLabel),
          );
        expect(hidden).toEqual([]);
        // A click anywhere on the card opens its dialog; the period calendar opens whole, on screen.
        await cards.first().click({ position: { x: 8, y: 8 } });
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await dialog.getByRole('button', { name: /^Período/ }).click();
        const calendar = page.getByRole('dialog', { name: 'Selecionar período' });
        await calendar.waitFor();
        await expectFullyVisible(page, calendar, 'calendário do período');
        await page.keyboard.press('Escape');
      });
    },
    WALK_TIMEOUT,
  );
});
