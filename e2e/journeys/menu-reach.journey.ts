import {
  type BankingStatus,
  canOpenRoute,
  matchRoute,
  mergeSessionRoles,
  NO_PERMISSION_MESSAGE,
  ROUTES,
  type RouteDefinition,
} from '@balcao/domain';
import { DEMO_TOTP_SECRET } from '@balcao/sandbox';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type JourneyContext, signIn, signOut, step, useJourney } from '../support/journey';

/**
 * Every page the route table opens to a demo profile is reached by clicks: each menu item is clicked,
 * and from every page so reached its links are followed, one address per route, until nothing new
 * appears. Each page reached must be the page (its tab named from the route table), never a refusal or
 * 'Página não encontrada'.
 */

/**
 * Addresses that open a page reached by another one, so nothing links to them by design: the sub-paths
 * of /seguranca, 'Meu Checkout' (its menu item opens its first tab) and §2's second address for editing
 * a fast link (the app edits every link at /seja-pago/editar/{uuid}).
 */
const ALIASES = new Set(['/seguranca/$', '/meu-checkout', '/seja-pago/link-rapido']);

/** Further addresses kept per route: a list's first page. */
const SPARES = 10;

/**
 * The demo profiles walked so far. Still to come (issue 26, item 1): operador@ (BANKING_VISUALIZATION
 * may open /cartao/limites but §6 shows 'Gerenciar limites' only to card managers), seguro@ (its
 * two-factor code was refused once after operador@'s sign-in), and outra@, novo@ and novo-vendas@,
 * whose merchants have no links, charges or sub-sellers for a detail page to be reached from.
 */
const PROFILES = ['admin', 'gerente', 'financeiro', 'supervisor', 'vendas'] as const;

interface StoredSession {
  roles: string[];
  bankingRoles?: string[];
  features: string[];
  bankingStatus: BankingStatus;
}

async function storedSession(page: Page): Promise<StoredSession> {
  const found = await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      try {
        const value = JSON.parse(localStorage.getItem(key) ?? 'null');
        if (value && typeof value === 'object' && Array.isArray(value.roles) && value.token) return value;
      } catch {
        // Not the session.
      }
    }
    return null;
  });
  if (!found) throw new Error('sessão não encontrada no armazenamento local');
  return found as StoredSession;
}

/** What the route table says this session may reach from the menu. */
function expectedRoutes(session: StoredSession): RouteDefinition[] {
  const access = {
    roles: mergeSessionRoles(session.roles, session.bankingRoles ?? []),
    features: session.features,
  };
  return ROUTES.filter(
    (route) =>
      route.section !== 'PUBLIC' &&
      !ALIASES.has(route.path) &&
      !(route.onlyWhileBankingInactive && session.bankingStatus === 'ACTIVE') &&
      canOpenRoute(route, access),
  );
}

async function enter(journey: JourneyContext, email: string) {
  const { page, sandbox } = journey;
  // A profile that failed before left its session: each starts signed out.
  await page.goto(`${sandbox.url}/login`);
  await page.evaluate(() => localStorage.clear());
  await signIn(journey, email);
  if (email.startsWith('seguro@')) {
    const code = page.getByLabel('Código');
    await code.waitFor();
    await code.fill(await generate({ secret: DEMO_TOTP_SECRET }));
    await page.getByRole('button', { name: 'Entrar' }).click();
  }
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  const accept = page.getByRole('button', { name: 'Li e aceito os termos' });
  const menu = page.getByRole('navigation', { name: 'Menu principal' }).first();
  await accept.or(menu).first().waitFor();
  if (await accept.isVisible()) {
    await accept.click();
    await accept.waitFor({ state: 'detached' });
  }
}

/** The page is itself: its tab named by the route table, and neither a refusal nor 'not found'. */
async function expectPage(page: Page, route: RouteDefinition, url: string) {
  await expect.poll(() => page.title(), { message: `título de ${url}` }).toBe(`${route.title} · Balcão`);
  const main = page.locator('main');
  await main.locator('h1').first().waitFor({ timeout: 15_000 });
  // The page's reads end before its links are counted (a table's rows come after its heading).
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Carregando' }).count()).toBe(0);
  const text = (await main.textContent()) ?? '';
  expect(text, url).not.toContain(NO_PERMISSION_MESSAGE);
  expect(text, url).not.toContain('Página não encontrada');
}

/** The same-origin addresses the page links to, in the menu and in the content. */
async function linksOn(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('main a[href], nav a[href]')].map((a) => a.href),
  );
  return hrefs.filter((href) => href.startsWith(origin)).map((href) => href.slice(origin.length));
}

/**
 * Links behind a click on the page: each tab (and the tabs it reveals), and the first of each kind of menu
 * or dialog trigger ('Criar', a row's actions), closed again with Escape.
 */
async function linksBehindClicks(page: Page, origin: string): Promise<string[]> {
  const found: string[] = [];
  const main = page.locator('main');
  // The tabs open at first count as seen: clicking back to one would close the sub-tabs just revealed
  // (a customer's 'Agendados' lives under 'Recebíveis').
  const seen = new Set<string>(
    await main
      .locator('[role="tab"][aria-selected="true"]')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? '')),
  );
  for (let round = 0; round < 6; round++) {
    const tabs = main.locator('[role="tab"][aria-selected="false"]');
    const names = await tabs.evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    const next = names.findIndex((name) => !seen.has(name));
    if (next < 0) break;
    seen.add(names[next] as string);
    await tabs.nth(next).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Carregando' }).count()).toBe(0);
    found.push(...(await linksOn(page, origin)));
  }
  // A choice that is a navigation (the link type selector's 'Recorrente').
  const before = page.url();
  const radios = main.locator('input[type="radio"]:not(:checked)');
  for (let index = 0; index < Math.min(await radios.count(), 4); index++) {
    const radio = radios.nth(index);
    if (!(await radio.isVisible()) || (await radio.isDisabled())) continue;
    await radio.click();
    await page.waitForTimeout(200);
    if (page.url() !== before) {
      found.push(page.url().slice(origin.length));
      await page.goto(before);
      await main.locator('h1').first().waitFor();
    }
  }
  const triggers = main.locator('button[aria-haspopup][aria-expanded="false"]');
  const labels = await triggers.evaluateAll((nodes) =>
    nodes.map((node) => (node.getAttribute('aria-label') ?? node.textContent ?? '').slice(0, 12)),
  );
  const kinds = new Set<string>();
  for (const [index, label] of labels.entries()) {
    if (kinds.has(label)) continue;
    kinds.add(label);
    const trigger = triggers.nth(index);
    if (!(await trigger.isVisible()) || (await trigger.isDisabled())) continue;
    await trigger.click();
    found.push(
      ...(
        await page.evaluate(() =>
          [...document.querySelectorAll<HTMLAnchorElement>('[role="dialog"] a[href]')].map((a) => a.href),
        )
      )
        .filter((href) => href.startsWith(origin))
        .map((href) => href.slice(origin.length)),
    );
    await page.keyboard.press('Escape');
    await page
      .locator('[role="dialog"]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
  }
  return found;
}

describe('every page of the route table, by clicks from the menu', () => {
  const journey = useJourney();

  for (const profile of PROFILES) {
    const email = `${profile}@demo.balcao.dev`;
    it(`${email} reaches every page its roles and toggles open`, { timeout: 300_000 }, async () => {
      const { page, sandbox } = journey;
      await step(journey, `reach-${profile}`, async () => {
        await enter(journey, email);
        const expected = expectedRoutes(await storedSession(page));
        const reached = new Map<string, string>();
        const queue: string[] = [];
        // Further addresses of a route already reached (another customer, another charge), kept in case a
        // page's links depend on its data (only a customer with scheduled charges links to
        // /cobrancas-agendadas/{id}): visited only while a page is missing, one per route in turn.
        // The same page under other filters (a query) links nowhere new and is never kept.
        const spare = new Map<string, string[]>();
        const visited = new Set<string>();
        const discover = (url: string) => {
          const match = matchRoute(url);
          if (!match || visited.has(url)) return;
          if (reached.has(match.route.path)) {
            const more = spare.get(match.route.path) ?? [];
            if (
              !url.includes('?') &&
              more.length < SPARES &&
              reached.get(match.route.path) !== url &&
              !more.includes(url)
            )
              more.push(url);
            spare.set(match.route.path, more);
            return;
          }
          reached.set(match.route.path, url);
          queue.push(url);
        };
        let turn = 0;
        const nextSpare = () => {
          const lists = [...spare.values()].filter((list) => list.length > 0);
          return lists[turn++ % lists.length]?.shift();
        };
        const missingNow = () => expected.map((route) => route.path).filter((path) => !reached.has(path));
        // Every menu item, clicked.
        const menu = page.getByRole('navigation', { name: 'Menu principal' }).first();
        const items = await menu
          .getByRole('link')
          .evaluateAll((links) =>
            links.map((link) => ({ href: link.getAttribute('href') ?? '', name: link.textContent ?? '' })),
          );
        for (const item of items.filter((i) => i.href.startsWith('/'))) {
          await menu.locator(`a[href="${item.href}"]`).click();
          await page.waitForURL((url) => url.pathname !== '/login');
          const landed = new URL(page.url()).pathname;
          const route = matchRoute(landed)?.route;
          if (!route) throw new Error(`${item.name} levou a ${landed}, fora da tabela`);
          await expectPage(page, route, landed);
          const clicked = matchRoute(item.href);
          if (clicked) reached.set(clicked.route.path, item.href);
          reached.delete(route.path);
          discover(landed);
        }
        // Then every link of every page reached, one address per route, and more only while some is missing.
        while (queue.length > 0 || (missingNow().length > 0 && [...spare.values()].some((l) => l.length))) {
          const url = queue.shift() ?? (nextSpare() as string);
          visited.add(url);
          await page.goto(`${sandbox.url}${url}`);
          const route = matchRoute(new URL(page.url()).pathname)?.route;
          if (!route) throw new Error(`${url} saiu da tabela de rotas`);
          await expectPage(page, route, url);
          for (const link of await linksOn(page, sandbox.url)) discover(link);
          for (const link of await linksBehindClicks(page, sandbox.url)) discover(link);
        }
        expect(missingNow(), `${email}: páginas sem caminho pelo menu`).toEqual([]);
        await signOut(journey);
      });
    });
  }
});
