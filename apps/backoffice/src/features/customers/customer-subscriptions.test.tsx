import { formatBRL } from '@balcao/domain/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import type { Customer, SubscriptionSummary } from './api';
import { CustomerDetailPage } from './customer-detail-page';

const server = startMswServer();
const ID = '6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c';
const DOCUMENT = '52998224725';

const customer: Customer = {
  id: ID,
  name: 'Maria Souza',
  fantasyName: null,
  document: { documentNumber: DOCUMENT, documentType: 'CPF', documentNation: 'BR' },
  email: 'maria.souza@exemplo.com.br',
  alternativeEmail: null,
  countryCode: '55',
  phone: '11987654321',
  address: {
    zipCode: '01001-000',
    street: 'Praça da Sé',
    number: '10',
    complement: null,
    district: 'Sé',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
  createdAt: '2026-11-20T14:30:00Z',
  updatedAt: '2026-11-20T14:30:00Z',
};

const subscription = (i: number, overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary => ({
  uuid: `5d000000-0000-4000-8000-0001${String(i).padStart(8, '0')}`,
  customerId: ID,
  customerName: 'Maria Souza',
  customerDocument: DOCUMENT,
  startDate: '2026-03-10',
  titlePlan: `Plano ${i}`,
  idPlan: 1,
  basicValue: { type: 'MONTHLY', value: 49.9, valuePerMonth: 49.9 },
  status: 'ACTIVE',
  paymentMethod: 'CREDIT_CARD',
  expirationDate: '2026-12-10',
  ...overrides,
});

const asked: URLSearchParams[] = [];
let chargesCalls = 0;

function serve(subscriptions: () => Response) {
  asked.length = 0;
  chargesCalls = 0;
  server.use(
    http.get(`${GATEWAY}/payment/seller-clients/${ID}`, () => HttpResponse.json(customer)),
    http.get(`${GATEWAY}/payment/subscriptions`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return subscriptions();
    }),
    http.get(`${GATEWAY}/payment/charges`, () => {
      chargesCalls++;
      return HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 });
    }),
  );
}

const page = (content: SubscriptionSummary[]) => () =>
  HttpResponse.json({ content, totalElements: content.length, totalPages: 1, number: 0, size: 10000 });

const tabsOf = (name: string) =>
  within(screen.getByRole('tablist', { name }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

async function open(roles: string[] = ['SELLER_ADMIN']) {
  renderWithApp(<CustomerDetailPage id={ID} />, { session: demoSession({ roles: roles as never }) });
  await screen.findByRole('heading', { name: 'Maria Souza', level: 1 });
}

describe('Assinaturas tab of the customer page', { timeout: 20_000 }, () => {
  it('lists the customer’s subscriptions by document: start, plan, periodicity, period value, status', async () => {
    serve(
      page([
        subscription(1, {
          startDate: '2026-09-01',
          titlePlan: 'Plano Profissional',
          basicValue: { type: 'SEMESTER', value: 249.2, valuePerMonth: 41.53 },
        }),
        subscription(2, { titlePlan: 'Plano Legado', status: 'INACTIVE', expirationDate: null }),
      ]),
    );
    await open();
    expect(screen.getByRole('tab', { name: 'Assinaturas' }).getAttribute('aria-selected')).toBe('true');
    const list = screen.getByRole('region', { name: 'Assinaturas do cliente' });
    await within(list).findByText('Plano Legado');
    const rows = within(list).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Data de inícioPlanoPeriodicidadeValorStatus',
      // The semester's own value, as charged: 6 × R$ 41,53 would not give it back (issue 25).
      `01/09/2026Plano ProfissionalSemestral${formatBRL(24920)}Ativo`,
      `10/03/2026Plano LegadoMensal${formatBRL(4990)}Inativo`,
    ]);
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      customerDocument: DOCUMENT,
      page: '0',
      size: '10000',
      sort: 'startDate,DESC',
    });
    // /recorrencias/{uuid} is not part of this build yet: the rows carry no link to it.
    expect(within(list).queryByRole('link')).toBeNull();
    expect(chargesCalls).toBe(0);
  });

  it('says so when the customer has no subscriptions', async () => {
    serve(page([]));
    await open();
    expect(await screen.findByText('Sem dados de assinaturas')).toBeTruthy();
  });

  it('ignores a failed load (§8): the empty text, and no error shown', async () => {
    serve(() =>
      HttpResponse.json({ errors: [{ code: 'BAR-9999', description: 'Erro interno.' }] }, { status: 500 }),
    );
    await open();
    expect(await screen.findByText('Sem dados de assinaturas', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/Erro interno/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws only the visible rows of a long list', async () => {
    // jsdom has no layout: the scroll box is given the height the browser would give it.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(960);
    serve(page(Array.from({ length: 2000 }, (_, i) => subscription(i))));
    await open();
    const list = screen.getByRole('region', { name: 'Assinaturas do cliente' });
    await within(list).findByText('Plano 0');
    const drawn = within(list).getAllByRole('row').length - 1;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(60);
    expect(within(list).getByRole('table').getAttribute('aria-rowcount')).toBe('2001');
    expect(within(list).queryByText('Plano 1999')).toBeNull();
  });

  it('shows only Assinaturas to SELLER_SUBSCRIPTIONS and only Recebíveis to SELLER_CHARGES', async () => {
    serve(page([subscription(1)]));
    await open(['SELLER_SUBSCRIPTIONS', 'SELLER_CLIENTS']);
    expect(tabsOf('Dados do cliente')).toEqual(['Assinaturas']);
    await screen.findByText('Plano 1');
    expect(chargesCalls).toBe(0);
  });

  it('keeps the subscriptions unloaded for a user who may not see them', async () => {
    serve(page([subscription(1)]));
    await open(['SELLER_CHARGES', 'SELLER_CLIENTS']);
    expect(tabsOf('Dados do cliente')).toEqual(['Recebíveis']);
    await waitFor(() => expect(chargesCalls).toBeGreaterThan(0));
    expect(asked).toHaveLength(0);
  });

  it('moves between the tabs with the arrow keys', async () => {
    serve(page([subscription(1)]));
    await open();
    const first = screen.getByRole('tab', { name: 'Assinaturas' });
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Recebíveis' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Recebíveis');
    await waitFor(() => expect(chargesCalls).toBeGreaterThan(0));
  });
});
