import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signOut } from '../features/auth/api';
import { NotificationBell } from '../features/notifications/notification-bell';
import { startMswServer } from '../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../test/render-with-app';
import { staleKeysOf, useLiveUpdates } from './live-updates';

const server = startMswServer();
const encoder = new TextEncoder();

/** A stream the test writes to, as the gateway's `/core/events/stream` would. */
function openStream() {
  let push!: (chunk: string) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (chunk) => controller.enqueue(encoder.encode(chunk));
      end = () => controller.close();
    },
  });
  return { body, push: (chunk: string) => push(chunk), end: () => end() };
}

function Live({ children }: { children?: React.ReactNode }) {
  useLiveUpdates();
  return <>{children}</>;
}

/** The stream's requests as the gateway sees them, each with whether the app has closed it. */
function recordStreams() {
  const opened: { closed: boolean }[] = [];
  server.use(
    http.get(`${GATEWAY}/core/notification-panel/quantity-unread`, () => HttpResponse.json({ quantity: 0 })),
    http.get(`${GATEWAY}/core/events/stream`, ({ request }) => {
      const record = { closed: false };
      opened.push(record);
      request.signal.addEventListener('abort', () => {
        record.closed = true;
      });
      return new HttpResponse(openStream().body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return opened;
}

describe('useLiveUpdates', () => {
  it('refreshes the bell when the stream tells of a new notification, with the bearer in the header', async () => {
    let unread = 3;
    const streams: ReturnType<typeof openStream>[] = [];
    const authorizations: (string | null)[] = [];
    server.use(
      http.get(`${GATEWAY}/core/notification-panel/quantity-unread`, () =>
        HttpResponse.json({ quantity: unread }),
      ),
      http.get(`${GATEWAY}/core/events/stream`, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        const stream = openStream();
        streams.push(stream);
        return new HttpResponse(stream.body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const session = demoSession();
    renderWithApp(
      <Live>
        <NotificationBell />
      </Live>,
      { session },
    );
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('3');
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(authorizations[0]).toBe(`Bearer ${session.token}`);

    unread = 4;
    streams[0]!.push(': ping\n\n');
    streams[0]!.push('event: notification.created\ndata: {"notificationId":41}\n\n');
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('4'));
  });

  it('connects again after a drop and refetches what the gap may have changed', async () => {
    let unread = 1;
    const streams: ReturnType<typeof openStream>[] = [];
    server.use(
      http.get(`${GATEWAY}/core/notification-panel/quantity-unread`, () =>
        HttpResponse.json({ quantity: unread }),
      ),
      http.get(`${GATEWAY}/core/events/stream`, () => {
        const stream = openStream();
        streams.push(stream);
        return new HttpResponse(stream.body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    renderWithApp(
      <Live>
        <NotificationBell />
      </Live>,
      { session: demoSession() },
    );
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('1');
    await waitFor(() => expect(streams).toHaveLength(1));
    // Paid while the connection was down: no event arrives, the reconnection refetches.
    unread = 2;
    streams[0]!.end();
    await waitFor(() => expect(streams).toHaveLength(2), { timeout: 3_000 });
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));
  });

  it('closes the stream at Sair, and opens none after it', async () => {
    const opened = recordStreams();
    let signedOut = 0;
    server.use(
      http.post(`${GATEWAY}/core/public/auth/sign-out`, () => {
        signedOut++;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { services, store } = renderWithApp(<Live />, { session: demoSession() });
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.closed).toBe(false);
    await signOut({ clients: services.clients, store }, () => store.clear());
    expect(signedOut).toBe(1);
    // Closed by the effect the cleared session re-renders: on a loaded machine that can take past
    // waitFor's default second (CI's run at another date once did), so the wait is for the close itself.
    await waitFor(() => expect(opened[0]!.closed).toBe(true), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(opened).toHaveLength(1);
  });

  it('closes the stream when the session ends without Sair (refresh refused, another tab)', async () => {
    const opened = recordStreams();
    const { store } = renderWithApp(<Live />, { session: demoSession() });
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => store.clear());
    await waitFor(() => expect(opened[0]!.closed).toBe(true), { timeout: 5_000 });
  });

  it('makes the charges (lists, page, dashboard) stale on a charge event, the bell on a notification', () => {
    expect(staleKeysOf({ kind: 'charge.paid' })).toEqual([['charges']]);
    expect(staleKeysOf({ kind: 'charge.late' })).toEqual([['charges']]);
    expect(staleKeysOf({ kind: 'notification.created' })).toEqual([['notifications']]);
    expect(staleKeysOf({ kind: 'algo.novo' })).toEqual([]);
  });
});
