// A message the app shows and the gateway answers is written once, in @balcao/domain (issue 27 item 2):
// this lists every sentence written as a literal both in apps/backoffice/src and in apps/sandbox/src
// (tests, fixtures and comments aside). Labels (no final stop) are not sentences and may repeat: a field's
// name in the gateway's 'Campo: mensagem' is the same word the form shows.
// Run by `npm test` (stage 'mensagens escritas uma vez'); `node scripts/check-messages.mjs` alone lists them.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir) {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter(
      (path) => /\.tsx?$/.test(path) && !/\.(test|fixture)\.tsx?$/.test(path) && !path.includes('generated'),
    )
    .map((path) => join(root, dir, path));
}

const withoutComments = (text) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');

/** The sentences a file writes: quoted or as JSX text, at least 20 characters, ending as a sentence ends. */
function sentencesOf(file) {
  const text = withoutComments(readFileSync(file, 'utf8'));
  const found = new Set();
  for (const match of text.matchAll(/'([^'\n]{20,})'|`([^`\n$]{20,})`|>([^<>{}\n]{20,})</g)) {
    const sentence = (match[1] ?? match[2] ?? match[3]).trim();
    if (/\s/.test(sentence) && /[.!?:]$/.test(sentence) && /[a-zà-ú]/.test(sentence)) found.add(sentence);
  }
  return found;
}

function sentencesIn(dir) {
  const where = new Map();
  for (const file of sourceFiles(dir))
    for (const sentence of sentencesOf(file))
      if (!where.has(sentence)) where.set(sentence, relative(root, file));
  return where;
}

const app = sentencesIn('apps/backoffice/src');
const gateway = sentencesIn('apps/sandbox/src');
const twice = [...app].filter(([sentence]) => gateway.has(sentence));

if (twice.length > 0) {
  console.error(
    'Mensagens escritas no app e no sandbox (mova-as para @balcao/domain e use a mesma constante):',
  );
  for (const [sentence, file] of twice)
    console.error(`  '${sentence}'\n    ${file}\n    ${gateway.get(sentence)}`);
  process.exit(1);
}
console.log(`mensagens: ${app.size} do app, ${gateway.size} do sandbox, nenhuma escrita nos dois`);
