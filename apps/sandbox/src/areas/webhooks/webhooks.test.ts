import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, descriptions, OTHER_ADMIN, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const MANAGER = 'gerente@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';
const RECEIVER = 'http://127.0.0.1:4242/webhooks/balcao';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = async (
  method: Method,
  url: string,
  payload?: unknown,
  email = ADMIN,
  headers: Record<string, string> = {},
) =>
  s.call({
    method,
    url: `/payment/seller-api-webhooks${url}`,
    headers: { ...(await s.bearer(email)), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const create = (body: object, email = ADMIN) => call('POST', '', body, email);

describe('creating a webhook', () => {
  it('answers the whsec_ secret once; the list never shows it', async () => {
    const { status, body } = await create({ title: '  ERP da loja ', url: RECEIVER, domains: ['ORDER'] });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: 'ERP da loja',
      url: RECEIVER,
      domains: ['ORDER'],
      active: true,
      disabledReason: null,
      previousSecretExpiresAt: null,
    });
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await call('GET', '');
    expect(list.status).toBe(200);
    const listed = list.body.content.find((w: { id: string }) => w.id === body.id);
    expect(listed).toMatchObject({ title: 'ERP da loja' });
    expect(listed).not.toHaveProperty('secret');
    expect(JSON.stringify(list.body)).not.toContain(body.secret);
  });

  it('keeps each domain once, in a fixed order', async () => {
    const both = await create({ title: 'Ambos', url: RECEIVER, domains: ['ORDER', 'SUBSCRIPTION'] });
    expect(both.body.domains).toEqual(['SUBSCRIPTION', 'ORDER']);
    const twice = await create({ title: 'Duas vezes', url: RECEIVER, domains: ['ORDER', 'ORDER'] });
    expect(twice.body.domains).toEqual(['ORDER']);
  });

  it('refuses the form’s problems all at once, in its words', async () => {
    const { status, body } = await create({ title: ' ', url: 'ftp://exemplo.com', domains: [] });
    expect(status).toBe(400);
    expect(descriptions(body)).toEqual([
      'Preenchimento obrigatório!',
      'Digite uma url válida!',
      'Selecione ao menos um domínio.',
    ]);
    expect(
      descriptions((await create({ title: 'x'.repeat(61), url: 'nada', domains: ['ORDER'] })).body),
    ).toEqual(['O título deve ter no máximo 60 caracteres!', 'Digite uma url válida!']);
    expect((await create({ title: 'x', url: 'http://user:pw@127.0.0.1/', domains: ['ORDER'] })).status).toBe(
      400,
    );
    expect((await create({ title: 'x', url: RECEIVER, domains: ['OUTRO'] })).status).toBe(400);
    expect((await create({ title: 'x\u0000', url: RECEIVER, domains: ['ORDER'] })).status).toBe(400);
    expect(
      (await create({ title: 'x', url: `http://127.0.0.1/${'a'.repeat(3000)}`, domains: ['ORDER'] })).status,
    ).toBe(400);
  });

  it('only targets this computer or what the operator allows (no SSRF from the sandbox)', async () => {
    for (const url of [
      'http://localhost:3000/h',
      'https://[::1]/h',
      'http://127.9.8.7/h',
      'http://api.localhost/h',
    ])
      expect((await create({ title: 'Local', url, domains: ['ORDER'] })).status, url).toBe(201);
    for (const url of [
      'http://10.0.0.7/h',
      'https://exemplo.com.br/h',
      'http://169.254.169.254/latest',
      'http://[::2]/',
    ]) {
      const { status, body } = await create({ title: 'Fora', url, domains: ['ORDER'] });
      expect(status, url).toBe(400);
      expect(body.errors[0]).toMatchObject({ code: 'WEBHOOK_TARGET' });
      expect(body.errors[0].description).toContain('WEBHOOK_ALLOWED_HOSTS');
    }
    process.env.WEBHOOK_ALLOWED_HOSTS = 'receptor.interno, 10.0.0.7';
    try {
      expect(
        (await create({ title: 'Liberado', url: 'https://receptor.interno/h', domains: ['ORDER'] })).status,
      ).toBe(201);
      expect((await create({ title: 'Liberado', url: 'http://10.0.0.7/h', domains: ['ORDER'] })).status).toBe(
        201,
      );
    } finally {
      delete process.env.WEBHOOK_ALLOWED_HOSTS;
    }
  });

  it('never replays the secret: the same Idempotency-Key answers 409 and creates nothing', async () => {
    const headers = { 'idempotency-key': 'webhook-create-once-1' };
    const before = (await call('GET', '?size=100')).body.totalElements;
    const first = await call(
      'POST',
      '',
      { title: 'Uma vez', url: RECEIVER, domains: ['ORDER'] },
      ADMIN,
      headers,
    );
    expect(first.status).toBe(201);
    const again = await call(
      'POST',
      '',
      { title: 'Uma vez', url: RECEIVER, domains: ['ORDER'] },
      ADMIN,
      headers,
    );
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('IDEMPOTENCY_NOT_REPLAYED');
    expect(JSON.stringify(again.body)).not.toContain('whsec_');
    expect((await call('GET', '?size=100')).body.totalElements).toBe(before + 1);
    const stored = await s.db.query<{ response_body: unknown }>(
      `SELECT response_body FROM idempotency_keys WHERE key = 'webhook-create-once-1'`,
    );
    expect(stored[0]?.response_body ?? null).toBeNull();
  });
});

describe('editing, switching and deleting', () => {
  it('edits the form and the switch; the secret stays', async () => {
    const { body: created } = await create({ title: 'Editar', url: RECEIVER, domains: ['ORDER'] });
    const { status, body } = await call('PUT', `/${created.id}`, {
      title: 'Editado',
      url: 'http://localhost:9999/novo',
      domains: ['SUBSCRIPTION'],
      active: false,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'Editado',
      url: 'http://localhost:9999/novo',
      domains: ['SUBSCRIPTION'],
      active: false,
    });
    const [row] = await s.db.query<{ secret: string }>('SELECT secret FROM webhook_endpoints WHERE id = $1', [
      created.id,
    ]);
    expect(row?.secret).toBe(created.secret);
    expect(
      (
        await call('PUT', `/${created.id}`, {
          title: 'x',
          url: 'http://8.8.8.8/',
          domains: ['ORDER'],
          active: true,
        })
      ).status,
    ).toBe(400);
  });

  it('activates and deactivates at once; deletes once', async () => {
    const { body: created } = await create({ title: 'Switch', url: RECEIVER, domains: ['ORDER'] });
    expect((await call('PATCH', `/${created.id}/active`, { active: false })).body.active).toBe(false);
    expect((await call('PATCH', `/${created.id}/active`, { active: true })).body.active).toBe(true);
    expect((await call('DELETE', `/${created.id}`)).status).toBe(204);
    expect((await call('DELETE', `/${created.id}`)).status).toBe(404);
    expect((await call('PATCH', `/${created.id}/active`, { active: true })).status).toBe(404);
  });

  it('rotates: a new secret shown once, the previous one valid for 24 h of sandbox clock', async () => {
    const { body: created } = await create({ title: 'Rotação', url: RECEIVER, domains: ['ORDER'] });
    const { status, body } = await call('POST', `/${created.id}/secret/rotate`);
    expect(status).toBe(200);
    expect(body.secret).toMatch(/^whsec_/);
    expect(body.secret).not.toBe(created.secret);
    const until = new Date(body.previousSecretExpiresAt).getTime();
    expect(until - s.clock.now().getTime()).toBeGreaterThan(24 * 3600_000 - 60_000);
    const listed = (await call('GET', '?size=100')).body.content.find(
      (w: { id: string }) => w.id === created.id,
    );
    expect(listed.previousSecretExpiresAt).toBe(body.previousSecretExpiresAt);
    const [row] = await s.db.query<{ secret: string; previous_secret: string }>(
      'SELECT secret, previous_secret FROM webhook_endpoints WHERE id = $1',
      [created.id],
    );
    expect(row).toEqual({ secret: body.secret, previous_secret: created.secret });
  });
});

describe('who may', () => {
  it('is for SELLER_CONFIG_INTEGRATION: a manager or a salesperson is refused', async () => {
    const { body: created } = await create({ title: 'Papéis', url: RECEIVER, domains: ['ORDER'] });
    expect((await call('GET', '', undefined, MANAGER)).status).toBe(403);
    expect((await create({ title: 'x', url: RECEIVER, domains: ['ORDER'] }, SALE)).status).toBe(403);
    expect((await call('PATCH', `/${created.id}/active`, { active: false }, MANAGER)).status).toBe(403);
    expect((await call('POST', `/${created.id}/secret/rotate`, undefined, SALE)).status).toBe(403);
    expect((await call('GET', `/${created.id}/attempts`, undefined, SALE)).status).toBe(403);
  });

  it('hides another seller’s webhook as if it did not exist', async () => {
    const { body: created } = await create({ title: 'Meu', url: RECEIVER, domains: ['ORDER'] });
    expect(
      (await call('GET', '', undefined, OTHER_ADMIN)).body.content.map((w: { id: string }) => w.id),
    ).not.toContain(created.id);
    for (const [method, url, body] of [
      ['PUT', `/${created.id}`, { title: 'x', url: RECEIVER, domains: ['ORDER'], active: true }],
      ['PATCH', `/${created.id}/active`, { active: false }],
      ['DELETE', `/${created.id}`, undefined],
      ['POST', `/${created.id}/secret/rotate`, undefined],
      ['GET', `/${created.id}/attempts`, undefined],
      ['POST', `/${created.id}/deliveries/msg_abc/resend`, undefined],
    ] as const)
      expect((await call(method, url, body, OTHER_ADMIN)).status, `${method} ${url}`).toBe(404);
  });
});
