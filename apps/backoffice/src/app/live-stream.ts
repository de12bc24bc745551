/** One event of the gateway's live stream: a kind and ids, never data (the screens refetch that). */
export interface LiveEvent {
  kind: string;
  data: Record<string, unknown>;
}

export interface LiveStreamOptions {
  /** `{gateway}/core/events/stream`. */
  url: string;
  /** The current access token, read at each (re)connection; none stops following. */
  token(): string | null;
  onEvent(event: LiveEvent): void;
  /** Connected again after a drop: what happened meanwhile was not heard. */
  onReconnect(): void;
  /** The token was refused (expired): have the clients refresh it before the next try. */
  onRefused(): Promise<void>;
  /** Wait before the next try, by attempts in a row; grows to 30 s. */
  retryDelayMs?(attempt: number): number;
}

const defaultDelay = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/** Reads `event:`/`data:` blocks of a Server-Sent Events body; comments (heartbeats) are skipped. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: LiveEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const kind = /^event: ?(.+)$/m.exec(block)?.[1];
      const data = /^data: ?(.+)$/m.exec(block)?.[1];
      if (!kind || !data) continue;
      try {
        onEvent({ kind, data: JSON.parse(data) as Record<string, unknown> });
      } catch {
        // A malformed event is dropped; the next refetch brings what it was about.
      }
    }
  }
}

/**
 * Follows the live stream until stopped: with `fetch`, not `EventSource`, because the access token goes
 * in the Authorization header (never in a URL, where logs and history would keep it). After a drop it
 * connects again, waiting longer each time, and says so, since the events of the gap are lost.
 */
export function followLiveStream(options: LiveStreamOptions): () => void {
  const controller = new AbortController();
  const delay = options.retryDelayMs ?? defaultDelay;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      controller.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  void (async () => {
    let attempt = 0;
    let connectedBefore = false;
    while (!controller.signal.aborted) {
      const token = options.token();
      if (!token) return;
      try {
        const response = await fetch(options.url, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (response.status === 401) await options.onRefused();
        else if (response.ok && response.body) {
          attempt = 0;
          if (connectedBefore) options.onReconnect();
          connectedBefore = true;
          await readEvents(response.body, options.onEvent);
        }
      } catch {
        // Dropped (network, server restart) or stopped: the loop decides.
      }
      if (controller.signal.aborted) return;
      await wait(delay(attempt++));
    }
  })();
  return () => controller.abort();
}
