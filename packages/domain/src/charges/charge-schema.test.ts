import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '../access/sign-in-schema';
import { MARKUP_MESSAGE } from '../customers/customer-schema';
import { PAYMENT_LINK_VALUE_MESSAGE } from '../payment-links/payment-link-schema';
import {
  CHARGE_CUSTOMER_MESSAGE,
  CHARGE_DUE_FAR_MESSAGE,
  CHARGE_DUE_PAST_MESSAGE,
  CHARGE_INSTALLMENTS_CARD_ONLY_MESSAGE,
  CHARGE_METHOD_MESSAGE,
  CHARGE_VALUE_MAX_MESSAGE,
  chargeFormErrors,
  emptyChargeForm,
} from './charge-schema';

const today = '2026-12-05';
const valid = {
  customerId: '0f6e2c1a-8b3d-4c5e-9f70-1a2b3c4d5e6f',
  paymentMethod: 'BOLETO' as const,
  valueCents: 15_000,
  expirationDate: '2026-12-15',
  description: 'Consultoria de dezembro',
  installments: 1,
};

describe('chargeFormErrors', () => {
  it('accepts a complete charge, and card installments', () => {
    expect(chargeFormErrors(valid, today)).toEqual({});
    expect(chargeFormErrors({ ...valid, paymentMethod: 'CREDIT_CARD', installments: 21 }, today)).toEqual({});
    expect(chargeFormErrors({ ...valid, expirationDate: today }, today)).toEqual({});
  });

  it('names every missing field in Portuguese', () => {
    expect(chargeFormErrors(emptyChargeForm(), today)).toEqual({
      customerId: CHARGE_CUSTOMER_MESSAGE,
      paymentMethod: CHARGE_METHOD_MESSAGE,
      valueCents: REQUIRED_MESSAGE,
      expirationDate: REQUIRED_MESSAGE,
      description: REQUIRED_MESSAGE,
    });
  });

  it('refuses money out of range, dates out of range, markup and installments off the card', () => {
    expect(chargeFormErrors({ ...valid, valueCents: 0 }, today).valueCents).toBe(PAYMENT_LINK_VALUE_MESSAGE);
    expect(chargeFormErrors({ ...valid, valueCents: 10.5 }, today).valueCents).toBe(
      PAYMENT_LINK_VALUE_MESSAGE,
    );
    expect(chargeFormErrors({ ...valid, valueCents: 1_000_000_000 }, today).valueCents).toBe(
      CHARGE_VALUE_MAX_MESSAGE,
    );
    expect(chargeFormErrors({ ...valid, expirationDate: '2026-12-04' }, today).expirationDate).toBe(
      CHARGE_DUE_PAST_MESSAGE,
    );
    expect(chargeFormErrors({ ...valid, expirationDate: '2027-12-06' }, today).expirationDate).toBe(
      CHARGE_DUE_FAR_MESSAGE,
    );
    expect(chargeFormErrors({ ...valid, description: '<b>oi</b>' }, today).description).toBe(MARKUP_MESSAGE);
    expect(chargeFormErrors({ ...valid, description: 'x'.repeat(61) }, today).description).toMatch(/60/);
    expect(chargeFormErrors({ ...valid, installments: 2 }, today).installments).toBe(
      CHARGE_INSTALLMENTS_CARD_ONLY_MESSAGE,
    );
    expect(
      chargeFormErrors({ ...valid, paymentMethod: 'CREDIT_CARD', installments: 22 }, today).installments,
    ).toMatch(/1 a 21/);
  });
});
