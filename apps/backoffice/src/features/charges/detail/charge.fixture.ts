import { HttpResponse, http } from 'msw';
import { GATEWAY } from '../../../test/render-with-app';
import type { Charge } from '../api';

export const CHARGE_ID = 'c0000000-0000-4000-8000-000100000042';
export const LINHA_DIGITAVEL = '34191090080012345678901234567894123450000012345';

/** A LATE boleto charge as GET /charges/{id} returns it; tests override what they need. */
export const stored = (overrides: Partial<Charge> = {}): Charge => ({
  uuid: CHARGE_ID,
  title: 'Mensalidade novembro',
  customerId: '6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c',
  customerName: 'Oficina Sul Serviços',
  customerDocument: '34190875000115',
  customerEmail: 'contato@oficinasul.com.br',
  customerPhone: '51932217788',
  countryCode: '55',
  status: 'LATE',
  paymentMethod: 'BOLETO',
  installments: 1,
  expirationDate: '2026-11-10',
  paidDate: null,
  value: 150.5,
  interestAmount: 0,
  origin: 'PAYMENT_LINK',
  paymentLink: null,
  subscriptionId: null,
  physicalSale: false,
  anticipated: false,
  chargebackDeadline: null,
  cnpjSeller: '11222333000181',
  boleto: { barcode: '3419'.padEnd(44, '1'), linhaDigitavel: LINHA_DIGITAVEL },
  pix: null,
  cardResponse: null,
  chargesTries: [],
  refunds: [],
  availableRefundAmount: 150.5,
  history: [{ description: 'Cobrança criada', userEmail: null, createdAt: '2026-11-01T13:00:00Z' }],
  checkoutSubdomain: null,
  ...overrides,
});

/**
 * The detail page's invoice section with no invoice and invoicing off (invoice-section.test.tsx tests it):
 * for the tests of the rest of the page, which otherwise leave its two reads unanswered.
 */
export const noInvoiceHandlers = (id = CHARGE_ID) => [
  http.get(`${GATEWAY}/payment/invoices/charge/${id}`, () => HttpResponse.json({ data: [] })),
  http.get(`${GATEWAY}/payment/sellers/invoice-config`, () =>
    HttpResponse.json({ data: { active: false, configured: false } }),
  ),
];
