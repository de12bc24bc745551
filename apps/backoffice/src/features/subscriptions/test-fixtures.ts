import type { Subscription } from './api';

/** The subscription the component tests of this feature start from: a monthly Pix one, one charge paid. */
export const SUBSCRIPTION_ID = '5d000000-0000-4000-8000-000100000001';

export const aSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  uuid: SUBSCRIPTION_ID,
  customerId: '6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c',
  customerName: 'Maria Souza Lima',
  customerDocument: '52998224725',
  startDate: '2026-03-10',
  titlePlan: 'Plano Essencial',
  idPlan: 1,
  basicValue: { type: 'MONTHLY', value: 49.9, valuePerMonth: 49.9 },
  status: 'ACTIVE',
  paymentMethod: 'PIX',
  expirationDate: '2026-12-10',
  additionalValue: null,
  bankSlipDescription: null,
  cancelledDate: null,
  invoiceEnabled: false,
  activeInvoiceConfig: true,
  anticipated: false,
  charges: [
    {
      uuid: 'c0000000-0000-4000-8000-000100000001',
      expirationDate: '2026-11-10',
      status: 'PAID',
      value: 49.9,
    },
  ],
  ...overrides,
});
