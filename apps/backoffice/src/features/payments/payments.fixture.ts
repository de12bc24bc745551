import { HttpResponse, http } from 'msw';
import { GATEWAY } from '../../test/render-with-app';
import type { Payment } from './api';

export const BANKING = `${GATEWAY}/banking`;

let sequence = 0;
/** A payment as the contract has it; each call gets its own id unless one is given. */
export function aPayment(overrides: Partial<Payment> = {}): Payment {
  sequence += 1;
  const id = overrides.transferId ?? `8c1d2e3f-4a5b-4c6d-8e7f-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    transferId: id,
    transactionType: 'PIX',
    amount: 1250.9,
    scheduledDate: '2026-11-27',
    status: 'SCHEDULED',
    recipientName: 'Papelaria Aurora Ltda',
    beneficiary: 'Papelaria Aurora Ltda',
    recipientDocument: '12345678000195',
    credit_bank_ispb: '00000000',
    bankName: 'Banco do Brasil S.A.',
    debit_name: 'Loja Exemplo Ltda',
    description: 'Material de escritório',
    costCenter: 'administrativo',
    pixKey: 'financeiro@papelariaaurora.com.br',
    pixKeyType: 'EMAIL',
    barCode: null,
    digitableLine: null,
    dueDate: null,
    destinationAccount: null,
    userEmail: 'operador@demo.balcao.dev',
    submittedBy: 'Otávio Operador',
    transactionId: null,
    failureReason: null,
    createdAt: '2026-11-25T13:00:00Z',
    approvedAt: '2026-11-25T14:00:00Z',
    approvedBy: 'admin@demo.balcao.dev',
    rejectedAt: null,
    rejectedBy: null,
    executedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    hasReceipt: false,
    ...overrides,
  };
}

/** A page of the list as the server cuts it. */
export function paymentPage(content: Payment[], totalElements = content.length, number = 0, size = 5) {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number, size };
}

/** The list answers `answer(url)` and records each query; the balance answers R$ 1.000,00. */
export function paymentReads(answer: (url: URL) => ReturnType<typeof paymentPage>) {
  const asked: URL[] = [];
  return {
    asked,
    handlers: [
      http.get(`${BANKING}/payments`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url);
        return HttpResponse.json(answer(url));
      }),
      http.get(`${BANKING}/accounts/balance`, () => HttpResponse.json({ debitAccountAmount: 1000 })),
    ],
  };
}
