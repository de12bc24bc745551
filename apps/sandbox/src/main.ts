import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DEMO_MERCHANTS, DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS } from '../seed/constants';
import { openDatabase } from './db/db';
import { isLoopback } from './loopback';
import { DEFAULT_HOST } from './server';
import { prepareDatabase, type RunningSandbox, startSandbox } from './start';
import { forkWorkers, isWorker, MAX_WORKERS, reportReady } from './workers';

/**
 * `npm start` runs this through tsx: flags `--reset`, `--port`, `--scale N` (N more charges for
 * benchmarks, only on a fresh database or with --reset) and `--workers N` (N gateway processes behind the
 * port, on a Postgres server: workers.ts); the rest from the environment.
 */
const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    port: { type: 'string' },
    scale: { type: 'string' },
    workers: { type: 'string' },
  },
  allowPositionals: true,
});

const env = process.env;
const port = Number(values.port ?? env.PORT ?? 4010);
const scale = values.scale === undefined ? 0 : Number(values.scale.replace(/[_.]/g, ''));
if (!Number.isSafeInteger(scale) || scale < 0 || scale > 50_000_000) {
  console.error(`--scale espera um número inteiro de cobranças entre 0 e 50.000.000, não '${values.scale}'.`);
  process.exit(1);
}
const workers = values.workers === undefined ? 1 : Number(values.workers);
if (!Number.isSafeInteger(workers) || workers < 1 || workers > MAX_WORKERS) {
  console.error(
    `--workers espera um número inteiro de processos entre 1 e ${MAX_WORKERS}, não '${values.workers}'.`,
  );
  process.exit(1);
}
if (workers > 1 && !env.DATABASE_URL) {
  console.error(
    '--workers pede um Postgres (DATABASE_URL): o PGlite embutido só abre num processo. Por exemplo: DATABASE_URL=postgres://usuario@127.0.0.1:5432/balcao npm start -- --workers 2',
  );
  process.exit(1);
}
const host = env.HOST || DEFAULT_HOST;
const operatorToken = env.SANDBOX_OPERATOR_TOKEN || undefined;
// Beyond this computer, the outbox (reset links, invitations) and the operator routes need a credential:
// refuse to start without one, and hand the operator a fresh one to copy.
if (!isLoopback(host) && !operatorToken) {
  console.error(
    `O sandbox não subiu: HOST=${host} abre o sandbox para a rede, e então as rotas /_sandbox (caixa de saída com links de redefinição de senha, relógio, pagamentos simulados) exigem uma credencial de operador.\n` +
      `Defina-a, por exemplo: HOST=${host} SANDBOX_OPERATOR_TOKEN=${randomBytes(24).toString('base64url')} npm start`,
  );
  process.exit(1);
}
/** What the operator reads once the gateway listens, ending with the line a parent process waits for. */
function printBanner(url: string, seeded: boolean, processes: number): void {
  const storage = env.DATABASE_URL
    ? 'Postgres (DATABASE_URL)'
    : `PGlite em ${env.BALCAO_DATA_DIR ?? '.data/pglite'}`;
  console.log(
    `Balcão sandbox no ar em ${url} — ${storage}${processes > 1 ? `, ${processes} processos` : ''}${seeded ? ', dados de demonstração criados' : ''}`,
  );
  console.log(`  App           ${url}/`);
  console.log(`  Gateways      ${url}/core  ${url}/banking  ${url}/payment`);
  console.log(`  Referência    ${url}/docs`);
  console.log(`  Caixa saída   ${url}/_sandbox/outbox`);
  console.log(`  Relógio       ${url}/_sandbox/clock`);
  if (operatorToken)
    console.log(
      '  Operador      as rotas /_sandbox exigem SANDBOX_OPERATOR_TOKEN (Authorization: Bearer ou X-Sandbox-Operator)',
    );
  console.log(`Usuários de demonstração (senha ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) {
    const profiles = [
      user.profile && `adquirência ${user.profile}`,
      user.bankingProfile && `banking ${user.bankingProfile}`,
    ]
      .filter(Boolean)
      .join(', ');
    const extra = user.twoFactor ? ` — dois fatores, segredo TOTP ${DEMO_TOTP_SECRET}` : '';
    const merchant = DEMO_MERCHANTS.find((m) => m.key === user.merchant)?.fantasyName ?? '';
    console.log(`  ${user.email.padEnd(30)} ${merchant.padEnd(16)} ${profiles}${extra}`);
  }
  // The line a parent process (tests, scripts) waits for.
  console.log(`READY ${url}`);
}

if (workers > 1 && !isWorker()) {
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL as string,
    ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}),
  });
  let seeded: boolean;
  try {
    seeded = await prepareDatabase(db, {
      reset: values.reset ?? false,
      ...(scale > 0 ? { scale, log: (line: string) => console.log(line) } : {}),
    });
  } finally {
    await db.close();
  }
  try {
    printBanner(await forkWorkers(workers, (line) => console.log(line)), seeded, workers);
  } catch (error) {
    console.error(`O sandbox não subiu: ${(error as Error).message}`);
    process.exit(1);
  }
} else {
  let sandbox: RunningSandbox;
  try {
    sandbox = await startSandbox({
      port,
      host,
      ...(operatorToken ? { operatorToken } : {}),
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}),
      ...(env.BALCAO_DATA_DIR ? { dataDir: env.BALCAO_DATA_DIR } : {}),
      // Workers find the database the primary prepared: none of them resets or seeds it again.
      reset: isWorker() ? false : (values.reset ?? false),
      ...(scale > 0 && !isWorker() ? { scale, log: (line: string) => console.log(line) } : {}),
      accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 900),
      ...(env.JWT_SECRET ? { jwtSecret: env.JWT_SECRET } : {}),
      ...(env.PUBLIC_APP_URL ? { publicAppUrl: env.PUBLIC_APP_URL } : {}),
      ...(env.GATEWAY_URL ? { gatewayUrl: env.GATEWAY_URL } : {}),
      ...(env.SCHEDULER_INTERVAL_MS ? { schedulerIntervalMs: Number(env.SCHEDULER_INTERVAL_MS) } : {}),
      logger: env.LOG_LEVEL ? { level: env.LOG_LEVEL } : false,
    });
  } catch (error) {
    const reason =
      (error as { code?: string }).code === 'EADDRINUSE'
        ? `a porta ${port} já está em uso (use PORT ou --port)`
        : String(error);
    console.error(`O sandbox não subiu: ${reason}`);
    process.exit(1);
  }

  if (isWorker()) reportReady(sandbox.url);
  else printBanner(sandbox.url, sandbox.seeded, 1);

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: encerrando o sandbox…`);
    await sandbox.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
