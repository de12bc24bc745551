/** What the app needs to know at run time, so one build serves the sandbox or another gateway. */
export interface RuntimeConfig {
  /** The gateway root; the clients add `/core`, `/banking` and `/payment`. */
  gatewayUrl: string;
}

/**
 * Reads `/config.json` from the host that served the app. Without it (e.g. `vite dev` with no
 * sandbox), the app talks to its own origin, where the dev server proxies the gateways.
 */
export async function loadRuntimeConfig(origin = window.location.origin): Promise<RuntimeConfig> {
  try {
    const response = await fetch(`${origin}/config.json`, { cache: 'no-store' });
    if (response.ok) {
      const body = (await response.json()) as Partial<RuntimeConfig>;
      if (typeof body.gatewayUrl === 'string') return { gatewayUrl: body.gatewayUrl || origin };
    }
  } catch {
    // Fall through to the same origin.
  }
  return { gatewayUrl: origin };
}
