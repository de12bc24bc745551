import { addDays, businessToday } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayDate, startMswServer } from '../../test/msw';
import { demoSession, renderWithApp } from '../../test/render-with-app';
import { aMonth, aMonthDetail, BANKING, cardReads } from './cards.fixture';
import { DUE_DAY_SAVED_MESSAGE } from './due-day-dialog';
import { InvoiceDetailPage } from './invoice-detail-page';
import { InvoicesPage } from './invoices-page';

const server = startMswServer();
const money = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

const MONTHS = [
  aMonth({
    yearMonth: '2099-12',
    status: 'OPEN',
    totalAmount: 10,
    dueDate: '2099-12-12',
    endDate: '2099-12-05',
  }),
  // Open in the issuer's books but past its end date: shown as closed (§4.5).
  aMonth({
    yearMonth: '2026-10',
    status: 'OPEN',
    totalAmount: 20,
    dueDate: '2026-10-12',
    endDate: '2026-10-05',
  }),
  aMonth({
    yearMonth: '2026-09',
    status: 'PAID',
    totalAmount: 30,
    dueDate: '2026-09-12',
    endDate: '2026-09-05',
  }),
];

function settings(initial: number | null) {
  let dueDay = initial;
  const patched: string[] = [];
  const answer = () =>
    HttpResponse.json({
      dueDay,
      effectiveDueDay: dueDay ?? 12,
      canChange: dueDay === null,
      allowedDueDays: [12, 18, 22],
    });
  server.use(
    http.get(`${BANKING}/cards/invoices/settings`, answer),
    http.patch(`${BANKING}/cards/invoices/update-due-day/:day`, ({ params }) => {
      patched.push(String(params.day));
      dueDay = Number(params.day);
      return answer();
    }),
  );
  return patched;
}

describe('InvoicesPage', { timeout: 20_000 }, () => {
  it('lists the months with status and total, an open month past its end date as closed', async () => {
    server.use(...cardReads({ months: MONTHS }));
    const { router } = renderWithApp(<InvoicesPage page={1} onPageChange={() => undefined} />, {
      session: demoSession({ roles: ['BANKING_CARD'] }),
    });
    const october = (await screen.findByRole('link', { name: 'Outubro/2026' })).closest('tr') as HTMLElement;
    expect(within(october).getByText('Fechada')).toBeTruthy();
    expect(within(october).getByText(money(2000))).toBeTruthy();
    const december = screen.getByRole('link', { name: 'Dezembro/2099' }).closest('tr') as HTMLElement;
    expect(within(december).getByText('Aberta')).toBeTruthy();
    expect(screen.getByText('Paga')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pagar' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(october).getByText(money(2000)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cartao/faturas/2026-10'));
  });

  it('gives each month its total, what was paid and what remains', async () => {
    const november = aMonth({
      status: 'OVERDUE',
      totalAmount: 5939.52,
      paidAmount: 2060.68,
      remainingAmount: 3878.84,
    });
    server.use(...cardReads({ months: [november] }));
    renderWithApp(<InvoicesPage page={1} onPageChange={() => undefined} />, {
      session: demoSession({ roles: ['BANKING_CARD'] }),
    });
    const row = (await screen.findByRole('link', { name: 'Novembro/2026' })).closest('tr') as HTMLElement;
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    const cell = (header: string) => within(row).getAllByRole('cell')[headers.indexOf(header)]?.textContent;
    expect(cell('Total')).toBe(formatBRL(593952));
    expect(cell('Pago')).toBe(formatBRL(206068));
    expect(cell('Restante')).toBe(formatBRL(387884));
  });

  it("shows an open month as closed once the gateway's today, a month after the browser's, passed its end", async () => {
    const gatewayNow = new Date(Date.now() + 31 * 24 * 3600_000);
    const browserToday = businessToday(new Date());
    const month = aMonth({
      yearMonth: browserToday.slice(0, 7),
      status: 'OPEN',
      totalAmount: 40,
      dueDate: addDays(browserToday, 12),
      endDate: addDays(browserToday, 5),
    });
    server.use(
      http.get(`${BANKING}/cards/invoices`, () =>
        HttpResponse.json(
          { content: [month], totalElements: 1, totalPages: 1, number: 0, size: 12 },
          gatewayDate(gatewayNow.toISOString()),
        ),
      ),
      ...cardReads({ months: [] }),
    );
    renderWithApp(<InvoicesPage page={1} onPageChange={() => undefined} />, {
      session: demoSession({ roles: ['BANKING_CARD'] }),
    });
    const row = (await screen.findByText(money(4000))).closest('tr') as HTMLElement;
    expect(within(row).getByText('Fechada')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pagar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('hides Pagar from B_SELLER_ADMIN and says so when there are no invoices', async () => {
    server.use(...cardReads({ months: [] }));
    renderWithApp(<InvoicesPage page={1} onPageChange={() => undefined} />, {
      session: demoSession({ roles: ['B_SELLER_ADMIN'] }),
    });
    expect(await screen.findByText('Sem dados das faturas')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();
  });

  it('sets the due day once, after which it cannot be changed', async () => {
    server.use(...cardReads({ months: MONTHS }));
    const patched = settings(null);
    renderWithApp(<InvoicesPage page={1} onPageChange={() => undefined} />, {
      session: demoSession({ roles: ['BANKING_ADMIN'] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Configurações' }));
    let dialog = await screen.findByRole('dialog', { name: 'Configurações' });
    expect(await within(dialog).findByText('Hoje as faturas vencem no dia 12.')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Dia 18'));
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText(DUE_DAY_SAVED_MESSAGE)).toBeTruthy();
    expect(patched).toEqual(['18']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Configurações' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Configurações' }));
    dialog = await screen.findByRole('dialog', { name: 'Configurações' });
    expect(await within(dialog).findByText('As faturas vencem todo dia 18.')).toBeTruthy();
    expect(
      within(dialog).getByText('O dia de vencimento já foi definido e não pode ser alterado.'),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('Dia 22') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).toBeNull();
  });
});

describe('InvoiceDetailPage', { timeout: 20_000 }, () => {
  it('shows the month and opens each card to its purchases', async () => {
    server.use(http.get(`${BANKING}/cards/invoices/2026-11`, () => HttpResponse.json(aMonthDetail())));
    renderWithApp(<InvoiceDetailPage yearMonth="2026-11" />, {
      session: demoSession({ roles: ['BANKING_CARD'] }),
    });
    expect(await screen.findByRole('heading', { name: 'Fatura de Novembro/2026', level: 1 })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Resumo da fatura' });
    expect(within(summary).getByText('Fechada')).toBeTruthy();
    const figure = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(figure('Total')).toBe(formatBRL(432109));
    expect(figure('Pago')).toBe(formatBRL(0));
    expect(figure('Restante')).toBe(formatBRL(432109));
    const marketing = screen.getByRole('button', { name: /Marketing/ });
    expect(marketing.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Google Ads')).toBeNull();
    fireEvent.click(marketing);
    expect(marketing.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Google Ads')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Viagens/ }));
    expect(screen.getByText('Sem lançamentos')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pagar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('names the month by its first status of OVERDUE, CLOSED, OPEN, PAID and cannot pay a paid one', async () => {
    const detail = aMonthDetail({ status: 'PAID' });
    for (const invoice of detail.cardInvoices) invoice.status = 'PAID';
    server.use(http.get(`${BANKING}/cards/invoices/2026-11`, () => HttpResponse.json(detail)));
    renderWithApp(<InvoiceDetailPage yearMonth="2026-11" />, {
      session: demoSession({ roles: ['BANKING_CARD'] }),
    });
    const summary = await screen.findByRole('region', { name: 'Resumo da fatura' });
    expect(within(summary).getByText('Paga')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pagar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
