import type { Balcao, WebhookEvent } from '../index';

export interface ListenOptions {
  forwardTo: URL;
  secret: string;
  intervalMs: number;
  signal: AbortSignal;
  print: (line: string) => void;
}

/** Newer than anything of this many pages is not looked for: the rest waits for the next round. */
const MAX_PAGES_PER_ROUND = 10;
const PAGE_SIZE = 100;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** The events not yet seen, oldest first: the list is newest first, so it is read until a seen one. */
async function unseen(balcao: Balcao, seen: Set<string>): Promise<WebhookEvent[]> {
  const fresh: WebhookEvent[] = [];
  let pages = 0;
  for await (const page of balcao.events.list({ size: PAGE_SIZE }).pages()) {
    const items = page.content.filter((event) => !seen.has(event.id));
    fresh.push(...items);
    if (items.length < page.content.length || ++pages >= MAX_PAGES_PER_ROUND) break;
  }
  return fresh.reverse();
}

/** One POST signed by the Standard Webhooks scheme with the listener's secret; the status or why none. */
async function forward(balcao: Balcao, event: WebhookEvent, options: ListenOptions): Promise<string> {
  // The body as the gateway delivered it: the stored text is compact JSON, which stringify reproduces.
  const payload = JSON.stringify(event);
  const at = new Date();
  const headers = {
    'content-type': 'application/json',
    'webhook-id': event.id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': await balcao.webhooks.sign({
      id: event.id,
      payload,
      secret: options.secret,
      timestamp: at,
    }),
  };
  try {
    const response = await fetch(options.forwardTo, {
      method: 'POST',
      headers,
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return String(response.status);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return `falhou (${cause ?? (error instanceof Error ? error.name : 'erro')})`;
  }
}

/**
 * Polls the events list and forwards what appeared since it started, in order, one line per event,
 * until the signal aborts. For a gateway that cannot reach this machine: the machine reaches it.
 */
export async function listen(balcao: Balcao, options: ListenOptions): Promise<void> {
  const seen = new Set<string>();
  for (const event of await unseen(balcao, seen)) seen.add(event.id);
  options.print(`Pronto. Repassando eventos novos para ${options.forwardTo} (Ctrl+C para sair).`);
  let failing = false;
  while (!options.signal.aborted) {
    try {
      for (const event of await unseen(balcao, seen)) {
        seen.add(event.id);
        const status = await forward(balcao, event, options);
        options.print(`${event.timestamp}  ${event.type}  ${event.id}  → ${status}`);
      }
      failing = false;
    } catch (error) {
      // Once per outage, not once per round: the gateway restarting is not worth a screen of lines.
      if (!failing) options.print(`Falha ao ler os eventos (${(error as Error).message}); tentando de novo.`);
      failing = true;
    }
    await sleep(options.intervalMs, options.signal);
  }
}
