import { DEMO_PASSWORD } from '@balcao/sandbox';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { expectAccessible } from './a11y';
import { type Browser, openBrowser, screenshotOnFailure } from './browser';
import { sandboxNow } from './clock';
import { type RunningSandbox, startJourneySandbox } from './sandbox';

export interface JourneyContext {
  sandbox: RunningSandbox;
  browser: Browser;
  page: Page;
}

/**
 * One sandbox (fresh embedded database, the built app) and one browser context per journey file; each
 * step that fails leaves a screenshot in e2e/artifacts/.
 */
export function useJourney(
  options: { accessTokenTtlSeconds?: number; viewport?: { width: number; height: number } } = {},
) {
  const context = {} as JourneyContext;
  beforeAll(async () => {
    context.sandbox = await startJourneySandbox(options);
    context.browser = await openBrowser(options.viewport);
    context.page = context.browser.page;
    // The browser's clock starts at the sandbox's, as a merchant's computer agrees with the bank's, so no
    // screen reads the machine's date either. It then flows in real time; when a journey moves the sandbox
    // clock the browser's stays behind, and the app takes 'today' from the gateway's answers.
    await context.browser.context.clock.install({ time: await sandboxNow(context.sandbox) });
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.sandbox?.close();
  });
  return context;
}

/** Events of the page's trail a failed step's error carries. */
const TRAIL_IN_ERROR = 25;

/** Runs a step; on failure saves a screenshot named after it, prints the page's trail and rethrows. */
export async function step<T>(context: JourneyContext, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const file = await screenshotOnFailure(context.page, name);
    const trail = context.browser.trail();
    console.error(`captura da falha: ${file}\núltimos eventos da página:\n${trail.join('\n')}`);
    // CI keeps only the end of the output, where the failures are summed up: the error itself carries
    // where the page was and how it got there, so a failure seen only there can still be read.
    if (error instanceof Error) {
      error.message += `\npágina: ${context.page.url()}\nseus últimos eventos:\n${trail.slice(-TRAIL_IN_ERROR).join('\n')}`;
    }
    throw error;
  }
}

export async function signIn(context: JourneyContext, email: string, password = DEMO_PASSWORD) {
  const { page, sandbox } = context;
  await page.goto(`${sandbox.url}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function signOut(context: JourneyContext) {
  const { page } = context;
  // Sair is in the sidebar at desktop width and inside the menu drawer at phone width.
  const sair = page.getByRole('button', { name: 'Sair' }).first();
  const openMenu = page.getByRole('button', { name: 'Abrir menu' });
  await sair.or(openMenu).first().waitFor();
  if (!(await sair.isVisible())) await openMenu.click();
  await sair.click();
  await page.waitForURL((url) => url.pathname === '/login');
}

export async function expectPath(context: JourneyContext, pathname: string) {
  await context.page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

export { expectAccessible };
