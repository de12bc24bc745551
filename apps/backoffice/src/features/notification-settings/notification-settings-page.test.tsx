import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_METHODS,
  NOTIFICATION_MOMENTS,
  notificationMessage,
  notificationType,
} from '@balcao/domain/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import type { NotificationSettings } from './api';
import { NotificationSettingsPage } from './notification-settings-page';

const server = startMswServer();

function settings(overrides: Partial<NotificationSettings> = {}, on: string[] = []): NotificationSettings {
  return {
    name: 'Loja Exemplo',
    email: 'contato@loja.com.br',
    hiddenEmail: null,
    activeAllNotifications: true,
    notifications: NOTIFICATION_METHODS.flatMap((paymentMethod) =>
      NOTIFICATION_MOMENTS.flatMap((moment) =>
        NOTIFICATION_CHANNELS.map((channel) => {
          const type = notificationType(paymentMethod, moment, channel);
          return {
            type,
            paymentMethod,
            moment,
            channel,
            active: on.includes(type),
            message: notificationMessage(paymentMethod, moment),
          };
        }),
      ),
    ),
    ...overrides,
  };
}

/** A gateway that keeps the settings and answers each change with them, recording what it was sent. */
function serve(initial: NotificationSettings) {
  let current = initial;
  const sent: { path: string; body: unknown }[] = [];
  server.use(
    http.get(`${GATEWAY}/payment/seller-notifications`, () => HttpResponse.json(current)),
    http.patch(`${GATEWAY}/payment/seller-notifications/basic`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path: 'basic', body });
      current = {
        ...current,
        name: String(body.name),
        email: String(body.email),
        hiddenEmail: (body.hiddenEmail as string | null) ?? null,
        activeAllNotifications: Boolean(body.activeAllNotifications),
      };
      return HttpResponse.json(current);
    }),
    http.patch(`${GATEWAY}/payment/seller-notifications/active`, async ({ request }) => {
      const body = (await request.json()) as { type: string; active: boolean };
      sent.push({ path: 'active', body });
      current = {
        ...current,
        notifications: current.notifications.map((n) =>
          n.type === body.type ? { ...n, active: body.active } : n,
        ),
      };
      return HttpResponse.json(current);
    }),
  );
  return sent;
}

const render = () =>
  renderWithApp(<NotificationSettingsPage />, {
    session: demoSession({ roles: ['SELLER_ADMIN'] }),
  });

describe('NotificationSettingsPage', { timeout: 20_000 }, () => {
  it('saves the identification only once a field changed, checking it first', async () => {
    const sent = serve(settings());
    render();
    await screen.findByRole('heading', { name: 'Notificações' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Informações gerais',
      'Boleto',
      'Pix',
      'Cartão de Crédito',
    ]);
    const save = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'sem-arroba' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Digite um e-mail válido!')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'novo@loja.com.br' } });
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: '' } });
    expect(await screen.findByText('Preenchimento obrigatório!')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Loja Nova' } });
    fireEvent.click(save);
    expect(await screen.findByText('Identificação alterada com sucesso')).toBeTruthy();
    expect(sent).toEqual([
      {
        path: 'basic',
        body: {
          name: 'Loja Nova',
          email: 'novo@loja.com.br',
          hiddenEmail: null,
          activeAllNotifications: true,
        },
      },
    ]);
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it('switches all notifications off after a confirmation, with the banner and the channels disabled', async () => {
    const sent = serve(settings({}, ['PIX_PAYMENT']));
    render();
    const all = await screen.findByRole('switch', { name: 'Todas as notificações' });
    fireEvent.click(all);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Tem certeza que deseja desabilitar todas as notificações/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('switch', { name: 'Todas as notificações' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Notificação desabilitada com sucesso')).toBeTruthy();
    expect(sent).toEqual([
      {
        path: 'basic',
        body: {
          name: 'Loja Exemplo',
          email: 'contato@loja.com.br',
          hiddenEmail: null,
          activeAllNotifications: false,
        },
      },
    ]);
    expect(await screen.findByText(/Todas as notificações estão desabilitadas/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Pix' }));
    const paid = screen.getByRole('switch', { name: 'E-mail: Pagamento confirmado' }) as HTMLInputElement;
    expect(paid.checked).toBe(true);
    expect(paid.disabled).toBe(true);
  });

  it('turns each channel of a moment on and off, showing the message it sends', async () => {
    const sent = serve(settings({}, ['BANK_SLIP_PREPAYMENT_SEVEN_DAYS']));
    render();
    fireEvent.click(await screen.findByRole('tab', { name: 'Boleto' }));
    expect(
      screen.getByText(/Lembrete: o boleto de R\$ 150,00 de Loja Exemplo \(Pedido 123\) vence em 15 dias/),
    ).toBeTruthy();
    expect(
      screen.getByText('Os avisos após o vencimento só são enviados se o pagamento não for identificado.'),
    ).toBeTruthy();
    const whatsapp = screen.getByRole('switch', {
      name: 'WhatsApp: 20 dias após o vencimento',
    }) as HTMLInputElement;
    expect(whatsapp.checked).toBe(false);
    fireEvent.click(whatsapp);
    expect(await screen.findByText('Notificação ativada!')).toBeTruthy();
    await waitFor(() => expect(whatsapp.checked).toBe(true));
    fireEvent.click(screen.getByRole('switch', { name: 'E-mail: 7 dias antes do vencimento' }));
    expect(await screen.findByText('Notificação desativada!')).toBeTruthy();
    expect(sent).toEqual([
      { path: 'active', body: { type: 'BANK_SLIP_LATE_PAYMENT_TWENTY_DAYS_WHATSAPP', active: true } },
      { path: 'active', body: { type: 'BANK_SLIP_PREPAYMENT_SEVEN_DAYS', active: false } },
    ]);
  });
});
