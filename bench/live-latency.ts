// Budget (issue 28, item 1): a Pix or boleto paid reaches every open back-office of the merchant within a
// second, p95, with 200 sessions open. Run:
//   node_modules/.bin/tsx bench/live-latency.ts [--quick]
// 200 sign-ins spread over the demo merchant's users who see charges, each with its live stream
// (`GET /core/events/stream`) open; then charges are paid one after another through the sandbox's
// `/_sandbox/charges/{id}/pay`, and for each payment and each stream the time from the pay call's answer
// to that stream's `charge.paid` of the charge is one sample (an event that beats the answer counts 0).
// On the embedded database (one process), and on a Postgres server with two gateway processes when one
// answers (the streams spread over both: the event crosses processes through LISTEN/NOTIFY).
import { DEMO_PASSWORD, DEMO_USERS } from '@balcao/sandbox';
import { benchSchema, findPostgres } from './support/postgres';
import { runBenchmark, type Server, startSandboxProcess } from './support/processes';
import { flags, fmt, loadBudgets, recordRow } from './support/report';

const budget = loadBudgets().liveLatency;
const payments = flags.quick ? budget.quickPayments : budget.payments;

interface Stream {
  /** When each charge's `charge.paid` arrived (performance.now()). */
  heard: Map<string, number>;
  close(): void;
}

async function signIn(url: string, email: string): Promise<string | null> {
  const response = await fetch(`${url}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { email, password: DEMO_PASSWORD } }),
  });
  const body = (await response.json()) as { token?: string };
  return response.ok && body.token ? body.token : null;
}

/** The demo merchant's users who sign in with the password alone and may open a charge. */
async function watchers(url: string): Promise<string[]> {
  const emails: string[] = [];
  for (const user of DEMO_USERS.filter((u) => u.merchant === 'demo' && !u.twoFactor)) {
    const token = await signIn(url, user.email);
    if (!token) continue;
    const list = await fetch(`${url}/payment/charges?page=0&size=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (list.ok) emails.push(user.email);
  }
  if (emails.length === 0) throw new Error('nenhum usuário da loja demo vê cobranças');
  return emails;
}

/** One open back-office: its stream, read as it arrives; resolves once the gateway has answered. */
async function openStream(url: string, token: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${url}/core/events/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream respondeu ${response.status}`);
  const heard = new Map<string, number>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: charge.paid')) continue;
          const data = /^data: (.+)$/m.exec(block)?.[1];
          const chargeId = data ? (JSON.parse(data) as { chargeId?: string }).chargeId : undefined;
          if (chargeId && !heard.has(chargeId)) heard.set(chargeId, performance.now());
        }
      }
    } catch {
      // Closed by the benchmark.
    }
  })();
  return { heard, close: () => controller.abort() };
}

/** Pix and boleto charges of the demo merchant still waiting for payment, through the list API. */
async function payableCharges(url: string, token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (const method of ['PIX', 'BOLETO']) {
    const query = new URLSearchParams({ status: 'SCHEDULED', paymentMethod: method, page: '0', size: '100' });
    const response = await fetch(`${url}/payment/charges?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`lista de cobranças respondeu ${response.status}`);
    const { content } = (await response.json()) as { content: { uuid: string; origin: string }[] };
    ids.push(...content.filter((row) => row.origin !== 'POS').map((row) => row.uuid));
  }
  if (ids.length < count) throw new Error(`só ${ids.length} cobranças a pagar; o benchmark paga ${count}`);
  return ids.slice(0, count);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function measure(sandbox: Server, where: string): Promise<boolean> {
  const figure = `do pago à tela · ${budget.sessions} sessões abertas · ${where}`;
  const emails = await watchers(sandbox.url);
  const tokens: string[] = [];
  for (let i = 0; i < budget.sessions; i++) {
    const token = await signIn(sandbox.url, emails[i % emails.length]!);
    if (!token) throw new Error(`login de ${emails[i % emails.length]} falhou`);
    tokens.push(token);
  }
  const streams = await Promise.all(tokens.map((token) => openStream(sandbox.url, token)));
  const admin = tokens[emails.indexOf('admin@demo.balcao.dev')] ?? tokens[0]!;
  // One more than measured: the first payment warms the path (JIT, plans) and is not counted.
  const charges = await payableCharges(sandbox.url, admin, payments + 1);
  console.log(`live-latency: ${figure}: ${emails.length} usuários, ${payments} pagamentos…`);
  const samples: number[] = [];
  const answers: number[] = [];
  let missed = 0;
  for (const [round, chargeId] of charges.entries()) {
    const started = performance.now();
    const paid = await fetch(`${sandbox.url}/_sandbox/charges/${chargeId}/pay`, { method: 'POST' });
    const answered = performance.now();
    if (!paid.ok) throw new Error(`pagar ${chargeId} respondeu ${paid.status}`);
    await paid.arrayBuffer();
    const deadline = answered + 5_000;
    while (streams.some((s) => !s.heard.has(chargeId)) && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    if (round === 0) continue;
    answers.push(answered - started);
    for (const stream of streams) {
      const at = stream.heard.get(chargeId);
      if (at === undefined) missed++;
      else samples.push(Math.max(0, at - answered));
    }
    // A person's pace between payments, so each one is measured on its own and not as a queue.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const stream of streams) stream.close();
  const sorted = [...samples].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const max = sorted.at(-1) ?? Number.NaN;
  const answerMedian = percentile(
    [...answers].sort((a, b) => a - b),
    50,
  );
  const ok = missed === 0 && p95 < budget.maxP95Ms;
  recordRow({
    figure,
    measured: `p95 ${fmt(p95, 0)} ms · mediana ${fmt(p50, 0)} ms · máx. ${fmt(max, 0)} ms · ${samples.length} entregas, ${missed} perdidas`,
    budget: `p95 < ${fmt(budget.maxP95Ms, 0)} ms, nenhuma perdida`,
    peer: `o pagamento respondido em ${fmt(answerMedian, 0)} ms (mediana)`,
    ratio: `p95 ${fmt(p95 / budget.maxP95Ms, 2)}× o orçamento`,
    verdict: ok ? 'ok' : 'FALHOU',
  });
  console.log(
    `live-latency: ${where}: p50 ${fmt(p50, 0)} ms, p95 ${fmt(p95, 0)} ms, máx. ${fmt(max, 0)} ms, ${missed} perdidas de ${samples.length + missed}`,
  );
  return ok;
}

await runBenchmark(async () => {
  const args = ['--scale', String(budget.scale)];
  const embedded = await startSandboxProcess('sandbox (banco embutido)', { args });
  let ok = await measure(embedded, 'banco embutido');
  await embedded.stop();

  const postgres = await findPostgres();
  const where = 'Postgres, 2 processos';
  if (!postgres.url) {
    console.log(`live-latency: Postgres pulado — ${postgres.reason}`);
    recordRow({
      figure: `do pago à tela · ${budget.sessions} sessões abertas · ${where}`,
      measured: '—',
      budget: '',
      peer: '—',
      ratio: '—',
      verdict: 'pulado',
    });
  } else {
    const server = await startSandboxProcess('sandbox (Postgres, 2 processos)', {
      databaseUrl: postgres.url,
      schema: benchSchema(postgres.url),
      args: [...args, '--workers', '2'],
    });
    ok = (await measure(server, where)) && ok;
  }
  if (!ok) process.exitCode = 1;
});
