import { describe, expect, it } from 'vitest';
import {
  discountedCents,
  emptyPaymentLinkForm,
  PAYMENT_LINK_BANK_SLIP_DESCRIPTION_MESSAGE,
  PAYMENT_LINK_DISCOUNT_MESSAGE,
  PAYMENT_LINK_METHOD_MESSAGE,
  PAYMENT_LINK_TIMER_MESSAGE,
  PAYMENT_LINK_TITLE_MAX_MESSAGE,
  paymentLinkFormErrors,
  paymentLinkOpen,
} from './payment-link-schema';

const NOW = new Date('2026-11-20T15:00:00Z');
const valid = () => ({
  ...emptyPaymentLinkForm(),
  title: 'Curso de fotografia',
  valueCents: 19990,
  pix: true,
});

describe('paymentLinkSchema', () => {
  it('passes a complete one-off form', () => {
    expect(paymentLinkFormErrors(valid(), NOW)).toEqual({});
  });

  it('requires title, value and a method with the documents’ messages', () => {
    expect(paymentLinkFormErrors(emptyPaymentLinkForm(), NOW)).toEqual({
      title: 'Preenchimento obrigatório!',
      valueCents: 'Preenchimento obrigatório!',
      creditCard: PAYMENT_LINK_METHOD_MESSAGE,
    });
  });

  it('caps the title at 60 and the bank slip description at 130', () => {
    expect(paymentLinkFormErrors({ ...valid(), title: 'x'.repeat(60) }, NOW)).toEqual({});
    expect(paymentLinkFormErrors({ ...valid(), title: 'x'.repeat(61) }, NOW)).toEqual({
      title: PAYMENT_LINK_TITLE_MAX_MESSAGE,
    });
    expect(paymentLinkFormErrors({ ...valid(), bankSlipDescription: 'b'.repeat(131) }, NOW)).toEqual({
      bankSlipDescription: PAYMENT_LINK_BANK_SLIP_DESCRIPTION_MESSAGE,
    });
  });

  it('wants the expiry in the future', () => {
    expect(paymentLinkFormErrors({ ...valid(), timer: '2026-11-20T14:59:00Z' }, NOW)).toEqual({
      timer: PAYMENT_LINK_TIMER_MESSAGE,
    });
    expect(paymentLinkFormErrors({ ...valid(), timer: '2026-11-21T10:00:00Z' }, NOW)).toEqual({});
  });

  it('keeps discounts between 0 and 100 percent', () => {
    expect(paymentLinkFormErrors({ ...valid(), pixDiscount: 100 }, NOW)).toEqual({});
    expect(paymentLinkFormErrors({ ...valid(), pixDiscount: 101 }, NOW)).toEqual({
      pixDiscount: PAYMENT_LINK_DISCOUNT_MESSAGE,
    });
    expect(paymentLinkFormErrors({ ...valid(), bankSlipDiscount: -1 }, NOW)).toHaveProperty(
      'bankSlipDiscount',
    );
  });

  it('refuses a zero value', () => {
    expect(paymentLinkFormErrors({ ...valid(), valueCents: 0 }, NOW)).toHaveProperty('valueCents');
  });
});

describe('discountedCents', () => {
  it('takes the percent off, rounding the discount down, never below a cent', () => {
    expect(discountedCents(10000, 0)).toBe(10000);
    expect(discountedCents(10000, 10)).toBe(9000);
    expect(discountedCents(999, 5)).toBe(950);
    expect(discountedCents(10000, 100)).toBe(1);
  });
});

describe('paymentLinkOpen', () => {
  it('sells while active and before the expiry', () => {
    expect(paymentLinkOpen({ active: true, timer: null }, NOW)).toBe(true);
    expect(paymentLinkOpen({ active: false, timer: null }, NOW)).toBe(false);
    expect(paymentLinkOpen({ active: true, timer: '2026-11-20T14:00:00Z' }, NOW)).toBe(false);
    expect(paymentLinkOpen({ active: true, timer: '2026-11-20T16:00:00Z' }, NOW)).toBe(true);
  });
});
