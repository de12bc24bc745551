import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DEMO_MERCHANTS, DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS } from '../seed/constants';
import { isLoopback } from './loopback';
import { DEFAULT_HOST } from './server';
import { type RunningSandbox, startSandbox } from './start';

/**
 * `npm start` runs this through tsx: flags `--reset`, `--port` and `--scale N` (N more charges for
 * benchmarks, only on a fresh database or with --reset); the rest from the environment.
 */
const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    port: { type: 'string' },
    scale: { type: 'string' },
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
let sandbox: RunningSandbox;
try {
  sandbox = await startSandbox({
    port,
    host,
    ...(operatorToken ? { operatorToken } : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}),
    ...(env.BALCAO_DATA_DIR ? { dataDir: env.BALCAO_DATA_DIR } : {}),
    reset: values.reset ?? false,
    ...(scale > 0 ? { scale, log: (line: string) => console.log(line) } : {}),
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

const { url } = sandbox;
const storage = env.DATABASE_URL
  ? 'Postgres (DATABASE_URL)'
  : `PGlite em ${env.BALCAO_DATA_DIR ?? '.data/pglite'}`;
console.log(
  `Balcão sandbox no ar em ${url} — ${storage}${sandbox.seeded ? ', dados de demonstração criados' : ''}`,
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
