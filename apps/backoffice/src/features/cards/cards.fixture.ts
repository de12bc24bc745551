import { HttpResponse, http } from 'msw';
import { GATEWAY } from '../../test/render-with-app';
import type { Card, CardLimitSummary, CardTransaction } from './api';
import type { InvoiceMonth, InvoiceMonthSummary, InvoicePayment, PayableInvoice } from './invoice-api';

export const BANKING = `${GATEWAY}/banking`;
export const CARD_A = '3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b';
export const CARD_B = '4a7f3b2c-8d5e-4f90-8b1c-2d3e4f5a6b7c';
export const CARD_PENDING = '5b803c3d-9e6f-4a01-9c2d-3e4f5a6b7c8d';

export function aCard(overrides: Partial<Card> = {}): Card {
  return {
    id: CARD_A,
    cardId: CARD_A,
    cardName: 'Marketing',
    type: 'LIMIT_BALANCE',
    limitValue: 5000,
    cardStatus: 'ACTIVE',
    panMasked: '**** **** **** 4821',
    finalDigits: '4821',
    brand: 'MASTERCARD',
    invoiceValue: 1240.5,
    availableLimit: 3759.5,
    createdAt: '2026-06-02T13:00:00Z',
    cancelledAt: null,
    ...overrides,
  };
}

export const page = <T>(content: T[], size = 20) => ({
  content,
  totalElements: content.length,
  totalPages: content.length === 0 ? 0 : 1,
  number: 0,
  size,
});

export const LIMITS: CardLimitSummary = {
  totalValueBag: 50000,
  availableValueVirtualCard: 41250.3,
  invoiceValue: 8749.7,
  usedPercentage: 17.5,
};

export function aTransaction(overrides: Partial<CardTransaction> = {}): CardTransaction {
  return {
    id: '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d',
    cardId: CARD_A,
    transactionDate: '2026-11-24T17:32:00Z',
    description: 'Google Ads',
    amount: 320.9,
    billingAmount: 320.9,
    status: 'APPROVED',
    approved: true,
    declineReason: null,
    yearMonth: '2026-12',
    ...overrides,
  };
}

export function aMonth(overrides: Partial<InvoiceMonthSummary> = {}): InvoiceMonthSummary {
  return {
    yearMonth: '2026-11',
    status: 'CLOSED',
    totalAmount: 4321.09,
    paidAmount: 0,
    remainingAmount: 4321.09,
    dueDate: '2026-11-12',
    endDate: '2026-11-05',
    ...overrides,
  };
}

export function aMonthDetail(overrides: Partial<InvoiceMonth> = {}): InvoiceMonth {
  return {
    ...aMonth(),
    cardInvoices: [
      {
        id: '6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a',
        status: 'CLOSED',
        totalAmount: 320.9,
        virtualCard: { id: CARD_A, maskedPan: '**** **** **** 4821', cardName: 'Marketing' },
        transactions: [aTransaction()],
      },
      {
        id: '7e6d5c4b-3a2f-4e1d-8c9b-8a7f6e5d4c3b',
        status: 'PAID',
        totalAmount: 0,
        virtualCard: { id: CARD_B, maskedPan: '**** **** **** 1177', cardName: 'Viagens' },
        transactions: [],
      },
    ],
    ...overrides,
  };
}

export function aPayable(overrides: Partial<PayableInvoice> = {}): PayableInvoice {
  return {
    cardInvoiceId: '6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a',
    maskedPan: '**** **** **** 4821',
    cardName: 'Marketing',
    totalAmount: 1240.5,
    invoiceStatus: 'CLOSED',
    yearMonth: '2026-11',
    dueDate: '2026-11-12',
    ...overrides,
  };
}

export const EMV =
  '00020101021226580014br.gov.bcb.pix0136a1b2c3d4-e5f6-4789-8abc-def01234567852040000530398654071240.505802BR5912LOJA EXEMPLO6009SAO PAULO62290525CARD2b3c4d5e6f7a4b8c9d0e16304ABCD';

export function aPayment(overrides: Partial<InvoicePayment> = {}): InvoicePayment {
  return {
    id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    paymentMethod: 'PIX',
    status: 'PENDING',
    amount: 1240.5,
    cardInvoiceIds: ['6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a'],
    emv: EMV,
    qrCode: null,
    createdAt: '2026-11-25T15:00:00Z',
    expiresAt: '2026-11-26T15:00:00Z',
    paidAt: null,
    ...overrides,
  };
}

/** The reads every card screen makes, answered with the given data; a test adds its writes. */
export function cardReads({
  cards = [aCard()],
  months = [aMonth()],
  summary = months[0] ?? null,
  limits = LIMITS,
}: {
  cards?: Card[];
  months?: InvoiceMonthSummary[];
  /** The invoice the gateway picks for the summary (§4.5); by default the first month. */
  summary?: InvoiceMonthSummary | null;
  limits?: CardLimitSummary;
} = {}) {
  return [
    http.get(`${BANKING}/cards`, () => HttpResponse.json(page(cards))),
    http.get(`${BANKING}/card/:id`, ({ params }) => {
      const card = cards.find((c) => c.id === params.id);
      return card
        ? HttpResponse.json(card)
        : HttpResponse.json(
            { errors: [{ code: 'CARD_NOT_FOUND', description: 'Cartão não encontrado.' }] },
            { status: 404 },
          );
    }),
    http.get(`${BANKING}/limits`, () => HttpResponse.json(limits)),
    http.get(`${BANKING}/cards/invoices`, () => HttpResponse.json(page(months, 12))),
    http.get(`${BANKING}/cards/invoices/summary`, () => HttpResponse.json({ invoice: summary })),
  ];
}
