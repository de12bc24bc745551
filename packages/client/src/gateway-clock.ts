import type { Middleware } from 'openapi-fetch';

/**
 * The gateway's time as this process sees it: the machine's clock shifted by the offset the gateway's
 * answers show in their `Date` header. 'Today' is the gateway's (the sandbox clock can be moved days
 * away from the machine's), so every rule that needs the current time reads it here.
 */
export interface GatewayClock {
  /** The gateway's time now; the machine's until an answer has told the offset. */
  now(): Date;
  /** Milliseconds from the machine's clock to the gateway's. */
  offsetMs(): number;
  /** Takes the offset from an answer's `Date` header (an answer without one changes nothing). */
  observe(response: Response): void;
  /** Called when the offset moves; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * The header has whole seconds and the answer took some time to arrive, so a single reading is off by up
 * to a second or two: a new reading closer than this to the kept offset is the same clock, and keeping the
 * old one spares subscribers a change that is only noise.
 */
const SAME_CLOCK_MS = 2_000;

export function createGatewayClock(localNow: () => number = Date.now): GatewayClock {
  let offset = 0;
  const listeners = new Set<() => void>();
  // The header has whole seconds, so most answers in a row carry the same text: parsed once per text.
  let lastHeader: string | null = null;
  let lastGatewayMs = Number.NaN;
  return {
    now: () => new Date(localNow() + offset),
    offsetMs: () => offset,
    observe(response) {
      const header = response.headers.get('date');
      if (header !== lastHeader) {
        lastHeader = header;
        lastGatewayMs = header ? Date.parse(header) : Number.NaN;
      }
      const gatewayMs = lastGatewayMs;
      if (Number.isNaN(gatewayMs)) return;
      const next = gatewayMs - localNow();
      if (Math.abs(next - offset) < SAME_CLOCK_MS) return;
      offset = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads the gateway's time off every answer, errors included (registered before the error middleware's). */
export function clockMiddleware(clock: GatewayClock): Middleware {
  return {
    onResponse({ response }) {
      clock.observe(response);
    },
  };
}
