import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SandboxContext } from '../http/context';
import { routeHandler } from '../http/operation';
import { createTestSandbox, type TestSandbox } from '../test-support';

// On a Postgres server a GET runs as on the embedded database: its statements in one BEGIN READ ONLY on
// one pooled client, so a write on a read path fails there too (not only in the PGlite test runs) and a
// page's several queries see one snapshot (REPEATABLE READ). Only collected with DATABASE_URL.
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(async () => {
  await sandbox?.close();
});

const probeExists = async () =>
  (
    await sandbox.db.query<{ found: boolean }>(`SELECT to_regclass('read_only_probe') IS NOT NULL AS found`)
  )[0]?.found;

describe('a read on a Postgres server', () => {
  it('runs its statements in one read-only transaction', async () => {
    const seen = await sandbox.db.read(async (db) => {
      const [first] = await db.query<{ at: string; readOnly: string }>(
        `SELECT now()::text AS at, current_setting('transaction_read_only') AS "readOnly"`,
      );
      await db.query('SELECT pg_sleep(0.02)');
      const [second] = await db.query<{ at: string }>('SELECT now()::text AS at');
      return { first, second };
    });
    expect(seen.first?.readOnly).toBe('on');
    // now() is the transaction's start: the same for both statements only when they share one.
    expect(seen.second?.at).toBe(seen.first?.at);
  });

  it('sees one snapshot: a row committed elsewhere between its statements is not seen', async () => {
    await sandbox.db.exec('CREATE TABLE snapshot_probe (id integer)');
    try {
      const counts = await sandbox.db.read(async (db) => {
        const count = async () =>
          (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM snapshot_probe'))[0]?.n;
        const before = await count();
        // Another pooled client writes and commits while the read is open.
        await sandbox.db.query('INSERT INTO snapshot_probe VALUES (1)');
        return { before, after: await count() };
      });
      expect(counts).toEqual({ before: 0, after: 0 });
      expect(await sandbox.db.query('SELECT id FROM snapshot_probe')).toEqual([{ id: 1 }]);
    } finally {
      await sandbox.db.exec('DROP TABLE snapshot_probe');
    }
  });

  it('refuses a write, and leaves nothing behind', async () => {
    const write = sandbox.db.read((db) => db.query('UPDATE customers SET name = name WHERE false'));
    await expect(write).rejects.toMatchObject({ code: '25006' });
    // The client went back to the pool usable: the next statements run and may write.
    await expect(sandbox.db.query(`SELECT current_setting('transaction_read_only') AS ro`)).resolves.toEqual([
      { ro: 'off' },
    ]);
  });
});

/** One turn of the event loop: a read's COMMIT, when no statement took it along, is sent by then. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("a read's BEGIN and COMMIT", () => {
  const sent: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    sent.length = 0;
  });
  /** What each read says to the server, one entry per message (query call) on its client. */
  const spyOnMessages = () => {
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const [config] = args as [string | { text: string }];
      sent.push(typeof config === 'string' ? config : config.text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query);
  };

  it('travels with a first statement that has integer parameters, once its connection parsed it', async () => {
    const read = () =>
      sandbox.db.read(async (db) => {
        const [row] = await db.query<{ next: number; text: string; readOnly: string }>(
          `SELECT $1::int + 1 AS next, $2 || '' AS text, current_setting('transaction_read_only') AS "readOnly"`,
          [41, 7],
        );
        return row;
      });
    spyOnMessages();
    const messages: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const before = sent.length;
      // Each read's answer is the same whichever way its BEGIN went; an integer reaches a text parameter.
      expect(await read()).toEqual({ next: 42, text: '7', readOnly: 'on' });
      await turn();
      messages.push(sent.length - before);
    }
    // The first read on a connection parses the statement (BEGIN, statement, COMMIT); after that, two
    // (BEGIN with the statement, then the COMMIT nobody took along).
    expect(messages[0]).toBe(3);
    expect(messages).toContain(2);
    expect(sent).toContainEqual(
      expect.stringMatching(/^BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; EXECUTE s\d+\('41', '7'\)$/),
    );
  });

  it('goes on its own before a statement with a text parameter, which is never written into SQL', async () => {
    spyOnMessages();
    const [row] = await sandbox.db.read((db) =>
      db.query<{ text: string }>('SELECT $1::text AS text', ["d'Ávila"]),
    );
    expect(row).toEqual({ text: "d'Ávila" });
    await turn();
    expect(sent).toEqual([
      'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
      'SELECT $1::text AS text',
      'COMMIT',
    ]);
  });

  it('commits each read once, in the same message as the next BEGIN on its connection when one follows', async () => {
    const reads = 30;
    spyOnMessages();
    const answers = await Promise.all(
      Array.from({ length: reads }, (_, n) =>
        sandbox.db.read(async (db) => (await db.query<{ n: number }>('SELECT $1::int AS n', [n]))[0]?.n),
      ),
    );
    await turn();
    expect(answers).toEqual(Array.from({ length: reads }, (_, n) => n));
    // Thirty reads on a pool of ten: a connection given back goes straight to a waiting read.
    expect(sent).toContainEqual(
      expect.stringMatching(/^COMMIT; BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY/),
    );
    const commits = sent.filter((message) => message.startsWith('COMMIT')).length;
    expect(commits).toBe(reads);
  });

  it('closes a read left open before a write on the same connection, in or out of a transaction', async () => {
    await sandbox.db.exec('CREATE TABLE after_read_probe (id integer)');
    try {
      spyOnMessages();
      const read = () => sandbox.db.read((db) => db.query('SELECT $1::int AS n', [1]));
      await read();
      // No turn of the event loop in between: the pool lends the same connection, its read still open.
      await sandbox.db.transaction((tx) => tx.query('INSERT INTO after_read_probe VALUES ($1)', [1]));
      await read();
      await sandbox.db.query('INSERT INTO after_read_probe VALUES ($1)', [2]);
      expect(sent).toContain('COMMIT; BEGIN');
      expect(await sandbox.db.query('SELECT id FROM after_read_probe ORDER BY id')).toEqual([
        { id: 1 },
        { id: 2 },
      ]);
    } finally {
      await sandbox.db.exec('DROP TABLE after_read_probe');
    }
  });

  it('leaves no idle connection inside a transaction', async () => {
    const pids = await Promise.all(
      Array.from({ length: 12 }, () =>
        sandbox.db.read(
          async (db) => (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]?.pid,
        ),
      ),
    );
    await turn();
    const stillOpen = async () =>
      (
        await sandbox.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE pid = ANY($1::int[]) AND pid <> pg_backend_pid() AND state <> 'idle'`,
          [pids],
        )
      )[0]?.n;
    await vi.waitFor(async () => expect(await stillOpen()).toBe(0), { timeout: 2_000, interval: 20 });
  });

  it('is not sent at all by a read that runs nothing', async () => {
    spyOnMessages();
    await expect(sandbox.db.read(async () => 'nothing')).resolves.toBe('nothing');
    await expect(sandbox.db.read(async () => Promise.reject(new Error('antes de ler')))).rejects.toThrow(
      'antes de ler',
    );
    expect(sent).toEqual([]);
  });
});

describe('a GET handler on a Postgres server', () => {
  const app = Fastify();
  beforeAll(async () => {
    const ctx = {
      db: sandbox.db,
      clock: sandbox.clock,
      urls: { app: 'http://app.test', gateway: 'http://gateway.test' },
    } as SandboxContext;
    const options = { operationId: 'readOnlyProbe', successStatus: 200, secretAnswer: false };
    app.get(
      '/writes',
      routeHandler(
        ctx,
        async (_input, { db }) => {
          await db.query('SELECT id FROM sellers ORDER BY id LIMIT 1');
          await db.query('CREATE TABLE read_only_probe (id integer)');
          return { written: true };
        },
        options,
      ),
    );
    app.get(
      '/reads',
      routeHandler(
        ctx,
        async (_input, { db }) => db.query<{ count: number }>('SELECT count(*)::int AS count FROM sellers'),
        options,
      ),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('fails when it writes, and nothing is written', async () => {
    const response = await app.inject({ method: 'GET', url: '/writes' });
    expect(response.statusCode).toBe(500);
    expect(await probeExists()).toBe(false);
  });

  it('still reads', async () => {
    const response = await app.inject({ method: 'GET', url: '/reads' });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].count).toBeGreaterThan(0);
  });
});
