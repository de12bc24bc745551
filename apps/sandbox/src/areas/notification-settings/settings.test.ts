import {
  DEFAULT_ACTIVE_NOTIFICATION_TYPES,
  NOTIFICATION_TYPES,
  notificationMessage,
} from '@balcao/domain/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOTIFICATION_SENDER, DEMO_WHATSAPP_ON } from '../../../seed/notification-settings';
import { ADMIN, createTestSandbox, descriptions, OTHER_ADMIN, type TestSandbox } from '../../test-support';
import { openNotificationSettings } from './settings';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';

const call = async (method: 'GET' | 'PATCH', url: string, payload?: unknown, email = ADMIN) =>
  s.call({
    method,
    url: `/payment/seller-notifications${url}`,
    headers: await s.bearer(email),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const activeTypes = (body: { notifications: { type: string; active: boolean }[] }) =>
  body.notifications.filter((n) => n.active).map((n) => n.type);

describe('/seller-notifications', () => {
  it('gives every seller its settings: the demo its choices, another the defaults, each with its texts', async () => {
    const demo = await call('GET', '');
    expect(demo.status).toBe(200);
    expect(demo.body).toMatchObject({ ...DEMO_NOTIFICATION_SENDER, activeAllNotifications: true });
    expect(demo.body.notifications).toHaveLength(NOTIFICATION_TYPES.length);
    expect(activeTypes(demo.body)).toEqual(expect.arrayContaining([...DEMO_WHATSAPP_ON]));
    const first = demo.body.notifications[0];
    expect(first).toEqual({
      type: 'BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS',
      paymentMethod: 'BANK_SLIP',
      moment: 'PREPAYMENT_FIFTEEN_DAYS',
      channel: 'EMAIL',
      active: true,
      message: notificationMessage('BANK_SLIP', 'PREPAYMENT_FIFTEEN_DAYS'),
    });
    const other = await call('GET', '', undefined, OTHER_ADMIN);
    // Its first user's e-mail until it chooses one.
    expect(other.body).toMatchObject({ name: 'Comércio Modelo', email: OTHER_ADMIN, hiddenEmail: null });
    expect(activeTypes(other.body).sort()).toEqual([...DEFAULT_ACTIVE_NOTIFICATION_TYPES].sort());
  });

  it('seeds the demo with reminders already in the outbox, each with its channel', async () => {
    const sent = await s.db.query<{ channel: string; n: number }>(
      `SELECT r.channel, count(*)::int AS n FROM charge_reminders r
         JOIN outbox_emails o ON o.id = r.outbox_id AND o.channel = r.channel
         JOIN charges c ON c.id = r.charge_id JOIN users u ON u.seller_id = c.seller_id AND u.email = $1
        GROUP BY r.channel ORDER BY r.channel`,
      [ADMIN],
    );
    expect(sent.find((row) => row.channel === 'EMAIL')?.n).toBeGreaterThan(0);
  });

  it('gives a seller made later its defaults, replying to its first user', async () => {
    const [seller] = await s.db.query<{ id: number }>(
      `INSERT INTO sellers (document, company_name, fantasy_name, created_at)
       VALUES ('11444777000161', 'Recém Chegada Ltda', NULL, now()) RETURNING id`,
    );
    await s.db.query(
      `INSERT INTO users (seller_id, email, name, profile, created_at)
       VALUES ($1, 'dona@recem.com.br', 'Dona', 'ADMIN', now()), ($1, 'socio@recem.com.br', 'Sócio', 'ADMIN', now())`,
      [seller!.id],
    );
    await openNotificationSettings(s.db, seller!.id);
    const [row] = await s.db.query<{
      name: string;
      email: string | null;
      active_all: boolean;
      active_types: string[];
    }>(
      'SELECT name, email, active_all, active_types FROM seller_notification_settings WHERE seller_id = $1',
      [seller!.id],
    );
    expect(row).toMatchObject({ name: 'Recém Chegada Ltda', email: 'dona@recem.com.br', active_all: true });
    expect([...row!.active_types].sort()).toEqual([...DEFAULT_ACTIVE_NOTIFICATION_TYPES].sort());
    // Made once: a second call keeps what the seller has since chosen.
    await s.db.query(`UPDATE seller_notification_settings SET name = 'Outra' WHERE seller_id = $1`, [
      seller!.id,
    ]);
    await openNotificationSettings(s.db, seller!.id);
    const [after] = await s.db.query<{ name: string }>(
      'SELECT name FROM seller_notification_settings WHERE seller_id = $1',
      [seller!.id],
    );
    expect(after!.name).toBe('Outra');
  });

  it('changes the identification and the all-notifications switch of the caller’s seller only', async () => {
    const changed = await call(
      'PATCH',
      '/basic',
      {
        name: '  Comércio Modelo  ',
        email: 'Contato@Modelo.com.br',
        hiddenEmail: '',
        activeAllNotifications: false,
      },
      OTHER_ADMIN,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Comércio Modelo',
      email: 'contato@modelo.com.br',
      hiddenEmail: null,
      activeAllNotifications: false,
    });
    expect((await call('GET', '')).body).toMatchObject({
      ...DEMO_NOTIFICATION_SENDER,
      activeAllNotifications: true,
    });
    const back = await call(
      'PATCH',
      '/basic',
      {
        name: 'Comércio Modelo',
        email: 'contato@modelo.com.br',
        hiddenEmail: 'copia@modelo.com.br',
        activeAllNotifications: true,
      },
      OTHER_ADMIN,
    );
    expect(back.body).toMatchObject({ hiddenEmail: 'copia@modelo.com.br', activeAllNotifications: true });
  });

  it('refuses a missing name, a missing or invalid e-mail and an invalid hidden e-mail, writing nothing', async () => {
    const bad = await call('PATCH', '/basic', {
      name: ' ',
      email: 'sem-arroba',
      hiddenEmail: 'também inválido',
      activeAllNotifications: false,
    });
    expect(bad.status).toBe(400);
    expect(descriptions(bad.body)).toEqual([
      'Nome: Preenchimento obrigatório!',
      'E-mail: Digite um e-mail válido!',
      'E-mail oculto: Digite um e-mail válido!',
    ]);
    const empty = await call('PATCH', '/basic', { name: 'Loja', email: '', activeAllNotifications: true });
    expect(descriptions(empty.body)).toEqual(['E-mail: Digite um e-mail válido!']);
    const hostile = await call('PATCH', '/basic', {
      name: '<img src=x onerror=alert(1)>',
      email: `${'a'.repeat(300)}@x.com`,
      activeAllNotifications: true,
    });
    expect(hostile.status).toBe(400);
    const missing = await call('PATCH', '/basic', { name: 'Loja' });
    expect(missing.status).toBe(400);
    expect((await call('GET', '')).body).toMatchObject({
      ...DEMO_NOTIFICATION_SENDER,
      activeAllNotifications: true,
    });
  });

  it('switches one notification on and off, the same state twice changing nothing', async () => {
    const type = 'PIX_LATE_PAYMENT_SEVEN_DAYS_WHATSAPP';
    const on = await call('PATCH', '/active', { type, active: true }, OTHER_ADMIN);
    expect(on.status).toBe(200);
    expect(activeTypes(on.body)).toContain(type);
    const again = await call('PATCH', '/active', { type, active: true }, OTHER_ADMIN);
    expect(activeTypes(again.body)).toEqual(activeTypes(on.body));
    const off = await call('PATCH', '/active', { type, active: false }, OTHER_ADMIN);
    expect(activeTypes(off.body)).not.toContain(type);
    expect(activeTypes((await call('GET', '')).body)).not.toContain(type);
    const unknown = await call('PATCH', '/active', { type: 'BOLETO_QUALQUER', active: true });
    expect(unknown.status).toBe(400);
    expect((await call('PATCH', '/active', { type, active: 'sim' })).status).toBe(400);
  });

  it('sets every switch of a channel at once (migration), or of both channels', async () => {
    const whatsapp = await call(
      'PATCH',
      '/migration/active',
      { active: true, channel: 'WHATSAPP' },
      OTHER_ADMIN,
    );
    expect(whatsapp.status).toBe(200);
    const all = whatsapp.body.notifications as { channel: string; active: boolean }[];
    expect(all.filter((n) => n.channel === 'WHATSAPP').every((n) => n.active)).toBe(true);
    const none = await call('PATCH', '/migration/active', { active: false }, OTHER_ADMIN);
    expect(activeTypes(none.body)).toEqual([]);
    const emails = await call('PATCH', '/migration/active', { active: true, channel: 'EMAIL' }, OTHER_ADMIN);
    expect(activeTypes(emails.body).sort()).toEqual([...DEFAULT_ACTIVE_NOTIFICATION_TYPES].sort());
  });

  it('is for SELLER_ADMIN, SELLER_BACKOFFICE and SELLER_CONFIG_NOTIFICATION only', async () => {
    expect((await call('GET', '', undefined, FINANCE)).status).toBe(200);
    for (const [method, url, payload] of [
      ['GET', '', undefined],
      ['PATCH', '/basic', { name: 'X', email: 'x@x.com', activeAllNotifications: false }],
      ['PATCH', '/active', { type: 'PIX_PAYMENT', active: false }],
      ['PATCH', '/migration/active', { active: false }],
    ] as const) {
      expect((await call(method, url, payload, SALE)).status, `${method} ${url}`).toBe(403);
    }
    expect(activeTypes((await call('GET', '')).body)).toContain('PIX_PAYMENT');
  });
});
