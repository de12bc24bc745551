import { rolesForProfile } from '@balcao/domain/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/constants';
import { DEMO_STAFF_USERS } from '../../../seed/users';
import { ADMIN, createTestSandbox, type TestSandbox } from '../../test-support';
import { signToken } from '../auth/tokens';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox({ publicAppUrl: 'http://app.exemplo:4010' });
});
afterAll(() => s?.close());

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  as: string | { authorization: string } | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const auth = as === null ? {} : typeof as === 'string' ? await s.bearer(as) : as;
  return s.call({
    method,
    url: `/core${url}`,
    headers: { ...auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function idOf(email: string): Promise<number> {
  const [row] = await s.db.query<{ id: number }>(
    'SELECT id FROM users WHERE email = $1 AND deleted_at IS NULL',
    [email],
  );
  if (!row) throw new Error(`sem usuário ${email}`);
  return row.id;
}

const userCount = async () => (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;

async function outbox(to: string) {
  const response = await s.call({ method: 'GET', url: `/_sandbox/outbox?format=json&to=${to}` });
  return response.body.emails as { subject: string; body: string }[];
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
  return { authorization: `Bearer ${token}` };
}

describe('GET /app/v1/users', () => {
  it("lists only the caller's seller, every status, in Spring pages", async () => {
    const { status, body } = await call('GET', '/app/v1/users?size=100', ADMIN);
    expect(status).toBe(200);
    const emails = body.content.map((u: { email: string }) => u.email);
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
    const first = await call('GET', '/app/v1/users?size=3&page=1&sort=createdAt,DESC', ADMIN);
    expect(first.body).toMatchObject({ number: 1, size: 3, totalElements: body.totalElements });
    expect(first.body.totalPages).toBe(Math.ceil(body.totalElements / 3));
    expect(first.body.content).toHaveLength(3);
  });

  it('is for SELLER_ADMIN and SELLER_BACKOFFICE only', async () => {
    for (const email of ['gerente@demo.balcao.dev', 'vendas@demo.balcao.dev', 'operador@demo.balcao.dev']) {
      const refused = await call('GET', '/app/v1/users', email);
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0].code).toBe('FORBIDDEN');
    }
    expect((await call('GET', '/app/v1/users', await backofficeBearer())).status).toBe(200);
    expect((await call('GET', '/app/v1/users', null)).status).toBe(401);
    expect((await call('GET', '/app/v1/users?size=0', ADMIN)).status).toBe(400);
    expect((await call('GET', '/app/v1/users?sort=senha,ASC', ADMIN)).status).toBe(400);
  });
});

describe('GET /app/v1/users/profiles', () => {
  it('offers banking profiles only to a caller whose banking account is active', async () => {
    const withBanking = (await call('GET', '/app/v1/users/profiles', ADMIN)).body;
    expect(withBanking).toContainEqual({ value: 'SALE', label: 'Vendedor', type: 'user_profile' });
    expect(withBanking).toContainEqual({ value: 'OPERADOR', label: 'Operador', type: 'banking_profile' });
    expect(withBanking).toHaveLength(8);
    const withoutBanking = (await call('GET', '/app/v1/users/profiles', 'outra@demo.balcao.dev')).body;
    expect(withoutBanking.map((o: { type: string }) => o.type)).toEqual(Array(5).fill('user_profile'));
    expect((await call('GET', '/app/v1/users/profiles', 'vendas@demo.balcao.dev')).status).toBe(403);
  });
});

describe('POST /app/v1/users', () => {
  it('creates a CREATED user, e-mails an invitation, and the link sets the password and activates', async () => {
    const email = 'nova.vendedora@lojaexemplo.com.br';
    const created = await call('POST', '/app/v1/users', ADMIN, {
      email: ' Nova.Vendedora@LojaExemplo.com.br ',
      profile: 'SALE',
      bankingProfile: null,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, profile: 'SALE', bankingProfile: null, status: 'CREATED' });
    const [invitation] = await outbox(email);
    expect(invitation?.subject).toBe('Convite para acessar o Balcão');
    expect(invitation?.body).toContain('Loja Exemplo');
    const token = inviteToken(invitation!.body);
    expect(token).toBeTruthy();
    // Nobody signs in before setting the password.
    expect(
      (
        await s.call({
          method: 'POST',
          url: '/core/public/auth/sign-in',
          payload: { credentials: { email, password: '' } },
        })
      ).status,
    ).toBe(401);

    // Accepting an invitation sets a password too: the common ones are refused there as well.
    const common = await s.call({
      method: 'PATCH',
      url: `/core/public/password-tokens/${token}`,
      payload: { newPassword: 'qwertyuiop' },
    });
    expect(common.status).toBe(400);
    const set = await s.call({
      method: 'PATCH',
      url: `/core/public/password-tokens/${token}`,
      payload: { newPassword: 'senha-da-vendedora' },
    });
    expect(set.status).toBe(204);
    const session = await s.signIn(email, 'senha-da-vendedora');
    expect(session.roles).toEqual(rolesForProfile('SALE'));
    expect(session.bankingRoles).toEqual([]);
    expect((await call('GET', `/app/v1/users/${created.body.id}`, ADMIN)).body.status).toBe('ACTIVE');
  });

  it('lets an invited user whose link expired finish with a reset link instead', async () => {
    const email = 'expirado@lojaexemplo.com.br';
    expect((await call('POST', '/app/v1/users', ADMIN, { email, profile: 'SALE' })).status).toBe(201);
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
    const cases: [unknown, number, string[]][] = [
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
    for (const [payload, status, descriptions] of cases) {
      const response = await call('POST', '/app/v1/users', ADMIN, payload);
      expect(response.status).toBe(status);
      expect(response.body.errors.map((e: { description: string }) => e.description)).toEqual(descriptions);
    }
    for (const payload of [
      { email: 'ana@loja.com.br', profile: 'ROOT' },
      { email: 'ana@loja.com.br', profile: 'SALE', bankingProfile: 'MANAGER' },
      { email: 'ana@loja.com.br', profile: 'SALE', roles: ['SELLER_MASTER'] },
      { email: `${'a'.repeat(250)}@loja.com.br`, profile: 'SALE' },
      { email: 42, profile: 'SALE' },
    ]) {
      const response = await call('POST', '/app/v1/users', ADMIN, payload);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].code).toBe('VALIDATION');
    }
    expect(await userCount()).toBe(before);
  });

  it("refuses an e-mail that is already a user's, of this seller or another", async () => {
    for (const email of ['VENDAS@demo.balcao.dev', 'outra@demo.balcao.dev', 'convidada@demo.balcao.dev']) {
      const response = await call('POST', '/app/v1/users', ADMIN, { email, profile: 'SALE' });
      expect(response.status).toBe(409);
      expect(response.body.errors).toEqual([
        { code: 'EMAIL_IN_USE', description: 'Já existe um usuário com este e-mail.' },
      ]);
    }
  });

  it('gives banking profiles only while the banking account is active', async () => {
    const refused = await call('POST', '/app/v1/users', 'outra@demo.balcao.dev', {
      email: 'banco@comerciomodelo.com.br',
      bankingProfile: 'OPERADOR',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].code).toBe('BANKING_PROFILE_UNAVAILABLE');
    const given = await call('POST', '/app/v1/users', ADMIN, {
      email: 'tesouraria@lojaexemplo.com.br',
      bankingProfile: 'OPERADOR',
    });
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({ profile: null, bankingProfile: 'OPERADOR' });
  });

  it('is refused to a user without SELLER_ADMIN or SELLER_BACKOFFICE', async () => {
    const before = await userCount();
    const refused = await call('POST', '/app/v1/users', 'gerente@demo.balcao.dev', {
      email: 'x@loja.com.br',
      profile: 'SALE',
    });
    expect(refused.status).toBe(403);
    expect(await userCount()).toBe(before);
    const staff = await call('POST', '/app/v1/users', await backofficeBearer(), {
      email: 'suporte@lojaexemplo.com.br',
      profile: 'MANAGER',
    });
    expect(staff.status).toBe(201);
  });

  it('replays a repeated Idempotency-Key without a second user or e-mail; another body is a conflict', async () => {
    const email = 'repetido@lojaexemplo.com.br';
    const headers = { 'idempotency-key': 'convite-repetido-0001' };
    const first = await call('POST', '/app/v1/users', ADMIN, { email, profile: 'SUPERVISOR' }, headers);
    const again = await call('POST', '/app/v1/users', ADMIN, { email, profile: 'SUPERVISOR' }, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await outbox(email)).toHaveLength(1);
    const other = await call('POST', '/app/v1/users', ADMIN, { email, profile: 'SALE' }, headers);
    expect(other.status).toBe(409);
    expect(other.body.errors[0].code).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe('GET /app/v1/users/{id}', () => {
  it("answers the seller's own user and 404 for another seller's or an unknown one", async () => {
    const own = await call('GET', `/app/v1/users/${await idOf('vendas@demo.balcao.dev')}`, ADMIN);
    expect(own.body).toMatchObject({ email: 'vendas@demo.balcao.dev', profile: 'SALE', status: 'ACTIVE' });
    for (const id of [await idOf('outra@demo.balcao.dev'), 999999]) {
      const missing = await call('GET', `/app/v1/users/${id}`, ADMIN);
      expect(missing.status).toBe(404);
      expect(missing.body.errors[0].code).toBe('NOT_FOUND');
    }
    expect((await call('GET', '/app/v1/users/abc', ADMIN)).status).toBe(400);
    expect((await call('GET', `/app/v1/users/${await idOf(ADMIN)}`, 'vendas@demo.balcao.dev')).status).toBe(
      403,
    );
  });
});

describe('PATCH /app/v1/users/{id}', () => {
  it('changes the profile; the roles follow at the user’s next refresh', async () => {
    const email = 'supervisor@demo.balcao.dev';
    const session = await s.signIn(email);
    expect(session.roles).not.toContain('SELLER_FINANCES');
    const changed = await call('PATCH', `/app/v1/users/${await idOf(email)}`, ADMIN, { profile: 'MANAGER' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email, profile: 'MANAGER', status: 'ACTIVE' });
    const refreshed = await s.call({
      method: 'POST',
      url: '/core/public/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.roles).toEqual(rolesForProfile('MANAGER'));
  });

  it('blocks a user: the next call with their token is refused, then refresh and sign-in; ACTIVE again lets them in', async () => {
    const email = 'atendimento@demo.balcao.dev';
    const session = await s.signIn(email);
    const bearer = { authorization: `Bearer ${session.token}` };
    expect((await call('GET', '/users/feature-toggles', bearer)).status).toBe(200);
    const id = await idOf(email);
    for (const status of ['BLOCKED', 'INACTIVE']) {
      const blocked = await call('PATCH', `/app/v1/users/${id}`, ADMIN, { status });
      expect(blocked.body.status).toBe(status);
      expect((await call('GET', '/users/feature-toggles', bearer)).status).toBe(401);
      const refresh = await s.call({
        method: 'POST',
        url: '/core/public/auth/refresh-token',
        payload: { refreshToken: session.refreshToken },
      });
      expect(refresh.status).toBe(401);
      const signIn = await s.call({
        method: 'POST',
        url: '/core/public/auth/sign-in',
        payload: { credentials: { email, password: DEMO_PASSWORD } },
      });
      expect(signIn.status).toBe(401);
      expect(signIn.body.errors[0].code).toBe('BAR-0002');
    }
    expect((await call('PATCH', `/app/v1/users/${id}`, ADMIN, { status: 'ACTIVE' })).status).toBe(200);
    expect((await s.signIn(email)).roles).toEqual(rolesForProfile('SALE'));
  });

  it('keeps CREATED users, the caller’s own status and a user without profiles out', async () => {
    const invited = await call('PATCH', `/app/v1/users/${await idOf('convidada@demo.balcao.dev')}`, ADMIN, {
      profile: 'ADMIN',
    });
    expect(invited.status).toBe(409);
    expect(invited.body.errors[0]).toEqual({
      code: 'USER_NOT_EDITABLE',
      description: 'Usuário com convite pendente não pode ser editado.',
    });
    const self = await call('PATCH', `/app/v1/users/${await idOf(ADMIN)}`, ADMIN, { status: 'BLOCKED' });
    expect(self.status).toBe(409);
    expect(self.body.errors[0].code).toBe('OWN_USER');
    const none = await call('PATCH', `/app/v1/users/${await idOf('vendas@demo.balcao.dev')}`, ADMIN, {
      profile: null,
    });
    expect(none.status).toBe(400);
    expect(none.body.errors[0].description).toBe('Selecione ao menos um perfil.');
    for (const payload of [{}, { status: 'CREATED' }, { profile: 'ROOT' }, { email: 'x@y.com' }]) {
      expect(
        (await call('PATCH', `/app/v1/users/${await idOf('vendas@demo.balcao.dev')}`, ADMIN, payload)).status,
      ).toBe(400);
    }
    expect(
      (await call('GET', `/app/v1/users/${await idOf('vendas@demo.balcao.dev')}`, ADMIN)).body.profile,
    ).toBe('SALE');
  });

  it('changes a banking profile only while the caller’s banking account is active', async () => {
    const id = await idOf('financeiro@demo.balcao.dev');
    const withoutBanking = await backofficeBearer();
    const refused = await call('PATCH', `/app/v1/users/${id}`, withoutBanking, {
      bankingProfile: 'OPERADOR',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].code).toBe('BANKING_PROFILE_UNAVAILABLE');
    // Sending the banking profile unchanged is fine: the dialog without the banking field sends it back.
    const unchanged = await call('PATCH', `/app/v1/users/${id}`, withoutBanking, {
      profile: 'FINANCE',
      bankingProfile: 'FINANCEIRO',
    });
    expect(unchanged.status).toBe(200);
    const changed = await call('PATCH', `/app/v1/users/${id}`, ADMIN, { bankingProfile: 'OPERADOR' });
    expect(changed.body.bankingProfile).toBe('OPERADOR');
  });

  it("refuses another seller's user and a caller without the roles", async () => {
    const other = await call('PATCH', `/app/v1/users/${await idOf('outra@demo.balcao.dev')}`, ADMIN, {
      status: 'BLOCKED',
    });
    expect(other.status).toBe(404);
    expect(
      (
        await call('PATCH', `/app/v1/users/${await idOf(ADMIN)}`, 'vendas@demo.balcao.dev', {
          profile: 'SALE',
        })
      ).status,
    ).toBe(403);
    expect((await s.signIn('outra@demo.balcao.dev')).roles).toContain('SELLER_ADMIN');
  });
});

describe('DELETE /sellers/authenticated/users/{id}', () => {
  it('deletes a user: gone from the list, sessions and invitation links end, the e-mail is free again', async () => {
    const email = 'temporario@lojaexemplo.com.br';
    const created = await call('POST', '/app/v1/users', ADMIN, { email, profile: 'SALE' });
    const token = inviteToken((await outbox(email))[0]!.body);
    const removed = await call('DELETE', `/sellers/authenticated/users/${created.body.id}`, ADMIN);
    expect(removed.status).toBe(204);
    expect((await call('GET', `/app/v1/users/${created.body.id}`, ADMIN)).status).toBe(404);
    const list = (await call('GET', '/app/v1/users?size=100', ADMIN)).body.content;
    expect(list.map((u: { email: string }) => u.email)).not.toContain(email);
    const link = await s.call({
      method: 'PATCH',
      url: `/core/public/password-tokens/${token}`,
      payload: { newPassword: 'senha-qualquer' },
    });
    expect(link.status).toBe(404);
    const again = await call('POST', '/app/v1/users', ADMIN, { email, profile: 'SUPERVISOR' });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(created.body.id);

    const session = await s.signIn('financeiro@demo.balcao.dev');
    await call('DELETE', `/sellers/authenticated/users/${await idOf('financeiro@demo.balcao.dev')}`, ADMIN);
    expect(
      (await call('GET', '/users/feature-toggles', { authorization: `Bearer ${session.token}` })).status,
    ).toBe(401);
    const signIn = await s.call({
      method: 'POST',
      url: '/core/public/auth/sign-in',
      payload: { credentials: { email: 'financeiro@demo.balcao.dev', password: DEMO_PASSWORD } },
    });
    expect(signIn.status).toBe(401);
    expect(signIn.body.errors[0].code).toBe('BAR-0001');
  });

  it("refuses yourself, another seller's user and a caller without the roles", async () => {
    const self = await call('DELETE', `/sellers/authenticated/users/${await idOf(ADMIN)}`, ADMIN);
    expect(self.status).toBe(409);
    expect(self.body.errors[0]).toEqual({
      code: 'OWN_USER',
      description: 'Você não pode excluir o seu próprio usuário.',
    });
    expect(
      (await call('DELETE', `/sellers/authenticated/users/${await idOf('outra@demo.balcao.dev')}`, ADMIN))
        .status,
    ).toBe(404);
    const vendas = await idOf('vendas@demo.balcao.dev');
    expect(
      (await call('DELETE', `/sellers/authenticated/users/${vendas}`, 'gerente@demo.balcao.dev')).status,
    ).toBe(403);
    expect((await call('GET', `/app/v1/users/${vendas}`, ADMIN)).status).toBe(200);
  });
});
