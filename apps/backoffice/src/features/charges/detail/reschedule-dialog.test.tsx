import { formatBRL } from '@balcao/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../../test/render-with-app';
import { CHARGE_ID, stored } from './charge.fixture';
import { REISSUED, RescheduleActions } from './reschedule-dialog';

const server = startMswServer();

function serve() {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${GATEWAY}/payment/charges/${CHARGE_ID}/reschedule`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(stored({ status: 'SCHEDULED' }));
    }),
  );
  return bodies;
}

const render = (charge = stored()) => {
  renderWithApp(<RescheduleActions charge={charge} />, {
    session: demoSession(),
    gatewayNow: '2026-11-20T15:00:00Z',
  });
  return userEvent.setup();
};

describe('RescheduleActions', { timeout: 20_000 }, () => {
  it('issues the second copy of a late boleto due today, with its fine and interest shown', async () => {
    const bodies = serve();
    const user = render(stored({ value: 150, interestAmount: 3.5 }));
    await user.click(await screen.findByRole('button', { name: 'Segunda via' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir segunda via' });
    expect(dialog.textContent).toContain(formatBRL(15_350));
    await user.click(within(dialog).getByRole('button', { name: 'Emitir segunda via' }));
    await screen.findByText(REISSUED);
    expect(bodies).toEqual([{ expirationDate: '2026-11-20', waiveLateFees: false }]);
  });

  it('prorrogates to the chosen day, waiving the fees when asked', async () => {
    const bodies = serve();
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Prorrogar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prorrogar vencimento' });
    await user.click(within(dialog).getByRole('button', { name: 'Prorrogar' }));
    expect(within(dialog).getByText('Preenchimento obrigatório!')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /^Novo vencimento/ }));
    const calendar = screen.getByRole('dialog', { name: 'Selecionar novo vencimento' });
    await user.click(within(calendar).getByRole('button', { name: /, 27 de novembro/ }));
    await user.click(within(dialog).getByLabelText('Dispensar multa e juros'));
    await user.click(within(dialog).getByRole('button', { name: 'Prorrogar' }));
    await waitFor(() => expect(bodies).toEqual([{ expirationDate: '2026-11-27', waiveLateFees: true }]));
  });

  it('offers nothing on a Pix or a paid boleto, and only Prorrogar before the due date', async () => {
    render(stored({ paymentMethod: 'PIX', boleto: null }));
    render(stored({ status: 'PAID' }));
    render(stored({ status: 'SCHEDULED' }));
    // Three charges on screen, one open boleto: one 'Prorrogar' and no 'Segunda via'.
    expect(await screen.findAllByRole('button', { name: 'Prorrogar' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Segunda via' })).toBeNull();
  });
});
