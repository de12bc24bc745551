import { describe, expect, it } from 'vitest';
import {
  approvesPayments,
  cancelsPayment,
  canSubmitApproval,
  downloadsReceipt,
  hiddenDocument,
  isPaymentStatusFilter,
  isPaymentTab,
  nextValueSort,
  PAYMENT_MESSAGES,
  paymentDateText,
} from './payment-actions';

describe('who may act on payments (§6)', () => {
  it('lets BANKING_ADMIN and B_SELLER_ADMIN approve, never a requester', () => {
    expect(approvesPayments(['BANKING_ADMIN'])).toBe(true);
    expect(approvesPayments(['B_SELLER_ADMIN'])).toBe(true);
    expect(approvesPayments(['BANKING_PAYMENT_REQUEST', 'BANKING_VISUALIZATION'])).toBe(false);
    expect(approvesPayments(['SELLER_ADMIN'])).toBe(false);
  });

  it('keeps Aprovar pagamentos disabled until a row is selected', () => {
    expect(canSubmitApproval(0)).toBe(false);
    expect(canSubmitApproval(1)).toBe(true);
  });

  it('cancels only SCHEDULED payments, in any letter case, and only for approvers', () => {
    expect(cancelsPayment(['BANKING_ADMIN'], 'SCHEDULED')).toBe(true);
    expect(cancelsPayment(['BANKING_ADMIN'], 'scheduled')).toBe(true);
    for (const status of ['REQUESTED', 'PAID', 'CANCELLED', 'FAILED', 'PROCESSING', 'whatever'])
      expect(cancelsPayment(['BANKING_ADMIN'], status)).toBe(false);
    expect(cancelsPayment(['BANKING_PAYMENT_REQUEST'], 'SCHEDULED')).toBe(false);
  });

  it('offers the receipt of a paid payment that has one', () => {
    expect(downloadsReceipt({ status: 'PAID', hasReceipt: true })).toBe(true);
    expect(downloadsReceipt({ status: 'COMPLETED', hasReceipt: true })).toBe(true);
    expect(downloadsReceipt({ status: 'PAID', hasReceipt: false })).toBe(false);
    expect(downloadsReceipt({ status: 'SCHEDULED', hasReceipt: true })).toBe(false);
  });
});

describe('paymentDateText (§8)', () => {
  it('writes days as dd/mm/aaaa and instants in São Paulo time', () => {
    expect(paymentDateText('2026-11-27')).toBe('27/11/2026');
    expect(paymentDateText('2026-11-25T13:05:00Z')).toBe('25/11/2026 10:05');
  });

  it("reads 'Nunca' without a date and 'Data inválida' for anything unreadable", () => {
    expect(paymentDateText(null)).toBe(PAYMENT_MESSAGES.never);
    expect(paymentDateText(undefined)).toBe('Nunca');
    expect(paymentDateText('')).toBe('Nunca');
    expect(paymentDateText('2026-13-40')).toBe('Data inválida');
    expect(paymentDateText('ontem')).toBe('Data inválida');
    expect(paymentDateText('2026-11-25Tlixo')).toBe('Data inválida');
  });
});

describe('hiddenDocument (§9)', () => {
  it('hides the edges of a CPF or CNPJ', () => {
    expect(hiddenDocument('12345678909')).toBe('***.456.789-**');
    expect(hiddenDocument('123.456.789-09')).toBe('***.456.789-**');
    expect(hiddenDocument('12345678000195')).toBe('**.345.678/0001-**');
    expect(hiddenDocument(null)).toBe('—');
    expect(hiddenDocument('123')).toBe('123');
  });
});

describe('the list controls', () => {
  it('cycles the value sort: descending, ascending, default', () => {
    expect(nextValueSort(null)).toBe('amount,DESC');
    expect(nextValueSort('amount,DESC')).toBe('amount,ASC');
    expect(nextValueSort('amount,ASC')).toBeNull();
  });

  it('accepts only known tabs and statuses from the URL', () => {
    expect(isPaymentTab('APPROVAL')).toBe(true);
    expect(isPaymentTab('approval')).toBe(false);
    expect(isPaymentStatusFilter('all')).toBe(true);
    expect(isPaymentStatusFilter('SCHEDULED')).toBe(true);
    expect(isPaymentStatusFilter('scheduled')).toBe(false);
    expect(isPaymentStatusFilter('<b>')).toBe(false);
  });
});
