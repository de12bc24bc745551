import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page, type Browser as PlaywrightBrowser } from 'playwright-core';
import { defaultViewport } from './viewports';

/** Where screenshots of failed journeys go; CI keeps the folder as an artefact. */
export const artifactsDir = join(import.meta.dirname, '..', 'artifacts');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** What the page did lately (console, errors, navigations, gateway calls), printed when a step fails. */
  trail: () => string[];
  close(): Promise<void>;
}

const TRAIL_LENGTH = 80;

/**
 * Keeps the last events of the page with their time since the browser opened: a screenshot shows
 * where a failed step ended, the trail shows how it got there (a late navigation, a refused call).
 */
function recordTrail(page: Page): () => string[] {
  const started = Date.now();
  const events: string[] = [];
  const push = (line: string) => {
    events.push(`${String(Date.now() - started).padStart(7)} ms  ${line}`);
    if (events.length > TRAIL_LENGTH) events.shift();
  };
  page.on('console', (message) => push(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => push(`pageerror: ${error.message}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) push(`url: ${frame.url()}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/assets/'))
      push(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
  });
  page.on('requestfailed', (request) => push(`failed ${request.method()} ${request.url()}`));
  return () => [...events];
}

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
};
const CONTEXT = { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' } as const;

/** A browser context in `chromiumProcess`, with the width, language and zone of every journey. */
async function contextIn(
  chromiumProcess: PlaywrightBrowser,
  viewport: { width: number; height: number },
  afterClose?: () => Promise<void>,
): Promise<Browser> {
  const context = await chromiumProcess.newContext({ viewport, ...CONTEXT });
  const page = await context.newPage();
  return {
    context,
    page,
    trail: recordTrail(page),
    async close() {
      await context.close();
      await afterClose?.();
    },
  };
}

/**
 * Debian's Chromium (never a downloaded browser), one per test worker: it starts at the worker's first
 * journey and each journey file then opens a context of its own (its own storage, cookies, cache and
 * clock, as a fresh profile has), so starting a browser (0.5 to 1 s on a busy machine) is paid once per
 * worker instead of once per file (docs/decisions/2026-12-06-um-chromium-por-worker-das-jornadas.md).
 * Playwright ends it when the worker's process exits; one that crashed is started again.
 */
let workerChromium: Promise<PlaywrightBrowser> | undefined;
async function chromiumOfThisWorker(): Promise<PlaywrightBrowser> {
  const running = workerChromium && (await workerChromium.catch(() => undefined));
  if (running?.isConnected()) return running;
  workerChromium = chromium.launch(LAUNCH);
  return workerChromium;
}

/** A journey's browser: a context of its own in its worker's Chromium; closing it closes the context. */
export async function openBrowser(viewport = defaultViewport()): Promise<Browser> {
  return contextIn(await chromiumOfThisWorker(), viewport);
}

/**
 * A script's browser (bench/): a Chromium of its own, ended when the browser is closed, so the script's
 * process can exit (a worker's Chromium would keep it running).
 */
export async function openScriptBrowser(viewport = defaultViewport()): Promise<Browser> {
  const own = await chromium.launch(LAUNCH);
  return contextIn(own, viewport, () => own.close());
}

/** Saves a full-page screenshot named after the journey step that failed. */
export async function screenshotOnFailure(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const file = join(artifactsDir, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  return file;
}
