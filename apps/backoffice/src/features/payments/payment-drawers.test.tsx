import { formatBRL } from '@balcao/domain/money';
import { defaultPaymentsListFilters } from '@balcao/domain/payables';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, renderWithApp } from '../../test/render-with-app';
import { aPayment, BANKING, paymentPage, paymentReads } from './payments.fixture';
import { PaymentsPage } from './payments-page';

const server = startMswServer();
const ADMIN = ['B_SELLER_ADMIN', 'BANKING_ADMIN'];
const REQUESTER = ['BANKING_PAYMENT_REQUEST', 'BANKING_VISUALIZATION'];

function open(roles: string[], tab: 'SENT' | 'APPROVAL' = 'SENT') {
  return renderWithApp(
    <PaymentsPage view={{ ...defaultPaymentsListFilters(tab), sort: null }} onViewChange={() => undefined} />,
    { session: demoSession({ roles: roles as never, features: ['view_seller_accounts_payable'] }) },
  );
}

afterEach(() => vi.restoreAllMocks());

const REQUESTED = [
  aPayment({ status: 'REQUESTED', beneficiary: 'Papelaria Aurora Ltda', amount: 100.1, approvedAt: null }),
  aPayment({ status: 'REQUESTED', beneficiary: 'Gráfica Sol', amount: 50.25, approvedAt: null }),
];

describe('Aprovar pagamentos', { timeout: 20_000 }, () => {
  it('approves the selected requests, shows success and reloads the list only once closed', async () => {
    const reads = paymentReads(() => paymentPage(REQUESTED));
    let approved: unknown;
    server.use(
      ...reads.handlers,
      http.post(`${BANKING}/payments/approval`, async ({ request }) => {
        approved = await request.json();
        return HttpResponse.json({ content: [] });
      }),
    );
    open(ADMIN, 'APPROVAL');
    const approve = await screen.findByRole('button', { name: 'Aprovar pagamentos' });
    await screen.findByText('Gráfica Sol');
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Selecionar pagamento a Papelaria Aurora Ltda/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Selecionar pagamento a Gráfica Sol/ }));
    expect(screen.getByText('2 pagamentos selecionados')).toBeTruthy();
    fireEvent.click(approve);
    const drawer = await screen.findByRole('dialog', { name: 'Aprovar pagamentos' });
    expect(drawer.textContent).toContain('Essas contas serão agendadas para pagamento');
    expect(drawer.textContent).toContain(formatBRL(15_035));
    const readsBefore = reads.asked.length;
    fireEvent.click(within(drawer).getByRole('button', { name: 'Aprovar pagamentos' }));
    expect(await within(drawer).findByText('Pagamentos aprovados com sucesso!')).toBeTruthy();
    expect(approved).toEqual({ transferIds: REQUESTED.map((payment) => payment.transferId) });
    expect(reads.asked.length).toBe(readsBefore);
    // The footer's Fechar (the × in the corner is named Fechar too).
    fireEvent.click(within(drawer).getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(reads.asked.length).toBeGreaterThan(readsBefore));
    expect(screen.getByText('0 pagamentos selecionados')).toBeTruthy();
  });

  it('selects a whole page at once and shows the approval failure', async () => {
    server.use(
      ...paymentReads(() => paymentPage(REQUESTED)).handlers,
      http.post(`${BANKING}/payments/approval`, () =>
        HttpResponse.json(
          {
            errors: [
              { code: 'PAYMENT_NOT_REQUESTED', description: 'Pagamento não está aguardando aprovação.' },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    open(ADMIN, 'APPROVAL');
    await screen.findByText('Gráfica Sol');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos os pagamentos da página' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar pagamentos' }));
    const drawer = await screen.findByRole('dialog', { name: 'Aprovar pagamentos' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Aprovar pagamentos' }));
    expect(await within(drawer).findByText('Houve um erro no pagamento da sua fatura.')).toBeTruthy();
    expect(drawer.textContent).toContain('PAYMENT_NOT_REQUESTED - Pagamento não está aguardando aprovação.');
  });

  it('rejects the selected requests with a reason, and reloads the list once closed', async () => {
    const reads = paymentReads(() => paymentPage(REQUESTED));
    let rejected: unknown;
    server.use(
      ...reads.handlers,
      http.post(`${BANKING}/payments/rejection`, async ({ request }) => {
        rejected = await request.json();
        return HttpResponse.json({ content: [] });
      }),
    );
    open(ADMIN, 'APPROVAL');
    await screen.findByText('Gráfica Sol');
    fireEvent.click(screen.getByRole('checkbox', { name: /Selecionar pagamento a Gráfica Sol/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar pagamentos' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rejeitar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Rejeitar pagamentos' });
    fireEvent.change(within(drawer).getByLabelText('Motivo da rejeição (opcional)'), {
      target: { value: '  Fornecedor já foi pago.  ' },
    });
    const readsBefore = reads.asked.length;
    fireEvent.click(within(drawer).getByRole('button', { name: 'Rejeitar pagamentos' }));
    expect(await within(drawer).findByText('Pagamentos rejeitados.')).toBeTruthy();
    expect(rejected).toEqual({ transferIds: [REQUESTED[1]?.transferId], reason: 'Fornecedor já foi pago.' });
    expect(reads.asked.length).toBe(readsBefore);
    fireEvent.click(within(drawer).getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(reads.asked.length).toBeGreaterThan(readsBefore));
  });

  it('gives a requester neither the selection nor the button', async () => {
    server.use(...paymentReads(() => paymentPage(REQUESTED)).handlers);
    open(REQUESTER, 'APPROVAL');
    await screen.findByText('Gráfica Sol');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aprovar pagamentos' })).toBeNull();
  });
});

describe('the payment detail', { timeout: 20_000 }, () => {
  const scheduled = aPayment({ status: 'SCHEDULED', beneficiary: 'Papelaria Aurora Ltda' });

  it('cancels a scheduled payment after the irreversible confirmation', async () => {
    let current = scheduled;
    let cancelled = '';
    server.use(
      ...paymentReads(() => paymentPage([current])).handlers,
      http.get(`${BANKING}/payments/:id`, () => HttpResponse.json(current)),
      http.delete(`${BANKING}/payments/:id`, ({ params }) => {
        cancelled = String(params.id);
        current = { ...scheduled, status: 'CANCELLED', cancelledAt: '2026-11-26T13:00:00Z' };
        return HttpResponse.json(current);
      }),
    );
    open(ADMIN);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Detalhes do pagamento a Papelaria Aurora Ltda' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Detalhes do pagamento' });
    expect(drawer.textContent).toContain('**.345.678/0001-**');
    expect(drawer.textContent).toContain('financeiro@papelariaaurora.com.br');
    expect(drawer.textContent).toContain('Nunca');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cancelar pagamento' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancelar agendamento' });
    expect(confirm.textContent).toContain('irreversível');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByText('Pagamento cancelado.')).toBeTruthy();
    expect(cancelled).toBe(scheduled.transferId);
    const after = await screen.findByRole('dialog', { name: 'Detalhes do pagamento' });
    await waitFor(() => expect(after.textContent).toContain('Cancelado'));
    expect(within(after).queryByRole('button', { name: 'Cancelar pagamento' })).toBeNull();
  });

  it("shows the server's refusal as 'code - description'", async () => {
    server.use(
      ...paymentReads(() => paymentPage([scheduled])).handlers,
      http.get(`${BANKING}/payments/:id`, () => HttpResponse.json(scheduled)),
      http.delete(`${BANKING}/payments/:id`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                code: 'PAYMENT_NOT_CANCELLABLE',
                description: 'Só um pagamento agendado pode ser cancelado.',
              },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    open(ADMIN);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Detalhes do pagamento a Papelaria Aurora Ltda' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pagamento' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar cancelamento' }));
    expect(
      await screen.findByText('PAYMENT_NOT_CANCELLABLE - Só um pagamento agendado pode ser cancelado.'),
    ).toBeTruthy();
  });

  it('offers no cancel to a requester (a paid payment offers none either, below)', async () => {
    server.use(
      ...paymentReads(() => paymentPage([scheduled])).handlers,
      http.get(`${BANKING}/payments/:id`, () => HttpResponse.json(scheduled)),
    );
    open(REQUESTER);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Detalhes do pagamento a Papelaria Aurora Ltda' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Detalhes do pagamento' });
    expect(within(drawer).queryByRole('button', { name: 'Cancelar pagamento' })).toBeNull();
  });

  it('downloads the PDF receipt of a paid payment', async () => {
    const paid = aPayment({ status: 'PAID', hasReceipt: true, executedAt: '2026-11-27T09:00:00Z' });
    server.use(
      ...paymentReads(() => paymentPage([paid])).handlers,
      http.get(`${BANKING}/payments/:id`, () => HttpResponse.json(paid)),
      http.get(`${BANKING}/payments/:id/receipt`, () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7 comprovante').buffer as ArrayBuffer, {
          headers: { 'content-type': 'application/pdf' },
        }),
      ),
    );
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:comprovante';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe(`comprovante-${paid.transferId}.pdf`);
    });
    open(ADMIN);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Detalhes do pagamento a Papelaria Aurora Ltda' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Detalhes do pagamento' });
    expect(drawer.textContent).toContain('27/11/2026 06:00');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Baixar comprovante' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(await created[0]?.text()).toBe('%PDF-1.7 comprovante');
    expect(within(drawer).queryByRole('button', { name: 'Cancelar pagamento' })).toBeNull();
  });
});
