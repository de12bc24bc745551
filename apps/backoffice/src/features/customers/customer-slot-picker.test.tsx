import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { customerSummary, pickedCustomer } from '../../test/pick-customer';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { CustomerSlotPicker } from './customer-slot-picker';

const server = startMswServer();
const CUSTOMER = '6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c';

describe('CustomerSlotPicker', () => {
  it('shows a customer the form knows only by id, asking the gateway who it is', async () => {
    server.use(
      http.get(`${GATEWAY}/payment/seller-clients/${CUSTOMER}`, () =>
        HttpResponse.json(customerSummary(CUSTOMER, 'Padaria Estrela')),
      ),
    );
    renderWithApp(<CustomerSlotPicker value={CUSTOMER} onChange={() => undefined} />, {
      session: demoSession(),
    });
    await screen.findByRole('combobox', { name: 'Cliente' });
    await waitFor(() => expect(pickedCustomer('Cliente')).toBe('Padaria Estrela'));
  });

  it('shows nothing for no customer, and the name the form knows without asking', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${GATEWAY}/payment/seller-clients/:id`, ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const view = renderWithApp(<CustomerSlotPicker value="" onChange={() => undefined} />, {
      session: demoSession(),
    });
    await screen.findByRole('combobox', { name: 'Cliente' });
    expect(pickedCustomer('Cliente')).toBe('');
    view.unmount();
    renderWithApp(
      <CustomerSlotPicker
        value={CUSTOMER}
        known={{ id: CUSTOMER, name: 'Padaria Estrela' }}
        onChange={() => undefined}
      />,
      { session: demoSession() },
    );
    await screen.findByRole('combobox', { name: 'Cliente' });
    expect(pickedCustomer('Cliente')).toBe('Padaria Estrela');
    expect(asked).toEqual([]);
  });
});
