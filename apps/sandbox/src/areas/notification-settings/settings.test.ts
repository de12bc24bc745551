import type { payment } from '@balcao/client';
import {
  DEFAULT_ACTIVE_NOTIFICATION_TYPES,
  NOTIFICATION_TYPES,
  notificationMessage,
} from '@balcao/domain/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOTIFICATION_SENDER, DEMO_WHATSAPP_ON } from '../../../seed/notification-settings';
import {
  ADMIN,
  createTestSandbox,
  descriptions,
  OTHER_ADMIN,
  refusal,
  statusOf,
  type TestSandbox,
} from '../../test-support';
import { openNotificationSettings } from './settings';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const FINANCE = 'financeiro@demo.balcao.dev';
const SALE = 'vendas@demo.balcao.dev';

type Schemas = payment.components['schemas'];
type Identification =
  payment.operations['updateNotificationIdentification']['requestBody']['content']['application/json'];
type Switch = payment.operations['setNotificationActive']['requestBody']['content']['application/json'];
type EverySwitch =
  payment.operations['setEveryNotificationActive']['requestBody']['content']['application/json'];
const api = async (email = ADMIN) => (await s.clients(email)).payment;
const settings = async (email = ADMIN) => (await api(email)).GET('/seller-notifications');
const identify = async (body: Identification, email = ADMIN) =>
  (await api(email)).PATCH('/seller-notifications/basic', { body });
const switchOne = async (body: Switch, email = ADMIN) =>
  (await api(email)).PATCH('/seller-notifications/active', { body });
const switchEvery = async (body: EverySwitch, email = ADMIN) =>
  (await api(email)).PATCH('/seller-notifications/migration/active', { body });
/** A body the contract refuses, which the typed client would not let a test write. */
const patchRaw = async (url: string, payload: object) =>
  s.call({
    method: 'PATCH',
    url: `/payment/seller-notifications${url}`,
    headers: await s.bearer(ADMIN),
    payload,
  });

const activeTypes = (body: Pick<Schemas['NotificationSettings'], 'notifications'> | undefined) =>
  body!.notifications.filter((n) => n.active).map((n) => n.type);

describe('/seller-notifications', () => {
  it('gives every seller its settings: the demo its choices, another the defaults, each with its texts', async () => {
    const demo = await settings();
    expect(demo.response.status).toBe(200);
    expect(demo.data).toMatchObject({ ...DEMO_NOTIFICATION_SENDER, activeAllNotifications: true });
    expect(demo.data!.notifications).toHaveLength(NOTIFICATION_TYPES.length);
    expect(activeTypes(demo.data)).toEqual(expect.arrayContaining([...DEMO_WHATSAPP_ON]));
    const first = demo.data!.notifications[0];
    expect(first).toEqual({
      type: 'BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS',
      paymentMethod: 'BANK_SLIP',
      moment: 'PREPAYMENT_FIFTEEN_DAYS',
      channel: 'EMAIL',
      active: true,
      message: notificationMessage('BANK_SLIP', 'PREPAYMENT_FIFTEEN_DAYS'),
    });
    const other = await settings(OTHER_ADMIN);
    // Its first user's e-mail until it chooses one.
    expect(other.data).toMatchObject({ name: 'Comércio Modelo', email: OTHER_ADMIN, hiddenEmail: null });
    expect(activeTypes(other.data).sort()).toEqual([...DEFAULT_ACTIVE_NOTIFICATION_TYPES].sort());
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
    const changed = await identify(
      {
        name: '  Comércio Modelo  ',
        email: 'Contato@Modelo.com.br',
        hiddenEmail: '',
        activeAllNotifications: false,
      },
      OTHER_ADMIN,
    );
    expect(changed.response.status).toBe(200);
    expect(changed.data).toMatchObject({
      name: 'Comércio Modelo',
      email: 'contato@modelo.com.br',
      hiddenEmail: null,
      activeAllNotifications: false,
    });
    expect((await settings()).data).toMatchObject({
      ...DEMO_NOTIFICATION_SENDER,
      activeAllNotifications: true,
    });
    const back = await identify(
      {
        name: 'Comércio Modelo',
        email: 'contato@modelo.com.br',
        hiddenEmail: 'copia@modelo.com.br',
        activeAllNotifications: true,
      },
      OTHER_ADMIN,
    );
    expect(back.data).toMatchObject({ hiddenEmail: 'copia@modelo.com.br', activeAllNotifications: true });
  });

  it('refuses a missing name, a missing or invalid e-mail and an invalid hidden e-mail, writing nothing', async () => {
    const bad = await refusal(
      identify({
        name: ' ',
        email: 'sem-arroba',
        hiddenEmail: 'também inválido',
        activeAllNotifications: false,
      }),
    );
    expect(bad.status).toBe(400);
    expect(descriptions(bad)).toEqual([
      'Nome: Preenchimento obrigatório!',
      'E-mail: Digite um e-mail válido!',
      'E-mail oculto: Digite um e-mail válido!',
    ]);
    const empty = await refusal(identify({ name: 'Loja', email: '', activeAllNotifications: true }));
    expect(descriptions(empty)).toEqual(['E-mail: Digite um e-mail válido!']);
    const hostile = identify({
      name: '<img src=x onerror=alert(1)>',
      email: `${'a'.repeat(300)}@x.com`,
      activeAllNotifications: true,
    });
    expect(await statusOf(hostile)).toBe(400);
    // Without e-mail and switch: a body the contract refuses.
    const missing = await patchRaw('/basic', { name: 'Loja' });
    expect(missing.status).toBe(400);
    expect((await settings()).data).toMatchObject({
      ...DEMO_NOTIFICATION_SENDER,
      activeAllNotifications: true,
    });
  });

  it('switches one notification on and off, the same state twice changing nothing', async () => {
    const type = 'PIX_LATE_PAYMENT_SEVEN_DAYS_WHATSAPP';
    const on = await switchOne({ type, active: true }, OTHER_ADMIN);
    expect(on.response.status).toBe(200);
    expect(activeTypes(on.data)).toContain(type);
    const again = await switchOne({ type, active: true }, OTHER_ADMIN);
    expect(activeTypes(again.data)).toEqual(activeTypes(on.data));
    const off = await switchOne({ type, active: false }, OTHER_ADMIN);
    expect(activeTypes(off.data)).not.toContain(type);
    expect(activeTypes((await settings()).data)).not.toContain(type);
    // A type the contract does not list, and a switch that is no boolean: bodies only a raw call can send.
    const unknown = await patchRaw('/active', { type: 'BOLETO_QUALQUER', active: true });
    expect(unknown.status).toBe(400);
    expect((await patchRaw('/active', { type, active: 'sim' })).status).toBe(400);
  });

  it('sets every switch of a channel at once (migration), or of both channels', async () => {
    const whatsapp = await switchEvery({ active: true, channel: 'WHATSAPP' }, OTHER_ADMIN);
    expect(whatsapp.response.status).toBe(200);
    const all = whatsapp.data!.notifications;
    expect(all.filter((n) => n.channel === 'WHATSAPP').every((n) => n.active)).toBe(true);
    const none = await switchEvery({ active: false }, OTHER_ADMIN);
    expect(activeTypes(none.data)).toEqual([]);
    const emails = await switchEvery({ active: true, channel: 'EMAIL' }, OTHER_ADMIN);
    expect(activeTypes(emails.data).sort()).toEqual([...DEFAULT_ACTIVE_NOTIFICATION_TYPES].sort());
  });

  it('is for SELLER_ADMIN, SELLER_BACKOFFICE and SELLER_CONFIG_NOTIFICATION only', async () => {
    expect(await statusOf(settings(FINANCE))).toBe(200);
    for (const [name, call] of [
      ['GET', () => settings(SALE)],
      ['PATCH /basic', () => identify({ name: 'X', email: 'x@x.com', activeAllNotifications: false }, SALE)],
      ['PATCH /active', () => switchOne({ type: 'PIX_PAYMENT', active: false }, SALE)],
      ['PATCH /migration/active', () => switchEvery({ active: false }, SALE)],
    ] as const) {
      expect(await statusOf(call()), name).toBe(403);
    }
    expect(activeTypes((await settings()).data)).toContain('PIX_PAYMENT');
  });
});
