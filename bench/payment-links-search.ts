// Budget (issue 12): with 10,000 payment links (what `--scale 1000000` adds), typing in /seja-pago's
// search stays within one frame per keystroke — the median time from a keydown to the next painted frame
// stays under the budget customer-filter uses for one frame (bench/budgets.json, paymentLinksSearch).
// Run (after `pnpm --filter @balcao/backoffice build`):
//   node_modules/.bin/tsx bench/payment-links-search.ts [--links 10000]
// Starts a sandbox in memory with the demo seed, signs in as the demo admin in Debian's Chromium and
// types the same keys into the 'Título' search of /seja-pago twice: first with the seed's few links (the
// peer of the same run), then, after adding --links links for the demo merchant, with all of them. The
// search runs on Enter (like every search bar of the app), so each run also times Enter → the filtered
// list on screen, which goes through the URL, the list query and the table.
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { insertScaleLinks, loadClock, startSandbox } from '@balcao/sandbox';
import type { Page } from 'playwright-core';
import { openScriptBrowser } from '../e2e/support/browser';
import { fmt, loadBudgets, numberArg, recordRow } from './support/report';

const budget = loadBudgets().paymentLinksSearch;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`payment-links-search: Chromium ausente (${chromium}); benchmark pulado`);
  recordRow({
    figure: `tecla na busca de /seja-pago · ${fmt(budget.links, 0)} links`,
    measured: '—',
    budget: `≤ ${budget.maxMedianMs} ms, mediana`,
    peer: '—',
    ratio: '—',
    verdict: 'pulado',
  });
  process.exit(0);
}
const extra = numberArg('links', budget.links);
// 28 keystrokes: a title the scale links use, deleting it key by key, then another one.
const TERM = 'mentoria';
const KEYS = [...'fotografia', ...Array(10).fill('Backspace'), ...TERM];

const started = performance.now();
const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', inMemory: true });
const browser = await openScriptBrowser();
try {
  const [admin] = await sandbox.db.query<{ seller_id: number }>(
    `SELECT seller_id FROM users WHERE email = 'admin@demo.balcao.dev'`,
  );
  if (!admin) throw new Error('seed sem o admin da demo');
  const count = async () =>
    (
      await sandbox.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM payment_links WHERE seller_id = $1',
        [admin.seller_id],
      )
    )[0]?.n ?? 0;

  const { page } = browser;
  await page.goto(`${sandbox.url}/login`);
  await page.getByLabel('E-mail').fill('admin@demo.balcao.dev');
  await page.getByLabel('Senha').fill('demo12345');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  const few = await count();
  const peer = await measure(page, few);

  const seededAt = performance.now();
  await insertScaleLinks(sandbox.db, admin.seller_id, extra, (await loadClock(sandbox.db)).now());
  await sandbox.db.exec('ANALYZE payment_links');
  const many = await count();
  console.log(
    `payment-links-search: ${many} links do seller demo (inseridos em ${((performance.now() - seededAt) / 1000).toFixed(1)} s)`,
  );
  const full = await measure(page, many);

  console.log(`payment-links-search: ${KEYS.length} teclas, do keydown ao próximo quadro pintado (ms)`);
  for (const [label, run] of [
    [`${many} links`, full],
    [`${few} links (referência)`, peer],
  ] as const) {
    console.log(
      `  ${label.padEnd(24)} mediana ${run.keys.median}  p90 ${run.keys.p90}  máx ${run.keys.max}  · Enter → lista ${run.enterMs} ms`,
    );
  }
  console.log(
    `payment-links-search: orçamento ${budget.maxMedianMs} ms na mediana; total ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const failed = full.keys.median > budget.maxMedianMs;
  recordRow({
    figure: `tecla na busca de /seja-pago · ${fmt(many, 0)} links (até o quadro pintado)`,
    measured: `mediana ${fmt(full.keys.median)} ms · p90 ${fmt(full.keys.p90)} ms · Enter → lista ${fmt(full.enterMs, 0)} ms`,
    budget: `≤ ${budget.maxMedianMs} ms, mediana`,
    peer: `${few} links ${fmt(peer.keys.median)} ms · Enter → lista ${fmt(peer.enterMs, 0)} ms`,
    ratio: `${fmt(full.keys.median / peer.keys.median, 2)}×`,
    verdict: failed ? 'FALHOU' : 'ok',
  });
  if (failed) {
    console.error(
      `payment-links-search: mediana ${full.keys.median} ms acima do orçamento de ${budget.maxMedianMs} ms`,
    );
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await sandbox.close();
}

/**
 * Opens the first page of one-off links fresh (so the list holds `total` links), types KEYS into the
 * search and times each key to the next painted frame; then Enter until the filtered list shows.
 */
async function measure(page: Page, total: number) {
  await page.goto(`${sandbox.url}/seja-pago`);
  await page.getByRole('heading', { name: 'Links de pagamento', level: 1 }).waitFor();
  await page.getByRole('table').waitFor();
  const field = page.getByRole('searchbox', { name: 'Título' });
  const times = await typeAndTime(page, field);
  if ((await field.inputValue()) !== TERM) throw new Error(`a busca ficou com '${await field.inputValue()}'`);
  const before = await page.getByRole('table').textContent();
  const enterAt = performance.now();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('term') === TERM);
  // The filtered list is on screen when every row has the term (or the table says there is none).
  await page.waitForFunction(
    ({ term, before }) => {
      const table = document.querySelector('table');
      if (!table || table.textContent === before) return false;
      const rows = [...table.querySelectorAll('tbody tr')];
      return rows.every((row) => {
        const text = (row.textContent ?? '').toLowerCase();
        return text.includes(term) || text.includes('sem dados de links');
      });
    },
    { term: TERM, before },
  );
  const enterMs = performance.now() - enterAt;
  console.log(`payment-links-search: com ${total} links, busca digitada e aplicada`);
  return { keys: stats(times), enterMs: Number(enterMs.toFixed(0)) };
}

/**
 * Types KEYS into the field one at a time; for each, the page notes the keydown and the moment
 * after the next frame is painted (a message posted from requestAnimationFrame runs after paint).
 * The same measure as bench/customer-filter.ts.
 */
async function typeAndTime(page: Page, field: ReturnType<Page['getByRole']>): Promise<number[]> {
  await field.click();
  await field.evaluate((element) => {
    const w = window as unknown as { __frames: number[] };
    w.__frames = [];
    element.addEventListener(
      'keydown',
      () => {
        const start = performance.now();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => w.__frames.push(performance.now() - start);
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  });
  for (let i = 0; i < KEYS.length; i++) {
    await page.keyboard.press(KEYS[i] as string);
    await page.waitForFunction((n) => (window as unknown as { __frames: number[] }).__frames.length > n, i);
  }
  return page.evaluate(() => (window as unknown as { __frames: number[] }).__frames);
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const pick = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1));
  return { median: pick(0.5), p90: pick(0.9), max: pick(1) };
}
