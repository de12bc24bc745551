import { sendJson } from './http';

export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  body: string;
}

/** The sandbox's sent mail for one address (all of it without `to`), oldest first. */
export async function outbox(url: string, to?: string): Promise<OutboxEmail[]> {
  const query = to ? `&to=${encodeURIComponent(to)}` : '';
  const res = await sendJson(url, 'GET', `/_sandbox/outbox?format=json${query}`);
  const emails = (res.json as { emails?: OutboxEmail[] }).emails ?? [];
  return [...emails].sort((a, b) => a.id - b.id);
}

/** The reset token from the newest reset e-mail's link. */
export function resetTokenIn(email: OutboxEmail | undefined): string | null {
  const text = email
    ? Object.values(email)
        .filter((v) => typeof v === 'string')
        .join('\n')
    : '';
  const match = /redefinir-senha\/([^\s"'<>?#\\]+)/.exec(text);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
