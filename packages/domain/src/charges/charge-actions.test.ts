import { describe, expect, it } from 'vitest';
import {
  CHARGEBACK_DOCUMENTS,
  type ChargeActionSubject,
  chargebackContestDeadline,
  checkoutLinkUrl,
  deleteAvailability,
  manualPayAvailability,
  offeredRefundFlow,
  offersCancellationLetter,
  offersCheckoutLink,
  refundedCents,
  refundFlow,
  rescheduleActions,
  showsDisputeInfo,
  showsPaymentCodes,
} from './charge-actions';

const charge = (overrides: Partial<ChargeActionSubject> = {}): ChargeActionSubject => ({
  status: 'PAID',
  paymentMethod: 'CREDIT_CARD',
  physicalSale: false,
  anticipated: false,
  ...overrides,
});

describe('delete and manual pay', () => {
  it('deletes SCHEDULED, LATE and FAILED on the full view, only SCHEDULED and LATE on the simple one', () => {
    expect(deleteAvailability(charge({ status: 'FAILED' }))).toBe('enabled');
    expect(deleteAvailability(charge({ status: 'FAILED' }), 'simple')).toBe('hidden');
    expect(deleteAvailability(charge({ status: 'LATE' }), 'simple')).toBe('enabled');
    expect(deleteAvailability(charge({ status: 'PAID' }))).toBe('hidden');
    expect(deleteAvailability(charge({ status: 'SCHEDULED', anticipated: true }))).toBe('disabled');
  });

  it('offers Alterar para paga on open charges, Sim once paid, nothing on CANCELED', () => {
    expect(manualPayAvailability(charge({ status: 'LATE' }), 'simple')).toBe('offered');
    expect(manualPayAvailability(charge({ status: 'FAILED' }))).toBe('offered');
    expect(manualPayAvailability(charge({ status: 'FAILED' }), 'simple')).toBe('unavailable');
    expect(manualPayAvailability(charge({ status: 'PAID_MANUALLY' }))).toBe('paid');
    expect(manualPayAvailability(charge({ status: 'CANCELED' }))).toBe('hidden');
    expect(manualPayAvailability(charge({ status: 'REFUND' }))).toBe('unavailable');
    expect(manualPayAvailability(charge({ status: 'SCHEDULED', anticipated: true }))).toBe('unavailable');
  });
});

describe('payment codes', () => {
  it('are shown only while the charge can still be paid', () => {
    for (const status of ['SCHEDULED', 'LATE', 'FAILED'] as const)
      expect(showsPaymentCodes(status)).toBe(true);
    for (const status of ['PAID', 'PAID_MANUALLY', 'CANCELED', 'REFUND', 'DISPUTE', 'CHARGEBACK'] as const) {
      expect(showsPaymentCodes(status)).toBe(false);
    }
    expect(showsPaymentCodes('FAILED', 'simple')).toBe(false);
  });
});

describe('checkout link', () => {
  it('is offered for open boleto and Pix charges only', () => {
    expect(offersCheckoutLink(charge({ status: 'LATE', paymentMethod: 'PIX' }))).toBe(true);
    expect(offersCheckoutLink(charge({ status: 'FAILED', paymentMethod: 'BOLETO' }))).toBe(true);
    expect(offersCheckoutLink(charge({ status: 'FAILED', paymentMethod: 'BOLETO' }), 'simple')).toBe(false);
    expect(offersCheckoutLink(charge({ status: 'SCHEDULED', paymentMethod: 'CREDIT_CARD' }))).toBe(false);
    expect(offersCheckoutLink(charge({ status: 'PAID', paymentMethod: 'PIX' }))).toBe(false);
  });

  it('puts the subdomain between host and kind, and leaves it out when there is none', () => {
    expect(checkoutLinkUrl('https://pague.exemplo/', 'loja', 'PIX', 'abc')).toBe(
      'https://pague.exemplo/loja/pix/abc',
    );
    expect(checkoutLinkUrl('http://localhost:4010/checkout', null, 'BOLETO', 'abc')).toBe(
      'http://localhost:4010/checkout/boleto/abc',
    );
    expect(checkoutLinkUrl('https://p.exemplo', 'a/b', 'PIX', 'x y')).toBe(
      'https://p.exemplo/a%2Fb/pix/x%20y',
    );
  });
});

describe('refund flow', () => {
  const all = ['view_seller_refund', 'view_seller_refund_pos'];

  it('hides every refund with view_disable_refund', () => {
    expect(refundFlow(charge(), [...all, 'view_disable_refund'])).toBe('none');
    expect(refundFlow(charge({ physicalSale: true }), [...all, 'view_disable_refund'])).toBe('none');
  });

  it('sends Venda Física card charges to the POS, and only with view_seller_refund_pos', () => {
    expect(refundFlow(charge({ physicalSale: true }), all)).toBe('pos');
    expect(refundFlow(charge({ physicalSale: true }), ['view_seller_refund'])).toBe('none');
  });

  it('takes card and Pix through the refund flow with view_seller_refund, card to chargeback without', () => {
    expect(refundFlow(charge(), ['view_seller_refund'])).toBe('refund');
    expect(refundFlow(charge({ paymentMethod: 'PIX' }), ['view_seller_refund'])).toBe('refund');
    expect(refundFlow(charge(), [])).toBe('chargeback');
    expect(refundFlow(charge({ paymentMethod: 'PIX' }), [])).toBe('none');
    expect(refundFlow(charge({ paymentMethod: 'BOLETO' }), all)).toBe('none');
  });

  it('offers a refund only on PAID charges', () => {
    expect(offeredRefundFlow(charge({ status: 'PAID' }), all)).toBe('refund');
    expect(offeredRefundFlow(charge({ status: 'REFUND' }), all)).toBe('none');
    expect(offeredRefundFlow(charge({ status: 'DISPUTE' }), [])).toBe('none');
  });
});

describe('letters, disputes and the contest deadline', () => {
  it('offers the letter on REFUND and the dispute info on DISPUTE', () => {
    expect(offersCancellationLetter('REFUND')).toBe(true);
    expect(offersCancellationLetter('PAID')).toBe(false);
    expect(showsDisputeInfo('DISPUTE')).toBe(true);
    expect(showsDisputeInfo('CHARGEBACK')).toBe(false);
  });

  it('gives 5 calendar days, across months and weekends, and lists eight documents', () => {
    expect(chargebackContestDeadline('2026-11-28')).toBe('2026-12-03');
    expect(chargebackContestDeadline('2026-12-30')).toBe('2027-01-04');
    expect(CHARGEBACK_DOCUMENTS).toHaveLength(8);
  });
});

describe('refundedCents', () => {
  it('sums the settled refunds to the cent, not the failed or processing ones', () => {
    const r = (amount: number, status: string) => ({ amount, status });
    expect(refundedCents([])).toBe(0);
    expect(refundedCents([r(518.22, 'REFUNDED'), r(0.1, 'REFUNDED'), r(0.2, 'REFUNDED')])).toBe(51852);
    expect(refundedCents([r(100, 'FAILED'), r(5, 'PROCESSING'), r(1209.18, 'REFUNDED')])).toBe(120918);
  });
});

describe('rescheduleActions (issue 28)', () => {
  it('offers a new due date on an open boleto, and the second copy once it is late', () => {
    expect(rescheduleActions(charge({ paymentMethod: 'BOLETO', status: 'LATE' }))).toEqual({
      extend: true,
      secondCopy: true,
    });
    expect(rescheduleActions(charge({ paymentMethod: 'BOLETO', status: 'SCHEDULED' }))).toEqual({
      extend: true,
      secondCopy: false,
    });
  });

  it('offers nothing on Pix, cards, paid boletos or an anticipated one', () => {
    const none = { extend: false, secondCopy: false };
    expect(rescheduleActions(charge({ paymentMethod: 'PIX', status: 'LATE' }))).toEqual(none);
    expect(rescheduleActions(charge({ paymentMethod: 'BOLETO', status: 'PAID' }))).toEqual(none);
    expect(rescheduleActions(charge({ paymentMethod: 'BOLETO', status: 'LATE', anticipated: true }))).toEqual(
      none,
    );
  });
});
