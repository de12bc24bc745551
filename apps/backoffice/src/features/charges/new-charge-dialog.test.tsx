import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { customerSummary, giveListsHeight, lentCustomerPicker, pickCustomer } from '../../test/pick-customer';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { customerQueries } from '../customers/api';
import { NewChargeDialog } from './new-charge-dialog';

const server = startMswServer();
const CUSTOMER = '6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c';

function serve() {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${GATEWAY}/payment/seller-clients`, () =>
      HttpResponse.json({
        content: [customerSummary(CUSTOMER, 'Ana Beatriz Carvalho')],
        totalElements: 1,
        totalPages: 1,
        number: 0,
        size: 100,
      }),
    ),
    http.post(`${GATEWAY}/payment/charges`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ uuid: 'c0000000-0000-4000-8000-000100000009' }, { status: 201 });
    }),
  );
  return bodies;
}

async function openDialog(roles = ['SELLER_ADMIN']) {
  const user = userEvent.setup();
  const onCreated = vi.fn();
  const app = renderWithApp(
    <NewChargeDialog today="2026-10-15" onCreated={onCreated} customerPicker={lentCustomerPicker} />,
    {
      session: demoSession({ roles }),
    },
  );
  await user.click(await screen.findByRole('button', { name: 'Nova cobrança' }));
  return { user, onCreated, app, dialog: await screen.findByRole('dialog', { name: 'Nova cobrança' }) };
}

describe('NewChargeDialog', { timeout: 20_000 }, () => {
  beforeEach(giveListsHeight);

  it('names every missing field in Portuguese and sends nothing', async () => {
    const bodies = serve();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Criar cobrança' }));
    expect(within(dialog).getByText('Selecione um cliente.')).toBeTruthy();
    expect(within(dialog).getByText('Selecione a forma de pagamento.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('sends a card charge in installments with the value in reais, then opens it', async () => {
    const bodies = serve();
    const { user, dialog, onCreated } = await openDialog();
    await pickCustomer('Cliente', 'Ana Beatriz Carvalho', dialog);
    await user.selectOptions(within(dialog).getByLabelText('Forma de pagamento'), 'CREDIT_CARD');
    await user.selectOptions(within(dialog).getByLabelText('Parcelas'), '3');
    await user.type(within(dialog).getByLabelText('Valor'), '15050');
    await user.click(within(dialog).getByRole('button', { name: /^Vencimento/ }));
    const calendar = screen.getByRole('dialog', { name: /vencimento/i });
    await user.click(within(calendar).getByRole('button', { name: /, 20 de outubro/ }));
    await user.type(within(dialog).getByLabelText('Descrição'), 'Consultoria');
    await user.click(within(dialog).getByRole('button', { name: 'Criar cobrança' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('c0000000-0000-4000-8000-000100000009'));
    expect(bodies).toEqual([
      {
        customerId: CUSTOMER,
        paymentMethod: 'CREDIT_CARD',
        value: 150.5,
        expirationDate: '2026-10-20',
        description: 'Consultoria',
        installments: 3,
      },
    ]);
  });

  it('is not offered to a profile without charges', async () => {
    serve();
    renderWithApp(
      <NewChargeDialog today="2026-10-15" onCreated={() => undefined} customerPicker={lentCustomerPicker} />,
      {
        session: demoSession({ roles: ['SELLER_FINANCES'] }),
      },
    );
    expect(screen.queryByRole('button', { name: 'Nova cobrança' })).toBeNull();
  });

  it("lists the customers area's picker list: a customer added there (its lists refreshed) is offered", async () => {
    serve();
    const { dialog, app } = await openDialog();
    fireEvent.focus(within(dialog).getByRole('combobox', { name: 'Cliente' }));
    await within(dialog).findByRole('option', { name: /^Ana Beatriz Carvalho/ });
    server.use(
      http.get(`${GATEWAY}/payment/seller-clients`, () =>
        HttpResponse.json({
          content: [
            customerSummary(CUSTOMER, 'Ana Beatriz Carvalho'),
            customerSummary('7a2d3b0f-5c8e-4f32-8b4d-2e3f4a5b6c7d', 'Bruno Dias'),
          ],
          totalElements: 2,
          totalPages: 1,
          number: 0,
          size: 100,
        }),
      ),
    );
    await app.services.queryClient.invalidateQueries({ queryKey: customerQueries.all() });
    expect(await within(dialog).findByRole('option', { name: /^Bruno Dias/ })).toBeTruthy();
  });
});
