import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestSandbox, descriptions, OTHER_ADMIN, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const MANAGER = 'gerente@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';
const SEEDED_ACTIVE = 'a7e10000-0000-4000-8000-000000000001';

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
    url: `/payment/seller-api-tokens${url}`,
    headers: { ...(await s.bearer(email)), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('listing the keys', () => {
  it('shows the seller’s keys newest first, with a masked prefix and never a secret', async () => {
    const { status, body } = await call('GET', '');
    expect(status).toBe(200);
    expect(body.content.map((k: { title: string; active: boolean }) => [k.title, k.active])).toEqual([
      ['ERP da loja', true],
      ['Integração antiga', false],
    ]);
    const [key] = body.content;
    expect(key.prefix).toMatch(/^bk_test_[A-Za-z0-9_-]{4}$/);
    expect(key.lastUsedAt).not.toBeNull();
    expect(key).not.toHaveProperty('token');
    expect(body).toMatchObject({ totalElements: 2, totalPages: 1, number: 0, size: 20 });
    expect((await call('GET', '', undefined, OTHER_ADMIN)).body.totalElements).toBe(0);
  });

  it('is for SELLER_CONFIG_INTEGRATION: a manager or a salesperson is refused', async () => {
    expect((await call('GET', '', undefined, MANAGER)).status).toBe(403);
    expect((await call('POST', '', { title: 'x' }, SALE)).status).toBe(403);
    expect((await call('PATCH', `/${SEEDED_ACTIVE}/active`, { active: false }, MANAGER)).status).toBe(403);
    expect((await call('DELETE', `/${SEEDED_ACTIVE}`, undefined, SALE)).status).toBe(403);
  });
});

describe('creating a key', () => {
  it('answers the secret once and keeps only its SHA-256', async () => {
    const { status, body } = await call('POST', '', { title: '  Chave 3 ' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ title: 'Chave 3', active: true, lastUsedAt: null });
    expect(body.token).toMatch(/^bk_test_[A-Za-z0-9_-]{43}$/);
    expect(body.token.startsWith(body.prefix)).toBe(true);
    const [row] = await s.db.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = $1', [
      body.id,
    ]);
    expect(row!.token_hash).toBe(createHash('sha256').update(body.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(body.token.slice(12));
    const listed = await call('GET', '');
    expect(listed.body.content[0]).toEqual({ ...body, token: undefined });
  });

  it('never stores the answer for a replay: the same Idempotency-Key is a 409 and no second key', async () => {
    const headers = { 'idempotency-key': 'chave-api-uma-vez-1' };
    const first = await call('POST', '', { title: 'Replay' }, ADMIN, headers);
    expect(first.status).toBe(201);
    const again = await call('POST', '', { title: 'Replay' }, ADMIN, headers);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('IDEMPOTENCY_NOT_REPLAYED');
    expect(JSON.stringify(again.body)).not.toContain(first.body.token);
    const stored = await s.db.query<{ response_body: unknown }>(
      'SELECT response_body FROM idempotency_keys WHERE key = $1',
      ['chave-api-uma-vez-1'],
    );
    expect(stored).toEqual([{ response_body: null }]);
    const [count] = await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM api_keys WHERE title = 'Replay'",
    );
    expect(count!.n).toBe(1);
  });

  it('asks for a title of at most 60 characters, in the form’s words', async () => {
    const empty = await call('POST', '', { title: '   ' });
    expect(empty.status).toBe(400);
    expect(descriptions(empty.body)).toEqual(['Título: Preenchimento obrigatório!']);
    const long = await call('POST', '', { title: 'x'.repeat(61) });
    expect(descriptions(long.body)).toEqual(['Título: O título deve ter no máximo 60 caracteres!']);
    expect((await call('POST', '', {})).status).toBe(400);
  });

  it('refuses hostile input with a 400, never a 500', async () => {
    for (const payload of [
      { title: '<script>alert(1)</script>' },
      { title: 'a\u0000b' },
      { title: 'x'.repeat(100_000) },
      { title: 12 },
      { title: 'ok', token: 'bk_test_mine' },
      { title: 'ok', active: false },
    ]) {
      const { status, body } = await call('POST', '', payload);
      expect(status, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(body.errors[0].description).toMatch(/\S/);
    }
    expect((await call('PUT', '/not-a-uuid', { title: 'x', active: true })).status).toBe(400);
    expect((await call('GET', '?size=100000')).status).toBe(400);
  });
});

describe('changing a key', () => {
  it('renames and switches a key of its own seller, with PUT and PATCH', async () => {
    const { body: key } = await call('POST', '', { title: 'Para mudar' });
    const renamed = await call('PUT', `/${key.id}`, { title: 'ERP novo', active: false });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: key.id, title: 'ERP novo', active: false, prefix: key.prefix });
    expect(renamed.body).not.toHaveProperty('token');
    const on = await call('PATCH', `/${key.id}/active`, { active: true });
    expect(on.body).toMatchObject({ title: 'ERP novo', active: true });
    const invalid = await call('PUT', `/${key.id}`, { title: '', active: true });
    expect(descriptions(invalid.body)).toEqual(['Título: Preenchimento obrigatório!']);
    expect((await call('PATCH', `/${key.id}/active`, { active: 'sim' })).status).toBe(400);
  });

  it('answers another seller’s key as one that does not exist', async () => {
    expect((await call('PUT', `/${SEEDED_ACTIVE}`, { title: 'x', active: false }, OTHER_ADMIN)).status).toBe(
      404,
    );
    expect((await call('PATCH', `/${SEEDED_ACTIVE}/active`, { active: false }, OTHER_ADMIN)).status).toBe(
      404,
    );
    expect((await call('DELETE', `/${SEEDED_ACTIVE}`, undefined, OTHER_ADMIN)).status).toBe(404);
    expect(
      (await call('GET', '')).body.content.find((k: { id: string }) => k.id === SEEDED_ACTIVE),
    ).toMatchObject({
      active: true,
    });
  });

  it('deletes a key: gone from the list, and a second delete or edit is a 404', async () => {
    const { body: key } = await call('POST', '', { title: 'Descartável' });
    const deleted = await call('DELETE', `/${key.id}`);
    expect(deleted.status).toBe(204);
    const ids = (await call('GET', '?size=100')).body.content.map((k: { id: string }) => k.id);
    expect(ids).not.toContain(key.id);
    expect((await call('DELETE', `/${key.id}`)).status).toBe(404);
    expect((await call('PATCH', `/${key.id}/active`, { active: true })).status).toBe(404);
  });
});
