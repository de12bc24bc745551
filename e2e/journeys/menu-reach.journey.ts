import { type BankingStatus, mergeSessionRoles } from '@balcao/domain/access';
import {
  canOpenRoute,
  documentTitleFor,
  matchRoute,
  NO_PERMISSION_MESSAGE,
  NOT_FOUND_TITLE,
  ROUTES,
  type RouteDefinition,
} from '@balcao/domain/navigation';
import { DEMO_TOTP_SECRET, DEMO_USERS } from '@balcao/sandbox';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, it } from 'vitest';
import { openBrowser } from '../support/browser';
import { sandboxNow } from '../support/clock';
import { type JourneyContext, signIn, step } from '../support/journey';
import { ensureDetailRecords } from '../support/records';
import { type RunningSandbox, startJourneySandbox } from '../support/sandbox';

/**
 * Every page the route table opens to each demo profile is reached by clicks: each menu item is clicked,
 * and from every page so reached its links (those behind its tabs, choices and menus too) are followed,
 * one address per route, until nothing new appears. Each page reached must be the page (its tab named
 * from the route table), never a refusal or 'Página não encontrada'. The profiles walk side by side, each
 * in a browser context of its own, on one sandbox.
 */

/**
 * Addresses that open a page reached by another one, so nothing links to them by design: the sub-paths
 * of /seguranca, 'Meu Checkout' (its menu item opens its first tab) and §2's second address for editing
 * a fast link (the app edits every link at /seja-pago/editar/{uuid}).
 */
const ALIASES = new Set(['/seguranca/$', '/meu-checkout', '/seja-pago/link-rapido']);

/** Further addresses kept per route: a list's first page. */
const SPARES = 10;

/** Profiles walking at once: more only queue for the same two cores. */
const SIDE_BY_SIDE = Number(process.env.BALCAO_MENU_REACH_SIDE_BY_SIDE) || 3;

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

async function enter(journey: JourneyContext, email: string, twoFactor: boolean) {
  const { page, sandbox } = journey;
  // The terms gate opens once the layout has read the terms, which may be after the menu shows: read
  // that answer instead of racing the dialog.
  const termsRead = page.waitForResponse(
    (response) =>
      response.url().includes('/sellers/user-terms/current') && response.request().method() === 'GET',
    { timeout: 30_000 },
  );
  await signIn(journey, email);
  if (twoFactor) {
    const code = page.getByLabel('Código');
    await code.waitFor();
    // The code of the sandbox's time: its clock, which checks the code, is pinned, not the machine's.
    const epoch = Math.floor((await sandboxNow(sandbox)).getTime() / 1000);
    await code.fill(await generate({ secret: DEMO_TOTP_SECRET, epoch }));
    await page.getByRole('button', { name: 'Entrar' }).click();
  }
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  const accept = page.getByRole('button', { name: 'Li e aceito os termos' });
  if (!((await (await termsRead).json()) as { accepted: boolean }).accepted) {
    await accept.click();
    await accept.waitFor({ state: 'detached' });
  }
  await page.getByRole('navigation', { name: 'Menu principal' }).first().waitFor();
}

/**
 * Marks the page's headings before a click leaves it: the old page stays on screen until the new one's code
 * has loaded, under the new address and tab name, so the new page is the one with an unmarked heading.
 */
const markLeaving = (page: Page) =>
  page.evaluate(() => {
    for (const heading of document.querySelectorAll('main h1')) heading.setAttribute('data-left', '');
  });

/**
 * Opens an address the walk found on a page. Another route's page opens inside the running app, as the
 * browser's forward button would (a history entry the router reads on `popstate`), and is waited for until
 * the tab bears its name and the router has nothing left to load: the app is not loaded again for every
 * address, which was most of this journey's time. Another record of the route shown (a spare) is loaded
 * afresh, since its page would bear the same name as the one on screen.
 */
async function open(page: Page, origin: string, url: string) {
  const target = matchRoute(url)?.route;
  if (!target || target.path === routeShown(page)?.path) {
    await page.goto(`${origin}${url}`);
    return;
  }
  await page.evaluate((address) => {
    const key = Math.random().toString(36).slice(2, 10);
    const index = Number(window.history.state?.__TSR_index ?? 0) + 1;
    window.history.pushState({ key, __TSR_key: key, __TSR_index: index }, '', address);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
  await routerSettled(page, url);
}

/**
 * Until the router has taken `url` (or sent it on: /meu-checkout opens /checkout-info) and has nothing left
 * to load: the tab bears the page's name from the moment the router takes the address, and the bar across
 * the top shows until the page's reads are done. The page on screen is then the new one, so no heading is
 * left marked as leaving (a page of the same component keeps the old one's heading element).
 */
async function routerSettled(page: Page, url: string) {
  const pathname = url.split('?')[0] ?? url;
  await page.waitForFunction(
    ({ title, pathname }) =>
      (document.title === title || window.location.pathname !== pathname) &&
      !document.querySelector('[role="progressbar"][aria-label="Carregando página"]'),
    { title: documentTitleFor(pathname), pathname },
    { timeout: 15_000, polling: 'raf' },
  );
  await page.evaluate(() => {
    for (const heading of document.querySelectorAll('main h1[data-left]'))
      heading.removeAttribute('data-left');
  });
}

/** The route table's entry for the address shown. */
const routeShown = (page: Page) => matchRoute(new URL(page.url()).pathname)?.route;

/**
 * The page is itself: its tab named by the route table, and neither a refusal nor 'not found'. The route
 * is the one of the address it settles on: an address may send on (/meu-checkout opens /checkout-info).
 */
async function expectPage(page: Page, url: string, expect: ExpectStatic): Promise<RouteDefinition> {
  await expect
    .poll(async () => documentTitleFor(new URL(page.url()).pathname) === (await page.title()), {
      message: `título de ${url}`,
      timeout: 15_000,
    })
    .toBe(true);
  const route = routeShown(page);
  if (!route) throw new Error(`${url} levou a ${page.url()}, fora da tabela de rotas`);
  const main = page.locator('main');
  await main.locator('h1:not([data-left])').first().waitFor({ timeout: 15_000 });
  // The page's reads end before its links are counted (a table's rows come after its heading).
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'Carregando' }).count(), { timeout: 15_000 })
    .toBe(0);
  const text = (await main.textContent()) ?? '';
  expect(text, url).not.toContain(NO_PERMISSION_MESSAGE);
  expect(text, url).not.toContain(NOT_FOUND_TITLE);
  return route;
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
async function linksBehindClicks(page: Page, origin: string, expect: ExpectStatic): Promise<string[]> {
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
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Carregando' }).count(), { timeout: 15_000 })
      .toBe(0);
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
      // Back in the app's history, as the browser's button: no reload of the app.
      await page.goBack();
      await routerSettled(page, before.slice(origin.length));
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

/** Walks one signed-in profile; answers the routes its roles open that no click led to. */
async function walk(journey: JourneyContext, expect: ExpectStatic): Promise<string[]> {
  const { page, sandbox } = journey;
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
  // Routes whose page has tabs: their links depend on the record more than a plain detail's do (only a
  // customer with scheduled charges links to one, under a tab), so their spares are tried first.
  const tabbed = new Set<string>();
  const nextSpare = () => {
    const lists = [...spare.entries()].filter(([, list]) => list.length > 0);
    const first = lists.filter(([path]) => tabbed.has(path));
    const from = first.length > 0 ? first : lists;
    return from[turn++ % from.length]?.[1].shift();
  };
  const missingNow = () => expected.map((route) => route.path).filter((path) => !reached.has(path));
  // Every menu item, clicked.
  const menu = page.getByRole('navigation', { name: 'Menu principal' }).first();
  await menu.getByRole('link').first().waitFor();
  const items = await menu
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href') ?? '', name: link.textContent ?? '' })),
    );
  // The links of the page shown, and (while a page is missing) those behind its clicks.
  const follow = async () => {
    for (const link of await linksOn(page, sandbox.url)) discover(link);
    if (missingNow().length === 0) return;
    const route = routeShown(page);
    if (route && (await page.locator('main [role="tab"]').count()) > 0) tabbed.add(route.path);
    for (const link of await linksBehindClicks(page, sandbox.url, expect)) discover(link);
  };
  for (const item of items.filter((i) => i.href.startsWith('/'))) {
    const before = new URL(page.url()).pathname;
    if (item.href !== before) await markLeaving(page);
    await menu.locator(`a[href="${item.href}"]`).click();
    if (item.href !== before) await page.waitForURL((url) => url.pathname !== before);
    const route = await expectPage(page, item.href, expect);
    const landed = new URL(page.url()).pathname;
    // The item's route is reached, and where it landed (Meu Checkout opens its first tab).
    const clicked = matchRoute(item.href);
    if (clicked) reached.set(clicked.route.path, item.href);
    if (!reached.has(route.path)) reached.set(route.path, landed);
    visited.add(landed);
    await follow();
  }
  // Then every link of every page reached, one address per route, and more only while some is missing;
  // once none is, the pages still queued are only checked to be themselves.
  while (queue.length > 0 || (missingNow().length > 0 && [...spare.values()].some((l) => l.length))) {
    const url = queue.shift() ?? (nextSpare() as string);
    visited.add(url);
    await open(page, sandbox.url, url);
    await expectPage(page, url, expect);
    if (missingNow().length > 0) await follow();
  }
  return missingNow();
}

/** A slot among `size`: the profiles beyond wait for one to finish. */
function slots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return async <T>(run: () => Promise<T>): Promise<T> => {
    if (free === 0) await new Promise<void>((resolve) => waiting.push(resolve));
    else free--;
    try {
      return await run();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

describe.concurrent('every page of the route table, by clicks from the menu', () => {
  let sandbox: RunningSandbox;
  const slot = slots(SIDE_BY_SIDE);

  beforeAll(async () => {
    sandbox = await startJourneySandbox();
    // Each merchant's admin fills the lists its detail pages need, before anyone walks.
    const admins = new Map<string, string>();
    for (const user of DEMO_USERS)
      if (user.profile === 'ADMIN' && !user.twoFactor && !admins.has(user.merchant))
        admins.set(user.merchant, user.email);
    for (const email of admins.values()) await ensureDetailRecords(sandbox, email);
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  for (const user of DEMO_USERS) {
    it(`${user.email} reaches every page its roles and toggles open`, { timeout: 300_000 }, ({ expect }) =>
      slot(async () => {
        // A context of its own in the worker's Chromium: its own storage, cookies and clock.
        const browser = await openBrowser();
        const journey: JourneyContext = { sandbox, browser, page: browser.page };
        try {
          // The browser's clock starts at the sandbox's, as in every journey (support/journey.ts).
          await browser.context.clock.install({ time: await sandboxNow(sandbox) });
          await step(journey, `reach-${user.email.split('@')[0]}`, async () => {
            await enter(journey, user.email, Boolean(user.twoFactor));
            expect(await walk(journey, expect), `${user.email}: páginas sem caminho pelo menu`).toEqual([]);
          });
        } finally {
          await browser.close();
        }
      }),
    );
  }
});
