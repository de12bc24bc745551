import { queryOptions } from '@tanstack/react-query';

/** What the app needs to know at run time, so one build serves the sandbox or another gateway. */
export interface RuntimeConfig {
  /** The gateway root; the clients add `/core`, `/banking` and `/payment`. */
  gatewayUrl: string;
  /** The public checkout host of boleto and Pix links: {checkoutUrl}/{subdomain}/boleto|pix/{id}. */
  checkoutUrl: string;
  /** The provider's external form where a seller configures invoices (/nota-fiscal, not configured). */
  invoiceFormUrl: string;
}

/**
 * Reads `/config.json` from the host that served the app. Without it (e.g. `vite dev` with no
 * sandbox), the app talks to its own origin, where the dev server proxies the gateways, and the
 * checkout and the invoice form are the sandbox's own.
 */
export async function loadRuntimeConfig(origin = window.location.origin): Promise<RuntimeConfig> {
  const fallback = {
    gatewayUrl: origin,
    checkoutUrl: `${origin}/checkout`,
    invoiceFormUrl: `${origin}/_sandbox/nota-fiscal`,
  };
  try {
    const response = await fetch(`${origin}/config.json`, { cache: 'no-store' });
    if (response.ok) {
      const body = (await response.json()) as Partial<RuntimeConfig>;
      if (typeof body.gatewayUrl === 'string')
        return {
          gatewayUrl: body.gatewayUrl || origin,
          checkoutUrl:
            typeof body.checkoutUrl === 'string' && body.checkoutUrl
              ? body.checkoutUrl
              : fallback.checkoutUrl,
          invoiceFormUrl:
            typeof body.invoiceFormUrl === 'string' && body.invoiceFormUrl
              ? body.invoiceFormUrl
              : fallback.invoiceFormUrl,
        };
    }
  } catch {
    // Fall through to the same origin.
  }
  return fallback;
}

/** The same file through the query cache, for screens that need it (it does not change while the app runs). */
export const runtimeConfigQuery = () =>
  queryOptions({
    queryKey: ['runtime-config'],
    queryFn: () => loadRuntimeConfig(),
    staleTime: Number.POSITIVE_INFINITY,
  });
