import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { BadRequestError, ConflictError, PermissionDeniedError, type PixKey } from '../src';
import { ADMIN, failureOf, MANAGER, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
let checking: string;
let investment: string;

/** The bank account's ids, as GET /banking/accounts answers them to the signed-in admin. */
async function accountIds(): Promise<{ debitAccountId: string; investmentAccountId: string }> {
  const session = await sandbox.balcao(ADMIN).auth.signIn();
  const response = await fetch(`${sandbox.url}/banking/accounts`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return response.json();
}

/** The code of the newest SMS to `phone` in the sandbox's outbox. */
async function smsCode(phone: string): Promise<string> {
  const response = await fetch(
    `${sandbox.url}/_sandbox/outbox?format=json&channel=SMS&to=${encodeURIComponent(phone)}`,
  );
  const { emails } = (await response.json()) as { emails: { body: string }[] };
  const code = /é (\d{6})\./.exec(emails[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

beforeAll(async () => {
  sandbox = await startRealSandbox();
  ({ debitAccountId: checking, investmentAccountId: investment } = await accountIds());
}, 60_000);
afterAll(() => sandbox?.close());

describe('pix.keys', () => {
  it('lists the keys of each account', async () => {
    const balcao = sandbox.balcao(ADMIN);
    const keys = await balcao.pix.keys.list(checking);
    expect(keys.map((k) => k.keyType)).toEqual(expect.arrayContaining(['cnpj', 'email', 'evp']));
    expect((await balcao.pix.keys.list(investment)).every((k) => k.accountType === 'INVESTMENT')).toBe(true);
  });

  it('registers a random key at once and returns the UUID in keyValue', async () => {
    const balcao = sandbox.balcao(ADMIN);
    const created = await balcao.pix.keys.create({ accountId: checking, keyType: 'evp' });
    if (created.status !== 'REGISTERED') throw new Error(`expected REGISTERED, got ${created.status}`);
    expectTypeOf(created.pixKey).toEqualTypeOf<PixKey>();
    expect(created.keyValue).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.pixKey.key).toBe(created.keyValue);
    expect((await balcao.pix.keys.list(checking)).map((k) => k.key)).toContain(created.keyValue);
  });

  it('registers a phone key with the SMS code, once per idempotency key, and deletes it', async () => {
    const balcao = sandbox.balcao(ADMIN);
    const params = { accountId: checking, keyType: 'phone' as const, key: '5511976543210' };
    const pending = await balcao.pix.keys.create(params, { idempotencyKey: 'sdk-pix-celular' });
    const replay = await balcao.pix.keys.create(params, { idempotencyKey: 'sdk-pix-celular' });
    if (pending.status !== 'AWAITING_CONFIRMATION')
      throw new Error(`expected a challenge, got ${pending.status}`);
    expect(replay.challenge?.id).toBe(pending.challenge.id);
    const wrong = await failureOf(balcao.pix.keys.confirm(pending.challenge.id, { code: 'abc' }));
    expect(wrong).toBeInstanceOf(BadRequestError);
    const code = await smsCode('+5511976543210');
    const { pixKey } = await balcao.pix.keys.confirm(pending.challenge.id, { code });
    expect(pixKey).toMatchObject({ key: '+5511976543210', keyType: 'phone' });
    await balcao.pix.keys.delete(pixKey.id, { keyType: 'phone' });
    expect((await balcao.pix.keys.list(checking)).map((k) => k.id)).not.toContain(pixKey.id);
  });

  it('refuses a key already in the directory, a bad e-mail, and users without the roles', async () => {
    const balcao = sandbox.balcao(ADMIN);
    const taken = await failureOf(
      balcao.pix.keys.create({ accountId: checking, keyType: 'email', key: 'contato@lojaexemplo.com.br' }),
    );
    expect(taken).toBeInstanceOf(ConflictError);
    expect((taken as ConflictError).errors[0]?.code).toBe('PIX_KEY_ALREADY_REGISTERED');
    const invalid = await failureOf(
      balcao.pix.keys.create({ accountId: checking, keyType: 'email', key: 'loja@' }),
    );
    expect((invalid as BadRequestError).errors[0]?.description).toBe('Digite um e-mail válido!');
    expect(await failureOf(sandbox.balcao(MANAGER).pix.keys.list(checking))).toBeInstanceOf(
      PermissionDeniedError,
    );
  });
});
