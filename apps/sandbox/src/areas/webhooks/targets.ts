import { WEBHOOK_URL_MESSAGE } from '@balcao/domain/webhooks';
import { isLoopback } from '../../loopback';

/** §5: the form's message for a URL that is not http(s). */
export const URL_MESSAGE = WEBHOOK_URL_MESSAGE;

export const TARGET_REFUSED =
  'No sandbox, o webhook só pode apontar para este computador (localhost, 127.0.0.1 ou ::1) ou para um endereço liberado pelo operador em WEBHOOK_ALLOWED_HOSTS.';

/**
 * The hosts an operator allows besides loopback: `WEBHOOK_ALLOWED_HOSTS`, names or addresses separated by
 * commas (e.g. `receptor.interno,10.0.0.7`). Read on each check so a test or an operator can change it.
 */
export function allowedHosts(env: NodeJS.ProcessEnv = process.env): Set<string> {
  return new Set(
    (env.WEBHOOK_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter(Boolean),
  );
}

/** The URL parsed when it is http(s) with a host, else null (WEBHOOK_URL_MESSAGE). */
export function parseWebhookUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url;
}

/**
 * Whether the sandbox may send to this URL: a real gateway sends to the internet, but a sandbox that any
 * developer runs must not become a way to reach other machines of their network (SSRF). The check is on
 * the literal host; names other than localhost are only those the operator listed.
 */
export function isAllowedTarget(url: URL, env: NodeJS.ProcessEnv = process.env): boolean {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return isLoopback(host) || allowedHosts(env).has(host);
}
