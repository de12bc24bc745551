import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../../test/render-with-app';
import type { Charge } from '../api';
import { narrowModal } from '../detail/actions.css';
import { stored } from '../detail/charge.fixture';
import { SIMPLE_REFUND_DONE, SIMPLE_REFUND_NOTE } from '../detail/refund-dialog';
import { ScheduledChargePage } from './scheduled-charge-page';

const server = startMswServer();
const ID = stored().uuid;

function serve(charge: Charge) {
  const calls = { reads: 0, refunds: [] as unknown[] };
  let current = charge;
  server.use(
    http.get('*/config.json', () =>
      HttpResponse.json({ gatewayUrl: GATEWAY, checkoutUrl: 'https://pague.exemplo' }),
    ),
    http.get(`${GATEWAY}/payment/charges/${ID}`, () => {
      calls.reads += 1;
      return HttpResponse.json(current);
    }),
    http.get(`${GATEWAY}/payment/charges/${ID}/refunds/eligibility`, () =>
      HttpResponse.json({
        data: { isEligible: true, availableAmount: 100, partialAllowed: true, reason: null },
      }),
    ),
    http.post(`${GATEWAY}/payment/charges/${ID}/refunds`, async ({ request }) => {
      calls.refunds.push(await request.json());
      current = { ...current, status: 'REFUND', availableRefundAmount: 0 };
      return HttpResponse.json(
        { uuid: 'r1', amount: 100, status: 'REFUNDED', availableAmount: 0 },
        { status: 201 },
      );
    }),
  );
  return calls;
}

async function renderPage(features: string[] = []) {
  renderWithApp(<ScheduledChargePage id={ID} />, { session: demoSession({ features: features as never }) });
  await screen.findByRole('heading', { level: 1, name: 'Oficina Sul Serviços' });
  return userEvent.setup();
}

describe('ScheduledChargePage', { timeout: 20_000 }, () => {
  it('shows the general information, the customer, delete, manual pay and the checkout link of a LATE charge', async () => {
    serve(stored({ checkoutSubdomain: 'loja' }));
    await renderPage();
    expect(screen.getByRole('region', { name: 'Informações gerais' }).textContent).toContain(
      'Mensalidade novembro',
    );
    expect(screen.getByRole('region', { name: 'Cliente' }).textContent).toContain(
      'contato@oficinasul.com.br',
    );
    expect(screen.getByRole('button', { name: 'Alterar para paga' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excluir cobrança' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Abrir link de pagamento' });
    expect(link.getAttribute('href')).toBe(`https://pague.exemplo/loja/boleto/${ID}`);
  });

  it('offers neither delete, manual pay nor the checkout link for a FAILED charge', async () => {
    serve(stored({ status: 'FAILED' }));
    await renderPage();
    expect(screen.queryByRole('button', { name: 'Excluir cobrança' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Alterar para paga' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Abrir link de pagamento' })).toBeNull();
  });

  it('refunds only in Total in a 520 px dialog, says so, and reloads the charge after closing', async () => {
    const calls = serve(
      stored({ status: 'PAID', paymentMethod: 'PIX', boleto: null, paidDate: '2026-11-19', value: 100 }),
    );
    const user = await renderPage(['view_seller_refund']);
    const button = await screen.findByRole('button', { name: 'Estornar cobrança' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Estornar cobrança' });
    expect(dialog.className).toContain(narrowModal);
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent?.trim()),
    ).toEqual(['Total']);
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    const done = await screen.findByRole('dialog', { name: SIMPLE_REFUND_DONE });
    expect(done.textContent).toContain(SIMPLE_REFUND_NOTE);
    expect(calls.refunds).toEqual([{ amount: 100 }]);
    const readsBefore = calls.reads;
    await user.click(within(done).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(calls.reads).toBeGreaterThan(readsBefore));
    expect(await screen.findByText('Estornada')).toBeTruthy();
  });
});
