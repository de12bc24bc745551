// No name leaves @balcao/domain that nobody takes: knip lists every export of the package (its area
// indices and the files behind them) that no other file imports, and the check fails with that list.
// Every file of the other workspaces, the journeys, the benches and the scripts is an entry in knip.json,
// so a name used only there still counts as used; a test of the domain counts as a user too.
// Run by `npm test` (stage 'exportações sem uso'); `node scripts/check-exports.mjs` alone prints the list.
// `--directory <dir>` checks another tree with this repository's knip.json (the check's own test does).
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = process.argv.indexOf('--directory');
const directory = at === -1 ? root : resolve(process.argv[at + 1]);

const { status, stdout, stderr, error } = spawnSync(
  join(root, 'node_modules', '.bin', 'knip'),
  [
    '--directory',
    directory,
    '--config',
    join(root, 'knip.json'),
    // Unused files and dependencies are other questions; this check is about names.
    '--include',
    'exports,types,nsExports,nsTypes,duplicates',
    '--no-progress',
  ],
  { encoding: 'utf8' },
);
// knip could not start at all (seen once on a loaded machine): say why instead of failing on a null stdout.
if (error) {
  console.log(`exportações: o knip não rodou (${error.message})`);
  process.exit(1);
}
if (status === 0) {
  console.log('exportações: nenhuma sem uso');
  process.exit(0);
}
process.stdout.write(stdout);
process.stderr.write(stderr);
console.log(
  'exportações sem uso: apague o que ninguém usa, tire o export do que só o próprio arquivo usa (knip.json)',
);
process.exit(1);
