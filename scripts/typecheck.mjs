// Type-checks the TypeScript projects named on the command line (folders with a tsconfig.json), or, when
// none is named, every app and package and the resilience suite; as many at a time as the machine has
// cores: tsc checks a project on one core, and the projects are independent (each reads the others'
// sources or built types, never their output). Each project's errors are printed
// together when it ends, so two never interleave. Exits non-zero when any project fails.
// Run by `npm test` (stages 'checagem de tipos') and `pnpm typecheck`; `node scripts/typecheck.mjs
// apps/sandbox` checks one. bench/ and e2e/ are named apart: they use the built SDK's types.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', '.bin', 'tsc');

// The apps first: theirs are the longest checks, and the lanes take projects in order.
const everyProject = () => [
  ...['apps', 'packages'].flatMap((group) =>
    readdirSync(join(root, group)).map((name) => `${group}/${name}`),
  ),
  'resilience',
];
const named = process.argv.slice(2);
const projects = (named.length > 0 ? named : everyProject())
  .map((dir) => join(root, dir))
  .filter((dir) => existsSync(join(dir, 'tsconfig.json')));

function check(dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(tsc, ['-p', join(dir, 'tsconfig.json')], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const name = relative(root, dir);
      const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
      process.stdout.write(`${code === 0 ? 'ok' : 'FALHOU'}  ${name} (${took})\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  let ok = true;
  for (let dir = queue.shift(); dir; dir = queue.shift()) ok = (await check(dir)) && ok;
  return ok;
});
const results = await Promise.all(lanes);
process.exit(results.every(Boolean) ? 0 : 1);
