// `npm test`: installs what is missing, then runs every check and test the project has, printing each
// stage and how long it took; exits non-zero on the first failure and ends with a 'N passed, N failed' line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilds, ensureDependencies, root, say } from './lib/bootstrap.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const resultsDir = join(root, '.stamps', 'results');
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0 };
const started = Date.now();
const timings = [];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one stage, printing its name first and keeping its duration for the table at the end. */
function stage(name, work) {
  say(name);
  const start = Date.now();
  let ok = false;
  try {
    ok = work() !== false;
  } finally {
    timings.push([name, Date.now() - start]);
    say(`${name}: ${seconds(Date.now() - start)}`);
  }
  if (!ok) finish(1);
}

function runs(command, args, env = process.env) {
  const status = spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
  if (status !== 0) say(`falhou: ${command} ${args.join(' ')}`);
  return status === 0;
}

/** Runs vitest, through `wrapper` (a command and its arguments, e.g. faketime) when one is given. */
function vitest(label, args, env = process.env, wrapper = []) {
  const outputFile = join(resultsDir, `${label}.json`);
  const command = [
    ...wrapper,
    bin('vitest'),
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${outputFile}`,
  ];
  const ok = runs(command[0], command.slice(1), env);
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  }
  return ok;
}

function finish(code) {
  console.log('\nTempo por etapa:');
  for (const [name, ms] of timings) console.log(`  ${seconds(ms).padStart(9)}  ${name}`);
  console.log(`  ${seconds(Date.now() - started).padStart(9)}  total`);
  console.log(`\nbalcao: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

stage('dependências', () => {
  ensureDependencies();
});

stage('formatação e lint (biome)', () => runs(bin('biome'), ['check', '.']));

stage('contrato OpenAPI (redocly lint)', () =>
  runs(bin('redocly'), [
    'lint',
    '--format=summary',
    'openapi/core.yaml',
    'openapi/banking.yaml',
    'openapi/payment.yaml',
  ]),
);

stage('tipos gerados em dia com o contrato (gen:check)', () =>
  runs(process.execPath, ['scripts/gen.mjs', '--check']),
);

// tsc per project, two at a time on two cores (scripts/typecheck.mjs).
const typecheck = (dirs) => runs(process.execPath, [join(root, 'scripts', 'typecheck.mjs'), ...dirs]);
// bench/ and e2e/ are checked after the build: they use the built SDK, whose types live in its dist/.
stage('checagem de tipos (tsc em cada pacote)', () => typecheck([]));

stage('documentação (links e índice das decisões)', () =>
  runs(process.execPath, [join(root, 'scripts', 'check-docs.mjs')]),
);

stage(
  'fronteiras de importação (dependency-cruiser)',
  () =>
    runs(bin('depcruise'), [
      'apps',
      'packages',
      'bench',
      'resilience',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
    ]) &&
    // The sandbox's areas, as folders, never depend on each other in a circle (.dependency-cruiser-areas.cjs).
    runs(bin('depcruise'), [
      'apps/sandbox/src/areas',
      '--config',
      '.dependency-cruiser-areas.cjs',
      '--output-type',
      'err',
    ]),
);

stage('exportações sem uso do domínio (knip)', () =>
  runs(process.execPath, [join(root, 'scripts', 'check-exports.mjs')]),
);

stage('mensagens escritas uma vez (app e sandbox)', () =>
  runs(process.execPath, [join(root, 'scripts', 'check-messages.mjs')]),
);

/**
 * The sandbox test files whose outcome can differ on a Postgres server: those that need one
 * (`*.postgres.test.ts`: several processes, locks) and those that send requests at once (`Promise.all`),
 * which race for real only over several connections. Found by reading the files, so a new one is included
 * without a list to edit.
 */
function serverTestFiles() {
  const dir = join(root, 'apps', 'sandbox', 'src');
  return readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .filter(
      (file) =>
        file.endsWith('.postgres.test.ts') ||
        /Promise\.all(Settled)?\(/.test(readFileSync(join(dir, file), 'utf8')),
    )
    .map((file) => `apps/sandbox/src/${file}`);
}

// The embedded database is the default; a DATABASE_URL adds, on that server, the sandbox files above. The
// rest already ran on the embedded database: the same SQL and migrations, and values parsed alike by both
// drivers (src/db/pg-types.ts); docs/decisions/2026-11-24-testes-do-sandbox-no-postgres-a-partir-de-um-banco-modelo.md.
const { DATABASE_URL, ...embeddedEnv } = process.env;
stage('testes: unidade e integração (banco embutido)', () => vitest('unit-e-integracao', [], embeddedEnv));
if (DATABASE_URL) {
  stage(
    'testes: sandbox no Postgres (DATABASE_URL: *.postgres.test.ts e os que disparam pedidos juntos)',
    () => vitest('sandbox-postgres', ['--project', '@balcao/sandbox', ...serverTestFiles()], process.env),
  );
} else say('DATABASE_URL não definido: os testes do sandbox que pedem um servidor Postgres não rodaram');

// The short form here; CI runs the full one (more draws per input, a longer write storm before the SIGKILL).
const resilienceForm = process.env.CI ? '--full' : '--quick';
stage(
  `resiliência (${resilienceForm.slice(2)}: entrada hostil, isolamento, papéis, sessão, concorrência, SIGKILL)`,
  () => runs(bin('tsx'), ['resilience/src/main.ts', resilienceForm], embeddedEnv),
);

stage('build do app e do SDK', () => {
  ensureBuilds();
});
stage('checagem de tipos do bench e das jornadas (usam o SDK construído)', () => typecheck(['bench', 'e2e']));
for (const script of ['bench/bundle-size.mjs', 'bench/customer-filter.ts', 'bench/payment-links-search.ts']) {
  if (!existsSync(join(root, script))) continue;
  stage(`benchmark: ${script}`, () =>
    script.endsWith('.ts') ? runs(bin('tsx'), [script]) : runs(process.execPath, [script]),
  );
}

/**
 * Instants that are hard for date code: two São Paulo days that are not the UTC one (the eve of a national
 * holiday that is also the last day of a year, and the last day of a February, a Sunday), and 29 February
 * of a leap year (noon in São Paulo, a Tuesday: a year on is no 29th, a fixed calendar is behind it). In CI the
 * domain and sandbox suites run again with the machine's date there (Debian's `faketime`) and the sandbox
 * clock's test start there too (`BALCAO_TEST_NOW`), so neither the machine's date nor the clock a test
 * pins may break a test. Other instants: `BALCAO_FAKE_INSTANTS='2027-05-31T02:59:00Z,…' npm test`.
 */
const FAKE_INSTANTS = (
  process.env.BALCAO_FAKE_INSTANTS ?? '2027-01-01T01:30:00Z,2027-03-01T02:30:00Z,2028-02-29T15:00:00Z'
)
  .split(',')
  .map((instant) => instant.trim())
  .filter(Boolean);
const faketime = '/usr/bin/faketime';
// faketime reads its start in the machine's zone: given as UTC, with the zone pinned for the child.
const faketimeAt = (at) => [faketime, '-f', `@${at.toISOString().slice(0, 19).replace('T', ' ')}`];
if (process.env.CI || process.env.BALCAO_FAKE_INSTANTS) {
  if (!existsSync(faketime)) {
    say('faketime ausente: instale o pacote faketime do Debian (o .ci/run instala)');
    finish(1);
  }
  for (const instant of FAKE_INSTANTS) {
    const at = new Date(instant);
    stage(`testes do domínio e do sandbox em outra data (faketime ${instant})`, () =>
      vitest(
        `em-${instant.replace(/[^0-9]/g, '')}`,
        ['--project', '@balcao/domain', '--project', '@balcao/sandbox'],
        // Timers and timeouts keep real time (monotonic): only the calendar moves.
        { ...embeddedEnv, TZ: 'UTC', BALCAO_TEST_NOW: at.toISOString(), FAKETIME_DONT_FAKE_MONOTONIC: '1' },
        faketimeAt(at),
      ),
    );
  }
  // The app's component tests once, at an instant of their own: their 'today' is the gateway clock a test
  // pins (the `Date` header of its answers), the machine's date must not show through. Two years from the
  // fixtures' dates on purpose: a calendar opened on the machine's month is then out of a test's reach (the
  // payments filters' was, found at this instant). The year's last minute in UTC. About a minute.
  const appInstant = process.env.BALCAO_APP_FAKE_INSTANT ?? '2028-12-31T23:59:00Z';
  stage(`testes de componentes do app em outra data (faketime ${appInstant})`, () =>
    vitest(
      `app-em-${appInstant.replace(/[^0-9]/g, '')}`,
      ['--project', '@balcao/backoffice'],
      { ...embeddedEnv, TZ: 'UTC', FAKETIME_DONT_FAKE_MONOTONIC: '1' },
      faketimeAt(new Date(appInstant)),
    ),
  );
}

if (existsSync('/usr/bin/chromium')) {
  stage('jornadas no navegador (Chromium); capturas de falhas em e2e/artifacts/', () =>
    vitest('e2e', ['--config', 'e2e/vitest.config.ts'], embeddedEnv),
  );
  // In CI every journey that keeps the default viewport runs again at the narrowest laptop width
  // (issue 26): a flow whose menu, dialog or table breaks at 1024 px fails there. Journeys that set their
  // own viewport (the width walk, mobile, the ones already at 1024) ran above. About five minutes.
  if (process.env.CI || process.env.BALCAO_E2E_LAPTOP) {
    const journeys = readdirSync(join(root, 'e2e', 'journeys'))
      .filter((name) => name.endsWith('.journey.ts'))
      .filter((name) => !/viewport/i.test(readFileSync(join(root, 'e2e', 'journeys', name), 'utf8')))
      .map((name) => join('e2e', 'journeys', name));
    stage(`jornadas a 1024 px de largura (${journeys.length} que usam a largura padrão)`, () =>
      vitest('e2e-1024', ['--config', 'e2e/vitest.config.ts', ...journeys], {
        ...embeddedEnv,
        BALCAO_E2E_WIDTH: '1024',
      }),
    );
  }
} else if (process.env.CI) {
  say('Chromium ausente em CI: as jornadas no navegador são obrigatórias');
  finish(1);
} else {
  say('Chromium não instalado (/usr/bin/chromium): jornadas no navegador puladas');
}
finish(totals.failed > 0 ? 1 : 0);
