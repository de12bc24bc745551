import { formatBRL } from '@balcao/domain/money';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { lentCustomerPicker } from '../../test/pick-customer';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { type ChargeSummary, chargeQueries } from './api';
import { ChargesListPage } from './list-page';
import { validateChargeSearch } from './list-search';

const server = startMswServer();

const charge = (i: number, overrides: Partial<ChargeSummary> = {}): ChargeSummary => ({
  uuid: `c0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  title: `Mensalidade ${i}`,
  customerName: `Cliente ${i}`,
  customerDocument: '52998224725',
  customerEmail: `cliente${i}@exemplo.com.br`,
  status: 'LATE',
  paymentMethod: 'BOLETO',
  installments: 1,
  expirationDate: '2026-10-20',
  paidDate: null,
  value: 1499.9,
  valuePerMonth: 1499.9,
  paymentLink: 'PL000142',
  origin: 'PAYMENT_LINK',
  ...overrides,
});

/** Answers GET /charges with `rows` and records the query of every call. */
function answerCharges(rows: ChargeSummary[], totalElements = rows.length) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(`${GATEWAY}/payment/charges`, ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({
        content: rows,
        totalElements,
        totalPages: Math.ceil(totalElements / 10),
        number: 0,
        size: 10,
      });
    }),
  );
  return asked;
}

/** The route's wiring: search from the URL through validateSearch, changes back into the URL. */
function RoutedPage() {
  const search = validateChargeSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <ChargesListPage
      search={search}
      today="2026-10-15"
      onSearchChange={(next) => void navigate({ to: '.', search: next as never })}
      customerPicker={lentCustomerPicker}
    />
  );
}

const renderAt = (path: string) =>
  renderWithApp(<RoutedPage />, {
    session: demoSession(),
    path,
    // The route's loader: a new search loads before the page changes, as in the app.
    loader: (search, { queryClient, clients }) =>
      queryClient.ensureQueryData(chargeQueries.list(clients, validateChargeSearch(search as never))),
  });

describe('ChargesListPage', { timeout: 30_000 }, () => {
  it('asks page 0, size 10 by due date descending and shows the columns with money and dates formatted', async () => {
    const asked = answerCharges([
      charge(1),
      charge(2, { status: 'SCHEDULED', value: 49.5, valuePerMonth: 49.5, expirationDate: '2026-11-05' }),
      charge(3, {
        status: 'PAID',
        paymentMethod: 'CREDIT_CARD',
        installments: 10,
        value: 1727.4,
        valuePerMonth: 172.74,
      }),
    ]);
    renderAt('/');
    const table = await screen.findByRole('table');
    await within(table).findByText('Mensalidade 1');
    expect(asked[0]).toEqual({
      chargeFilterConfig: 'ALL',
      page: '0',
      size: '10',
      sort: 'expirationDate,DESC',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Cliente', 'Produto / Serviço', 'Vencimento', 'Valor', 'Status', 'Detalhes']);
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    if (!first || !second || !third) throw new Error('three rows expected');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first)).toEqual([
      'Cliente 1',
      'Mensalidade 1',
      '20/10/2026',
      formatBRL(149_990),
      'Atrasada',
      'Ver',
    ]);
    expect(within(first).getByRole('link').getAttribute('href')).toBe(`/cobrancas/${charge(1).uuid}`);
    expect(cells(second)).toEqual([
      'Cliente 2',
      'Mensalidade 2',
      '05/11/2026',
      formatBRL(4_950),
      'A receber',
      'Ver',
    ]);
    // Every row, a scheduled one too, opens the full detail (§2 'A row opens /cobrancas/{uuid}', issue 26).
    expect(within(second).getByRole('link').getAttribute('href')).toBe(`/cobrancas/${charge(2).uuid}`);
    // A 10x card sale shows the sale's value, with the instalments beneath (never the instalment alone).
    expect(cells(third)[3]).toBe(`${formatBRL(172_740)}10x de ${formatBRL(17_274)}`);
  });

  it('sends the filters and the search of the URL, and a new search goes back to page 1 in the URL', async () => {
    const asked = answerCharges([charge(1)], 35);
    const { router } = renderAt(
      '/?status=LATE&paymentMethod=PIX&expirationDateInitial=2026-10-01&expirationDateFinal=2026-10-31' +
        '&paidDateInitial=2026-09-01&paidDateFinal=2026-09-30&valueMin=10000&valueMax=25050' +
        '&field=customerEmail&term=maria&page=3',
    );
    await screen.findByText('Mensalidade 1');
    expect(asked[0]).toEqual({
      chargeFilterConfig: 'ALL',
      page: '2',
      size: '10',
      sort: 'expirationDate,DESC',
      status: 'LATE',
      paymentMethod: 'PIX',
      expirationDateInitial: '2026-10-01',
      expirationDateFinal: '2026-10-31',
      paidDateInitial: '2026-09-01',
      paidDateFinal: '2026-09-30',
      valueMin: '100',
      valueMax: '250.5',
      customerEmail: 'maria',
    });
    expect((screen.getByRole('searchbox', { name: 'Email' }) as HTMLInputElement).value).toBe('maria');
    expect(screen.getByRole('button', { name: 'Filtros (5)' })).toBeTruthy();
    expect(screen.getByText('Mostrando 21 a 30 de 35 cobranças')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Buscar por' }), {
      target: { value: 'paymentLink' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'ID - Link de pagamento' }), {
      target: { value: ' PL000142 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(asked.at(-1)?.paymentLink).toBe('PL000142'));
    expect(asked.at(-1)).toMatchObject({ page: '0', status: 'LATE', paymentMethod: 'PIX', valueMin: '100' });
    expect(asked.at(-1)?.customerEmail).toBeUndefined();
    const search = router.state.location.search as Record<string, unknown>;
    expect(search).toMatchObject({ field: 'paymentLink', term: 'PL000142', page: 1, status: 'LATE' });
  });

  it('pages through the results by the URL', async () => {
    const asked = answerCharges([charge(1)], 25);
    const { router } = renderAt('/?status=PAID');
    await screen.findByText('Mostrando 1 a 10 de 25 cobranças');
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(asked.at(-1)?.page).toBe('2'));
    expect(asked.at(-1)?.status).toBe('PAID');
    expect(router.state.location.search).toMatchObject({ page: 3, status: 'PAID' });
    expect(router.state.location.searchStr).toContain('page=3');
  });

  it('filters by status and due date from the panel into the URL and the request', async () => {
    const user = userEvent.setup();
    const asked = answerCharges([charge(1)]);
    const { router } = renderAt('/?page=2');
    await screen.findByText('Mensalidade 1');
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const panel = screen.getByRole('dialog', { name: 'Filtros' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Status' }), 'A receber');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Forma de pagamento' }), 'Boleto');
    await user.type(within(panel).getByLabelText('Valor mínimo'), '5000');
    await user.click(within(panel).getByRole('button', { name: /^Data de vencimento/ }));
    const calendar = screen.getByRole('dialog', { name: 'Selecionar data de vencimento' });
    await user.click(within(calendar).getByRole('button', { name: /, 3 de outubro/ }));
    await user.click(within(calendar).getByRole('button', { name: /, 9 de outubro/ }));
    await user.click(within(panel).getByRole('button', { name: 'Filtrar' }));

    await waitFor(() => expect(asked.at(-1)?.status).toBe('SCHEDULED'));
    expect(asked.at(-1)).toMatchObject({
      page: '0',
      paymentMethod: 'BOLETO',
      valueMin: '50',
      expirationDateInitial: '2026-10-03',
      expirationDateFinal: '2026-10-09',
    });
    expect(router.state.location.search).toMatchObject({
      status: 'SCHEDULED',
      paymentMethod: 'BOLETO',
      valueMin: 5000,
      expirationDateInitial: '2026-10-03',
      expirationDateFinal: '2026-10-09',
      page: 1,
    });
    expect(screen.queryByRole('dialog', { name: 'Filtros' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Filtros (4)' }));
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(asked.at(-1)?.status).toBeUndefined());
    expect(asked.at(-1)).toEqual({
      chargeFilterConfig: 'ALL',
      page: '0',
      size: '10',
      sort: 'expirationDate,DESC',
    });
  });

  it('warns Por Favor, selecione uma data final. and asks nothing when a date range has no end', async () => {
    const user = userEvent.setup();
    const asked = answerCharges([charge(1)]);
    renderAt('/');
    await screen.findByText('Mensalidade 1');
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const panel = screen.getByRole('dialog', { name: 'Filtros' });
    await user.click(within(panel).getByRole('button', { name: /^Data de pagamento/ }));
    const calendar = screen.getByRole('dialog', { name: 'Selecionar data de pagamento' });
    await user.click(within(calendar).getByRole('button', { name: /, 3 de outubro/ }));
    await user.keyboard('{Escape}');
    await user.click(within(panel).getByRole('button', { name: 'Filtrar' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Por Favor, selecione uma data final.',
    );
    expect(asked).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Filtros' })).toBeTruthy();
  });

  it('says Sem dados de cobranças and hides the pagination when nothing matches', async () => {
    answerCharges([]);
    renderAt('/?status=CHARGEBACK');
    expect(await screen.findByText('Sem dados de cobranças')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  });
});
