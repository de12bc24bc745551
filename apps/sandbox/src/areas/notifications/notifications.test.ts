import type { core as contract } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOTIFICATIONS, DEMO_UNREAD_NOTIFICATIONS } from '../../../seed/notifications';
import { createTestSandbox, refusal, statusOf, type TestSandbox } from '../../test-support';
import { timeDiff } from '../shared/time-diff';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const ADMIN = 'admin@demo.balcao.dev';
const core = async (email = ADMIN) => (await s.clients(email)).core;
type PanelQuery = contract.operations['listNotifications']['parameters']['query'];
const panel = async (query: PanelQuery = {}, email = ADMIN) =>
  (await core(email)).GET('/notification-panel', { params: { query } });
const unreadCount = async (email = ADMIN) =>
  (await (await core(email)).GET('/notification-panel/quantity-unread')).data!.quantity;
const markRead = async (id: number, email = ADMIN) =>
  (await core(email)).PATCH('/notification-panel/{id}/read', { params: { path: { id } } });
const markAllRead = async (email = ADMIN) => (await core(email)).PATCH('/notification-panel/read-all');

describe('notification panel', () => {
  it('pages newest first with the unread count', async () => {
    const first = await panel({ size: 10, sort: 'createdAt,desc' });
    expect(first.response.status).toBe(200);
    const page = first.data!;
    expect(page).toMatchObject({
      totalElements: DEMO_NOTIFICATIONS,
      totalPages: 3,
      number: 0,
      size: 10,
      quantityUnread: DEMO_UNREAD_NOTIFICATIONS,
    });
    expect(page.content).toHaveLength(10);
    const dates = page.content.map((n) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const [newest] = page.content;
    expect(newest!.notifiedAt).toBeNull();
    expect(newest!.timeDiff).toMatch(/^há \d+ minutos?$/);
    expect(newest!.variablesResponse.map((v) => v.name)).toEqual([
      'buyer',
      'amount',
      'date',
      'uuid',
      'whatsApp',
    ]);

    const last = (await panel({ page: 2, size: 12 })).data!;
    expect(last.content).toHaveLength(DEMO_NOTIFICATIONS - 24);
    const ascending = (await panel({ size: 1, sort: 'createdAt,asc' })).data!;
    expect(ascending.content[0]!.timeDiff).toMatch(/^há \d+ dias?$/);
  });

  it('marks one read, then all; only within the caller seller', async () => {
    const unread = await unreadCount();
    expect(unread).toBe(DEMO_UNREAD_NOTIFICATIONS);
    const [newest] = (await panel({ size: 1 })).data!.content;
    const read = await markRead(newest!.id);
    expect(read.response.status).toBe(200);
    expect(read.data!.notifiedAt).toEqual(expect.any(String));
    expect(await unreadCount()).toBe(unread - 1);

    const [foreign] = (await panel({ size: 1 }, 'outra@demo.balcao.dev')).data!.content;
    expect(await statusOf(markRead(foreign!.id))).toBe(404);
    expect(await statusOf(markRead(999999))).toBe(404);

    const all = await markAllRead();
    expect(all.data).toEqual({ quantity: 0 });
    expect(await unreadCount('outra@demo.balcao.dev')).toBe(2);
  });

  it('is for SELLER_ADMIN, SELLER_VIZUALIZATION and SELLER_BACKOFFICE only', async () => {
    expect(await statusOf(panel({}, 'gerente@demo.balcao.dev'))).toBe(200);
    for (const email of [
      'vendas@demo.balcao.dev',
      'operador@demo.balcao.dev',
      'financeiro@demo.balcao.dev',
    ]) {
      const api = await core(email);
      for (const [name, call] of [
        ['GET /notification-panel', () => api.GET('/notification-panel')],
        ['GET /notification-panel/quantity-unread', () => api.GET('/notification-panel/quantity-unread')],
        [
          'PATCH /notification-panel/1/read',
          () => api.PATCH('/notification-panel/{id}/read', { params: { path: { id: 1 } } }),
        ],
        ['PATCH /notification-panel/read-all', () => api.PATCH('/notification-panel/read-all')],
      ] as const) {
        const refused = await refusal(call());
        expect(refused.status, `${email} ${name}`).toBe(403);
        expect(refused.errors[0]!.code).toBe('FORBIDDEN');
      }
    }
  });

  it('validates paging', async () => {
    expect(await statusOf(panel({ size: 0 }))).toBe(400);
    expect(await statusOf(panel({ page: -1 }))).toBe(400);
    // A sort the contract does not list: only a raw call can ask for it.
    const bySort = await s.call({
      method: 'GET',
      url: '/core/notification-panel?sort=title,asc',
      headers: await s.bearer(ADMIN),
    });
    expect(bySort.status).toBe(400);
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
