/**
 * How many streams are open per key (a charge, an address), in this process: a public stream takes a slot
 * of each of its keys or none, and gives them back once, however it ends. Each gateway process counts its
 * own, so N workers behind one port take up to N times the cap (decision 2026-12-05-limite-do-stream-do-comprador).
 */
export class OpenStreams {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number) {}

  full(key: string): boolean {
    return (this.open.get(key) ?? 0) >= this.max;
  }

  take(key: string): () => void {
    this.open.set(key, (this.open.get(key) ?? 0) + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }
}
