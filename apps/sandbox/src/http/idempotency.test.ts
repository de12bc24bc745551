import type { Session } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/constants';
import { sha256 } from '../areas/auth/passwords';
import { createTestSandbox, errorBody, jsonBody, type TestSandbox } from '../test-support';

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

const countTokens = async (email: string) =>
  (
    await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM refresh_tokens r JOIN users u ON u.id = r.user_id WHERE u.email = $1',
      [email],
    )
  )[0]!.n;

describe('Idempotency-Key', () => {
  it('never hands a refresh answer out again: a repeat is a 409, and the new session stays alive', async () => {
    const session = await s.signIn('admin@demo.balcao.dev');
    const first = await refresh(session.refreshToken!, 'chave-refresh-0001');
    const replay = await refresh(session.refreshToken!, 'chave-refresh-0001');
    expect(first.status).toBe(200);
    expect(replay.status).toBe(409);
    expect(errorBody(replay).errors[0]?.code).toBe('IDEMPOTENCY_NOT_REPLAYED');
    expect(JSON.stringify(replay.body)).not.toContain(jsonBody<Session>(first).refreshToken);
    expect(await familySize(session.refreshToken!)).toBe(2);
    // The repeat did not run the rotation again, so it did not count as reuse of the old token.
    expect((await refresh(jsonBody<Session>(first).refreshToken!)).status).toBe(200);
  });

  it('keeps no token or secret in the store', async () => {
    const session = await s.signIn('vendas@demo.balcao.dev');
    await refresh(session.refreshToken!, 'chave-refresh-store');
    const rows = await s.db.query<{ body: string | null }>(
      'SELECT response_body::text AS body FROM idempotency_keys WHERE key = $1',
      ['chave-refresh-store'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toBeNull();
  });

  it('runs concurrent duplicates once, handing the tokens to one of them only', async () => {
    const session = await s.signIn('gerente@demo.balcao.dev');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refresh(session.refreshToken!, 'chave-concorrente-01')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await familySize(session.refreshToken!)).toBe(2);
  });

  it('does not replay a sign-in, nor open a second session for its repeat', async () => {
    const payload = { credentials: { email: 'financeiro@demo.balcao.dev', password: DEMO_PASSWORD } };
    const call = (reordered = false) =>
      s.call({
        method: 'POST',
        url: '/core/public/auth/sign-in',
        payload: reordered
          ? { credentials: { password: DEMO_PASSWORD, email: 'financeiro@demo.balcao.dev' } }
          : payload,
        headers: { 'idempotency-key': 'chave-entrada-0001' },
      });
    const before = await countTokens('financeiro@demo.balcao.dev');
    const first = await call();
    const second = await call(true);
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(errorBody(second).errors[0]?.code).toBe('IDEMPOTENCY_NOT_REPLAYED');
    expect(JSON.stringify(second.body)).not.toContain(jsonBody<Session>(first).token);
    expect(await countTokens('financeiro@demo.balcao.dev')).toBe(before + 1);
  });

  it('compares bodies in canonical form: the same JSON with keys reordered replays', async () => {
    const headers = { ...(await s.bearer('admin@demo.balcao.dev')), 'idempotency-key': 'chave-canonica-01' };
    const url = '/payment/sellers/send-charge-report';
    const [from, to, email] = ['2026-10-01', '2026-10-31', 'admin@demo.balcao.dev'];
    const first = await s.call({
      method: 'POST',
      url,
      payload: { expirationDateInitial: from, expirationDateFinal: to, email },
      headers,
    });
    const second = await s.call({
      method: 'POST',
      url,
      payload: { email, expirationDateFinal: to, expirationDateInitial: from },
      headers,
    });
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
  });

  it('refuses the same key with another body (409)', async () => {
    const a = await s.signIn('supervisor@demo.balcao.dev');
    const b = await s.signIn('supervisor@demo.balcao.dev');
    expect((await refresh(a.refreshToken!, 'chave-conflito-001')).status).toBe(200);
    const conflict = await refresh(b.refreshToken!, 'chave-conflito-001');
    expect(conflict.status).toBe(409);
    expect(errorBody(conflict).errors).toEqual([
      { code: 'IDEMPOTENCY_CONFLICT', description: 'Chave de idempotência já usada com outro conteúdo.' },
    ]);
    // Final, not lock contention: clients that retry 409s (the SDK) are told not to.
    expect(conflict.headers['x-should-retry']).toBe('false');
    // The refused call did nothing: b's token is still unspent.
    expect((await refresh(b.refreshToken!)).status).toBe(200);
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
