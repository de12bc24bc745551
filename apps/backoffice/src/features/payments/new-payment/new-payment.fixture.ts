import { HttpResponse, http } from 'msw';
import type { SetupServer } from 'msw/node';
import { GATEWAY } from '../../../test/render-with-app';
import type { PaymentCheck } from './api';

export const BANKING = `${GATEWAY}/banking`;
/** The sandbox's today in these tests (what the lookups answer as `paymentDate`). */
export const TODAY = '2026-11-25';
/** The gateway's clock in these tests (`renderWithApp`'s `gatewayNow`): its today is TODAY, whatever the machine's. */
export const GATEWAY_NOW = `${TODAY}T15:00:00Z`;

export const FAVORITES = [
  {
    id: '4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8',
    recipientName: 'Papelaria Aurora Ltda',
    nickname: 'Papelaria',
    pixKey: 'financeiro@papelariaaurora.com.br',
    pixKeyType: 'EMAIL' as const,
  },
  {
    id: '5f6a7b8c-9d0e-4f1a-b2c3-d4e5f6a7b8c9',
    recipientName: 'João Pedro Almeida',
    nickname: null,
    pixKey: '+5521998877665',
    pixKeyType: 'PHONE' as const,
  },
];

export function aPixCheck(overrides: Partial<PaymentCheck> = {}): PaymentCheck {
  return {
    type: 'PIX',
    amount: 150,
    recipientName: 'Marina Costa Ribeiro',
    recipientDocument: '12345678909',
    bankIspb: '18236120',
    bankName: 'NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO',
    pixKey: '12345678909',
    pixKeyType: 'DOCUMENT',
    bankSlipKey: null,
    barCode: null,
    digitableLine: null,
    bankCode: null,
    dueDate: null,
    kind: null,
    paymentDate: TODAY,
    costCenter: null,
    description: null,
    isFavorite: false,
    ...overrides,
  };
}

export function aSlipCheck(overrides: Partial<PaymentCheck> = {}): PaymentCheck {
  return {
    ...aPixCheck(),
    type: 'BANK_SLIP',
    amount: 1234.56,
    recipientName: 'Imobiliária Central Ltda',
    recipientDocument: null,
    bankIspb: null,
    bankName: 'ITAÚ UNIBANCO S.A.',
    pixKey: null,
    pixKeyType: null,
    kind: 'BANK',
    bankCode: '341',
    dueDate: '2026-12-10',
    ...overrides,
  };
}

export interface Sent {
  path: string;
  body: unknown;
}

/** The payables gateway as msw: favourites, balance, lookups and requests, each request recorded. */
export function payablesGateway(
  server: SetupServer,
  {
    balance = 1000,
    check = () => HttpResponse.json(aPixCheck()),
    create = () => HttpResponse.json({ id: 'x' }, { status: 201 }),
  }: {
    balance?: number;
    check?: (body: Record<string, unknown>) => Response;
    create?: (body: Record<string, unknown>) => Response;
  } = {},
) {
  const sent: Sent[] = [];
  server.use(
    http.get(`${BANKING}/payments/favorites`, () =>
      HttpResponse.json({ content: FAVORITES, totalElements: 2, totalPages: 1, number: 0, size: 10000 }),
    ),
    http.get(`${BANKING}/accounts/balance`, () => HttpResponse.json({ debitAccountAmount: balance })),
    http.post(`${BANKING}/payments/create`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path: '/payments/create', body });
      return check(body);
    }),
    http.post(`${BANKING}/payments`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path: '/payments', body });
      return create(body);
    }),
  );
  return sent;
}
