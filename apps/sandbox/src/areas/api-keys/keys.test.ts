import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestSandbox,
  descriptions,
  errorBody,
  OTHER_ADMIN,
  refusal,
  statusOf,
  type TestSandbox,
  withKey,
} from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const MANAGER = 'gerente@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';
const SEEDED_ACTIVE = 'a7e10000-0000-4000-8000-000000000001';

const api = async (email = ADMIN) => (await s.clients(email)).payment;
const list = async (query: { size?: number } = {}, email = ADMIN) =>
  (await api(email)).GET('/seller-api-tokens', { params: { query } });
const create = async (title: string, email = ADMIN, key?: string) =>
  (await api(email)).POST('/seller-api-tokens', { body: { title }, ...(key ? withKey(key) : {}) });
const update = async (id: string, body: { title: string; active: boolean }, email = ADMIN) =>
  (await api(email)).PUT('/seller-api-tokens/{id}', { params: { path: { id } }, body });
const setActive = async (id: string, active: boolean, email = ADMIN) =>
  (await api(email)).PATCH('/seller-api-tokens/{id}/active', { params: { path: { id } }, body: { active } });
const remove = async (id: string, email = ADMIN) =>
  (await api(email)).DELETE('/seller-api-tokens/{id}', { params: { path: { id } } });
/** A body the contract refuses, which the typed client would not let a test write. */
const raw = async (method: 'POST' | 'PATCH', url: string, payload: object) =>
  s.call({ method, url: `/payment/seller-api-tokens${url}`, headers: await s.bearer(ADMIN), payload });

describe('listing the keys', () => {
  it('shows the seller’s keys newest first, with a masked prefix and never a secret', async () => {
    const { response, data } = await list();
    const body = data!;
    expect(response.status).toBe(200);
    expect(body.content.map((k) => [k.title, k.active])).toEqual([
      ['ERP da loja', true],
      ['Integração antiga', false],
    ]);
    const [key] = body.content;
    expect(key!.prefix).toMatch(/^bk_test_[A-Za-z0-9_-]{4}$/);
    expect(key!.lastUsedAt).not.toBeNull();
    expect(key).not.toHaveProperty('token');
    expect(body).toMatchObject({ totalElements: 2, totalPages: 1, number: 0, size: 20 });
    expect((await list({}, OTHER_ADMIN)).data!.totalElements).toBe(0);
  });

  it('is for SELLER_CONFIG_INTEGRATION: a manager or a salesperson is refused', async () => {
    expect(await statusOf(list({}, MANAGER))).toBe(403);
    expect(await statusOf(create('x', SALE))).toBe(403);
    expect(await statusOf(setActive(SEEDED_ACTIVE, false, MANAGER))).toBe(403);
    expect(await statusOf(remove(SEEDED_ACTIVE, SALE))).toBe(403);
  });
});

describe('creating a key', () => {
  it('answers the secret once and keeps only its SHA-256', async () => {
    const { response, data } = await create('  Chave 3 ');
    const body = data!;
    expect(response.status).toBe(201);
    expect(body).toMatchObject({ title: 'Chave 3', active: true, lastUsedAt: null });
    expect(body.token).toMatch(/^bk_test_[A-Za-z0-9_-]{43}$/);
    expect(body.token.startsWith(body.prefix)).toBe(true);
    const [row] = await s.db.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = $1', [
      body.id,
    ]);
    expect(row!.token_hash).toBe(createHash('sha256').update(body.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(body.token.slice(12));
    const listed = await list();
    expect(listed.data!.content[0]).toEqual({ ...body, token: undefined });
  });

  it('never stores the answer for a replay: the same Idempotency-Key is a 409 and no second key', async () => {
    const first = await create('Replay', ADMIN, 'chave-api-uma-vez-1');
    expect(first.response.status).toBe(201);
    const again = await refusal(create('Replay', ADMIN, 'chave-api-uma-vez-1'));
    expect(again.status).toBe(409);
    expect(again.errors[0]!.code).toBe('IDEMPOTENCY_NOT_REPLAYED');
    expect(JSON.stringify(again.body)).not.toContain(first.data!.token);
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
    const empty = await refusal(create('   '));
    expect(empty.status).toBe(400);
    expect(descriptions(empty)).toEqual(['Título: Preenchimento obrigatório!']);
    const long = await refusal(create('x'.repeat(61)));
    expect(descriptions(long)).toEqual(['Título: O título deve ter no máximo 60 caracteres!']);
    // No title at all: a body the contract refuses.
    expect((await raw('POST', '', {})).status).toBe(400);
  });

  it('refuses hostile input with a 400, never a 500', async () => {
    for (const title of ['<script>alert(1)</script>', 'a\u0000b', 'x'.repeat(100_000)]) {
      const { status, errors } = await refusal(create(title));
      expect(status, title.slice(0, 40)).toBe(400);
      expect(errors[0]!.description).toMatch(/\S/);
    }
    // Bodies the contract refuses: only a raw call can send them.
    for (const payload of [
      { title: 12 },
      { title: 'ok', token: 'bk_test_mine' },
      { title: 'ok', active: false },
    ]) {
      const answer = await raw('POST', '', payload);
      expect(answer.status, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(errorBody(answer).errors[0]?.description).toMatch(/\S/);
    }
    expect(await statusOf(update('not-a-uuid', { title: 'x', active: true }))).toBe(400);
    expect(await statusOf(list({ size: 100000 }))).toBe(400);
  });
});

describe('changing a key', () => {
  it('renames and switches a key of its own seller, with PUT and PATCH', async () => {
    const key = (await create('Para mudar')).data!;
    const renamed = await update(key.id, { title: 'ERP novo', active: false });
    expect(renamed.response.status).toBe(200);
    expect(renamed.data).toMatchObject({ id: key.id, title: 'ERP novo', active: false, prefix: key.prefix });
    expect(renamed.data).not.toHaveProperty('token');
    const on = await setActive(key.id, true);
    expect(on.data).toMatchObject({ title: 'ERP novo', active: true });
    const invalid = await refusal(update(key.id, { title: '', active: true }));
    expect(descriptions(invalid)).toEqual(['Título: Preenchimento obrigatório!']);
    expect((await raw('PATCH', `/${key.id}/active`, { active: 'sim' })).status).toBe(400);
  });

  it('answers another seller’s key as one that does not exist', async () => {
    expect(await statusOf(update(SEEDED_ACTIVE, { title: 'x', active: false }, OTHER_ADMIN))).toBe(404);
    expect(await statusOf(setActive(SEEDED_ACTIVE, false, OTHER_ADMIN))).toBe(404);
    expect(await statusOf(remove(SEEDED_ACTIVE, OTHER_ADMIN))).toBe(404);
    expect((await list()).data!.content.find((k) => k.id === SEEDED_ACTIVE)).toMatchObject({
      active: true,
    });
  });

  it('deletes a key: gone from the list, and a second delete or edit is a 404', async () => {
    const key = (await create('Descartável')).data!;
    // Through `s.call`: the client reads a 204 as a 200 with `{}` (§7.5), and the 204 is what is checked.
    const deleted = await s.call({
      method: 'DELETE',
      url: `/payment/seller-api-tokens/${key.id}`,
      headers: await s.bearer(ADMIN),
    });
    expect(deleted.status).toBe(204);
    const ids = (await list({ size: 100 })).data!.content.map((k) => k.id);
    expect(ids).not.toContain(key.id);
    expect(await statusOf(remove(key.id))).toBe(404);
    expect(await statusOf(setActive(key.id, true))).toBe(404);
  });
});
