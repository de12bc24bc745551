import type { banking as contract } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EVP_KEYS, EXTERNAL_PIX_RECIPIENTS } from '../../../seed/pix-keys';
import {
  ADMIN,
  createTestSandbox,
  jsonBody,
  refusal,
  type SandboxOutbox,
  statusOf,
  type TestSandbox,
  withKey,
} from '../../test-support';
import { bankAccountOf, openBankAccount } from '../bank-accounts/account';
import { directoryForm, lookupPixKey, SANDBOX_BANK_ISPB } from './directory';

let s: TestSandbox;
const OTHER = 'outra@demo.balcao.dev';
const NEW = 'novo@demo.balcao.dev';
let checking: string;
let investment: string;
let otherChecking: string;

beforeAll(async () => {
  s = await createTestSandbox();
  const [demo] = await s.db.query<{ id: number }>("SELECT id FROM sellers WHERE document = '11222333000181'");
  const account = await bankAccountOf(s.db, demo!.id);
  checking = account.debitAccountId!;
  investment = account.investmentAccountId!;
  // A second seller banking here (the other merchant, with an admin holding banking roles) and a third
  // whose admin holds banking roles but never opened the account.
  const [other] = await s.db.query<{ id: number }>(
    "SELECT id FROM sellers WHERE document = '45321678000104'",
  );
  otherChecking = (await openBankAccount(s.db, other!.id, s.clock.now())).debitAccountId;
  await s.db.query("UPDATE users SET banking_profile = 'ADMIN' WHERE email IN ($1, $2)", [OTHER, NEW]);
});
afterAll(() => s?.close());

type NewKey = contract.components['schemas']['PixKeyCreateRequest'];
// The clock moves past the access tokens' life in one test: the clients refresh, as the app does.
const banking = async (email = ADMIN) => (await s.clients(email)).banking;
const create = async (body: NewKey, email = ADMIN, key?: string) =>
  (await banking(email)).POST('/key', { body, ...(key ? withKey(key) : {}) });
const created = async (body: NewKey, email = ADMIN) => (await create(body, email)).data!;
const list = async (id = checking, email = ADMIN) =>
  (await banking(email)).GET('/key/{id}', { params: { path: { id } } });
const keysOf = async (id = checking) => (await list(id)).data!;
const confirm = async (challengeId: string, code: string, email = ADMIN) =>
  (await banking(email)).POST('/key/confirmation/{challengeId}', {
    params: { path: { challengeId } },
    body: { code },
  });
const remove = async (id: string, keyType: NewKey['keyType'], email = ADMIN) =>
  (await banking(email)).DELETE('/key/{id}', { params: { path: { id }, query: { keyType } } });
/** Bodies the contract refuses and the 204 the client reads as a 200: raw calls. */
const raw = async (method: 'POST' | 'DELETE', url: string, payload?: object | string) =>
  s.call({
    method,
    url: `/banking${url}`,
    headers: {
      // Signed in anew: the clock moves past the access token's life in between.
      authorization: `Bearer ${(await s.signIn(ADMIN)).token}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
// The sandbox's outbox is no contract operation: a raw call.
const smsTo = async (phone: string) =>
  jsonBody<SandboxOutbox>(
    await s.call({
      method: 'GET',
      url: `/_sandbox/outbox?format=json&channel=SMS&to=${encodeURIComponent(phone)}`,
    }),
  ).emails;
const codeIn = (sms: { body: string }) => /é (\d{6})\./.exec(sms.body)![1]!;

describe('GET /key/{accountId}', () => {
  it('lists the seeded keys of each account: CNPJ, e-mail and random on checking, random on investment', async () => {
    const { response, data } = await list();
    const body = data!;
    expect(response.status).toBe(200);
    expect(body.map((k) => k.keyType)).toEqual(['cnpj', 'email', 'evp']);
    expect(body[0]).toMatchObject({ key: '11222333000181', accountId: checking, accountType: 'CHECKING' });
    expect(await keysOf(investment)).toEqual([
      expect.objectContaining({ key: DEMO_EVP_KEYS.investment, accountType: 'INVESTMENT' }),
    ]);
  });

  it("answers 404 for another seller's account and 409 'Conta não configurada.' without an active account", async () => {
    expect(await statusOf(list(otherChecking))).toBe(404);
    const inactive = await refusal(list(checking, NEW));
    expect(inactive.status).toBe(409);
    expect(inactive.errors[0]).toEqual({
      code: 'ACCOUNT_NOT_ACTIVE',
      description: 'Conta não configurada.',
    });
  });

  it('refuses users without the roles of /dados-conta', async () => {
    expect(await statusOf(list(checking, 'gerente@demo.balcao.dev'))).toBe(403);
    expect(await statusOf(list(checking, 'operador@demo.balcao.dev'))).toBe(403);
  });
});

describe('POST /key (Cadastrar)', () => {
  it('registers an e-mail key at once, in lower case', async () => {
    const { response, data } = await create({
      accountId: checking,
      keyType: 'email',
      key: 'Vendas@LojaExemplo.com.br',
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      status: 'REGISTERED',
      keyValue: 'vendas@lojaexemplo.com.br',
      challenge: null,
    });
    expect(data!.pixKey).toMatchObject({ keyType: 'email', accountType: 'CHECKING' });
    expect((await keysOf()).map((k) => k.key)).toContain('vendas@lojaexemplo.com.br');
  });

  it('draws a UUID v4 for a random key and returns it in keyValue', async () => {
    const { response, data } = await create({ accountId: investment, keyType: 'evp' });
    expect(response.status).toBe(201);
    expect(data!.keyValue).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(data!.pixKey!.key).toBe(data!.keyValue);
  });

  it('refuses a key the directory holds: this seller, another seller, or an external recipient', async () => {
    for (const [key, email, accountId] of [
      ['contato@lojaexemplo.com.br', ADMIN, checking],
      ['contato@lojaexemplo.com.br', OTHER, otherChecking],
      [EXTERNAL_PIX_RECIPIENTS[0].key, ADMIN, checking],
    ] as const) {
      const { status, errors } = await refusal(create({ accountId, keyType: 'email', key }, email));
      expect(status).toBe(409);
      expect(errors[0]).toEqual({
        code: 'PIX_KEY_ALREADY_REGISTERED',
        description: 'Esta chave Pix já está cadastrada.',
      });
    }
  });

  it.each<[Omit<NewKey, 'accountId'>, string]>([
    [{ keyType: 'email', key: 'loja@' }, 'Digite um e-mail válido!'],
    [{ keyType: 'phone', key: '11987654321' }, 'Digite um celular válido, com DDD.'],
    [{ keyType: 'cnpj', key: '45321678000104' }, 'A chave CNPJ deve ser o CNPJ da empresa.'],
    [{ keyType: 'evp', key: 'minha-chave' }, 'A chave aleatória é gerada pelo banco: não envie a chave.'],
    [{ keyType: 'email' }, 'Preenchimento obrigatório!'],
  ])('refuses %j with a 400 in the form’s words', async (input, message) => {
    const { status, errors } = await refusal(create({ accountId: checking, ...input }));
    expect(status).toBe(400);
    expect(errors[0]!.description).toBe(message);
  });

  it('refuses hostile input with a 400, never a 500', async () => {
    expect(
      await statusOf(create({ accountId: checking, keyType: 'email', key: `${'a'.repeat(80)}@x.com` })),
    ).toBe(400);
    expect(await statusOf(create({ accountId: 'not-a-uuid', keyType: 'evp' }))).toBe(400);
    // A key type the contract does not list, and a NUL in a raw body: only a raw call can send them.
    for (const payload of [
      { accountId: checking, keyType: 'pix', key: 'a@b.com' },
      '{"accountId": "x", "keyType": "email", "key": "a\\u0000@b.com"}',
    ])
      expect((await raw('POST', '/key', payload)).status).toBe(400);
  });

  it("answers 404 for another seller's account and 409 without an active account", async () => {
    expect(await statusOf(create({ accountId: otherChecking, keyType: 'evp' }))).toBe(404);
    expect(await statusOf(create({ accountId: checking, keyType: 'evp' }, NEW))).toBe(409);
  });

  it('refuses the 21st key of an account, and the other account still takes keys', async () => {
    const [row] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pix_keys WHERE account_id = $1',
      [investment],
    );
    for (let i = row!.n; i < 20; i++)
      expect((await create({ accountId: investment, keyType: 'evp' })).response.status).toBe(201);
    const refused = await refusal(create({ accountId: investment, keyType: 'evp' }));
    expect(refused.status).toBe(409);
    expect(refused.errors[0]).toEqual({
      code: 'PIX_KEY_LIMIT',
      description: 'A conta já tem 20 chaves Pix.',
    });
    expect(await keysOf(investment)).toHaveLength(20);
    expect((await create({ accountId: checking, keyType: 'evp' })).response.status).toBe(201);
  });
});

describe('phone keys: the SMS code (§4.3 otp)', () => {
  it('sends a code by SMS to the outbox, refuses a wrong one, and registers the key with the right one', async () => {
    const phone = '+5511912345678';
    const { response, data } = await create({ accountId: checking, keyType: 'phone', key: '5511912345678' });
    const body = data!;
    expect(response.status).toBe(201);
    expect(body).toMatchObject({ status: 'AWAITING_CONFIRMATION', keyValue: null, pixKey: null });
    expect(body.challenge).toMatchObject({ key: phone, keyType: 'phone', accountId: checking });
    const [sms] = await smsTo(phone);
    expect(sms!.channel).toBe('SMS');
    const code = codeIn(sms!);
    const wrong = code === '000000' ? '111111' : '000000';
    const challengeId = body.challenge!.id;
    const refused = await refusal(confirm(challengeId, wrong));
    expect(refused.status).toBe(400);
    expect(refused.errors[0]).toEqual({ code: 'INVALID_CODE', description: 'Código inválido' });
    const [attempts] = await s.db.query<{ attempts: number }>(
      'SELECT attempts FROM pix_key_challenges WHERE id = $1',
      [challengeId],
    );
    expect(attempts!.attempts).toBe(1);
    expect((await keysOf()).map((k) => k.key)).not.toContain(phone);
    const confirmed = await confirm(challengeId, code);
    expect(confirmed.response.status).toBe(201);
    expect(confirmed.data).toMatchObject({ status: 'REGISTERED', keyValue: phone, challenge: null });
    expect(confirmed.data!.pixKey).toMatchObject({ key: phone, keyType: 'phone', accountType: 'CHECKING' });
    const again = await refusal(confirm(challengeId, code));
    expect(again.status).toBe(409);
    expect(again.errors[0]!.code).toBe('PIX_KEY_CHALLENGE_EXPIRED');
    expect(await statusOf(create({ accountId: checking, keyType: 'phone', key: '5511912345678' }))).toBe(409);
  });

  it('replays the same Idempotency-Key without a second SMS', async () => {
    const body: NewKey = { accountId: checking, keyType: 'phone', key: '5511923456789' };
    const first = await create(body, ADMIN, 'pix-celular-1');
    const second = await create(body, ADMIN, 'pix-celular-1');
    expect(second.data!.challenge!.id).toBe(first.data!.challenge!.id);
    expect(await smsTo('+5511923456789')).toHaveLength(1);
  });

  it('voids the code after 10 minutes of the sandbox clock and after five wrong tries', async () => {
    const late = await created({ accountId: checking, keyType: 'phone', key: '5511934567890' });
    const code = codeIn((await smsTo('+5511934567890'))[0]!);
    await s.clock.advance(11 * 60_000);
    const expired = await refusal(confirm(late.challenge!.id, code));
    expect(expired.status).toBe(409);
    expect(expired.errors[0]!.code).toBe('PIX_KEY_CHALLENGE_EXPIRED');

    const guessed = await created({ accountId: checking, keyType: 'phone', key: '5511945678901' });
    const right = codeIn((await smsTo('+5511945678901'))[0]!);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await refusal(confirm(guessed.challenge!.id, wrong))).errors[0]!.code).toBe('INVALID_CODE');
    const after = await refusal(confirm(guessed.challenge!.id, right));
    expect(after.errors[0]!.code).toBe('PIX_KEY_CHALLENGE_EXPIRED');
  });

  it("hides another seller's challenge behind a 404", async () => {
    const mine = await created({ accountId: checking, keyType: 'phone', key: '5511956789012' });
    const code = codeIn((await smsTo('+5511956789012'))[0]!);
    expect(await statusOf(confirm(mine.challenge!.id, code, OTHER))).toBe(404);
  });
});

describe('DELETE /key/{id}?keyType (Excluir chave)', () => {
  it('frees the key: gone from the list, and it can be registered again', async () => {
    const key = await created({ accountId: checking, keyType: 'email', key: 'apagar@lojaexemplo.com.br' });
    const id = key.pixKey!.id;
    expect(await statusOf(remove(id, 'phone'))).toBe(400);
    expect(await statusOf(remove(id, 'email', OTHER))).toBe(404);
    // Through `s.call`: the client reads a 204 as a 200 with `{}` (§7.5), and the 204 is what is checked.
    expect((await raw('DELETE', `/key/${id}?keyType=email`)).status).toBe(204);
    expect(await statusOf(remove(id, 'email'))).toBe(404);
    expect((await keysOf()).map((k) => k.id)).not.toContain(id);
    const again = create(
      { accountId: otherChecking, keyType: 'email', key: 'apagar@lojaexemplo.com.br' },
      OTHER,
    );
    expect(await statusOf(again)).toBe(201);
  });
});

describe('lookupPixKey (the directory, for accounts payable)', () => {
  it("finds a seller's key with the seller as recipient at the sandbox's bank", async () => {
    expect(await lookupPixKey(s.db, '11.222.333/0001-81')).toMatchObject({
      keyType: 'cnpj',
      recipientName: 'Loja Exemplo Ltda',
      recipientDocument: '11222333000181',
      bankIspb: SANDBOX_BANK_ISPB,
      accountId: checking,
    });
  });

  it('finds every seeded external recipient, as typed by a payer, and nothing for an unknown key', async () => {
    for (const r of EXTERNAL_PIX_RECIPIENTS)
      expect(await lookupPixKey(s.db, r.key.toUpperCase())).toMatchObject({
        recipientName: r.name,
        recipientDocument: r.document,
        bankIspb: r.ispb,
        sellerId: null,
      });
    expect((await lookupPixKey(s.db, '55 (21) 99887-7665'))?.recipientName).toBe('João Pedro Almeida');
    expect(await lookupPixKey(s.db, 'ninguem@exemplo.com')).toBeNull();
  });

  it('writes keys in the directory form', () => {
    expect(directoryForm('123.456.789-09')).toBe('12345678909');
    expect(directoryForm('+55 11 98765-4321')).toBe('+5511987654321');
    expect(directoryForm('7D3F2A9C4B1E4C8D9E6F0A1B2C3D4E5F')).toBe('7d3f2a9c-4b1e-4c8d-9e6f-0a1b2c3d4e5f');
  });
});
