import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { startSandbox, testFileClockStart } from '@balcao/sandbox';
import { inject } from 'vitest';
import './global-setup';

export interface RunningSandbox {
  url: string;
  /** The sandbox's HTTP server, in this process. */
  app: { server: Server };
  close(): Promise<void>;
}

/**
 * The server drops every open connection, as a restart or a proxy's timeout would: open streams end, and
 * whoever follows them has to connect again.
 */
export function dropConnections(sandbox: RunningSandbox): void {
  sandbox.app.server.closeAllConnections();
}

/**
 * A sandbox on a free port with the built app, for one journey file: a fresh in-memory database copied from
 * the run's seeded one (support/global-setup.ts), so no journey sees another's writes. Its clock starts at
 * the same instant after the seed's in every file, however long the run has taken so far.
 */
export async function startJourneySandbox(
  options: { accessTokenTtlSeconds?: number } = {},
): Promise<RunningSandbox> {
  const snapshot = new Blob([readFileSync(inject('journeySnapshot'))]);
  return startSandbox({
    port: 0,
    host: '127.0.0.1',
    inMemory: true,
    snapshot,
    clockAt: testFileClockStart(),
    ...options,
  });
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
  /** Files sent with the e-mail; `url` is absolute and serves the bytes. */
  attachments: { filename: string; contentType: string; size: number; url: string }[];
}

/** Reads the sandbox's e-mail outbox (JSON form), newest first. */
export async function readOutbox(sandbox: RunningSandbox, to?: string): Promise<OutboxMessage[]> {
  const query = new URLSearchParams({ format: 'json', ...(to ? { to } : {}) });
  const response = await fetch(`${sandbox.url}/_sandbox/outbox?${query}`);
  if (!response.ok) throw new Error(`outbox respondeu ${response.status}`);
  return ((await response.json()) as { emails: OutboxMessage[] }).emails;
}

/** The bytes of an outbox attachment (its `url` from readOutbox). */
export async function readAttachment(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`anexo respondeu ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
