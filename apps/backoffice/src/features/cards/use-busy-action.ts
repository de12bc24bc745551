import { useRef, useState } from 'react';

/**
 * An async action that runs once at a time. `busy` turns on in the click's own render, so a second click
 * finds the button already disabled (a mutation's isPending arrives a tick later, after a double click).
 */
export function useBusyAction<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  async function run(...args: A) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action(...args);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  return [busy, run] as const;
}
