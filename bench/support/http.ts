// Load and sign-in helpers over HTTP to 127.0.0.1 only: autocannon for throughput and latency, a
// plain fetch for signing in as the demo administrator.
import autocannon from 'autocannon';

export const DEMO_ADMIN = { email: 'admin@demo.balcao.dev', password: 'demo12345' };

/** The demo administrator's bearer token; the sandbox runs with a day-long ACCESS_TOKEN_TTL_SECONDS. */
export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/core/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: DEMO_ADMIN }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`login falhou (${response.status})`);
  return body.token;
}

export async function getJson<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url} respondeu ${response.status}`);
  return (await response.json()) as T;
}

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Responses outside 2xx plus connection errors and timeouts. */
  failures: number;
  statuses: string;
  /** Each answer's time, sorted (unpaced loads): rounds taken together are judged on all their answers. */
  answerMs?: number[];
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** Requests each connection sends per second (a paced, human-like client); unpaced when absent. */
  connectionRate?: number;
  requests?: autocannon.Request[];
}

/** The value at or below which `share` of the sorted values fall (nearest rank). */
function percentile(sorted: number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

export async function load(url: string, options: LoadOptions): Promise<Throughput> {
  if (!new URL(url).hostname.startsWith('127.')) throw new Error(`só 127.0.0.1 recebe carga: ${url}`);
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const job = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.durationSeconds,
        headers: options.headers ?? {},
        // 30 s rather than autocannon's 10 s: a slow answer should show in p99, not as a dropped request.
        timeout: 30,
        ...(options.connectionRate ? { connectionRate: options.connectionRate } : {}),
        ...(options.requests ? { requests: options.requests } : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    // autocannon's histogram keeps whole milliseconds, so at 10 connections two servers 0.2 ms apart could
    // read 5 and 6 ms ('1.2×'). Each answer's own time (a fraction of a millisecond) is kept instead, every
    // status counted as autocannon counts it.
    job.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  // A paced client's figures stay autocannon's: they correct for requests a stalled server kept from
  // being sent (coordinated omission), which the answers alone cannot show.
  const paced = options.connectionRate !== undefined;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, stat]) => `${status}×${stat.count ?? 0}`)
    .join(' ');
  const completed = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: paced ? result.latency.p50 : percentile(latencies, 0.5),
    p99Ms: paced ? result.latency.p99 : percentile(latencies, 0.99),
    requests: completed,
    failures: result.non2xx + result.errors,
    statuses,
    ...(paced ? {} : { answerMs: latencies }),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Several rounds of one load as one figure: the median rate, and the percentiles of every answer of
 * every round taken together (a paced load's, autocannon's corrected ones, by their median round);
 * every failure counts. A round's p99 is its ~90 slowest answers, so it is set by the one or two
 * moments a machine two cores share stalls in that round: two identical Prism processes compared by
 * the median of 5 rounds' p99s came out 0.60–1.42× apart, by the p99 of all their answers 0.87–1.04×
 * (docs/decisions/2026-12-06-p99-de-todas-as-respostas-das-rodadas.md).
 */
function medianRound(runs: Throughput[]): Throughput {
  const answers = runs.every((r) => r.answerMs) ? runs.flatMap((r) => r.answerMs ?? []) : undefined;
  answers?.sort((a, b) => a - b);
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p50Ms: answers ? percentile(answers, 0.5) : median(runs.map((r) => r.p50Ms)),
    p99Ms: answers ? percentile(answers, 0.99) : median(runs.map((r) => r.p99Ms)),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
    statuses: [...new Set(runs.flatMap((r) => r.statuses.split(' ').filter(Boolean)))].join(' '),
  };
}

/**
 * Loads compared with each other, run `rounds` times in turns (the first, the second…, again) and judged
 * by their median rounds: all pass through the same moments of a machine two cores share, and one stall
 * decides no verdict (docs/decisions/2026-12-05-bench-em-rodadas-alternadas.md).
 */
export async function inTurns(
  loads: (() => Promise<Throughput>)[],
  rounds: number,
  /** Rounds run first and not counted: a process just started runs its code unoptimised for a while. */
  { warmUp = 0 } = {},
): Promise<Throughput[]> {
  for (let round = 0; round < warmUp; round++) for (const run of loads) await run();
  const runs = loads.map((): Throughput[] => []);
  for (let round = 0; round < rounds; round++)
    for (const [index, run] of loads.entries()) runs[index]?.push(await run());
  return runs.map(medianRound);
}
