// `npm test`: installs what is missing, then runs every check and test the project has,
// printing each step; exits non-zero on the first failure and ends with a 'N passed, N failed' line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilds, ensureDependencies, root, run, say } from './lib/bootstrap.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const resultsDir = join(root, '.stamps', 'results');
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0 };

function vitest(label, args, env = process.env) {
  const outputFile = join(resultsDir, `${label}.json`);
  say(`testes: ${label}`);
  const result = runAllowFail(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`],
    env,
  );
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  }
  if (result !== 0) finish(1);
}

function runAllowFail(command, args, env) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
}

function finish(code) {
  console.log(`\nbalcao: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

ensureDependencies();

say('formatação e lint (biome)');
run(bin('biome'), ['check', '.']);

say('contrato OpenAPI (redocly lint)');
run(bin('redocly'), [
  'lint',
  '--format=summary',
  'openapi/core.yaml',
  'openapi/banking.yaml',
  'openapi/payment.yaml',
]);

say('tipos gerados em dia com o contrato (gen:check)');
run(process.execPath, ['scripts/gen.mjs', '--check']);

say('checagem de tipos (tsc em cada pacote)');
const projects = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);
for (const dir of [...projects, join(root, 'e2e'), join(root, 'bench')]) {
  if (existsSync(join(dir, 'tsconfig.json'))) run(bin('tsc'), ['-p', join(dir, 'tsconfig.json')]);
}

// The embedded database is the default; a DATABASE_URL adds one more run of the sandbox suite against it.
const { DATABASE_URL, ...embeddedEnv } = process.env;
vitest('unit-e-integracao', [], embeddedEnv);
if (DATABASE_URL) vitest('sandbox-postgres', ['--project', '@balcao/sandbox'], process.env);
else say('DATABASE_URL não definido: a suíte do sandbox rodou só no banco embutido');

ensureBuilds();
for (const script of ['bench/bundle-size.mjs', 'bench/customer-filter.ts']) {
  if (existsSync(join(root, script))) {
    say(`benchmark: ${script}`);
    if (script.endsWith('.ts')) run(bin('tsx'), [script]);
    else run(process.execPath, [script]);
  }
}

if (existsSync('/usr/bin/chromium')) {
  say('jornadas no navegador (Chromium); capturas de falhas em e2e/artifacts/');
  vitest('e2e', ['--config', 'e2e/vitest.config.ts'], embeddedEnv);
} else if (process.env.CI) {
  say('Chromium ausente em CI: as jornadas no navegador são obrigatórias');
  finish(1);
} else {
  say('Chromium não instalado (/usr/bin/chromium): jornadas no navegador puladas');
}
finish(totals.failed > 0 ? 1 : 0);
