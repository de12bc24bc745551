// The docs a newcomer reads stay usable: every relative link in a tracked Markdown file points at a file
// that exists, and every decision record is in the index of docs/decisions/ once, numbered in order.
// Run by `npm test` (stage 'documentação'); `node scripts/check-docs.mjs` alone prints what is wrong.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];

const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.md'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !file.includes('node_modules/') && !file.endsWith('CHANGELOG.md'));

// Links outside code spans and fences: [text](target). Absolute URLs and pure anchors are not checked.
for (const file of tracked) {
  if (!existsSync(join(root, file))) continue;
  const text = readFileSync(join(root, file), 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const path = decodeURIComponent(target.split('#')[0]);
    if (!existsSync(join(root, dirname(file), path))) problems.push(`${file}: link quebrado para ${target}`);
  }
}

const decisions = join(root, 'docs', 'decisions');
const index = readFileSync(join(decisions, 'README.md'), 'utf8');
const rows = [...index.matchAll(/^\|\s*(\d+)\s*\|\s*(\d{4}-\d{2}-\d{2})\s*\|.*?\]\(([^)]+\.md)\)/gm)];
rows.forEach(([, number], i) => {
  if (Number(number) !== i + 1)
    problems.push(`docs/decisions/README.md: a linha ${i + 1} tem o número ${number}`);
});
const indexed = rows.map(([, , , file]) => file);
for (const file of readdirSync(decisions)) {
  if (file === 'README.md') continue;
  const times = indexed.filter((f) => f === file).length;
  if (times !== 1) problems.push(`docs/decisions/${file}: aparece ${times} vez(es) no índice (deve ser 1)`);
  if (!/^\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.md$/.test(file))
    problems.push(`docs/decisions/${file}: nome fora de AAAA-MM-DD-assunto.md`);
}

// Each area of the sandbox says what it does and what it simulates, in its own folder.
const areas = join(root, 'apps', 'sandbox', 'src', 'areas');
for (const entry of readdirSync(areas, { withFileTypes: true })) {
  if (entry.isDirectory() && !existsSync(join(areas, entry.name, 'README.md')))
    problems.push(
      `apps/sandbox/src/areas/${entry.name}: falta o README.md (o que a área faz e o que simula)`,
    );
}

// `pnpm bench` writes its last full run between these markers (bench/support/report.ts).
const results = readFileSync(join(root, 'bench', 'RESULTS.md'), 'utf8');
for (const marker of [
  '<!-- pnpm bench: a última execução completa começa aqui -->',
  '<!-- pnpm bench: e termina aqui -->',
]) {
  if (!results.includes(marker)) problems.push(`bench/RESULTS.md: falta o marcador ${marker}`);
}

if (problems.length > 0) {
  console.error(problems.map((p) => `  ${p}`).join('\n'));
  console.error(
    `\n${problems.length} problema(s) na documentação (${relative(process.cwd(), root) || '.'}).`,
  );
  process.exit(1);
}
console.log(`documentação: ${tracked.length} arquivos Markdown, ${rows.length} decisões no índice`);
