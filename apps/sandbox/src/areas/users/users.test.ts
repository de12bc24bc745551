import type { core as contract } from '@balcao/client';
import { rolesForProfile } from '@balcao/domain/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/constants';
import { DEMO_STAFF_USERS } from '../../../seed/users';
import {
  ADMIN,
  asBearer,
  createTestSandbox,
  descriptions,
  errorBody,
  jsonBody,
  refusal,
  type SandboxOutbox,
  statusOf,
  type TestSandbox,
  withKey,
} from '../../test-support';
import { signToken } from '../auth/tokens';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox({ publicAppUrl: 'http://app.exemplo:4010' });
});
afterAll(() => s?.close());

/** Who calls: a demo user (the cached clients), a token the test holds (the provider's staff), or nobody. */
type Caller = string | { token: string } | null;
const core = async (as: Caller) => (await s.clients(typeof as === 'string' ? as : null)).core;
/** A held token rides as the call's own bearer, with the call's Idempotency-Key when given. */
const opts = (as: Caller, key?: string) =>
  as !== null && typeof as === 'object' ? asBearer(as.token, key) : key ? withKey(key) : {};
type NewUser = contract.components['schemas']['CreateUserRequest'];
type UserChange = contract.components['schemas']['UpdateUserRequest'];
type ListQuery = contract.operations['listUsers']['parameters']['query'];
const listUsers = async (as: Caller, query: ListQuery = {}) =>
  (await core(as)).GET('/app/v1/users', { params: { query }, ...opts(as) });
const createUser = async (as: Caller, body: NewUser, key?: string) =>
  (await core(as)).POST('/app/v1/users', { body, ...opts(as, key) });
const getUser = async (as: Caller, id: number) =>
  (await core(as)).GET('/app/v1/users/{id}', { params: { path: { id } }, ...opts(as) });
const patchUser = async (as: Caller, id: number, body: UserChange) =>
  (await core(as)).PATCH('/app/v1/users/{id}', { params: { path: { id } }, body, ...opts(as) });
const deleteUser = async (as: Caller, id: number) =>
  (await core(as)).DELETE('/sellers/authenticated/users/{id}', { params: { path: { id } }, ...opts(as) });
const toggles = async (token: string) => (await core(null)).GET('/users/feature-toggles', asBearer(token));
const signIn = async (email: string, password: string) =>
  (await core(null)).POST('/public/auth/sign-in', { body: { credentials: { email, password } } });
const refresh = async (refreshToken: string) =>
  (await core(null)).POST('/public/auth/refresh-token', { body: { refreshToken } });
const setPassword = async (token: string, newPassword: string) =>
  (await core(null)).PATCH('/public/password-tokens/{token}', {
    params: { path: { token } },
    body: { newPassword },
  });
/**
 * Through `s.call`: bodies, paths and queries the contract refuses, and the 204s the client reads as 200
 * (§7.5) where the 204 is what is checked.
 */
const raw = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  s.call({
    method,
    url,
    headers: url.startsWith('/core/public') ? {} : await s.bearer(ADMIN),
    ...(payload === undefined ? {} : { payload }),
  });

async function idOf(email: string): Promise<number> {
  const [row] = await s.db.query<{ id: number }>(
    'SELECT id FROM users WHERE email = $1 AND deleted_at IS NULL',
    [email],
  );
  if (!row) throw new Error(`sem usuário ${email}`);
  return row.id;
}

const userCount = async () => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;

// The sandbox's outbox is no contract operation: a raw call.
async function outbox(to: string) {
  const response = await s.call({ method: 'GET', url: `/_sandbox/outbox?format=json&to=${to}` });
  return jsonBody<SandboxOutbox>(response).emails;
}

const inviteToken = (body: string) =>
  /http:\/\/app\.exemplo:4010\/redefinir-senha\/([0-9a-f]+)/.exec(body)?.[1];

const sessionVersionOf = async (email: string) =>
  (await s.db.query<{ v: number }>('SELECT session_version AS v FROM users WHERE email = $1', [email]))[0]!.v;

/** An access token as the provider's staff would hold it: SELLER_BACKOFFICE, no profile gives it. */
async function backofficeBearer(bankingRoles: string[] = []) {
  const token = await signToken(
    {
      secret: new TextEncoder().encode('segredo-de-teste'),
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 900,
      twoFactorTokenTtlSeconds: 60,
    },
    s.clock,
    'access',
    {
      userId: await idOf('gerente@demo.balcao.dev'),
      sellerId: 1,
      roles: ['SELLER_BACKOFFICE'],
      bankingRoles,
      sessionVersion: await sessionVersionOf('gerente@demo.balcao.dev'),
    },
  );
  return { token };
}

describe('GET /app/v1/users', () => {
  it("lists only the caller's seller, every status, in Spring pages", async () => {
    const { response, data } = await listUsers(ADMIN, { size: 100 });
    const body = data!;
    expect(response.status).toBe(200);
    const emails = body.content.map((u) => u.email);
    expect(emails).toContain(ADMIN);
    expect(emails).not.toContain('outra@demo.balcao.dev');
    expect(emails).toEqual([...emails].sort());
    for (const staff of DEMO_STAFF_USERS) {
      expect(body.content).toContainEqual(
        expect.objectContaining({
          email: staff.email,
          profile: staff.profile,
          bankingProfile: staff.bankingProfile,
          status: staff.status,
        }),
      );
    }
    const first = (await listUsers(ADMIN, { size: 3, page: 1, sort: 'createdAt,DESC' })).data!;
    expect(first).toMatchObject({ number: 1, size: 3, totalElements: body.totalElements });
    expect(first.totalPages).toBe(Math.ceil(body.totalElements / 3));
    expect(first.content).toHaveLength(3);
  });

  it('is for SELLER_ADMIN and SELLER_BACKOFFICE only', async () => {
    for (const email of ['gerente@demo.balcao.dev', 'vendas@demo.balcao.dev', 'operador@demo.balcao.dev']) {
      const refused = await refusal(listUsers(email));
      expect(refused.status).toBe(403);
      expect(refused.errors[0]!.code).toBe('FORBIDDEN');
    }
    expect(await statusOf(listUsers(await backofficeBearer()))).toBe(200);
    expect(await statusOf(listUsers(null))).toBe(401);
    expect(await statusOf(listUsers(ADMIN, { size: 0 }))).toBe(400);
    expect((await raw('GET', '/core/app/v1/users?sort=senha,ASC')).status).toBe(400);
  });
});

describe('GET /app/v1/users/profiles', () => {
  it('offers banking profiles only to a caller whose banking account is active', async () => {
    const profiles = async (email: string) => (await core(email)).GET('/app/v1/users/profiles');
    const withBanking = (await profiles(ADMIN)).data!;
    expect(withBanking).toContainEqual({ value: 'SALE', label: 'Vendedor', type: 'user_profile' });
    expect(withBanking).toContainEqual({ value: 'OPERADOR', label: 'Operador', type: 'banking_profile' });
    expect(withBanking).toHaveLength(8);
    const withoutBanking = (await profiles('outra@demo.balcao.dev')).data!;
    expect(withoutBanking.map((o) => o.type)).toEqual(Array(5).fill('user_profile'));
    expect(await statusOf(profiles('vendas@demo.balcao.dev'))).toBe(403);
  });
});

describe('POST /app/v1/users', () => {
  it('creates a CREATED user, e-mails an invitation, and the link sets the password and activates', async () => {
    const email = 'nova.vendedora@lojaexemplo.com.br';
    const created = await createUser(ADMIN, {
      email: ' Nova.Vendedora@LojaExemplo.com.br ',
      profile: 'SALE',
      bankingProfile: null,
    });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ email, profile: 'SALE', bankingProfile: null, status: 'CREATED' });
    const [invitation] = await outbox(email);
    expect(invitation?.subject).toBe('Convite para acessar o Balcão');
    expect(invitation?.body).toContain('Loja Exemplo');
    const token = inviteToken(invitation!.body)!;
    expect(token).toBeTruthy();
    // Nobody signs in before setting the password.
    expect(await statusOf(signIn(email, ''))).toBe(401);

    // Accepting an invitation sets a password too: the common ones are refused there as well.
    expect(await statusOf(setPassword(token, 'qwertyuiop'))).toBe(400);
    const set = await s.call({
      method: 'PATCH',
      url: `/core/public/password-tokens/${token}`,
      payload: { newPassword: 'senha-da-vendedora' },
    });
    expect(set.status).toBe(204);
    const session = await s.signIn(email, 'senha-da-vendedora');
    expect(session.roles).toEqual(rolesForProfile('SALE'));
    expect(session.bankingRoles).toEqual([]);
    expect((await getUser(ADMIN, created.data!.id)).data!.status).toBe('ACTIVE');
  });

  it('lets an invited user whose link expired finish with a reset link instead', async () => {
    const email = 'expirado@lojaexemplo.com.br';
    expect(await statusOf(createUser(ADMIN, { email, profile: 'SALE' }))).toBe(201);
    expect(
      (await s.call({ method: 'PATCH', url: '/core/public/users/reset-password', payload: { email } }))
        .status,
    ).toBe(204);
    const [reset] = await outbox(email);
    expect(reset?.subject).toBe('Redefinição de senha do Balcão');
    const set = await s.call({
      method: 'PATCH',
      url: `/core/public/password-tokens/${inviteToken(reset!.body)}`,
      payload: { newPassword: 'senha-da-convidada' },
    });
    expect(set.status).toBe(204);
    expect((await s.signIn(email, 'senha-da-convidada')).roles).toEqual(rolesForProfile('SALE'));
  });

  it('answers every validation failure with its Portuguese message, writing nothing', async () => {
    const before = await userCount();
    const cases: [NewUser, number, string[]][] = [
      [{ email: '', profile: null }, 400, ['O campo e-mail é obrigatório!', 'Selecione ao menos um perfil.']],
      [{ email: 'ana@', profile: 'SALE' }, 400, ['Digite um e-mail válido!']],
      [{ email: '<script>@x.com', profile: 'SALE' }, 400, ['Digite um e-mail válido!']],
      [{ email: 'ana@loja.com.br' }, 400, ['Selecione ao menos um perfil.']],
      [
        { email: 'ana@loja.com.br', profile: null, bankingProfile: null },
        400,
        ['Selecione ao menos um perfil.'],
      ],
    ];
    for (const [body, status, expected] of cases) {
      const response = await refusal(createUser(ADMIN, body));
      expect(response.status).toBe(status);
      expect(descriptions(response)).toEqual(expected);
    }
    const long = await refusal(
      createUser(ADMIN, { email: `${'a'.repeat(250)}@loja.com.br`, profile: 'SALE' }),
    );
    expect(long.status).toBe(400);
    expect(long.errors[0]!.code).toBe('VALIDATION');
    // Profiles the contract does not list, fields it does not have, a number for the e-mail: raw calls.
    for (const payload of [
      { email: 'ana@loja.com.br', profile: 'ROOT' },
      { email: 'ana@loja.com.br', profile: 'SALE', bankingProfile: 'MANAGER' },
      { email: 'ana@loja.com.br', profile: 'SALE', roles: ['SELLER_MASTER'] },
      { email: 42, profile: 'SALE' },
    ]) {
      const response = await raw('POST', '/core/app/v1/users', payload);
      expect(response.status).toBe(400);
      expect(errorBody(response).errors[0]?.code).toBe('VALIDATION');
    }
    expect(await userCount()).toBe(before);
  });

  it("refuses an e-mail that is already a user's, of this seller or another", async () => {
    for (const email of ['VENDAS@demo.balcao.dev', 'outra@demo.balcao.dev', 'convidada@demo.balcao.dev']) {
      const response = await refusal(createUser(ADMIN, { email, profile: 'SALE' }));
      expect(response.status).toBe(409);
      expect(response.errors).toEqual([
        { code: 'EMAIL_IN_USE', description: 'Já existe um usuário com este e-mail.' },
      ]);
    }
  });

  it('gives banking profiles only while the banking account is active', async () => {
    const refused = await refusal(
      createUser('outra@demo.balcao.dev', {
        email: 'banco@comerciomodelo.com.br',
        bankingProfile: 'OPERADOR',
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.errors[0]!.code).toBe('BANKING_PROFILE_UNAVAILABLE');
    const given = await createUser(ADMIN, {
      email: 'tesouraria@lojaexemplo.com.br',
      bankingProfile: 'OPERADOR',
    });
    expect(given.response.status).toBe(201);
    expect(given.data).toMatchObject({ profile: null, bankingProfile: 'OPERADOR' });
  });

  it('is refused to a user without SELLER_ADMIN or SELLER_BACKOFFICE', async () => {
    const before = await userCount();
    const refused = createUser('gerente@demo.balcao.dev', { email: 'x@loja.com.br', profile: 'SALE' });
    expect(await statusOf(refused)).toBe(403);
    expect(await userCount()).toBe(before);
    const staff = createUser(await backofficeBearer(), {
      email: 'suporte@lojaexemplo.com.br',
      profile: 'MANAGER',
    });
    expect(await statusOf(staff)).toBe(201);
  });

  it('replays a repeated Idempotency-Key without a second user or e-mail; another body is a conflict', async () => {
    const email = 'repetido@lojaexemplo.com.br';
    const key = 'convite-repetido-0001';
    const first = await createUser(ADMIN, { email, profile: 'SUPERVISOR' }, key);
    const again = await createUser(ADMIN, { email, profile: 'SUPERVISOR' }, key);
    expect(first.response.status).toBe(201);
    expect(again.response.status).toBe(201);
    expect(again.data).toEqual(first.data);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(await outbox(email)).toHaveLength(1);
    const other = await refusal(createUser(ADMIN, { email, profile: 'SALE' }, key));
    expect(other.status).toBe(409);
    expect(other.errors[0]!.code).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe('GET /app/v1/users/{id}', () => {
  it("answers the seller's own user and 404 for another seller's or an unknown one", async () => {
    const own = await getUser(ADMIN, await idOf('vendas@demo.balcao.dev'));
    expect(own.data).toMatchObject({ email: 'vendas@demo.balcao.dev', profile: 'SALE', status: 'ACTIVE' });
    for (const id of [await idOf('outra@demo.balcao.dev'), 999999]) {
      const missing = await refusal(getUser(ADMIN, id));
      expect(missing.status).toBe(404);
      expect(missing.errors[0]!.code).toBe('NOT_FOUND');
    }
    expect((await raw('GET', '/core/app/v1/users/abc')).status).toBe(400);
    expect(await statusOf(getUser('vendas@demo.balcao.dev', await idOf(ADMIN)))).toBe(403);
  });
});

describe('PATCH /app/v1/users/{id}', () => {
  it('changes the profile; the roles follow at the user’s next refresh', async () => {
    const email = 'supervisor@demo.balcao.dev';
    const session = await s.signIn(email);
    expect(session.roles).not.toContain('SELLER_FINANCES');
    const changed = await patchUser(ADMIN, await idOf(email), { profile: 'MANAGER' });
    expect(changed.response.status).toBe(200);
    expect(changed.data).toMatchObject({ email, profile: 'MANAGER', status: 'ACTIVE' });
    const refreshed = await refresh(session.refreshToken!);
    expect(refreshed.response.status).toBe(200);
    expect(refreshed.data!.roles).toEqual(rolesForProfile('MANAGER'));
  });

  it('blocks a user: the next call with their token is refused, then refresh and sign-in; ACTIVE again lets them in', async () => {
    const email = 'atendimento@demo.balcao.dev';
    const session = await s.signIn(email);
    expect(await statusOf(toggles(session.token))).toBe(200);
    const id = await idOf(email);
    for (const status of ['BLOCKED', 'INACTIVE'] as const) {
      const blocked = await patchUser(ADMIN, id, { status });
      expect(blocked.data!.status).toBe(status);
      expect(await statusOf(toggles(session.token))).toBe(401);
      expect(await statusOf(refresh(session.refreshToken!))).toBe(401);
      const refused = await refusal(signIn(email, DEMO_PASSWORD));
      expect(refused.status).toBe(401);
      expect(refused.errors[0]!.code).toBe('BAR-0002');
    }
    expect(await statusOf(patchUser(ADMIN, id, { status: 'ACTIVE' }))).toBe(200);
    expect((await s.signIn(email)).roles).toEqual(rolesForProfile('SALE'));
  });

  it('keeps CREATED users, the caller’s own status and a user without profiles out', async () => {
    const invited = await refusal(
      patchUser(ADMIN, await idOf('convidada@demo.balcao.dev'), { profile: 'ADMIN' }),
    );
    expect(invited.status).toBe(409);
    expect(invited.errors[0]).toEqual({
      code: 'USER_NOT_EDITABLE',
      description: 'Usuário com convite pendente não pode ser editado.',
    });
    const self = await refusal(patchUser(ADMIN, await idOf(ADMIN), { status: 'BLOCKED' }));
    expect(self.status).toBe(409);
    expect(self.errors[0]!.code).toBe('OWN_USER');
    const vendas = await idOf('vendas@demo.balcao.dev');
    const none = await refusal(patchUser(ADMIN, vendas, { profile: null }));
    expect(none.status).toBe(400);
    expect(none.errors[0]!.description).toBe('Selecione ao menos um perfil.');
    expect(await statusOf(patchUser(ADMIN, vendas, {}))).toBe(400);
    // A status nobody assigns, a profile the contract does not list, a field it does not have: raw calls.
    for (const payload of [{ status: 'CREATED' }, { profile: 'ROOT' }, { email: 'x@y.com' }]) {
      expect((await raw('PATCH', `/core/app/v1/users/${vendas}`, payload)).status).toBe(400);
    }
    expect((await getUser(ADMIN, vendas)).data!.profile).toBe('SALE');
  });

  it('changes a banking profile only while the caller’s banking account is active', async () => {
    const id = await idOf('financeiro@demo.balcao.dev');
    const withoutBanking = await backofficeBearer();
    const refused = await refusal(patchUser(withoutBanking, id, { bankingProfile: 'OPERADOR' }));
    expect(refused.status).toBe(400);
    expect(refused.errors[0]!.code).toBe('BANKING_PROFILE_UNAVAILABLE');
    // Sending the banking profile unchanged is fine: the dialog without the banking field sends it back.
    const unchanged = patchUser(withoutBanking, id, { profile: 'FINANCE', bankingProfile: 'FINANCEIRO' });
    expect(await statusOf(unchanged)).toBe(200);
    const changed = await patchUser(ADMIN, id, { bankingProfile: 'OPERADOR' });
    expect(changed.data!.bankingProfile).toBe('OPERADOR');
  });

  it("refuses another seller's user and a caller without the roles", async () => {
    const other = patchUser(ADMIN, await idOf('outra@demo.balcao.dev'), { status: 'BLOCKED' });
    expect(await statusOf(other)).toBe(404);
    expect(await statusOf(patchUser('vendas@demo.balcao.dev', await idOf(ADMIN), { profile: 'SALE' }))).toBe(
      403,
    );
    expect((await s.signIn('outra@demo.balcao.dev')).roles).toContain('SELLER_ADMIN');
  });
});

describe('DELETE /sellers/authenticated/users/{id}', () => {
  it('deletes a user: gone from the list, sessions and invitation links end, the e-mail is free again', async () => {
    const email = 'temporario@lojaexemplo.com.br';
    const created = (await createUser(ADMIN, { email, profile: 'SALE' })).data!;
    const token = inviteToken((await outbox(email))[0]!.body)!;
    const removed = await raw('DELETE', `/core/sellers/authenticated/users/${created.id}`);
    expect(removed.status).toBe(204);
    expect(await statusOf(getUser(ADMIN, created.id))).toBe(404);
    const list = (await listUsers(ADMIN, { size: 100 })).data!.content;
    expect(list.map((u) => u.email)).not.toContain(email);
    expect(await statusOf(setPassword(token, 'senha-qualquer'))).toBe(404);
    const again = await createUser(ADMIN, { email, profile: 'SUPERVISOR' });
    expect(again.response.status).toBe(201);
    expect(again.data!.id).not.toBe(created.id);

    const session = await s.signIn('financeiro@demo.balcao.dev');
    await deleteUser(ADMIN, await idOf('financeiro@demo.balcao.dev'));
    expect(await statusOf(toggles(session.token))).toBe(401);
    const refused = await refusal(signIn('financeiro@demo.balcao.dev', DEMO_PASSWORD));
    expect(refused.status).toBe(401);
    expect(refused.errors[0]!.code).toBe('BAR-0001');
  });

  it("refuses yourself, another seller's user and a caller without the roles", async () => {
    const self = await refusal(deleteUser(ADMIN, await idOf(ADMIN)));
    expect(self.status).toBe(409);
    expect(self.errors[0]).toEqual({
      code: 'OWN_USER',
      description: 'Você não pode excluir o seu próprio usuário.',
    });
    expect(await statusOf(deleteUser(ADMIN, await idOf('outra@demo.balcao.dev')))).toBe(404);
    const vendas = await idOf('vendas@demo.balcao.dev');
    expect(await statusOf(deleteUser('gerente@demo.balcao.dev', vendas))).toBe(403);
    expect(await statusOf(getUser(ADMIN, vendas))).toBe(200);
  });
});
