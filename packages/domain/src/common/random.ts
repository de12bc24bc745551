/** A source of numbers in [0, 1), like Math.random; rules take one instead of reading global state. */
export type RandomSource = () => number;

/**
 * A small deterministic generator (mulberry32) so the sandbox seed and the tests produce the same
 * documents on every run. Not for anything secret.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, count) drawn from the source. */
export function randomIndex(random: RandomSource, count: number): number {
  return Math.min(count - 1, Math.floor(random() * count));
}
