// `pnpm gen`: generates the client's types from the OpenAPI documents, one file per document.
// `pnpm gen:check`: regenerates in memory and fails when a committed file differs (CI guard).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { errorCodesModule } from './lib/error-codes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const documents = ['core', 'banking', 'payment'];
const outDir = join(root, 'packages', 'client', 'src', 'generated');

function header(document) {
  return [
    '/**',
    ` * Generated from openapi/${document}.yaml by openapi-typescript.`,
    ' * Do not edit: change the document and run `pnpm gen` (node scripts/gen.mjs).',
    ' * `pnpm gen:check` fails when this file is out of date.',
    ' */',
    '',
    '',
  ].join('\n');
}

async function generate(document) {
  const source = pathToFileURL(join(root, 'openapi', `${document}.yaml`));
  const ast = await openapiTS(source, { cwd: pathToFileURL(`${root}/`), silent: true });
  // The printer's output does not depend on the machine, but line endings are pinned anyway
  // so that a checkout with CRLF cannot make the check fail.
  return `${header(document)}${astToString(ast).replace(/\r\n/g, '\n')}`;
}

const check = process.argv.includes('--check');
const stale = [];

const outputs = [
  ...documents.map((document) => ({ file: `${document}.ts`, make: () => generate(document) })),
  { file: 'error-codes.ts', make: async () => errorCodesModule(root, documents) },
];

for (const output of outputs) {
  const file = join(outDir, output.file);
  const name = relative(root, file);
  const expected = await output.make();
  if (check) {
    const actual = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (actual !== expected) stale.push(actual === null ? `${name} (ausente)` : name);
    continue;
  }
  mkdirSync(outDir, { recursive: true });
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (previous !== expected) writeFileSync(file, expected);
  console.log(`[gen] ${name}${previous === expected ? ' (sem mudanças)' : ''}`);
}

if (check) {
  if (stale.length > 0) {
    console.error(`[gen:check] tipos gerados desatualizados: ${stale.join(', ')}`);
    console.error('[gen:check] rode `pnpm gen` e faça commit dos arquivos gerados.');
    process.exit(1);
  }
  console.log(`[gen:check] tipos gerados em dia (${documents.join(', ')})`);
}
