import { createHash, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters; they are written into each hash, so a hash is checked at the cost it was made with. */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** Every password a user sets, and the demo users' of `npm start`: 16 MiB and ~25 ms per hash. */
export const PASSWORD_COST: PasswordCost = { N: 16384, r: 8, p: 1 };

/**
 * The demo users' passwords in the databases tests copy (`testSeedOptions`): 1 MiB and ~1.5 ms per
 * check, as Rails hashes at bcrypt's minimum cost in tests. The suites sign in about a thousand times a
 * run; at the production cost that was 20 s of every run of the sandbox suite
 * (docs/decisions/2026-12-06-senhas-de-demonstracao-baratas-nos-bancos-de-teste.md).
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 1024, r: 8, p: 1 };

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url; the parameters travel with the hash. */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// Compared against when the e-mail has no user, so that an unknown e-mail costs the same time.
let decoy: Promise<string> | undefined;
function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  return decoy;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const encoded = stored ?? (await decoyHash());
  const [scheme, n, r, p, salt, hash] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return stored != null && key.length === expected.length && timingSafeEqual(key, expected);
}

/** Random tokens handed out (refresh, password reset) are kept only as this digest. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
