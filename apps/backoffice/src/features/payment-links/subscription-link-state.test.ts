import { describe, expect, it } from 'vitest';
import {
  canSubmitSubscriptionLink,
  emptySubscriptionLinkForm,
  subscriptionLinkErrors,
  toSubscriptionRequest,
} from './subscription-link-state';

const NOW = new Date('2026-11-20T12:00:00Z'); // 09:00 in Brasília
const filled = () => ({
  ...emptySubscriptionLinkForm(),
  planId: '1',
  title: 'Clube',
  valueCents: 10000,
  pix: true,
});

describe('subscription link form rules', () => {
  it('needs the plan, the value and a method before it can be sent', () => {
    expect(canSubmitSubscriptionLink(emptySubscriptionLinkForm())).toBe(false);
    expect(canSubmitSubscriptionLink({ ...filled(), planId: '' })).toBe(false);
    expect(canSubmitSubscriptionLink({ ...filled(), valueCents: null })).toBe(false);
    expect(canSubmitSubscriptionLink({ ...filled(), pix: false })).toBe(false);
    expect(canSubmitSubscriptionLink(filled())).toBe(true);
    expect(subscriptionLinkErrors(filled(), NOW)).toEqual({});
    expect(subscriptionLinkErrors({ ...filled(), pix: false }, NOW)).toEqual({
      creditCard: 'Selecione ao menos um método de pagamento.',
    });
  });

  it('wants the expiry in the future, in Brasília time', () => {
    const at = (timer: string) => ({ ...filled(), expires: true, timer });
    expect(subscriptionLinkErrors(at('2026-11-20T08:45'), NOW).timer).toBe('A data precisa estar no futuro');
    expect(subscriptionLinkErrors(at('2026-11-20T09:15'), NOW).timer).toBeUndefined();
    expect(subscriptionLinkErrors({ ...filled(), expires: true, timer: null }, NOW).timer).toBe(
      'Preenchimento obrigatório!',
    );
    // Sent as the wall time, without the -03:00 offset (§4).
    expect(toSubscriptionRequest(at('2026-11-20T09:15')).paymentOrder.timer).toBe('2026-11-20T09:15:00');
  });

  it('checks the boleto description and the additional value by §5', () => {
    const errors = subscriptionLinkErrors(
      { ...filled(), bankSlip: true, bankSlipDescription: 'x'.repeat(131), additionalTitle: 'Adesão' },
      NOW,
    );
    expect(errors).toEqual({
      bankSlipDescription: 'A descrição do boleto deve ter no máximo 130 caracteres!',
      additionalValueCents: 'Preenchimento obrigatório!',
    });
  });

  it('sends the per-month value as the period divided by its months, rounded half up', () => {
    const request = toSubscriptionRequest({ ...filled(), periodicity: 'SEMESTER' });
    expect(request.paymentOrder.value).toBe(100);
    expect(request.paymentSubscription).toEqual({
      idPlan: 1,
      type: 'SEMESTER',
      valuePerMonth: 16.67,
      additionalValue: null,
      additionalTitle: null,
      additionalInstallments: null,
    });
    expect(request.allowedPaymentMethods).toEqual({
      creditCardMethod: null,
      bankSlipMethod: null,
      pixMethod: { discount: null },
    });
  });
});
