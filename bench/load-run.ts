// Budget (issue 10, item 3): 200 staff of one merchant using the back office at once for 60 s, reading
// and writing, against a sandbox on a Postgres server: no unexpected error and a p99 under 500 ms. Run:
//   node_modules/.bin/tsx bench/load-run.ts [--quick]
// Each simulated staff member is one connection that walks the journey below in a loop, paced at
// `requestsPerStaffPerSecond` (budgets.json) because people read between clicks: 200 connections
// firing back to back would measure a flood, not staff. Latency is corrected for coordinated omission
// (autocannon does so when paced), so a stalled server shows in p99 rather than in fewer requests.
import type autocannon from 'autocannon';
import { load, signIn } from './support/http';
import { benchSchema, findPostgres } from './support/postgres';
import { runBenchmark, startSandboxProcess } from './support/processes';
import { flags, fmt, loadBudgets, recordRow } from './support/report';

const budget = loadBudgets().loadRun;
const duration = flags.quick ? budget.quickDurationSeconds : budget.durationSeconds;

interface Journey {
  chargeId?: string;
  notificationId?: number;
}

/** A valid CPF for every customer created: nine digits from a counter, then the two check digits. */
let created = 0;
function nextCpf(): string {
  const digits = String(700_000_000 + ((process.pid * 10_007 + created++) % 200_000_000))
    .split('')
    .map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

const unexpected = new Map<string, number>();
/** Every answer of the journey must be 2xx; anything else is counted under its step and status. */
const expect2xx =
  (step: string, keep?: (body: string, journey: Journey) => void) =>
  (status: number, body: string, context: object) => {
    if (status < 200 || status > 299) {
      const key = `${step} → ${status}`;
      unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
      return;
    }
    keep?.(body, context as Journey);
  };

const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

function journey(): autocannon.Request[] {
  const json = { 'content-type': 'application/json' };
  return [
    {
      method: 'GET',
      path: '/payment/charges?page=0&size=10',
      onResponse: expect2xx('lista de cobranças', (body, j) => {
        j.chargeId = pick((JSON.parse(body) as { content: { uuid: string }[] }).content)?.uuid;
      }),
    },
    {
      method: 'GET',
      setupRequest: (request, context) => ({
        ...request,
        path: `/payment/charges/${(context as Journey).chargeId}`,
      }),
      onResponse: expect2xx('detalhe da cobrança'),
    },
    {
      method: 'GET',
      path: '/payment/seller-clients?page=0&size=10',
      onResponse: expect2xx('lista de clientes'),
    },
    {
      method: 'POST',
      path: '/payment/seller-clients',
      setupRequest: (request) => {
        const cpf = nextCpf();
        return {
          ...request,
          headers: { ...request.headers, ...json, 'idempotency-key': `bench-load-${process.pid}-${cpf}` },
          body: JSON.stringify({
            name: `Cliente Carga ${cpf.slice(0, 6)}`,
            document: { documentNumber: cpf, documentNation: 'BR' },
            email: `carga.${cpf}@example.com`,
            countryCode: '55',
            phone: '(11) 98765-4321',
            useSellerAddress: true,
          }),
        };
      },
      onResponse: expect2xx('novo cliente'),
    },
    {
      method: 'GET',
      path: '/core/notification-panel?page=0&size=10',
      onResponse: expect2xx('notificações', (body, j) => {
        j.notificationId = pick((JSON.parse(body) as { content: { id: number }[] }).content)?.id;
      }),
    },
    {
      method: 'PATCH',
      setupRequest: (request, context) => ({
        ...request,
        path: `/core/notification-panel/${(context as Journey).notificationId}/read`,
      }),
      onResponse: expect2xx('marcar notificação lida'),
    },
    { method: 'GET', path: '/core/notification-panel/quantity-unread', onResponse: expect2xx('não lidas') },
  ];
}

await runBenchmark(async () => {
  const postgres = await findPostgres();
  const figure = `${budget.staff} pessoas por ${duration} s, leituras e escritas · Postgres`;
  if (!postgres.url) {
    console.log(`load-run: pulado — ${postgres.reason}`);
    recordRow({ figure, measured: '—', budget: '', peer: '—', ratio: '—', verdict: 'pulado' });
    return;
  }
  const sandbox = await startSandboxProcess('sandbox (Postgres)', {
    databaseUrl: postgres.url,
    schema: benchSchema(postgres.url),
  });
  const token = await signIn(sandbox.url);
  // A few seconds of the same journey first, so the figure is of a warm server (JIT, plans, caches).
  await load(sandbox.url, {
    connections: 20,
    durationSeconds: flags.quick ? 2 : 5,
    headers: { authorization: `Bearer ${token}` },
    requests: journey(),
  });
  unexpected.clear();
  console.log(`load-run: ${figure}, ${budget.requestsPerStaffPerSecond} requisição/s por pessoa…`);
  const result = await load(sandbox.url, {
    connections: budget.staff,
    durationSeconds: duration,
    connectionRate: budget.requestsPerStaffPerSecond,
    headers: { authorization: `Bearer ${token}` },
    requests: journey(),
  });
  const errors = result.failures;
  const ok = errors <= budget.maxErrors && result.p99Ms <= budget.maxP99Ms;
  for (const [key, count] of unexpected) console.log(`  inesperado: ${key} ×${count}`);
  recordRow({
    figure,
    measured: `p99 ${fmt(result.p99Ms, 0)} ms · ${errors} erros · ${result.requests} requisições (${fmt(result.requestsPerSecond, 0)}/s)`,
    budget: `p99 ≤ ${budget.maxP99Ms} ms, ${budget.maxErrors} erros`,
    peer: `mediana ${fmt(result.p50Ms, 0)} ms`,
    ratio: `p99 ${fmt(result.p99Ms / budget.maxP99Ms, 2)}× o orçamento`,
    verdict: ok ? 'ok' : 'FALHOU',
  });
  console.log(
    `load-run: ${result.requests} requisições, p50 ${fmt(result.p50Ms, 0)} ms, p99 ${fmt(result.p99Ms, 0)} ms, ${errors} erros (${result.statuses})`,
  );
  if (!ok) process.exitCode = 1;
});
