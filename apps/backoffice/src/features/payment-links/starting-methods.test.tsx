import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, type PageLoader, renderWithApp } from '../../test/render-with-app';
import { paymentLinkQueries } from './api';
import { linkSettingsHandler } from './link-settings.fixture';
import { OrderLinkPage } from './order-link-page';
import { METHODS_LOAD_FAILED, useStartingMethods } from './starting-methods';

const server = startMswServer();
const METHODS_URL = `${GATEWAY}/payment/sellers/payment-methods`;

/** What the creation route renders, after its loader read the seller's defaults. */
function NewOrderLink() {
  const startingMethods = useStartingMethods(true);
  return (
    <OrderLinkPage
      recurringPath={null}
      canPickCustomer={false}
      onDone={vi.fn()}
      startingMethods={startingMethods}
    />
  );
}

const loader: PageLoader = (_search, { queryClient, clients }) =>
  queryClient.prefetchQuery(paymentLinkQueries.startingMethods(clients));

const checked = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;

describe('a new one-off link', () => {
  it('starts with the seller’s default methods ticked', async () => {
    server.use(
      linkSettingsHandler(),
      http.get(METHODS_URL, () =>
        HttpResponse.json({
          defaultEnableCreditCard: false,
          defaultEnableBankSlip: true,
          defaultEnablePixPayment: true,
        }),
      ),
    );
    renderWithApp(<NewOrderLink />, { session: demoSession(), loader });
    await screen.findByRole('checkbox', { name: 'Boleto' });
    expect(checked('Boleto')).toBe(true);
    expect(checked('Pix')).toBe(true);
    expect(checked('Cartão de Crédito')).toBe(false);
  });

  it('says so when the defaults cannot be read, and starts with none', async () => {
    server.use(
      linkSettingsHandler(),
      http.get(METHODS_URL, () => HttpResponse.json({ errors: [] }, { status: 500 })),
    );
    renderWithApp(<NewOrderLink />, { session: demoSession(), loader });
    expect(await screen.findByText(METHODS_LOAD_FAILED)).toBeTruthy();
    expect(checked('Boleto')).toBe(false);
    expect(checked('Pix')).toBe(false);
  });
});
