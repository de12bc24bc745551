import { LINK_SCHEDULE_MESSAGES } from '@balcao/domain/payment-links';
import { describe, expect, it } from 'vitest';
import type { PaymentLink } from './api';
import {
  canSubmitOrderLink,
  duplicateRequest,
  emptyOrderLinkForm,
  formOfLink,
  linkRuleErrors,
  orderLinkErrors,
  toOrderRequest,
} from './link-form-state';
import { emptySubscriptionLinkForm } from './subscription-link-state';

const NOW = new Date('2026-11-20T12:00:00Z');

const link: PaymentLink = {
  uuid: '7a000000-0000-4000-8000-000000000001',
  type: 'ORDER',
  title: 'Curso de fotografia',
  description: 'Oito encontros.',
  value: 199.9,
  installments: 6,
  bankSlipDescription: 'Turma de dezembro',
  uuidSellerClient: '6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c',
  sellerClient: 'Ana',
  allowedPaymentMethods: {
    creditCardMethod: { type: 'EARLY', discount: null },
    bankSlipMethod: { discount: { amount: 5, type: 'PERCENT' } },
    pixMethod: null,
  },
  creditCardTax: 'EARLY_SELLER',
  expirationDate: null,
  timer: '2026-12-20T21:00:00.000Z',
  maxPaidUses: 30,
  paidUses: 2,
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  url: 'http://localhost:4010/payment-link/7a000000-0000-4000-8000-000000000001',
  paymentSubscription: null,
  scheduledDate: null,
  metadata: [],
  customInstallmentsValues: [
    { paymentMethod: 'CREDIT_CARD', installments: 6 },
    { paymentMethod: 'BANK_SLIP', installments: 1 },
  ],
  subSellerResponse: [],
};

describe('the one-off link form', () => {
  it('reads a link back as the form holds it, the expiry as Brasília wall time', () => {
    const form = formOfLink(link);
    expect(form).toMatchObject({
      customerId: link.uuidSellerClient,
      valueCents: 19990,
      creditCard: true,
      bankSlip: true,
      pix: false,
      installments: 6,
      bankSlipDiscount: '5',
      creditCardDiscount: '',
      expires: true,
      timer: '2026-12-20T18:00',
      maxPaidUses: '30',
    });
  });

  it('sends the expiry without the -03:00 offset, and the form round-trips', () => {
    const request = toOrderRequest(formOfLink(link));
    expect(request.paymentOrder.timer).toBe('2026-12-20T18:00:00');
    expect(request).toMatchObject({
      uuidSellerClient: link.uuidSellerClient,
      bankSlipDescription: 'Turma de dezembro',
      allowedPaymentMethods: link.allowedPaymentMethods,
      maxPaidUses: 30,
    });
  });

  it('wants title, value and a method; an expiry in the future', () => {
    const empty = emptyOrderLinkForm();
    expect(canSubmitOrderLink(empty)).toBe(false);
    const past = { ...formOfLink(link), timer: '2026-11-20T08:00' };
    expect(orderLinkErrors(past, NOW)).toEqual({ timer: 'A data precisa estar no futuro' });
    expect(orderLinkErrors({ ...past, maxPaidUses: '0' }, NOW).maxPaidUses).toBe(
      'O limite de usos deve ser um número inteiro de 1 a 1.000.000.',
    );
  });

  it('sends the boleto and Pix due date; a new one is today or later, a saved one may have passed', () => {
    const form = { ...formOfLink(link), dueDate: '2026-11-25' };
    expect(toOrderRequest(form).paymentOrder.expirationDate).toBe('2026-11-25');
    // Without boleto or Pix there is no due date to send.
    expect(toOrderRequest({ ...form, bankSlip: false }).paymentOrder.expirationDate).toBeNull();
    const past = { ...form, timer: null, expires: false, dueDate: '2026-11-19' };
    expect(orderLinkErrors(past, NOW)).toEqual({ dueDate: 'O vencimento não pode estar no passado.' });
    expect(orderLinkErrors(past, NOW, '2026-11-19')).toEqual({});
    expect(orderLinkErrors({ ...past, dueDate: '2026-11-20' }, NOW)).toEqual({});
  });

  it('schedules the charge from today to a year ahead; a saved date may have passed', () => {
    const form = { ...formOfLink(link), timer: null, expires: false, scheduled: true };
    expect(orderLinkErrors({ ...form, scheduledDate: '2026-11-20' }, NOW)).toEqual({});
    expect(orderLinkErrors({ ...form, scheduledDate: '2026-11-19' }, NOW)).toEqual({
      scheduledDate: LINK_SCHEDULE_MESSAGES.past,
    });
    const saved = { scheduledDate: '2026-11-19' };
    expect(orderLinkErrors({ ...form, scheduledDate: '2026-11-19' }, NOW, '', saved)).toEqual({});
    // The gateway refuses past a year: the form says so on the field instead of a toast after Criar.
    expect(orderLinkErrors({ ...form, scheduledDate: '2027-11-22' }, NOW)).toEqual({
      scheduledDate: LINK_SCHEDULE_MESSAGES.tooFar,
    });
  });

  it('duplicates everything but the customer; a past expiry is dropped', () => {
    expect(duplicateRequest(link, NOW)).toMatchObject({
      uuidSellerClient: null,
      paymentOrder: { title: link.title, value: 199.9, installments: 6, timer: link.timer },
      allowedPaymentMethods: link.allowedPaymentMethods,
      maxPaidUses: 30,
    });
    expect(duplicateRequest(link, new Date('2027-01-01T00:00:00Z')).paymentOrder.timer).toBeNull();
    expect(duplicateRequest(link, NOW)).not.toHaveProperty('paymentSubscription');
  });

  it('duplicates a subscription link with what it sells, without the plan title it only shows', () => {
    const subscription = {
      idPlan: 3,
      valuePerMonth: 59.9,
      type: 'MONTHLY' as const,
      additionalValue: 20,
      additionalTitle: 'Adesão',
      additionalInstallments: 1,
    };
    const copy = duplicateRequest(
      { ...link, type: 'SUBSCRIPTION', paymentSubscription: { ...subscription, planTitle: 'Clube do Café' } },
      NOW,
    );
    expect(copy.paymentSubscription).toEqual(subscription);
    expect(copy.uuidSellerClient).toBeNull();
  });
});

describe('the one-off link’s card options (issue 26 item 7)', () => {
  it('a new link receives the card anticipated and the seller pays the fees', () => {
    const request = toOrderRequest({
      ...emptyOrderLinkForm(),
      title: 'Aula',
      valueCents: 10_000,
      creditCard: true,
    });
    expect(request.allowedPaymentMethods.creditCardMethod?.type).toBe('EARLY');
    expect(request.creditCardTax).toBe('EARLY_SELLER');
  });

  it('sends the chosen receipt and fee payer, reads them back, and sends none without the card', () => {
    const saved = {
      ...link,
      allowedPaymentMethods: {
        ...link.allowedPaymentMethods,
        creditCardMethod: { type: 'RECURRENT' as const, discount: null },
      },
      creditCardTax: 'EARLY_MIXED' as const,
    };
    const form = formOfLink(saved);
    expect(form.cardReceipt).toBe('RECURRENT');
    expect(form.cardFeePayer).toBe('EARLY_MIXED');
    const request = toOrderRequest(form);
    expect(request.allowedPaymentMethods.creditCardMethod?.type).toBe('RECURRENT');
    expect(request.creditCardTax).toBe('EARLY_MIXED');
    expect(toOrderRequest({ ...form, creditCard: false }).creditCardTax).toBeNull();
  });

  it('above 12x the customer pays the fees, whatever was chosen', () => {
    const form = { ...formOfLink(link), installments: 18, cardFeePayer: 'EARLY_SELLER' as const };
    expect(toOrderRequest(form).creditCardTax).toBe('EARLY_BUYER');
  });
});

describe('the link rules the one-off and subscription forms share (§5)', () => {
  it.each([
    ['one-off', emptyOrderLinkForm()],
    ['subscription', emptySubscriptionLinkForm()],
  ])(
    'the %s form: title, value, a method, and an expiry ticked needs its moment in the future',
    (_kind, empty) => {
      const ticked = { ...empty, expires: true, timer: null };
      expect(linkRuleErrors(ticked, 1, NOW)).toEqual({
        title: 'Preenchimento obrigatório!',
        valueCents: 'Preenchimento obrigatório!',
        creditCard: 'Selecione ao menos um método de pagamento.',
        timer: 'Preenchimento obrigatório!',
      });
      const filled = { ...ticked, title: 'Clube', valueCents: 10000, pix: true };
      expect(linkRuleErrors({ ...filled, timer: '2026-11-20T08:45' }, 1, NOW)).toEqual({
        timer: 'A data precisa estar no futuro',
      });
      expect(linkRuleErrors({ ...filled, timer: '2026-11-20T09:15' }, 1, NOW)).toEqual({});
    },
  );
});
