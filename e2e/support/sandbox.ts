import { startSandbox } from '@balcao/sandbox';

export interface RunningSandbox {
  url: string;
  close(): Promise<void>;
}

/** A sandbox on a free port with a fresh embedded database and the built app, for one journey file. */
export async function startJourneySandbox(
  options: { accessTokenTtlSeconds?: number } = {},
): Promise<RunningSandbox> {
  return startSandbox({ port: 0, host: '127.0.0.1', inMemory: true, ...options });
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  createdAt: string;
}

/** Reads the sandbox's e-mail outbox (JSON form), newest first. */
export async function readOutbox(sandbox: RunningSandbox, to?: string): Promise<OutboxMessage[]> {
  const query = new URLSearchParams({ format: 'json', ...(to ? { to } : {}) });
  const response = await fetch(`${sandbox.url}/_sandbox/outbox?${query}`);
  if (!response.ok) throw new Error(`outbox respondeu ${response.status}`);
  const body = (await response.json()) as { messages?: OutboxMessage[] } | OutboxMessage[];
  return Array.isArray(body) ? body : (body.messages ?? []);
}
