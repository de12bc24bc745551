import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { Route } from '../../routes/_app.registro-atividades';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, loaderOf, renderWithApp } from '../../test/render-with-app';
import { expectRouteError, unavailable } from '../../test/route-error';
import { ActivityLogPage } from './activity-log-page';
import type { ActivityLogSearch } from './search';

const server = startMswServer();

const entry = {
  id: 7,
  occurredAt: '2026-11-25T15:00:00Z',
  userId: 1,
  userEmail: 'admin@demo.balcao.dev',
  action: 'transfer.request',
  subject: 'f3a1',
  ipAddress: '203.0.113.7',
  result: 'CONFIRMATION_REQUIRED',
};

describe('ActivityLogPage', () => {
  it('shows who did what, when, from where and how it ended, and moves the action filter into the search', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${GATEWAY}/banking/activity-log`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ content: [entry], totalElements: 1, totalPages: 1, number: 0, size: 20 });
      }),
    );
    const onSearch = vi.fn();
    const search: ActivityLogSearch = { startDate: '2026-11-01', endDate: '2026-11-30', page: 0 };
    renderWithApp(<ActivityLogPage search={search} onSearch={onSearch} />, { session: demoSession() });
    const row = await screen.findByRole('row', { name: /Transferência para a conta bancária/ });
    expect(row.textContent).toContain('25/11/2026 12:00');
    expect(row.textContent).toContain('admin@demo.balcao.dev');
    expect(row.textContent).toContain('203.0.113.7');
    expect(row.textContent).toContain('Recusada: sem confirmação');
    expect(asked[0]).toBe('?startDate=2026-11-01&endDate=2026-11-30&page=0&size=20');

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Ação' }), 'payment.approve');
    expect(onSearch).toHaveBeenCalledWith({ ...search, action: 'payment.approve', page: 0 });
  });

  it("reads the log in the route's loader, over the default period; a failed read is the route's error state", async () => {
    const asked: string[] = [];
    let fail = true;
    server.use(
      http.get(`${GATEWAY}/banking/activity-log`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return fail
          ? unavailable('BNK-500')
          : HttpResponse.json({ content: [entry], totalElements: 1, totalPages: 1, number: 0, size: 20 });
      }),
    );
    const search: ActivityLogSearch = { startDate: '2026-10-31', endDate: '2026-11-30', page: 0 };
    renderWithApp(<ActivityLogPage search={search} onSearch={vi.fn()} />, {
      session: demoSession(),
      path: '/registro-atividades',
      loader: loaderOf(Route),
      gatewayNow: '2026-11-30T15:00:00Z',
    });
    await expectRouteError('BNK-500');
    expect(asked[0]).toBe('?startDate=2026-10-31&endDate=2026-11-30&page=0&size=20');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('row', { name: /Transferência para a conta bancária/ })).toBeTruthy();
  });
});
