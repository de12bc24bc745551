import type { payment } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  callAs,
  createTestSandbox,
  descriptions,
  OTHER_ADMIN,
  refusal,
  type TestSandbox,
} from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const MANAGER = 'gerente@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';
const RECEIVER = 'http://127.0.0.1:4242/webhooks/balcao';

type WebhookRequest = payment.components['schemas']['WebhookRequest'];
const api = async (email = ADMIN) => (await s.clients(email)).payment;
const path = (id: string) => ({ params: { path: { id } } });
const create = async (body: WebhookRequest, email = ADMIN, key?: string) =>
  (await api(email)).POST('/seller-api-webhooks', {
    body,
    ...(key ? { params: { header: { 'Idempotency-Key': key } } } : {}),
  });
const created = async (body: WebhookRequest) => (await create(body)).data!;
const list = async (email = ADMIN) =>
  (await api(email)).GET('/seller-api-webhooks', { params: { query: { size: 100 } } });
const setActive = async (id: string, active: boolean, email = ADMIN) =>
  (await api(email)).PATCH('/seller-api-webhooks/{id}/active', { ...path(id), body: { active } });
const rotate = async (id: string, email = ADMIN) =>
  (await api(email)).POST('/seller-api-webhooks/{id}/secret/rotate', path(id));

describe('creating a webhook', () => {
  it('answers the whsec_ secret once; the list never shows it', async () => {
    const { response, data } = await create({ title: '  ERP da loja ', url: RECEIVER, domains: ['ORDER'] });
    expect(response.status).toBe(201);
    const body = data!;
    expect(body).toMatchObject({
      title: 'ERP da loja',
      url: RECEIVER,
      domains: ['ORDER'],
      active: true,
      disabledReason: null,
      previousSecretExpiresAt: null,
    });
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const page = await (await api()).GET('/seller-api-webhooks');
    expect(page.response.status).toBe(200);
    const listed = page.data!.content.find((w) => w.id === body.id);
    expect(listed).toMatchObject({ title: 'ERP da loja' });
    expect(listed).not.toHaveProperty('secret');
    expect(JSON.stringify(page.data)).not.toContain(body.secret);
  });

  it('keeps each domain once, in a fixed order', async () => {
    const both = await created({ title: 'Ambos', url: RECEIVER, domains: ['ORDER', 'SUBSCRIPTION'] });
    expect(both.domains).toEqual(['SUBSCRIPTION', 'ORDER']);
    const twice = await created({ title: 'Duas vezes', url: RECEIVER, domains: ['ORDER', 'ORDER'] });
    expect(twice.domains).toEqual(['ORDER']);
  });

  it('refuses the form’s problems all at once, in its words', async () => {
    const refused = await refusal(create({ title: ' ', url: 'ftp://exemplo.com', domains: [] }));
    expect(refused.status).toBe(400);
    expect(descriptions(refused)).toEqual([
      'Preenchimento obrigatório!',
      'Digite uma url válida!',
      'Selecione ao menos um domínio.',
    ]);
    expect(
      descriptions(await refusal(create({ title: 'x'.repeat(61), url: 'nada', domains: ['ORDER'] }))),
    ).toEqual(['O título deve ter no máximo 60 caracteres!', 'Digite uma url válida!']);
    const refusedFor = async (body: WebhookRequest) => (await refusal(create(body))).status;
    expect(await refusedFor({ title: 'x', url: 'http://user:pw@127.0.0.1/', domains: ['ORDER'] })).toBe(400);
    // A domain outside the contract's enum: beyond the typed client.
    const payload = { title: 'x', url: RECEIVER, domains: ['OUTRO'] };
    expect(
      (await callAs(s, ADMIN, { method: 'POST', url: '/payment/seller-api-webhooks', payload })).status,
    ).toBe(400);
    expect(await refusedFor({ title: 'x\u0000', url: RECEIVER, domains: ['ORDER'] })).toBe(400);
    expect(
      await refusedFor({ title: 'x', url: `http://127.0.0.1/${'a'.repeat(3000)}`, domains: ['ORDER'] }),
    ).toBe(400);
  });

  it('only targets this computer or what the operator allows (no SSRF from the sandbox)', async () => {
    for (const url of [
      'http://localhost:3000/h',
      'https://[::1]/h',
      'http://127.9.8.7/h',
      'http://api.localhost/h',
    ])
      expect((await create({ title: 'Local', url, domains: ['ORDER'] })).response.status, url).toBe(201);
    for (const url of [
      'http://10.0.0.7/h',
      'https://exemplo.com.br/h',
      'http://169.254.169.254/latest',
      'http://[::2]/',
    ]) {
      const refused = await refusal(create({ title: 'Fora', url, domains: ['ORDER'] }));
      expect(refused.status, url).toBe(400);
      expect(refused.errors[0]).toMatchObject({ code: 'WEBHOOK_TARGET' });
      expect(refused.errors[0]!.description).toContain('WEBHOOK_ALLOWED_HOSTS');
    }
    process.env.WEBHOOK_ALLOWED_HOSTS = 'receptor.interno, 10.0.0.7';
    try {
      const allowed = async (url: string) =>
        (await create({ title: 'Liberado', url, domains: ['ORDER'] })).response.status;
      expect(await allowed('https://receptor.interno/h')).toBe(201);
      expect(await allowed('http://10.0.0.7/h')).toBe(201);
    } finally {
      delete process.env.WEBHOOK_ALLOWED_HOSTS;
    }
  });

  it('never replays the secret: the same Idempotency-Key answers 409 and creates nothing', async () => {
    const key = 'webhook-create-once-1';
    const before = (await list()).data!.totalElements;
    const body: WebhookRequest = { title: 'Uma vez', url: RECEIVER, domains: ['ORDER'] };
    const first = await create(body, ADMIN, key);
    expect(first.response.status).toBe(201);
    const again = await refusal(create(body, ADMIN, key));
    expect(again.status).toBe(409);
    expect(again.errors[0]!.code).toBe('IDEMPOTENCY_NOT_REPLAYED');
    expect(JSON.stringify(again.body)).not.toContain('whsec_');
    expect((await list()).data!.totalElements).toBe(before + 1);
    const stored = await s.db.query<{ response_body: unknown }>(
      `SELECT response_body FROM idempotency_keys WHERE key = 'webhook-create-once-1'`,
    );
    expect(stored[0]?.response_body ?? null).toBeNull();
  });
});

describe('editing, switching and deleting', () => {
  it('edits the form and the switch; the secret stays', async () => {
    const webhook = await created({ title: 'Editar', url: RECEIVER, domains: ['ORDER'] });
    const edit = async (body: payment.components['schemas']['WebhookUpdateRequest']) =>
      (await api()).PUT('/seller-api-webhooks/{id}', { ...path(webhook.id), body });
    const { response, data } = await edit({
      title: 'Editado',
      url: 'http://localhost:9999/novo',
      domains: ['SUBSCRIPTION'],
      active: false,
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      title: 'Editado',
      url: 'http://localhost:9999/novo',
      domains: ['SUBSCRIPTION'],
      active: false,
    });
    const [row] = await s.db.query<{ secret: string }>('SELECT secret FROM webhook_endpoints WHERE id = $1', [
      webhook.id,
    ]);
    expect(row?.secret).toBe(webhook.secret);
    expect(
      (await refusal(edit({ title: 'x', url: 'http://8.8.8.8/', domains: ['ORDER'], active: true }))).status,
    ).toBe(400);
  });

  it('activates and deactivates at once; deletes once', async () => {
    const webhook = await created({ title: 'Switch', url: RECEIVER, domains: ['ORDER'] });
    expect((await setActive(webhook.id, false)).data!.active).toBe(false);
    expect((await setActive(webhook.id, true)).data!.active).toBe(true);
    // The 204 is what is checked: through s.call.
    const url = `/payment/seller-api-webhooks/${webhook.id}`;
    expect((await callAs(s, ADMIN, { method: 'DELETE', url })).status).toBe(204);
    const remove = (await api()).DELETE('/seller-api-webhooks/{id}', path(webhook.id));
    expect((await refusal(remove)).status).toBe(404);
    expect((await refusal(setActive(webhook.id, true))).status).toBe(404);
  });

  it('rotates: a new secret shown once, the previous one valid for 24 h of sandbox clock', async () => {
    const webhook = await created({ title: 'Rotação', url: RECEIVER, domains: ['ORDER'] });
    const { response, data } = await rotate(webhook.id);
    expect(response.status).toBe(200);
    const body = data!;
    expect(body.secret).toMatch(/^whsec_/);
    expect(body.secret).not.toBe(webhook.secret);
    const until = new Date(body.previousSecretExpiresAt!).getTime();
    expect(until - s.clock.now().getTime()).toBeGreaterThan(24 * 3600_000 - 60_000);
    const listed = (await list()).data!.content.find((w) => w.id === webhook.id)!;
    expect(listed.previousSecretExpiresAt).toBe(body.previousSecretExpiresAt);
    const [row] = await s.db.query<{ secret: string; previous_secret: string }>(
      'SELECT secret, previous_secret FROM webhook_endpoints WHERE id = $1',
      [webhook.id],
    );
    expect(row).toEqual({ secret: body.secret, previous_secret: webhook.secret });
  });
});

describe('who may', () => {
  it('is for SELLER_CONFIG_INTEGRATION: a manager or a salesperson is refused', async () => {
    const webhook = await created({ title: 'Papéis', url: RECEIVER, domains: ['ORDER'] });
    expect((await refusal(list(MANAGER))).status).toBe(403);
    expect((await refusal(create({ title: 'x', url: RECEIVER, domains: ['ORDER'] }, SALE))).status).toBe(403);
    expect((await refusal(setActive(webhook.id, false, MANAGER))).status).toBe(403);
    expect((await refusal(rotate(webhook.id, SALE))).status).toBe(403);
    const attempts = (await api(SALE)).GET('/seller-api-webhooks/{id}/attempts', path(webhook.id));
    expect((await refusal(attempts)).status).toBe(403);
  });

  it('hides another seller’s webhook as if it did not exist', async () => {
    const { id } = await created({ title: 'Meu', url: RECEIVER, domains: ['ORDER'] });
    const theirs = await api(OTHER_ADMIN);
    expect((await list(OTHER_ADMIN)).data!.content.map((w) => w.id)).not.toContain(id);
    const body = { title: 'x', url: RECEIVER, domains: ['ORDER' as const], active: true };
    for (const [name, call] of [
      ['PUT', () => theirs.PUT('/seller-api-webhooks/{id}', { ...path(id), body })],
      ['PATCH active', () => setActive(id, false, OTHER_ADMIN)],
      ['DELETE', () => theirs.DELETE('/seller-api-webhooks/{id}', path(id))],
      ['POST rotate', () => rotate(id, OTHER_ADMIN)],
      ['GET attempts', () => theirs.GET('/seller-api-webhooks/{id}/attempts', path(id))],
      [
        'POST resend',
        () =>
          theirs.POST('/seller-api-webhooks/{id}/deliveries/{deliveryId}/resend', {
            params: { path: { id, deliveryId: 'msg_abc' } },
          }),
      ],
    ] as const)
      expect((await refusal(call())).status, name).toBe(404);
  });
});
