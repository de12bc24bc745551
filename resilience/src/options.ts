/** How hard to try: `--quick` for `npm test` (a few minutes), `--full` for CI. */
export interface RunOptions {
  quick: boolean;
  /** fast-check draws per input of each operation. */
  runs: number;
  seed: number;
  /** Writes fired at the sandbox before it is killed. */
  stormWrites: number;
  only: string[] | null;
}

export function readOptions(argv: readonly string[], env: NodeJS.ProcessEnv): RunOptions {
  const flag = (name: string) => argv.includes(`--${name}`);
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const quick = flag('quick') || (env.RESILIENCE_QUICK === '1' && !flag('full'));
  const runs = Number(value('runs') ?? env.RESILIENCE_RUNS ?? (quick ? 4 : 40));
  const seed = Number(value('seed') ?? env.RESILIENCE_SEED ?? 20260901);
  const only = value('only') ?? env.RESILIENCE_ONLY;
  if (!Number.isSafeInteger(runs) || runs < 1 || runs > 10_000)
    throw new Error(`runs must be 1..10000, not ${runs}`);
  return {
    quick,
    runs,
    seed,
    stormWrites: quick ? 120 : 600,
    only: only ? only.split(',') : null,
  };
}
