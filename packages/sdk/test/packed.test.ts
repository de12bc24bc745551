// Packs the SDK as it would be published (the prepack script builds it), installs the tarball in
// a scratch project with no network, and uses it from ESM, from CommonJS and from TypeScript.
import { execFile, execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RealSandbox, startRealSandbox } from './sandbox';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(packageDir, '..', '..');
const localPnpm = join(root, '.tools', 'node_modules', '.bin', 'pnpm');
const pnpm = existsSync(localPnpm) ? localPnpm : 'pnpm';
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const attw = join(packageDir, 'node_modules', '.bin', 'attw');
const budgets = JSON.parse(readFileSync(join(root, 'bench', 'budgets.json'), 'utf8'));

// The same script in both module formats: construct the client, sign a payload, verify it, and
// check that a tampered one is refused with the SDK's own error class.
const scriptBody = `
const balcao = new Balcao({ baseUrl: 'http://localhost:4010', credentials: { email: 'a@b.dev', password: 'x' } });
const secret = 'whsec_' + Buffer.from('a signing secret of 32 bytes!!!!').toString('base64');
const delivery = await balcao.webhooks.buildTestDelivery({ type: 'charge.paid', data: {}, secret });
await balcao.webhooks.verify({ payload: delivery.payload, headers: delivery.headers, secret });
let refused = false;
try {
  await balcao.webhooks.verify({ payload: delivery.payload + ' ', headers: delivery.headers, secret });
} catch (error) {
  refused = error instanceof WebhookVerificationError && error instanceof BalcaoError;
}
console.log(JSON.stringify({ signed: /^v1,[A-Za-z0-9+/]{43}=$/.test(delivery.headers['webhook-signature']), refused, retries: balcao.maxRetries }));
`;

// The resources of the acquiring areas, from the installed tarball against a running sandbox.
const liveScript = `
import { Balcao, NotFoundError, PermissionDeniedError } from '@balcao/sdk';
const [baseUrl] = process.argv.slice(2);
const as = (email) => new Balcao({ baseUrl, credentials: { email, password: 'demo12345' } });
const balcao = as('gerente@demo.balcao.dev');
let customers = 0;
for await (const page of balcao.customers.list({ size: 100 }).pages()) customers += page.content.length;
const [late] = (await balcao.charges.list({ status: 'LATE', size: 1 }).pages().next()).value.content;
const charge = await balcao.charges.retrieve(late.uuid);
const admin = as('admin@demo.balcao.dev');
const subSellers = (await admin.subSellers.list().toArray()).length;
const users = (await admin.users.list().toArray()).length;
let notFound = false;
try { await balcao.customers.retrieve(crypto.randomUUID()); } catch (error) { notFound = error instanceof NotFoundError; }
let forbidden = false;
try { await balcao.users.profiles(); } catch (error) { forbidden = error instanceof PermissionDeniedError; }
const refunds = typeof balcao.charges.refunds.create === 'function';
const defaulters = await admin.subscriptions.list({ status: 'DEFAULTER', size: 4 }).toArray();
const subscription = await admin.subscriptions.retrieve(defaulters[0].uuid);
console.log(JSON.stringify({ customers, late: charge.status, subSellers: subSellers > 0, users: users > 0, notFound, forbidden, refunds, defaulters: defaulters.length, subscription: subscription.status }));
`;

const consumerTs = `
import {
  Balcao,
  NotFoundError,
  type ChargeListParams,
  type ChargeSummary,
  type Customer,
  type Invoice,
  type Notification,
  type RefundEligibility,
  type SubSeller,
  type SubscriptionSummary,
  type TermsStatus,
  type User,
} from '@balcao/sdk';
const balcao = new Balcao({ baseUrl: 'http://localhost:4010', maxRetries: 1 });
export async function unread(): Promise<Notification[]> {
  const terms: TermsStatus = await balcao.terms.current({ signal: AbortSignal.timeout(1000) });
  const { response } = await balcao.features.list().withResponse();
  const items: Notification[] = [];
  for await (const item of balcao.notifications.list({ size: 50 })) if (item.notifiedAt === null) items.push(item);
  return terms.accepted && response.ok && !(new NotFoundError('x').status) ? items : [];
}
export async function acquiring(id: string): Promise<[ChargeSummary[], Customer, SubSeller, User, RefundEligibility]> {
  const filters: ChargeListParams = { status: 'PAID', valueMin: 10.5, expirationDateInitial: '2026-01-01', expirationDateFinal: '2026-01-31' };
  const charges = await balcao.charges.list(filters).toArray();
  const customer = await balcao.customers.updateAddress(id, { zipCode: '01310-100', street: 'Av. Paulista', number: '1', district: 'Bela Vista', city: 'São Paulo', state: 'SP', country: 'BR' });
  const subSeller = await balcao.subSellers.deactivate(2);
  const user = await balcao.users.update(5, { status: 'BLOCKED' });
  await balcao.charges.refunds.create(id, { amount: 49.9 }, { idempotencyKey: 'refund-1' });
  return [charges, customer, subSeller, user, await balcao.charges.refunds.eligibility(id)];
}
export async function billing(id: string): Promise<[Invoice, SubscriptionSummary[], number]> {
  const invoice = await balcao.charges.invoices.emit(id, { idempotencyKey: 'nf-1' });
  const late = await balcao.subscriptions.list({ status: 'DEFAULTER', sort: 'startDate,ASC' }).toArray();
  const { amount } = await balcao.balance.retrieve();
  return [invoice, late, amount];
}
`;

/**
 * The names the README's examples use without declaring them, as an integrator's script would have them
 * (a client, ids from earlier calls, their own helpers), and the two packages they import that the
 * scratch project does not install, with the few members the examples use.
 */
const readmeAmbient = `
import type { Balcao, Card, Charge, Payment, Session, SubSellerCreateParams, WebhookEventOf } from '@balcao/sdk';
declare global {
  const balcao: Balcao;
  const admin: Balcao;
  const approver: Balcao;
  const baseUrl: string;
  const email: string;
  const password: string;
  const totpCode: () => Promise<string>;
  const session: Session;
  const chargeId: string;
  const otherChargeId: string;
  const customerId: string;
  const subscriptionId: string;
  const debitAccountId: string;
  const card: Card;
  const order: { id: string };
  const params: SubSellerCreateParams;
  const charge: Charge & WebhookEventOf<'charge.paid'>['data'];
  const paid: Payment;
  const secret: string;
  const vault: { put(id: string, value: Record<string, string>): Promise<void> };
  const app: import('express').Application;
  function askTheOwnerOfThePhone(): Promise<string>;
  function markOrderPaid(id: string, value: number): void;
}
`;

/** Declarations of the two packages: a script file (no import or export), so they declare, not augment. */
const readmeModules = `
declare module 'express' {
  export interface Request { body: Buffer; headers: Record<string, string | string[] | undefined> }
  export interface Response { sendStatus(status: number): Response }
  export type Handler = (req: Request, res: Response) => unknown;
  export interface Application { post(path: string, ...handlers: Handler[]): void }
  const express: { raw(options: { type: string }): Handler };
  export default express;
}
declare module 'otplib' {
  export function generate(options: { secret: string }): Promise<string>;
}
`;

/** A command's exit code and error output, when it fails as it should. */
async function failureOfCommand(file: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    await promisify(execFile)(file, args, { env });
  } catch (error) {
    return error as { code: number; stderr: string };
  }
  throw new Error(`${args.join(' ')} não falhou`);
}

/**
 * The README's \`\`\`ts blocks, each as a module of its own. A block deliberately not a whole program
 * (none today) is marked \`\`\`ts nocheck and left out; keep that rare.
 */
function readmeBlocks(): string[] {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  return [...readme.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map(([, code]) => `${code}export {};\n`);
}

describe('the published tarball', () => {
  let scratch = '';
  let tarballPath = '';
  let run: (file: string) => unknown;
  let sandbox: RealSandbox | undefined;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'balcao-sdk-packed-'));
    execFileSync(pnpm, ['pack', '--pack-destination', scratch], { cwd: packageDir, stdio: 'pipe' });
    const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack wrote no tarball');
    tarballPath = join(scratch, tarball);
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true }));
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', `./${tarball}`], {
      cwd: scratch,
      stdio: 'pipe',
    });
    run = (file) =>
      JSON.parse(execFileSync(process.execPath, [file], { cwd: scratch, encoding: 'utf8' }).trim());
  }, 120_000);

  afterAll(async () => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    await sandbox?.close();
  });

  it('installs with no runtime dependencies and only the build output', () => {
    const installed = join(scratch, 'node_modules', '@balcao', 'sdk');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.private).toBeUndefined();
    expect(readdirSync(join(installed, 'dist')).sort()).toEqual([
      'cli.js',
      'index.cjs',
      'index.d.cts',
      'index.d.ts',
      'index.js',
    ]);
    expect(readdirSync(join(scratch, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual([
      '@balcao',
    ]);
  });

  it('stays within its size budget (bench/budgets.json sdkPackage)', () => {
    const { maxPackedKB, maxUnpackedKB } = budgets.sdkPackage;
    expect(statSync(tarballPath).size / 1024).toBeLessThanOrEqual(maxPackedKB);
    const dist = join(scratch, 'node_modules', '@balcao', 'sdk', 'dist');
    const unpacked = readdirSync(dist).reduce((sum, file) => sum + statSync(join(dist, file)).size, 0);
    expect(unpacked / 1024).toBeLessThanOrEqual(maxUnpackedKB);
  });

  it('has types that resolve in every module resolution (@arethetypeswrong, no problems)', () => {
    // attw exits non-zero on any problem (a CJS/ESM mismatch, a missing types entry, a false export).
    const report = execFileSync(attw, [tarballPath, '--format', 'json'], { encoding: 'utf8' });
    expect(JSON.parse(report).problems ?? {}).toEqual({});
  }, 60_000);

  it('works from an ES module', () => {
    writeFileSync(
      join(scratch, 'esm.mjs'),
      `import { Balcao, BalcaoError, WebhookVerificationError } from '@balcao/sdk';\n${scriptBody}`,
    );
    expect(run('esm.mjs')).toEqual({ signed: true, refused: true, retries: 2 });
  });

  it('works from CommonJS', () => {
    writeFileSync(
      join(scratch, 'cjs.cjs'),
      `const { Balcao, BalcaoError, WebhookVerificationError } = require('@balcao/sdk');\n(async () => {${scriptBody}})();`,
    );
    expect(run('cjs.cjs')).toEqual({ signed: true, refused: true, retries: 2 });
  });

  it('runs the acquiring resources against a sandbox', async () => {
    sandbox = await startRealSandbox();
    writeFileSync(join(scratch, 'live.mjs'), liveScript);
    // Asynchronously: the sandbox answers from this process while the script runs.
    const { stdout } = await promisify(execFile)(process.execPath, ['live.mjs', sandbox.url], {
      cwd: scratch,
    });
    expect(JSON.parse(stdout.trim())).toEqual({
      customers: expect.any(Number),
      late: 'LATE',
      subSellers: true,
      users: true,
      notFound: true,
      forbidden: true,
      refunds: true,
      defaulters: 10,
      subscription: 'DEFAULTER',
    });
    expect(JSON.parse(stdout.trim()).customers).toBeGreaterThan(100);
  }, 60_000);

  it('runs the balcao command: trigger charge.paid while listen forwards it signed; clock advance', async () => {
    sandbox ??= await startRealSandbox();
    const url = sandbox.url;
    // The merchant's events are those its webhooks are sent (docs/decisions): one webhook, anywhere local.
    const admin = sandbox.balcao();
    await admin.webhookEndpoints.create({ title: 'CLI', url: `${url}/nada`, domains: ['ORDER'] });
    const { token } = await admin.apiKeys.create({ title: 'CLI' });
    const env = { ...process.env, BALCAO_API_KEY: token, BALCAO_BASE_URL: url };
    const balcao = join(scratch, 'node_modules', '.bin', 'balcao');

    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const forwardTo = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
    const listener = spawn(balcao, ['listen', '--forward-to', forwardTo, '--interval', '200'], { env });
    let output = '';
    listener.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    listener.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const until = async (done: () => boolean, what: string) => {
      for (let waited = 0; !done(); waited += 100) {
        if (waited > 20_000) throw new Error(`${what} não aconteceu; saída: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    try {
      await until(() => output.includes('Pronto.'), 'listen ficar pronto');
      const secret = /Segredo de assinatura: (whsec_\S+)/.exec(output)?.[1];
      expect(secret).toBeDefined();

      const { stdout } = await promisify(execFile)(balcao, ['trigger', 'charge.paid'], { env });
      const chargeId = /cobrança Pix (\S+)/.exec(stdout)?.[1];
      expect(stdout).toContain('charge.paid disparado');
      const paid = () =>
        received.find((r) => {
          const event = JSON.parse(r.body);
          return event.type === 'charge.paid' && event.data.id === chargeId;
        });
      await until(() => paid() !== undefined && /charge\.paid .*→ 204/.test(output), 'o repasse');
      const forwarded = paid()!;
      const event = new Webhook(secret!).verify(forwarded.body, forwarded.headers as Record<string, string>);
      expect(event).toMatchObject({ type: 'charge.paid', data: { id: chargeId, status: 'PAID' } });
      // Only what happened after it started: the seed's and earlier events are not forwarded.
      expect(
        received.every(
          (r) => JSON.parse(r.body).data.id === chargeId || JSON.parse(r.body).data.charge?.id === chargeId,
        ),
      ).toBe(true);

      const listed = await promisify(execFile)(balcao, ['events', 'list', '--size', '5'], { env });
      expect(listed.stdout).toMatch(/charge\.paid\s+evt_/);

      const before = (await (await fetch(`${url}/_sandbox/clock`)).json()) as { now: string };
      const advanced = await promisify(execFile)(balcao, ['clock', 'advance', '1d'], { env });
      const after = (await (await fetch(`${url}/_sandbox/clock`)).json()) as { now: string };
      const moved = Date.parse(after.now) - Date.parse(before.now);
      expect(moved).toBeGreaterThanOrEqual(86_400_000);
      expect(moved).toBeLessThan(86_400_000 + 60_000);
      expect(advanced.stdout).toContain('Relógio do sandbox avançado 1d');

      const refused = await failureOfCommand(balcao, ['clock', 'advance', '1 dia'], env);
      expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('Duração inválida') });
    } finally {
      listener.kill('SIGTERM');
      server.closeAllConnections();
      server.close();
    }
  }, 90_000);

  it('type-checks in a strict TypeScript project of either module format', () => {
    writeFileSync(join(scratch, 'consumer.mts'), consumerTs);
    writeFileSync(join(scratch, 'consumer.cts'), consumerTs);
    const compilerOptions = {
      module: 'nodenext',
      target: 'es2022',
      lib: ['es2023', 'dom', 'dom.asynciterable'],
      strict: true,
      noEmit: true,
      // Our declarations are checked; TypeScript's own lib files are not (seconds saved).
      skipLibCheck: false,
      skipDefaultLibCheck: true,
      types: [],
    };
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, files: ['consumer.mts', 'consumer.cts'] }),
    );
    expect(() =>
      execFileSync(tsc, ['-p', 'tsconfig.json'], { cwd: scratch, encoding: 'utf8' }),
    ).not.toThrow();
  }, 30_000);

  it("type-checks every example of the README, strictly, with Node's types", () => {
    const blocks = readmeBlocks();
    expect(blocks.length).toBeGreaterThan(30);
    const dir = join(scratch, 'readme');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'ambient.d.ts'), readmeAmbient);
    writeFileSync(join(dir, 'modules.d.ts'), readmeModules);
    const files = blocks.map((code, index) => {
      const file = `example-${String(index + 1).padStart(2, '0')}.mts`;
      writeFileSync(join(dir, file), code);
      return file;
    });
    const compilerOptions = {
      module: 'nodenext',
      target: 'es2022',
      lib: ['es2023', 'dom', 'dom.asynciterable'],
      strict: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      skipLibCheck: true,
      // The integrator's Node types: the examples read process.env, write files and take Buffers.
      typeRoots: [join(root, 'node_modules', '@types')],
      types: ['node'],
    };
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, files: ['ambient.d.ts', 'modules.d.ts', ...files] }),
    );
    let output = '';
    try {
      execFileSync(tsc, ['-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8' });
    } catch (error) {
      output = String((error as { stdout?: unknown }).stdout ?? error);
    }
    // The failing blocks by their first line, so that the README is easy to find them in.
    const failing = [...new Set(output.match(/example-\d+\.mts/g) ?? [])].map((file) => {
      const index = Number(file.slice(8, 10)) - 1;
      return `${file}: ${blocks[index]?.split('\n')[0]}`;
    });
    expect({ failing, output }).toEqual({ failing: [], output: '' });
  }, 60_000);
});
