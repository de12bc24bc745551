// Budget (issue 10, item 3): a call through the SDK costs at most 1.15× a bare `fetch` of the same
// endpoint, per request (the issue asked 1.10×; why 1.15×: docs/decisions/2026-11-24-custo-por-requisicao-do-sandbox.md,
// 'O custo do SDK por chamada'). Run (after `pnpm --filter @balcao/sdk build`):
//   node_modules/.bin/tsx bench/sdk-overhead.ts [--quick]
// Uses the built SDK through its public API (`@balcao/sdk` resolves to packages/sdk/dist) against one
// sandbox process. Requests go one at a time, so the figure is latency, not throughput; SDK and fetch
// alternate request by request (ABBA) so that noise from other work on the machine falls on both alike.
import { performance } from 'node:perf_hooks';
import { Balcao } from '@balcao/sdk';
import { DEMO_ADMIN, getJson, signIn } from './support/http';
import { runBenchmark, startSandboxProcess } from './support/processes';
import { flags, fmt, loadBudgets, recordRow, times } from './support/report';

const budget = loadBudgets().sdkOverhead;
const PAIRS = flags.quick ? 400 : 2_000;

async function timed(call: () => Promise<unknown>, into: number[]): Promise<void> {
  const started = performance.now();
  await call();
  into.push(performance.now() - started);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

await runBenchmark(async () => {
  const sandbox = await startSandboxProcess('sandbox (banco embutido)');
  const token = await signIn(sandbox.url);
  const headers = { authorization: `Bearer ${token}` };
  const balcao = new Balcao({ baseUrl: sandbox.url, credentials: DEMO_ADMIN });
  const page = await getJson<{ content: { uuid: string }[] }>(
    `${sandbox.url}/payment/charges?page=0&size=1`,
    token,
  );
  const charge = page.content[0]?.uuid ?? '';

  // The smallest read (where a fixed cost shows most) and a typical detail read.
  const cases = [
    {
      name: 'feature toggles',
      sdk: () => balcao.features.list(),
      bare: async () => (await fetch(`${sandbox.url}/core/users/feature-toggles`, { headers })).json(),
    },
    {
      name: 'detalhe da cobrança',
      sdk: () => balcao.charges.retrieve(charge),
      bare: async () => (await fetch(`${sandbox.url}/payment/charges/${charge}`, { headers })).json(),
    },
  ];

  for (const { name, sdk, bare } of cases) {
    const viaSdk: number[] = [];
    const viaFetch: number[] = [];
    // Warm-up: the SDK's first call signs in; both paths get their connections and JIT ready.
    for (let i = 0; i < 100; i++) await Promise.all([sdk(), bare()]);
    for (let pair = 0; pair < PAIRS; pair++) {
      if (pair % 2 === 0) {
        await timed(sdk, viaSdk);
        await timed(bare, viaFetch);
      } else {
        await timed(bare, viaFetch);
        await timed(sdk, viaSdk);
      }
    }
    const sdkMs = median(viaSdk);
    const fetchMs = median(viaFetch);
    const ratio = sdkMs / fetchMs;
    const ok = ratio <= budget.maxRatio;
    recordRow({
      figure: `SDK por requisição · ${name}`,
      measured: `${fmt(sdkMs, 2)} ms (mediana de ${viaSdk.length})`,
      budget: `≤ ${times(budget.maxRatio)} o fetch`,
      peer: `fetch puro ${fmt(fetchMs, 2)} ms`,
      ratio: times(ratio),
      verdict: ok ? 'ok' : 'FALHOU',
    });
    console.log(
      `sdk-overhead: ${name}: SDK ${fmt(sdkMs, 2)} ms, fetch ${fmt(fetchMs, 2)} ms, ${times(ratio)} (orçamento ${times(budget.maxRatio)})`,
    );
    if (!ok) process.exitCode = 1;
  }
});
