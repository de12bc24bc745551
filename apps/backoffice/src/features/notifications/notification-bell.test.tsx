import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { NotificationBell } from './notification-bell';

const server = startMswServer();

function notification(id: number, read = false) {
  return {
    id,
    notificationPanelType: 'NOTIFICATION_PAYMENT_MADE',
    title: `Pagamento ${id}`,
    message: `Cliente ${id} pagou`,
    variablesResponse: [{ name: 'uuid', value: `charge-${id}` }],
    createdAt: '2026-11-21T13:05:00Z',
    timeDiff: 'há 2 horas',
    notifiedAt: read ? '2026-11-21T14:00:00Z' : null,
  };
}

let observed: IntersectionObserverCallback[] = [];
beforeEach(() => {
  observed = [];
  // jsdom has no layout: the test decides when the last item scrolls into view.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it('shows 9+ above nine unread', async () => {
    server.use(
      http.get(`${GATEWAY}/core/notification-panel/quantity-unread`, () =>
        HttpResponse.json({ quantity: 12 }),
      ),
    );
    renderWithApp(<NotificationBell />, { session: demoSession() });
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('9+');
  });

  it('loads 10 when opened, 2 more at the last item, and marks an item read when opened', async () => {
    const sizes: number[] = [];
    let readId: string | undefined;
    const all = Array.from({ length: 13 }, (_, index) => notification(index + 1, index >= 3));
    server.use(
      http.get(`${GATEWAY}/core/notification-panel/quantity-unread`, () =>
        HttpResponse.json({ quantity: 3 }),
      ),
      http.get(`${GATEWAY}/core/notification-panel`, ({ request }) => {
        const size = Number(new URL(request.url).searchParams.get('size'));
        sizes.push(size);
        return HttpResponse.json({
          content: all.slice(0, size),
          totalElements: all.length,
          totalPages: Math.ceil(all.length / size),
          number: 0,
          size,
          quantityUnread: 3,
        });
      }),
      http.patch(`${GATEWAY}/core/notification-panel/:id/read`, ({ params }) => {
        readId = String(params.id);
        return HttpResponse.json({ ...notification(1), notifiedAt: '2026-11-21T15:00:00Z' });
      }),
    );
    const { router } = renderWithApp(<NotificationBell />, { session: demoSession() });
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Notificações, 3 não lidas' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notificações' });
    await within(drawer).findByText('Pagamento 10');
    expect(sizes).toEqual([10]);
    expect(within(drawer).getAllByRole('img', { name: 'Não lida' })).toHaveLength(3);
    act(() =>
      observed.at(-1)?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    await within(drawer).findByText('Pagamento 12');
    expect(sizes).toEqual([10, 12]);
    fireEvent.click(within(drawer).getByText('Pagamento 1'));
    await waitFor(() => expect(readId).toBe('1'));
    expect(router.state.location.pathname).toBe('/cobrancas/charge-1');
  });

  it('tells the user when the notifications cannot be loaded', async () => {
    server.use(
      http.get(`${GATEWAY}/core/notification-panel/quantity-unread`, () =>
        HttpResponse.text('falhou', { status: 502 }),
      ),
    );
    renderWithApp(<NotificationBell />, { session: demoSession() });
    expect(await screen.findByText('Falha no carregamento das notificações.')).toBeTruthy();
  });
});
