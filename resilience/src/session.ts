import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { sendJson } from './http';
import { type DemoUser, sandboxModule } from './sandbox';

export const SIGN_IN = '/core/public/auth/sign-in';
export const REFRESH = '/core/public/auth/refresh-token';
export const SIGN_OUT = '/core/public/auth/sign-out';
export const VERIFY_2FA = '/core/twofactor/verify';

export interface Tokens {
  token: string;
  refreshToken: string;
  roles: string[];
}

export const idempotencyKey = () => ({ 'idempotency-key': randomUUID() });

/** The seeded users, password and TOTP secret, read from the sandbox's seed rather than retyped. */
export async function demoAccounts() {
  const { DEMO_USERS, DEMO_PASSWORD, DEMO_TOTP_SECRET } = await sandboxModule();
  const byEmail = (local: string) => {
    const user = DEMO_USERS.find((u) => u.email.startsWith(`${local}@`));
    if (!user) throw new Error(`seed has no ${local}@ user`);
    return user;
  };
  return { users: DEMO_USERS, password: DEMO_PASSWORD, totpSecret: DEMO_TOTP_SECRET, byEmail };
}

export async function signIn(url: string, email: string, password: string): Promise<Tokens> {
  const res = await sendJson(
    url,
    'POST',
    SIGN_IN,
    { credentials: { email, password } },
    { headers: idempotencyKey() },
  );
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${res.text}`);
  return res.json as Tokens;
}

/** The TOTP code for the sandbox's own clock, which is what the sandbox checks codes against. */
export async function totpForSandboxNow(url: string, secret: string): Promise<string> {
  const clock = await sendJson(url, 'GET', '/_sandbox/clock');
  const now = Date.parse((clock.json as { now: string }).now);
  return generate({ secret, epoch: Math.floor(now / 1000) });
}

/** Signs in any seeded user, passing the second factor for the one who has it. */
export async function signInUser(url: string, user: DemoUser): Promise<Tokens> {
  const { password, totpSecret } = await demoAccounts();
  const first = await signIn(url, user.email, password);
  if (!user.twoFactor) return first;
  const code = await totpForSandboxNow(url, totpSecret);
  const res = await sendJson(url, 'POST', `${VERIFY_2FA}?code=${code}&loginType=WEB`, undefined, {
    bearer: first.token,
    headers: idempotencyKey(),
  });
  if (res.status !== 200) throw new Error(`2FA ${user.email}: ${res.status} ${res.text}`);
  return res.json as Tokens;
}

export async function signInAdmin(url: string): Promise<string> {
  const { password, byEmail } = await demoAccounts();
  return (await signIn(url, byEmail('admin').email, password)).token;
}

/** Ids of one merchant's resources straight from its tables, as the API spells them. */
export async function sellerIdOf(db: import('./sandbox').SandboxDb, email: string): Promise<number> {
  const [row] = await db.query<{ seller_id: number }>('SELECT seller_id FROM users WHERE email = $1', [
    email,
  ]);
  if (!row) throw new Error(`no user ${email}`);
  return row.seller_id;
}
