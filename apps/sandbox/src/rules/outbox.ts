import type { Clock } from '../clock';
import type { Db } from '../db/db';

export interface Email {
  to: string;
  subject: string;
  /** Plain text; links are written out in full so any reader can follow them. */
  body: string;
}

export interface OutboxEmail extends Email {
  id: number;
  createdAt: string;
}

/** The sandbox sends no mail: it keeps every message here, readable at `/_sandbox/outbox`. */
export async function sendEmail(db: Db, clock: Clock, email: Email): Promise<void> {
  await db.query(
    'INSERT INTO outbox_emails (to_address, subject, body, created_at) VALUES ($1, $2, $3, $4)',
    [email.to, email.subject, email.body, clock.now().toISOString()],
  );
}

/** Newest first; `to` narrows to one address. */
export async function listOutbox(
  db: Db,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxEmail[]> {
  const rows = await db.query<{
    id: number;
    to_address: string;
    subject: string;
    body: string;
    created_at: Date;
  }>(
    `SELECT id, to_address, subject, body, created_at FROM outbox_emails
      WHERE ($1::text IS NULL OR to_address = $1) ORDER BY id DESC LIMIT $2`,
    [options.to?.trim().toLowerCase() || null, options.limit ?? 200],
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    body: r.body,
    createdAt: r.created_at.toISOString(),
  }));
}
