import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX } from '@balcao/domain/access';

/** 32 random bytes (256 bits): no search or guess reaches one, so a fast hash is enough to store it. */
const SECRET_BYTES = 32;
/** What the list shows of a secret: the prefix and four characters, too few to help a guess. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 4;

export interface NewSecret {
  token: string;
  hash: string;
  prefix: string;
}

/** SHA-256 in hex: what the database keeps instead of the secret. */
export function hashSecret(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newSecret(): NewSecret {
  const token = `${API_KEY_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { token, hash: hashSecret(token), prefix: token.slice(0, SHOWN_CHARACTERS) };
}

/**
 * The stored hash against the presented one, in constant time. The row was found by the hash through an
 * index, so this only confirms it; it keeps the comparison itself from telling anything by its timing.
 */
export function sameHash(stored: string, presented: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(presented, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
