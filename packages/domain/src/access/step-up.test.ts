import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTION_OF } from './activity-log';
import { OPERATION_ACCESS } from './operation-access';
import {
  DEFAULT_STEP_UP_SETTINGS,
  REFUND_THRESHOLD_MAX_CENTS,
  refundCentsOf,
  STEP_UP_OPERATION_IDS,
  STEP_UP_OPERATIONS,
  stepUpOperationOf,
  stepUpOperationOfRequest,
  stepUpRequired,
} from './step-up';

describe('stepUpRequired', () => {
  it('asks nothing under the default settings', () => {
    for (const kind of STEP_UP_OPERATIONS)
      expect(stepUpRequired(DEFAULT_STEP_UP_SETTINGS, kind, REFUND_THRESHOLD_MAX_CENTS)).toBe(false);
  });

  it('asks a chosen kind, and a refund only above the threshold', () => {
    const settings = { operations: ['WITHDRAWAL' as const, 'REFUND' as const], refundThresholdCents: 50_000 };
    expect(stepUpRequired(settings, 'WITHDRAWAL')).toBe(true);
    expect(stepUpRequired(settings, 'TREASURY')).toBe(false);
    expect(stepUpRequired(settings, 'REFUND', 50_000)).toBe(false);
    expect(stepUpRequired(settings, 'REFUND', 50_001)).toBe(true);
  });

  it('asks for an invoice paid from the balance, not for one paid by Pix', () => {
    expect(stepUpOperationOf('generateCardInvoicePayment', { paymentMethod: 'CHECKING_ACCOUNT' })).toBe(
      'CARD_INVOICE_PAYMENT',
    );
    expect(stepUpOperationOf('generateCardInvoicePayment', { paymentMethod: 'PIX' })).toBeNull();
    expect(stepUpOperationOf('approvePayments', {})).toBe('PAYMENT_APPROVAL');
    expect(stepUpOperationOf('createPayment', {})).toBe('PAYMENT_REQUEST');
    expect(stepUpOperationOf('confirmAnticipation', { amount: 10 })).toBe('ANTICIPATION');
    expect(stepUpOperationOf('listPayments', undefined)).toBeNull();
  });

  it('knows the same calls by method and path, for the app', () => {
    expect(stepUpOperationOfRequest('post', '/payments/approval')).toBe('PAYMENT_APPROVAL');
    expect(stepUpOperationOfRequest('PATCH', '/charges/{id}/refund')).toBe('REFUND');
    expect(stepUpOperationOfRequest('GET', '/payments/approval')).toBeNull();
    expect(stepUpOperationOfRequest('POST', '/payments')).toBe('PAYMENT_REQUEST');
    expect(stepUpOperationOfRequest('POST', '/redeems/anticipation/amount')).toBe('ANTICIPATION');
    expect(stepUpOperationOfRequest('POST', '/redeems/anticipation')).toBe('ANTICIPATION');
  });

  it('reads the refund amount of both refund bodies in cents', () => {
    expect(refundCentsOf({ amount: 500.01 })).toBe(50_001);
    expect(refundCentsOf({ value: 12.3, updated_by: 'a@b.c' })).toBe(1230);
    expect(refundCentsOf(undefined)).toBe(0);
  });

  it('names only operations of the contract', () => {
    for (const id of [...STEP_UP_OPERATION_IDS, ...Object.keys(ACTIVITY_ACTION_OF)])
      expect(OPERATION_ACCESS).toHaveProperty(id);
  });
});
