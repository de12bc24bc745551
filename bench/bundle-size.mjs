// Budget: the JavaScript that the /login page loads first must stay under 150 KB gzip (issue 3;
// bench/budgets.json).
// Reads Vite's manifest of the built app: the entry, the login route's chunks and every chunk they
// import statically. Prints them beside the whole app's JavaScript, the peer figure of the same build.
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgets = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8'));
const BUDGET_BYTES = budgets.loginBundle.maxGzipKB * 1024;
const dist = join(import.meta.dirname, '..', 'apps', 'backoffice', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const loginRoute = Object.keys(manifest).filter((key) => key.includes('src/routes/login.tsx'));
if (entries.length === 0 || loginRoute.length === 0) {
  console.error('bundle-size: entrada ou rota /login não encontradas no manifesto do Vite');
  process.exit(1);
}
const loginChunks = closure([...entries, ...loginRoute]);
const loginBytes = [...loginChunks].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
const allJs = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
const allBytes = allJs.reduce((sum, chunk) => sum + gzipSize(chunk.file), 0);

console.log(
  `bundle-size: /login carrega ${loginChunks.size} arquivos JS, ${kb(loginBytes)} gzip (orçamento ${kb(BUDGET_BYTES)})`,
);
console.log(
  `bundle-size: o app inteiro tem ${allJs.length} arquivos JS, ${kb(allBytes)} gzip; /login usa ${((100 * loginBytes) / allBytes).toFixed(0)}%`,
);
// The row `pnpm bench` prints (bench/support/report.ts; this file stays plain Node for `npm test`).
if (process.env.BENCH_ROWS_FILE) {
  const row = {
    figure: 'JS do /login (gzip)',
    measured: `${kb(loginBytes)} em ${loginChunks.size} arquivos`,
    budget: `≤ ${kb(BUDGET_BYTES)}`,
    peer: `app inteiro ${kb(allBytes)}`,
    ratio: `${((100 * loginBytes) / allBytes).toFixed(0)}% do app`,
    verdict: loginBytes > BUDGET_BYTES ? 'FALHOU' : 'ok',
  };
  appendFileSync(process.env.BENCH_ROWS_FILE, `${JSON.stringify(row)}\n`);
}
if (loginBytes > BUDGET_BYTES) {
  console.error(`bundle-size: acima do orçamento por ${kb(loginBytes - BUDGET_BYTES)}`);
  process.exit(1);
}
