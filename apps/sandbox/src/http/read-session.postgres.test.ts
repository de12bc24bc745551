import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { ADMIN, createSecondProcess, createTestSandbox, signInOn, type TestSandbox } from '../test-support';

// On a Postgres server an authenticated GET confirms its session inside its own read: the user's row, the
// shared clock and the page's data on one pooled connection, in one snapshot, instead of a connection for
// the session and another for the read. A second sandbox on the same database counts what it asks of it.
let a: TestSandbox;
let b: FastifyInstance;
const asked = { query: 0, read: 0, transaction: 0 };

beforeAll(async () => {
  a = await createTestSandbox();
  const counted: Db = {
    ...a.db,
    query: (sql, params) => {
      asked.query++;
      return a.db.query(sql, params);
    },
    read: (fn) => {
      asked.read++;
      return a.db.read(fn);
    },
    transaction: (fn) => {
      asked.transaction++;
      return a.db.transaction(fn);
    },
  };
  b = await createSecondProcess(counted);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const email = ADMIN;
const signIn = () => signInOn(b, email);

const chargesOf = (token: string) =>
  b.inject({
    method: 'GET',
    url: '/payment/charges?page=0&size=5',
    headers: { authorization: `Bearer ${token}` },
  });

describe('an authenticated GET on a Postgres server', () => {
  it('reads its session and its data in one read, on one connection', async () => {
    const token = await signIn();
    Object.assign(asked, { query: 0, read: 0, transaction: 0 });
    const response = await chargesOf(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().content.length).toBeGreaterThan(0);
    expect(asked).toEqual({ query: 0, read: 1, transaction: 0 });
  });

  it('still ends at once when the session is ended by another process', async () => {
    const token = await signIn();
    expect((await chargesOf(token)).statusCode).toBe(200);
    await a.db.query('UPDATE users SET session_version = session_version + 1 WHERE email = $1', [email]);
    const ended = await chargesOf(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.body).toContain('Sessão encerrada');
  });

  it('refuses a user blocked by another process', async () => {
    const token = await signIn();
    await a.db.query(`UPDATE users SET status = 'BLOCKED' WHERE email = $1`, [email]);
    try {
      expect((await chargesOf(token)).statusCode).toBe(401);
    } finally {
      await a.db.query(`UPDATE users SET status = 'ACTIVE' WHERE email = $1`, [email]);
    }
  });
});
