import { describe, expect, it } from 'vitest';
import { CHECKOUT_SCRIPT, STATUS_POLL_MS } from './checkout-script';

// The buyer's Pix or boleto page as its script sees it: the status line, the block with how to pay, the
// thanks; the browser's EventSource, fetch and timers are the test's, so each step is driven by hand.

class Element {
  hidden = false;
  textContent: string;
  readonly classes = new Set<string>();
  readonly classList = { add: (name: string) => this.classes.add(name) };
  constructor(
    readonly attributes: Record<string, string> = {},
    text = '',
  ) {
    this.textContent = text;
  }
  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }
}

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 2;

class FakeEventSource {
  static readonly CONNECTING = CONNECTING;
  static readonly OPEN = OPEN;
  static readonly CLOSED = CLOSED;
  static opened: FakeEventSource[] = [];
  readyState = CONNECTING;
  closed = false;
  private readonly listeners = new Map<string, ((event: { data?: string }) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(kind: string, listener: (event: { data?: string }) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = CLOSED;
  }
  /** What the server sends: `status` with its data. */
  status(paid: boolean) {
    this.readyState = OPEN;
    for (const listener of this.listeners.get('status') ?? []) listener({ data: JSON.stringify({ paid }) });
  }
  /** A drop: the browser retries (CONNECTING) or, for an answer that is not a stream, gives up (CLOSED). */
  fail(readyState: typeof CONNECTING | typeof CLOSED) {
    this.readyState = readyState;
    for (const listener of this.listeners.get('error') ?? []) listener({});
  }
}

function openPage(options: {
  eventSource?: typeof FakeEventSource | undefined;
  paidOnServer?: () => boolean;
}) {
  const status = new Element(
    {
      'data-status-url': '/checkout/pix/c1/status',
      'data-events-url': '/checkout/pix/c1/events',
    },
    'Aguardando pagamento',
  );
  const howToPay = new Element();
  const thanks = new Element();
  thanks.hidden = true;
  const document = {
    querySelector: (selector: string) => (selector === '[data-status-url]' ? status : null),
    querySelectorAll: (selector: string) => (selector === '[data-until-paid]' ? [howToPay] : []),
    getElementById: (id: string) => (id === 'obrigado' ? thanks : null),
  };
  const polled: string[] = [];
  const fetch = async (url: string) => {
    polled.push(url);
    return { ok: true, json: async () => ({ paid: options.paidOnServer?.() ?? false }) };
  };
  const timers: { ms: number; run: () => void }[] = [];
  const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms });
  /** Runs the timers due now, as the browser would after their delay. */
  const tick = async () => {
    for (const timer of timers.splice(0)) timer.run();
    await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
  };
  FakeEventSource.opened = [];
  new Function('document', 'EventSource', 'fetch', 'setTimeout', CHECKOUT_SCRIPT)(
    document,
    options.eventSource,
    fetch,
    setTimeout,
  );
  return { status, howToPay, thanks, polled, timers, tick };
}

describe("the buyer's page script", () => {
  it("shows 'Pago' when the stream says so, through a drop the browser reconnects, without polling", async () => {
    const page = openPage({ eventSource: FakeEventSource });
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe('/checkout/pix/c1/events');
    source!.status(false);
    source!.fail(CONNECTING);
    await page.tick();
    expect(page.status.textContent).toBe('Aguardando pagamento');
    expect(page.timers).toEqual([]);

    source!.status(true);
    expect(page.status.textContent).toBe('Pago');
    expect(page.status.classes.has('pago')).toBe(true);
    expect(page.howToPay.hidden).toBe(true);
    expect(page.thanks.hidden).toBe(false);
    expect(source!.closed).toBe(true);
    await page.tick();
    expect(page.polled).toEqual([]);
  });

  it('polls the status only once the stream has failed for good', async () => {
    let paid = false;
    const page = openPage({ eventSource: FakeEventSource, paidOnServer: () => paid });
    const [source] = FakeEventSource.opened;
    source!.fail(CLOSED);
    expect(page.timers.map((timer) => timer.ms)).toEqual([STATUS_POLL_MS]);
    await page.tick();
    expect(page.polled).toEqual(['/checkout/pix/c1/status']);
    expect(page.status.textContent).toBe('Aguardando pagamento');
    paid = true;
    await page.tick();
    expect(page.status.textContent).toBe('Pago');
    expect(page.thanks.hidden).toBe(false);
  });

  it('polls where the browser has no EventSource', async () => {
    const page = openPage({ eventSource: undefined, paidOnServer: () => true });
    await page.tick();
    expect(page.polled).toEqual(['/checkout/pix/c1/status']);
    expect(page.status.textContent).toBe('Pago');
  });
});
