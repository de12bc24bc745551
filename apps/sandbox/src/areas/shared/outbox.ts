import type { Clock } from '../../clock';
import type { Db } from '../../db/db';

export interface Attachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** How a message leaves: the outbox keeps WhatsApp messages and SMS beside e-mails (to a phone). */
export type OutboxChannel = 'EMAIL' | 'WHATSAPP' | 'SMS';

export interface Email {
  to: string;
  /** A hidden copy (Cco), e.g. the seller's copy of what its customers get. */
  bcc?: string | null;
  subject: string;
  /** Plain text; links are written out in full so any reader can follow them. */
  body: string;
  attachments?: readonly Attachment[];
}

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** Path of the download route (`/_sandbox/outbox/{emailId}/attachments/{n}`). */
  url: string;
}

export interface OutboxEmail extends Omit<Email, 'attachments' | 'bcc'> {
  id: number;
  channel: OutboxChannel;
  bcc: string | null;
  createdAt: string;
  attachments: OutboxAttachment[];
}

export const attachmentPath = (emailId: number, position: number) =>
  `/_sandbox/outbox/${emailId}/attachments/${position}`;

/** The sandbox sends no mail: it keeps every message here, readable at `/_sandbox/outbox`. Returns its id. */
export async function sendEmail(db: Db, clock: Clock, email: Email): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO outbox_emails (to_address, bcc_address, subject, body, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [email.to, email.bcc || null, email.subject, email.body, clock.now().toISOString()],
  );
  const id = row!.id;
  for (const [position, file] of (email.attachments ?? []).entries()) {
    await db.query(
      `INSERT INTO outbox_attachments (email_id, position, filename, content_type, content)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, position, file.filename, file.contentType, file.content],
    );
  }
  return id;
}

/**
 * The sandbox sends no WhatsApp either: the message is kept in the outbox with channel WHATSAPP, to the
 * phone written +{country code} {number}. `title` is what the outbox shows above it. Returns its id.
 */
export async function sendWhatsApp(
  db: Db,
  clock: Clock,
  message: { to: string; title: string; body: string },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO outbox_emails (channel, to_address, subject, body, created_at)
     VALUES ('WHATSAPP', $1, $2, $3, $4) RETURNING id`,
    [message.to, message.title, message.body, clock.now().toISOString()],
  );
  return row!.id;
}

/**
 * Nor SMS: a text message (a Pix key's confirmation code) is kept with channel SMS, to the phone written
 * '+55…' as the Pix directory writes it. `title` is what the outbox shows above it. Returns its id.
 */
export async function sendSms(
  db: Db,
  clock: Clock,
  message: { to: string; title: string; body: string },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO outbox_emails (channel, to_address, subject, body, created_at)
     VALUES ('SMS', $1, $2, $3, $4) RETURNING id`,
    [message.to, message.title, message.body, clock.now().toISOString()],
  );
  return row!.id;
}

/** Newest first; `to` narrows to one address, `channel` to e-mails, WhatsApp messages or SMS. */
export async function listOutbox(
  db: Db,
  options: { to?: string; channel?: OutboxChannel; limit?: number } = {},
): Promise<OutboxEmail[]> {
  const rows = await db.query<{
    id: number;
    channel: OutboxChannel;
    to_address: string;
    bcc_address: string | null;
    subject: string;
    body: string;
    created_at: Date;
  }>(
    `SELECT id, channel, to_address, bcc_address, subject, body, created_at FROM outbox_emails
      WHERE ($1::text IS NULL OR to_address = $1) AND ($3::text IS NULL OR channel = $3)
      ORDER BY id DESC LIMIT $2`,
    [options.to?.trim().toLowerCase() || null, options.limit ?? 200, options.channel ?? null],
  );
  const files = rows.length
    ? await db.query<{
        email_id: number;
        position: number;
        filename: string;
        content_type: string;
        size: number;
      }>(
        `SELECT email_id, position, filename, content_type, octet_length(content)::int AS size
           FROM outbox_attachments WHERE email_id = ANY($1::int[]) ORDER BY email_id, position`,
        [rows.map((r) => r.id)],
      )
    : [];
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.to_address,
    bcc: r.bcc_address,
    subject: r.subject,
    body: r.body,
    createdAt: r.created_at.toISOString(),
    attachments: files
      .filter((f) => f.email_id === r.id)
      .map((f) => ({
        filename: f.filename,
        contentType: f.content_type,
        size: f.size,
        url: attachmentPath(r.id, f.position),
      })),
  }));
}

/** One attachment's bytes, or null. */
export async function readAttachment(
  db: Db,
  emailId: number,
  position: number,
): Promise<(Attachment & { content: Uint8Array }) | null> {
  const [row] = await db.query<{ filename: string; content_type: string; content: Uint8Array }>(
    'SELECT filename, content_type, content FROM outbox_attachments WHERE email_id = $1 AND position = $2',
    [emailId, position],
  );
  return row ? { filename: row.filename, contentType: row.content_type, content: row.content } : null;
}
