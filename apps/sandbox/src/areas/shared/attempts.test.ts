import type { core, Session } from '@balcao/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/constants';
import { createTestSandbox, jsonBody, type TestSandbox } from '../../test-support';

// Security limits count real elapsed time: moving the sandbox clock neither lifts them nor forgets the
// failures they counted. The machine's time is injected here, so the window passes without sleeping.
const REAL_START = Date.now();
let realMs = REAL_START;
type User = core.components['schemas']['User'];

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox({ realNow: () => realMs });
});
afterAll(() => s?.close());
beforeEach(async () => {
  await s.clock.reset();
});

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

// Through `s.call`: each limit counts per peer address (and the reset's 204), which the typed client
// can neither set nor see.
const signInFrom = (remoteAddress: string, email: string, password: string) =>
  s.call({
    method: 'POST',
    url: '/core/public/auth/sign-in',
    payload: { credentials: { email, password } },
    remoteAddress,
  });

const verifyCode = async (code: string) => {
  // A fresh first step each time: the two-factor token lives 5 minutes by the sandbox clock.
  const step = await signInFrom('10.9.9.9', 'seguro@demo.balcao.dev', DEMO_PASSWORD);
  return s.call({
    method: 'POST',
    url: `/core/twofactor/verify?code=${code}&loginType=WEB`,
    headers: { authorization: `Bearer ${jsonBody<Session>(step).token}` },
  });
};

const requestReset = (email: string, remoteAddress: string) =>
  s.call({ method: 'PATCH', url: '/core/public/users/reset-password', payload: { email }, remoteAddress });

const invite = async (email: string) => {
  // Signed in again each time: the access token lives 15 minutes by the sandbox clock.
  const { token } = await s.signIn('admin@demo.balcao.dev');
  const authorization = `Bearer ${token}`;
  const created = await s.call({
    method: 'POST',
    url: '/core/app/v1/users',
    headers: { authorization },
    payload: { email, profile: 'SALE', bankingProfile: null },
    remoteAddress: '10.7.0.1',
  });
  // Deleted at once, so the same e-mail can be invited again and count again.
  if (created.status === 201)
    await s.call({
      method: 'DELETE',
      url: `/core/sellers/authenticated/users/${jsonBody<User>(created).id}`,
      headers: { authorization },
    });
  return created;
};

interface LimitCase {
  name: string;
  windowSeconds: number;
  /** One attempt that counts toward the limit while under it; `i` tells the attempts apart. */
  attempt(i: number): Promise<{ status: number }>;
  /** The answer an attempt gets once the limit has lifted. */
  liftedStatus: number;
  max: number;
}

const cases: LimitCase[] = [
  {
    name: 'wrong passwords from one address (20 in 15 minutes)',
    windowSeconds: FIFTEEN_MINUTES,
    max: 20,
    attempt: (i) => signInFrom('10.8.0.1', `pessoa${i}@exemplo.com`, 'senha-errada'),
    liftedStatus: 401,
  },
  {
    name: 'wrong passwords at one account from one address (5 in 15 minutes)',
    windowSeconds: FIFTEEN_MINUTES,
    max: 5,
    attempt: () => signInFrom('10.8.0.2', 'gerente@demo.balcao.dev', 'senha-errada'),
    liftedStatus: 401,
  },
  {
    name: 'wrong two-factor codes (5 in 15 minutes)',
    windowSeconds: FIFTEEN_MINUTES,
    max: 5,
    attempt: () => verifyCode('000000'),
    liftedStatus: 401,
  },
  {
    name: 'reset e-mails to one recipient (5 an hour)',
    windowSeconds: ONE_HOUR,
    max: 5,
    attempt: (i) => requestReset('limite-relogio@exemplo.com', `10.8.1.${i}`),
    liftedStatus: 204,
  },
  {
    name: 'invitations to one recipient (3 an hour)',
    windowSeconds: ONE_HOUR,
    max: 3,
    attempt: () => invite('convite-relogio@exemplo.com'),
    liftedStatus: 201,
  },
];

describe.each(cases.map((c, index) => ({ ...c, index })))('the limit on $name', (limit) => {
  const { windowSeconds, max, attempt, liftedStatus, index } = limit;
  it('holds when the sandbox clock moves, and lifts after the real window', async () => {
    // Each case starts on a real instant of its own, later than every earlier case's, instead of adding to
    // the last one: a case that timed out on a loaded machine keeps running and would otherwise move the
    // next case's window past its attempts (seen as 401 instead of 429).
    const caseStart = REAL_START + index * 2 * 24 * 3600 * 1000;
    realMs = caseStart;
    for (let i = 0; i < max; i++) expect((await attempt(i)).status).toBe(liftedStatus);
    expect((await attempt(max)).status).toBe(429);

    await s.clock.advance(windowSeconds + 1);
    const afterAdvance = await attempt(max + 1);
    expect(afterAdvance.status).toBe(429);
    await s.clock.set(new Date(realMs + 400 * 24 * 3600 * 1000));
    expect((await attempt(max + 2)).status).toBe(429);
    await s.clock.set(new Date(realMs - 400 * 24 * 3600 * 1000));
    expect((await attempt(max + 3)).status).toBe(429);
    await s.clock.reset();

    realMs = caseStart + (windowSeconds + 1) * 1000;
    expect((await attempt(max + 4)).status).toBe(liftedStatus);
  });
});
