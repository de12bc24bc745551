import { describe, expect, it } from 'vitest';
import { checkoutFormErrors, normalizeSubDomain } from '../payment-links/checkout-schema';
import { emptyPlanForm, planFormErrors } from './plan-schema';
import { subscriptionEditErrors, subscriptionImportErrors } from './subscription-schema';

const validPlan = {
  ...emptyPlanForm(),
  title: 'Plano',
  monthlyCents: 100,
  semesterCents: 90,
  yearlyCents: 80,
};

describe('planFormErrors', () => {
  it('accepts a filled plan and gives each field its message from §5', () => {
    expect(planFormErrors(validPlan)).toEqual({});
    expect(planFormErrors(emptyPlanForm())).toEqual({
      title: 'Preenchimento obrigatório!',
      monthlyCents: 'Preenchimento obrigatório!',
      semesterCents: 'Preenchimento obrigatório!',
      yearlyCents: 'Preenchimento obrigatório!',
    });
    expect(
      planFormErrors({ ...validPlan, title: 'x'.repeat(61), creditCard: false, bankSlip: false, pix: false }),
    ).toEqual({
      title: 'O título deve ter no máximo 60 caracteres!',
      creditCard: 'Selecione ao menos um método de pagamento.',
    });
    expect(planFormErrors({ ...validPlan, items: ['ok', ' ', 'y'.repeat(121)] })).toEqual({
      'items.1': 'Preenchimento obrigatório!',
      'items.2': 'O item deve ter no máximo 120 caracteres!',
    });
    expect(planFormErrors({ ...validPlan, monthlyCents: -5, description: 'd'.repeat(501) })).toEqual({
      monthlyCents: 'O valor deve ser maior que zero.',
      description: 'A descrição deve ter no máximo 500 caracteres!',
    });
  });
});

describe('checkoutFormErrors', () => {
  it('requires title and URL with the documents’ messages, and a URL that can be a subdomain', () => {
    expect(checkoutFormErrors({ title: '', description: '', subDomain: '', notes: '' })).toEqual({
      title: 'Título é um campo obrigatório!',
      subDomain: 'Url é um campo obrigatório!',
    });
    expect(
      checkoutFormErrors({ title: 'Loja', description: '', subDomain: 'loja-exemplo', notes: '' }),
    ).toEqual({});
    expect(
      checkoutFormErrors({ title: 'Loja', description: '', subDomain: '-loja', notes: '' }).subDomain,
    ).toBeDefined();
  });

  it('caps the notes at 500 characters, without markup', () => {
    const form = { title: 'Loja', description: '', subDomain: 'loja-exemplo' };
    expect(checkoutFormErrors({ ...form, notes: 'x'.repeat(501) }).notes).toBe(
      'As observações devem ter no máximo 500 caracteres!',
    );
    expect(checkoutFormErrors({ ...form, notes: '<b>' }).notes).toBe('Não use os caracteres < e >.');
    expect(checkoutFormErrors({ ...form, notes: 'x'.repeat(500) })).toEqual({});
  });

  it('normalizes what is typed into the URL field', () => {
    expect(normalizeSubDomain('Loja São João!')).toBe('lojasaojoao');
    expect(normalizeSubDomain('a'.repeat(80))).toHaveLength(63);
  });
});

describe('subscription import and edit', () => {
  const today = '2026-11-24';
  const last = '2027-11-25';
  const valid = {
    uuidBuyer: 'x',
    idPlan: 1,
    valueCents: 4990,
    periodicity: 'MONTHLY',
    startDate: today,
    method: 'PIX',
  };
  it('requires buyer, plan, value and start date (§5), the date from today to a year ahead', () => {
    expect(subscriptionImportErrors(valid, today, last)).toEqual({});
    expect(
      subscriptionImportErrors(
        { ...valid, uuidBuyer: '', idPlan: null, valueCents: null, startDate: '' },
        today,
        last,
      ),
    ).toEqual({
      uuidBuyer: 'Preenchimento obrigatório!',
      idPlan: 'Preenchimento obrigatório!',
      valueCents: 'Preenchimento obrigatório!',
      startDate: 'Preenchimento obrigatório!',
    });
    expect(subscriptionImportErrors({ ...valid, startDate: '2026-11-23' }, today, last).startDate).toBe(
      'O próximo vencimento deve ser de hoje a um ano.',
    );
    expect(subscriptionImportErrors({ ...valid, method: 'CREDIT_CARD' }, today, last).method).toBeDefined();
  });

  it('limits the edit’s boleto description to 130 characters', () => {
    const edit = { idPlan: 1, periodicity: 'YEARLY', valueCents: 100, bankSlipDescription: '' };
    expect(subscriptionEditErrors(edit)).toEqual({});
    expect(subscriptionEditErrors({ ...edit, bankSlipDescription: 'x'.repeat(131) })).toEqual({
      bankSlipDescription: 'A descrição do boleto deve ter no máximo 130 caracteres!',
    });
  });
});
