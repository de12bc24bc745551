import { formatBRL } from '@balcao/domain/money';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import type { SubscriptionListFilters } from './api';
import { validateSubscriptionSearch } from './search';

const validate = (search: Record<string, unknown>) =>
  validateSubscriptionSearch(search as Parameters<typeof validateSubscriptionSearch>[0]);

import { NO_RECURRENCES, SubscriptionsPage } from './subscriptions-page';

const server = startMswServer();

const row = {
  uuid: '5d000000-0000-4000-8000-000100000001',
  customerId: '6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c',
  customerName: 'Maria Souza',
  customerDocument: '52998224725',
  startDate: '2026-03-10',
  titlePlan: 'Plano Essencial',
  idPlan: 1,
  basicValue: { type: 'SEMESTER', value: 269.4, valuePerMonth: 44.9 },
  status: 'DEFAULTER',
  paymentMethod: 'BOLETO',
  expirationDate: '2026-12-10',
};

describe('SubscriptionsPage', { timeout: 20_000 }, () => {
  it('asks the tab, the search and the range, 20 a page by start date; shows the columns', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${GATEWAY}/payment/subscriptions`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ content: [row], totalElements: 21, totalPages: 2, number: 1, size: 20 });
      }),
    );
    const onSearchChange = vi.fn();
    const search: SubscriptionListFilters = {
      tab: 'DEFAULTER',
      field: 'customerDocument',
      term: '529',
      from: '2026-12-01',
      to: '2026-12-31',
      page: 2,
    };
    renderWithApp(<SubscriptionsPage search={search} onSearchChange={onSearchChange} today="2026-11-24" />, {
      session: demoSession(),
    });
    const table = await screen.findByRole('table');
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      page: '1',
      size: '20',
      sort: 'startDate,DESC',
      status: 'DEFAULTER',
      customerDocument: '529',
      expirationDateInitial: '2026-12-01',
      expirationDateFinal: '2026-12-31',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Cliente', 'Data de início', 'Plano', 'Periodicidade', 'Valor', 'Status']);
    expect(within(table).getByText('Semestral')).toBeTruthy();
    // The semester's own value, the one its charge is issued for, not a rounded monthly share (issue 25).
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain(formatBRL(26940));
    expect(within(table).getByText('Inadimplente')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Maria Souza' }).getAttribute('href')).toBe(
      `/recorrencias/${row.uuid}`,
    );
    const tabs = screen.getByRole('navigation', { name: 'Status das recorrências' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Todas', 'Ativas', 'Inativas', 'Pendentes', 'Inadimplentes']);
    expect(within(tabs).getByRole('link', { name: 'Inadimplentes' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Importar Recorrências' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({
      tab: 'DEFAULTER',
      field: 'customerName',
      term: '',
      page: 1,
    });
  });

  it('says Sem dados de recorrências when nothing matches', async () => {
    server.use(
      http.get(`${GATEWAY}/payment/subscriptions`, () =>
        HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 }),
      ),
    );
    renderWithApp(<SubscriptionsPage search={validate({})} onSearchChange={() => undefined} />, {
      session: demoSession(),
    });
    expect(await screen.findByText(NO_RECURRENCES)).toBeTruthy();
  });

  it('keeps only sane values from the URL', () => {
    expect(
      validate({
        tab: 'X',
        field: 'y',
        term: 52998224725,
        from: '2026-12-31',
        to: '2026-12-01',
        page: -3,
      }),
    ).toEqual({
      tab: 'ALL',
      field: 'customerName',
      term: '52998224725',
      page: 1,
    });
  });
});
