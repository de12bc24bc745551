import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, PermissionDeniedError } from '../src';
import { failureOf, OTHER_ADMIN, type RealSandbox, SALE, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

const on = (settings: { notifications: { type: string; active: boolean }[] }) =>
  settings.notifications.filter((n) => n.active).map((n) => n.type);

describe('notificationSettings', () => {
  it('reads the settings with each switch’s message', async () => {
    const settings = await sandbox.balcao().notificationSettings.retrieve();
    expect(settings.name).toBe('Loja Exemplo');
    expect(settings.notifications).toHaveLength(42);
    expect(settings.notifications[0]?.message).toContain('vence em 15 dias');
  });

  it('changes the identification and the all-notifications switch, refusing an invalid e-mail', async () => {
    const balcao = sandbox.balcao(OTHER_ADMIN);
    const paused = await balcao.notificationSettings.updateBasic({
      name: 'Comércio Modelo',
      email: 'contato@modelo.com.br',
      hiddenEmail: null,
      activeAllNotifications: false,
    });
    expect(paused).toMatchObject({ email: 'contato@modelo.com.br', activeAllNotifications: false });
    const invalid = await failureOf(
      balcao.notificationSettings.updateBasic({ name: 'X', email: 'x', activeAllNotifications: true }),
    );
    expect(invalid).toBeInstanceOf(BadRequestError);
    expect((invalid as BadRequestError).errors[0]?.description).toBe('E-mail: Digite um e-mail válido!');
  });

  it('switches one notification, or every one of a channel', async () => {
    const balcao = sandbox.balcao(OTHER_ADMIN);
    const one = await balcao.notificationSettings.setActive('PIX_PAYMENT_WHATSAPP', true);
    expect(on(one)).toContain('PIX_PAYMENT_WHATSAPP');
    const none = await balcao.notificationSettings.setEveryActive(false, 'WHATSAPP');
    expect(on(none).some((type) => type.endsWith('_WHATSAPP'))).toBe(false);
    expect(on(none)).toContain('PIX_PAYMENT');
  });

  it('is refused to a salesperson', async () => {
    const refused = await failureOf(sandbox.balcao(SALE).notificationSettings.retrieve());
    expect(refused).toBeInstanceOf(PermissionDeniedError);
  });
});
