import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { sha256 } from './passwords';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const INVITE_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

const TTL_SECONDS = { RESET: RESET_TOKEN_TTL_SECONDS, INVITE: INVITE_TOKEN_TTL_SECONDS } as const;

/**
 * The single-use link that sets a password, for a reset (1 hour) or an invitation (7 days): both open
 * `/redefinir-senha/{token}` on the configured app URL. Hex keeps the token safe in a URL path; only its
 * digest is stored.
 */
export async function issuePasswordLink(
  db: Db,
  clock: Clock,
  link: { userId: number; purpose: keyof typeof TTL_SECONDS; appUrl: string },
): Promise<string> {
  const token = randomBytes(32).toString('hex');
  const now = clock.now();
  await db.query(
    `INSERT INTO password_tokens (token_hash, user_id, purpose, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      sha256(token),
      link.userId,
      link.purpose,
      now.toISOString(),
      new Date(now.getTime() + TTL_SECONDS[link.purpose] * 1000).toISOString(),
    ],
  );
  return `${link.appUrl.replace(/\/+$/, '')}/redefinir-senha/${token}`;
}
