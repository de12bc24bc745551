import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOTIFICATIONS, DEMO_UNREAD_NOTIFICATIONS } from '../../../seed/notifications';
import { createTestSandbox, type TestSandbox } from '../../test-support';
import { timeDiff } from '../shared/time-diff';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const call = async (method: 'GET' | 'PATCH', url: string, email = 'admin@demo.balcao.dev') =>
  s.call({ method, url, headers: await s.bearer(email) });

describe('notification panel', () => {
  it('pages newest first with the unread count', async () => {
    const first = await call('GET', '/core/notification-panel?size=10&sort=createdAt,desc');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      totalElements: DEMO_NOTIFICATIONS,
      totalPages: 3,
      number: 0,
      size: 10,
      quantityUnread: DEMO_UNREAD_NOTIFICATIONS,
    });
    expect(first.body.content).toHaveLength(10);
    const dates = first.body.content.map((n: { createdAt: string }) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const [newest] = first.body.content;
    expect(newest.notifiedAt).toBeNull();
    expect(newest.timeDiff).toMatch(/^há \d+ minutos?$/);
    expect(newest.variablesResponse.map((v: { name: string }) => v.name)).toEqual([
      'buyer',
      'amount',
      'date',
      'uuid',
      'whatsApp',
    ]);

    const last = await call('GET', '/core/notification-panel?page=2&size=12');
    expect(last.body.content).toHaveLength(DEMO_NOTIFICATIONS - 24);
    const ascending = await call('GET', '/core/notification-panel?size=1&sort=createdAt,asc');
    expect(ascending.body.content[0].timeDiff).toMatch(/^há \d+ dias?$/);
  });

  it('marks one read, then all; only within the caller seller', async () => {
    const unread = (await call('GET', '/core/notification-panel/quantity-unread')).body.quantity;
    expect(unread).toBe(DEMO_UNREAD_NOTIFICATIONS);
    const [newest] = (await call('GET', '/core/notification-panel?size=1')).body.content;
    const read = await call('PATCH', `/core/notification-panel/${newest.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.notifiedAt).toEqual(expect.any(String));
    expect((await call('GET', '/core/notification-panel/quantity-unread')).body.quantity).toBe(unread - 1);

    const [foreign] = (await call('GET', '/core/notification-panel?size=1', 'outra@demo.balcao.dev')).body
      .content;
    const refused = await call('PATCH', `/core/notification-panel/${foreign.id}/read`);
    expect(refused.status).toBe(404);
    expect((await call('PATCH', '/core/notification-panel/999999/read')).status).toBe(404);

    const all = await call('PATCH', '/core/notification-panel/read-all');
    expect(all.body).toEqual({ quantity: 0 });
    expect(
      (await call('GET', '/core/notification-panel/quantity-unread', 'outra@demo.balcao.dev')).body.quantity,
    ).toBe(2);
  });

  it('is for SELLER_ADMIN, SELLER_VIZUALIZATION and SELLER_BACKOFFICE only', async () => {
    expect((await call('GET', '/core/notification-panel', 'gerente@demo.balcao.dev')).status).toBe(200);
    for (const email of [
      'vendas@demo.balcao.dev',
      'operador@demo.balcao.dev',
      'financeiro@demo.balcao.dev',
    ]) {
      for (const [method, url] of [
        ['GET', '/core/notification-panel'],
        ['GET', '/core/notification-panel/quantity-unread'],
        ['PATCH', '/core/notification-panel/1/read'],
        ['PATCH', '/core/notification-panel/read-all'],
      ] as const) {
        const response = await call(method, url, email);
        expect(response.status, `${email} ${method} ${url}`).toBe(403);
        expect(response.body.errors[0].code).toBe('FORBIDDEN');
      }
    }
  });

  it('validates paging', async () => {
    expect((await call('GET', '/core/notification-panel?size=0')).status).toBe(400);
    expect((await call('GET', '/core/notification-panel?page=-1')).status).toBe(400);
    expect((await call('GET', '/core/notification-panel?sort=title,asc')).status).toBe(400);
  });
});

describe('timeDiff', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (seconds: number) => timeDiff(new Date(now.getTime() - seconds * 1000), now);
  it('speaks Portuguese', () => {
    expect(ago(10)).toBe('agora mesmo');
    expect(ago(60)).toBe('há 1 minuto');
    expect(ago(5 * 60)).toBe('há 5 minutos');
    expect(ago(2 * 3600)).toBe('há 2 horas');
    expect(ago(3 * 86400)).toBe('há 3 dias');
    expect(ago(45 * 86400)).toBe('há 1 mês');
    expect(ago(800 * 86400)).toBe('há 2 anos');
    expect(ago(-100)).toBe('agora mesmo');
  });
});
