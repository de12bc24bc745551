import type { AddressInfo } from 'node:net';
import type { core } from '@balcao/client';
import { addDays, businessToday, startOfBusinessDay } from '@balcao/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, jsonBody, type TestSandbox } from '../test-support';
import { LIVE_STREAMS_PER_USER } from './live-stream';

// The back-office's live stream: a paid charge reaches the seller's own users with the roles to see it,
// as kinds and ids only, and the bell gets a real notification of the specification's kinds.
let s: TestSandbox;
let base: string;

type UnreadCount = core.components['schemas']['UnreadCount'];
type NotificationPage = core.components['schemas']['NotificationPage'];

interface Heard {
  event: string;
  data: Record<string, unknown>;
}

/** A token signed in now, at the sandbox clock's instant (s.bearer keeps the file's first one). */
async function freshBearer(email: string) {
  return { authorization: `Bearer ${(await s.signIn(email)).token}` };
}

/** Opens the stream as a user and collects its events until closed. */
async function listen(email: string, fresh = false) {
  const controller = new AbortController();
  const response = await fetch(`${base}/core/events/stream`, {
    headers: fresh ? await freshBearer(email) : await s.bearer(email),
    signal: controller.signal,
  });
  const heard: Heard[] = [];
  const comments: string[] = [];
  let ended = false;
  const reading = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          ended = true;
          return;
        }
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) comments.push(block);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) heard.push({ event, data: JSON.parse(data) });
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    response,
    heard,
    comments,
    /** The server ended the stream. */
    get ended() {
      return ended;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

/** Waits until `check` holds, the stream's events arriving asynchronously. */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`não aconteceu: ${what}`);
}

const userId = async (email: string) =>
  (await s.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;

async function pendingPix(email: string): Promise<string> {
  const [charge] = await s.db.query<{ id: string }>(
    `SELECT id FROM charges WHERE seller_id = (SELECT seller_id FROM users WHERE email = $1)
        AND status = 'SCHEDULED' AND payment_method = 'PIX' AND expiration_date >= $2::date
      ORDER BY id LIMIT 1`,
    [email, businessToday(s.clock.now())],
  );
  return charge!.id;
}

const notificationsOf = async (chargeId: string, type: string) =>
  s.db.query<{ user_id: number; variables: { name: string; value: string }[] }>(
    `SELECT user_id, variables FROM notifications WHERE type = $2 AND variables @> $1::jsonb ORDER BY user_id`,
    [JSON.stringify([{ name: 'uuid', value: chargeId }]), type],
  );

beforeAll(async () => {
  s = await createTestSandbox();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
});
afterAll(() => s?.close());

describe('GET /core/events/stream', () => {
  it('asks for a session', async () => {
    const response = await fetch(`${base}/core/events/stream`);
    expect(response.status).toBe(401);
    expect((await response.json()).message ?? '').toBeTypeOf('string');
  });

  it('holds at most LIVE_STREAMS_PER_USER open streams per user: 429 past it, a slot back once one ends', async () => {
    const streams = await Promise.all(
      Array.from({ length: LIVE_STREAMS_PER_USER }, () => listen('gerente@demo.balcao.dev')),
    );
    try {
      expect(streams.every((stream) => stream.response.status === 200)).toBe(true);
      const refused = await fetch(`${base}/core/events/stream`, {
        headers: await s.bearer('gerente@demo.balcao.dev'),
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect((await refused.json()).errors[0].code).toBe('TOO_MANY_STREAMS');
      // Another user of the same merchant is not held back by this one's streams.
      const admin = await listen('admin@demo.balcao.dev');
      expect(admin.response.status).toBe(200);
      await admin.close();
      await streams.pop()!.close();
      let again: Response | undefined;
      for (let i = 0; i < 100 && again?.status !== 200; i++) {
        if (again) await new Promise((resolve) => setTimeout(resolve, 20));
        const controller = new AbortController();
        again = await fetch(`${base}/core/events/stream`, {
          headers: await s.bearer('gerente@demo.balcao.dev'),
          signal: controller.signal,
        });
        controller.abort();
      }
      expect(again?.status).toBe(200);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });

  it('opens as text/event-stream', async () => {
    const admin = await listen('admin@demo.balcao.dev');
    expect(admin.response.status).toBe(200);
    expect(admin.response.headers.get('content-type')).toContain('text/event-stream');
    await admin.close();
  });

  it("tells a paid charge to the merchant's own users with the roles to see it, and rings their bell", async () => {
    const admin = await listen('admin@demo.balcao.dev');
    const sales = await listen('vendas@demo.balcao.dev'); // sees charges, has no bell
    const finance = await listen('financeiro@demo.balcao.dev'); // sees no charges
    const other = await listen('outra@demo.balcao.dev'); // another merchant's admin
    const bellBefore = jsonBody<UnreadCount>(
      await s.call({
        method: 'GET',
        url: '/core/notification-panel/quantity-unread',
        headers: await s.bearer('admin@demo.balcao.dev'),
      }),
    );
    const chargeId = await pendingPix('admin@demo.balcao.dev');

    expect((await s.call({ method: 'POST', url: `/_sandbox/charges/${chargeId}/pay` })).status).toBe(200);

    await until(() => admin.heard.some((e) => e.event === 'charge.paid'), 'charge.paid para o admin');
    await until(() => sales.heard.some((e) => e.event === 'charge.paid'), 'charge.paid para vendas');
    await until(() => admin.heard.some((e) => e.event === 'notification.created'), 'sino do admin');
    expect(admin.heard.find((e) => e.event === 'charge.paid')!.data).toEqual({ chargeId });
    expect(sales.heard.map((e) => e.event)).toEqual(['charge.paid']);
    // Give a wrongly addressed event the time to arrive before saying none came.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(finance.heard).toEqual([]);
    expect(other.heard).toEqual([]);

    const made = await notificationsOf(chargeId, 'NOTIFICATION_PAYMENT_MADE');
    const readers = made.map((row) => row.user_id);
    expect(readers).toContain(await userId('admin@demo.balcao.dev'));
    expect(readers).not.toContain(await userId('financeiro@demo.balcao.dev'));
    expect(readers).not.toContain(await userId('vendas@demo.balcao.dev'));
    const names = made[0]!.variables.map((v) => v.name);
    expect(names).toEqual(expect.arrayContaining(['buyer', 'amount', 'date', 'uuid']));
    const { id: notificationId } = jsonBody<NotificationPage>(
      await s.call({
        method: 'GET',
        url: '/core/notification-panel?size=1',
        headers: await s.bearer('admin@demo.balcao.dev'),
      }),
    ).content[0]!;
    expect(admin.heard.find((e) => e.event === 'notification.created')!.data).toEqual({ notificationId });
    const bellAfter = jsonBody<UnreadCount>(
      await s.call({
        method: 'GET',
        url: '/core/notification-panel/quantity-unread',
        headers: await s.bearer('admin@demo.balcao.dev'),
      }),
    );
    expect(bellAfter.quantity).toBe(bellBefore.quantity + 1);
    await Promise.all([admin, sales, finance, other].map((stream) => stream.close()));
  });

  it('tells a boleto given a new due date (Prorrogar, Segunda via) as charge.updated', async () => {
    const admin = await listen('admin@demo.balcao.dev');
    const [boleto] = await s.db.query<{ id: string }>(
      `SELECT id FROM charges WHERE seller_id = (SELECT seller_id FROM users WHERE email = $1)
          AND status = 'SCHEDULED' AND payment_method = 'BOLETO' AND expiration_date >= $2::date
          AND NOT anticipated
        ORDER BY id LIMIT 1`,
      ['admin@demo.balcao.dev', businessToday(s.clock.now())],
    );
    const rescheduled = await s.call({
      method: 'POST',
      url: `/payment/charges/${boleto!.id}/reschedule`,
      headers: await s.bearer('admin@demo.balcao.dev'),
      payload: { expirationDate: addDays(businessToday(s.clock.now()), 20) },
    });
    expect(rescheduled.status).toBe(200);
    await until(
      () => admin.heard.some((e) => e.event === 'charge.updated'),
      'o charge.updated da prorrogação',
    );
    expect(admin.heard.filter((e) => e.event === 'charge.updated')).toEqual([
      { event: 'charge.updated', data: { chargeId: boleto!.id } },
    ]);
    await admin.close();
  });

  it('ends with the session: a user signed out elsewhere hears nothing more', async () => {
    const sales = await listen('vendas@demo.balcao.dev');
    // What a sign-out or a password reset does to every token of the user (areas/auth/session.ts).
    await s.db.query('UPDATE users SET session_version = session_version + 1 WHERE email = $1', [
      'vendas@demo.balcao.dev',
    ]);
    const chargeId = await pendingPix('admin@demo.balcao.dev');
    expect((await s.call({ method: 'POST', url: `/_sandbox/charges/${chargeId}/pay` })).status).toBe(200);
    await until(() => sales.ended, 'o fim do stream de quem saiu');
    expect(sales.heard.filter((e) => e.event === 'charge.paid')).toEqual([]);
    await sales.close();
  });

  it('tells nothing when the payment is rolled back', async () => {
    const admin = await listen('admin@demo.balcao.dev');
    const chargeId = await pendingPix('admin@demo.balcao.dev');
    const [seller] = await s.db.query<{ seller_id: number }>('SELECT seller_id FROM charges WHERE id = $1', [
      chargeId,
    ]);
    const event = {
      kind: 'charge.paid',
      sellerId: seller!.seller_id,
      audience: 'getCharge',
      data: { chargeId },
    };
    await s.db
      .transaction(async (tx) => {
        await tx.notify('balcao_live', JSON.stringify(event));
        throw new Error('desfeita');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(admin.heard).toEqual([]);
    // The same event, committed, is heard: the silence above was the rollback's.
    await s.db.transaction((tx) => tx.notify('balcao_live', JSON.stringify(event)));
    await until(() => admin.heard.length === 1, 'o evento confirmado');
    await admin.close();
  });

  it('rings the bell when a charge falls late, once', async () => {
    const today = businessToday(s.clock.now());
    const chargeId = await pendingPix('admin@demo.balcao.dev');
    await s.db.query('UPDATE charges SET expiration_date = $2 WHERE id = $1', [chargeId, today]);
    // The sweep's first run covers from today on; at the next midnight in São Paulo the charge due today
    // has fallen late. The stream opens five minutes before, its token alive when the event comes.
    await s.app.scheduler.drain();
    const midnight = startOfBusinessDay(addDays(today, 1)).getTime();
    await s.clock.advance(Math.floor((midnight - s.clock.now().getTime()) / 1000) - 300);
    const admin = await listen('admin@demo.balcao.dev', true);
    await s.clock.advance(600);
    const late = await notificationsOf(chargeId, 'NOTIFICATION_PAYMENT_LATE');
    expect(late.map((row) => row.user_id)).toContain(await userId('admin@demo.balcao.dev'));
    expect(new Set(late.map((row) => row.user_id)).size).toBe(late.length);
    await until(
      () => admin.heard.some((e) => e.event === 'charge.late' && e.data.chargeId === chargeId),
      'charge.late',
    );
    await admin.close();
  });

  it("ends a stream whose token the sandbox's clock outlived, so the app reconnects with a fresh one", async () => {
    const admin = await listen('admin@demo.balcao.dev');
    await s.clock.advance(3600);
    const chargeId = await pendingPix('admin@demo.balcao.dev');
    expect((await s.call({ method: 'POST', url: `/_sandbox/charges/${chargeId}/pay` })).status).toBe(200);
    await until(() => admin.ended, 'o fim do stream com o token vencido');
    expect(admin.heard.filter((e) => e.event === 'charge.paid')).toEqual([]);
    await admin.close();
  });

  it('rings the bell when a defaulting subscription pays what it owed', async () => {
    const today = businessToday(s.clock.now());
    const [owed] = await s.db.query<{ id: string; subscription_id: string }>(
      `SELECT c.id, c.subscription_id FROM charges c JOIN subscriptions s ON s.id = c.subscription_id
        WHERE s.status = 'DEFAULTER' AND c.status = 'SCHEDULED' AND c.expiration_date < $1::date
          AND c.payment_method IN ('PIX', 'BOLETO')
          AND (SELECT count(*) FROM charges o WHERE o.subscription_id = s.id AND o.status IN ('SCHEDULED', 'FAILED')
                  AND o.expiration_date < $1::date) = 1
        ORDER BY c.id LIMIT 1`,
      [today],
    );
    const paid = await s.call({ method: 'POST', url: `/_sandbox/charges/${owed!.id}/pay` });
    expect(paid.status).toBe(200);
    const [subscription] = await s.db.query<{ status: string }>(
      'SELECT status FROM subscriptions WHERE id = $1',
      [owed!.subscription_id],
    );
    expect(subscription!.status).toBe('ACTIVE');
    const recovered = await notificationsOf(owed!.id, 'NOTIFICATION_RECOVERED_DEFAULTS');
    expect(recovered.map((row) => row.user_id)).toContain(await userId('admin@demo.balcao.dev'));
  });
});
