import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/constants';
import { sha256 } from '../auth/passwords';
import { createTestSandbox, type TestSandbox } from '../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const refresh = (refreshToken: string, key?: string) =>
  s.call({
    method: 'POST',
    url: '/core/public/auth/refresh-token',
    payload: { refreshToken },
    headers: key ? { 'idempotency-key': key } : {},
  });

const familySize = async (refreshToken: string) => {
  const rows = await s.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM refresh_tokens WHERE family_id =
       (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [sha256(refreshToken)],
  );
  return rows[0]!.n;
};

describe('Idempotency-Key', () => {
  it('replays a refresh: the same tokens, rotated once', async () => {
    const session = await s.signIn('admin@demo.balcao.dev');
    const first = await refresh(session.refreshToken, 'chave-refresh-0001');
    const replay = await refresh(session.refreshToken, 'chave-refresh-0001');
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await familySize(session.refreshToken)).toBe(2);
    // The replay did not spend the new token nor count as reuse of the old one.
    expect((await refresh(first.body.refreshToken)).status).toBe(200);
  });

  it('runs concurrent duplicates once', async () => {
    const session = await s.signIn('gerente@demo.balcao.dev');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refresh(session.refreshToken, 'chave-concorrente-01')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.refreshToken)).size).toBe(1);
    expect(await familySize(session.refreshToken)).toBe(2);
  });

  it('replays a sign-in without opening a second session', async () => {
    const payload = { credentials: { email: 'financeiro@demo.balcao.dev', password: DEMO_PASSWORD } };
    const call = () =>
      s.call({
        method: 'POST',
        url: '/core/public/auth/sign-in',
        payload,
        headers: { 'idempotency-key': 'chave-entrada-0001' },
      });
    const count = async () =>
      (
        await s.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM refresh_tokens r JOIN users u ON u.id = r.user_id WHERE u.email = $1`,
          ['financeiro@demo.balcao.dev'],
        )
      )[0]!.n;
    const before = await count();
    const first = await call();
    const second = await call();
    expect(second.body.token).toBe(first.body.token);
    expect(await count()).toBe(before + 1);
  });

  it('refuses the same key with another body (409)', async () => {
    const a = await s.signIn('supervisor@demo.balcao.dev');
    const b = await s.signIn('supervisor@demo.balcao.dev');
    expect((await refresh(a.refreshToken, 'chave-conflito-001')).status).toBe(200);
    const conflict = await refresh(b.refreshToken, 'chave-conflito-001');
    expect(conflict.status).toBe(409);
    expect(conflict.body.errors).toEqual([
      { code: 'IDEMPOTENCY_CONFLICT', description: 'Chave de idempotência já usada com outro conteúdo.' },
    ]);
    // Final, not lock contention: clients that retry 409s (the SDK) are told not to.
    expect(conflict.headers['x-should-retry']).toBe('false');
    // The refused call did nothing: b's token is still unspent.
    expect((await refresh(b.refreshToken)).status).toBe(200);
  });

  it('leaves the key free when the operation failed', async () => {
    const headers = { 'idempotency-key': 'chave-falha-000001' };
    const wrong = await s.call({
      method: 'POST',
      url: '/core/public/auth/sign-in',
      payload: { credentials: { email: 'vendas@demo.balcao.dev', password: 'errada' } },
      headers,
    });
    expect(wrong.status).toBe(401);
    const right = await s.call({
      method: 'POST',
      url: '/core/public/auth/sign-in',
      payload: { credentials: { email: 'vendas@demo.balcao.dev', password: DEMO_PASSWORD } },
      headers,
    });
    expect(right.status).toBe(200);
  });
});
