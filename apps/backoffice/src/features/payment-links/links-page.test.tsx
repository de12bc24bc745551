import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import type { PaymentLink, PaymentLinkListFilters } from './api';
import { NO_LINKS, ONLY_WITH_CUSTOMER, PaymentLinksPage } from './links-page';
import { DELETE_QUESTION, DUPLICATE_QUESTION, ID_COPIED, LINK_DELETED } from './row-actions';

const server = startMswServer();

const link = (i: number, overrides: Partial<PaymentLink> = {}): PaymentLink => ({
  uuid: `7a000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: 'ORDER',
  title: `Link ${i}`,
  description: null,
  value: 100,
  installments: 10,
  bankSlipDescription: null,
  uuidSellerClient: i === 1 ? '6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c' : null,
  sellerClient: i === 1 ? 'Ana Beatriz' : null,
  allowedPaymentMethods: { creditCardMethod: null, bankSlipMethod: null, pixMethod: { discount: null } },
  creditCardTax: null,
  expirationDate: null,
  timer: null,
  maxPaidUses: i === 1 ? 5 : null,
  paidUses: 2,
  active: true,
  createdAt: '2026-11-20T14:30:00.000Z',
  url: `http://gateway.test/payment-link/${i}`,
  paymentSubscription: null,
  scheduledDate: null,
  metadata: [],
  customInstallmentsValues: [{ paymentMethod: 'PIX', installments: 1 }],
  subSellerResponse: [],
  ...overrides,
});

function serveList(content: PaymentLink[]) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(`${GATEWAY}/payment/payment-links`, ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({
        content,
        totalElements: content.length,
        totalPages: 1,
        number: 0,
        size: 20,
      });
    }),
  );
  return asked;
}

function renderPage(search: Partial<PaymentLinkListFilters> = {}, extra: { features?: string[] } = {}) {
  const onSearchChange = vi.fn();
  const filters: PaymentLinkListFilters = {
    kind: 'orders',
    term: '',
    withCustomer: false,
    page: 1,
    ...search,
  };
  const view = renderWithApp(
    <PaymentLinksPage
      search={filters}
      onSearchChange={onSearchChange}
      kinds={
        extra.features?.includes('view_fast_payment_link')
          ? ['orders', 'subscriptions', 'fast-orders']
          : ['orders', 'subscriptions']
      }
      createItems={[{ label: 'Link de Pagamento', path: '/seja-pago/criar/cobranca-pontual' }]}
      importPath={null}
    />,
    { session: demoSession() },
  );
  return { ...view, onSearchChange };
}

describe('PaymentLinksPage', { timeout: 20_000 }, () => {
  it('asks one kind, 20 a page by creation date, with the title and the customer toggle', async () => {
    const asked = serveList([link(1), link(2)]);
    const { onSearchChange } = renderPage({ term: 'curso', withCustomer: true, page: 2 });
    const table = await screen.findByRole('table', { name: 'Cobranças pontuais' });
    expect(asked[0]).toEqual({
      kind: 'orders',
      page: '1',
      size: '20',
      sort: 'createdAt,DESC',
      title: 'curso',
      withCustomer: 'true',
    });
    expect(within(table).getByText('Ana Beatriz')).toBeTruthy();
    expect(within(table).getByText('2 de 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: ONLY_WITH_CUSTOMER }));
    expect(onSearchChange).toHaveBeenLastCalledWith({
      kind: 'orders',
      term: 'curso',
      withCustomer: false,
      page: 1,
    });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' fotografia ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({
      kind: 'orders',
      term: 'fotografia',
      withCustomer: true,
      page: 1,
    });
  });

  it('searches the plan title on the recurring tab, and shows Links Rápidos only with its feature', async () => {
    const asked = serveList([]);
    renderPage({ kind: 'subscriptions', term: 'mensal' });
    expect(await screen.findByText(NO_LINKS)).toBeTruthy();
    expect(asked[0]?.planTitle).toBe('mensal');
    const tabs = screen.getByRole('navigation', { name: 'Tipos de link' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Cobranças pontuais', 'Cobranças recorrentes']);
  });

  it('deletes after the confirmation, and duplicates with the customer blank', async () => {
    serveList([link(1)]);
    const posted: Record<string, unknown>[] = [];
    const deleted: string[] = [];
    server.use(
      http.delete(`${GATEWAY}/payment/payment-links/:id`, ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${GATEWAY}/payment/payment-links`, async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(link(9), { status: 201 });
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ações do link Link 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('alertdialog', { name: DELETE_QUESTION });
    expect(deleted).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(LINK_DELETED)).toBeTruthy();
    expect(deleted).toEqual([link(1).uuid]);

    fireEvent.click(screen.getByRole('button', { name: 'Ações do link Link 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicar' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: DUPLICATE_QUESTION })).getByRole('button', {
        name: 'Sim',
      }),
    );
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      type: 'ORDER',
      uuidSellerClient: null,
      paymentOrder: { title: 'Link 1' },
    });
  });

  it('duplicates a subscription link too, keeping what it sells and leaving the customer blank', async () => {
    const sold = {
      idPlan: 3,
      valuePerMonth: 59.9,
      type: 'MONTHLY' as const,
      additionalValue: null,
      additionalTitle: null,
      additionalInstallments: null,
    };
    serveList([
      link(1, { type: 'SUBSCRIPTION', paymentSubscription: { ...sold, planTitle: 'Clube do Café' } }),
    ]);
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.post(`${GATEWAY}/payment/payment-links`, async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(link(9, { type: 'SUBSCRIPTION' }), { status: 201 });
      }),
    );
    renderPage({ kind: 'subscriptions' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ações do link Link 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicar' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: DUPLICATE_QUESTION })).getByRole('button', {
        name: 'Sim',
      }),
    );
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      type: 'SUBSCRIPTION',
      uuidSellerClient: null,
      paymentSubscription: sold,
    });
  });

  it('copies the id and opens the edit page in a new tab', async () => {
    serveList([link(2)]);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Ações do link Link 2' }));
    const edit = screen.getByRole('link', { name: 'Editar (nova aba)' });
    expect(edit.getAttribute('href')).toBe(`/seja-pago/editar/${link(2).uuid}`);
    expect(edit.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Copiar ID' }));
    expect(await screen.findByText(ID_COPIED)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link(2).uuid);
  });
});
