import { describe, expect, it } from 'vitest';
import {
  BANK_SLIP_PAYMENT_STEPS,
  costCenterLabel,
  FIRST_NEW_PAYMENT_STAGE,
  filterPixFavorites,
  firstStageOf,
  NEW_PAYMENT_MESSAGES,
  type NewPaymentStage,
  PIX_PAYMENT_STEPS,
  paymentDateError,
  paymentDescriptionError,
  pixAmountError,
  previousStage,
  primaryActionLabel,
  resolvePixPaymentKey,
} from './new-payment';

describe('the new payment steps (§4.6)', () => {
  it('starts each flow at its first step and goes back as §4.6 says', () => {
    expect(firstStageOf('PIX')).toEqual({ kind: 'pix', step: 'amount' });
    expect(firstStageOf('BANK_SLIP')).toEqual({ kind: 'bank-slip', step: 'barcode' });
    expect(previousStage({ kind: 'pix', step: 'amount' })).toEqual(FIRST_NEW_PAYMENT_STAGE);
    expect(previousStage({ kind: 'pix', step: 'key' })).toEqual({ kind: 'pix', step: 'amount' });
    expect(previousStage({ kind: 'pix', step: 'confirm' })).toEqual({ kind: 'pix', step: 'key' });
    expect(previousStage({ kind: 'bank-slip', step: 'barcode' })).toEqual(FIRST_NEW_PAYMENT_STAGE);
    expect(previousStage({ kind: 'bank-slip', step: 'review' })).toEqual({
      kind: 'bank-slip',
      step: 'barcode',
    });
    expect(previousStage({ kind: 'bank-slip', step: 'confirm' })).toEqual({
      kind: 'bank-slip',
      step: 'review',
    });
    for (const stage of [
      FIRST_NEW_PAYMENT_STAGE,
      { kind: 'pix', step: 'loading' },
      { kind: 'bank-slip', step: 'loading' },
      { kind: 'success' },
      { kind: 'error' },
    ] as NewPaymentStage[])
      expect(previousStage(stage)).toBeNull();
  });

  it("reads 'Finalizar pagamento' only on the last step and offers nothing but Fechar at the end", () => {
    expect(PIX_PAYMENT_STEPS.at(-1)).toBe('confirm');
    expect(BANK_SLIP_PAYMENT_STEPS.at(-1)).toBe('confirm');
    expect(primaryActionLabel(FIRST_NEW_PAYMENT_STAGE)).toBe('Continuar');
    for (const step of PIX_PAYMENT_STEPS)
      expect(primaryActionLabel({ kind: 'pix', step })).toBe(
        step === 'confirm' ? 'Finalizar pagamento' : 'Continuar',
      );
    for (const step of BANK_SLIP_PAYMENT_STEPS)
      expect(primaryActionLabel({ kind: 'bank-slip', step })).toBe(
        step === 'confirm' ? 'Finalizar pagamento' : 'Continuar',
      );
    expect(primaryActionLabel({ kind: 'success' })).toBeNull();
    expect(primaryActionLabel({ kind: 'error' })).toBeNull();
  });
});

describe('the payment fields (§5)', () => {
  it('asks for a Pix amount above zero and within the balance', () => {
    expect(pixAmountError(null, 10_000)).toBe(NEW_PAYMENT_MESSAGES.amountRequired);
    expect(pixAmountError(0, 10_000)).toBe(NEW_PAYMENT_MESSAGES.amountPositive);
    expect(pixAmountError(-5, 10_000)).toBe(NEW_PAYMENT_MESSAGES.amountPositive);
    expect(pixAmountError(1.5, 10_000)).toBe(NEW_PAYMENT_MESSAGES.amountPositive);
    expect(pixAmountError(10_001, 10_000)).toBe(NEW_PAYMENT_MESSAGES.amountAboveBalance);
    expect(pixAmountError(10_000, 10_000)).toBeNull();
    expect(pixAmountError(10_001, null)).toBeNull();
  });

  it('takes a description of up to 100 characters', () => {
    expect(paymentDescriptionError('')).toBeNull();
    expect(paymentDescriptionError('a'.repeat(100))).toBeNull();
    expect(paymentDescriptionError('a'.repeat(101))).toBe(NEW_PAYMENT_MESSAGES.descriptionTooLong);
  });

  it('refuses a date before today and a missing one', () => {
    expect(paymentDateError('2026-11-24', '2026-11-25')).toBe(NEW_PAYMENT_MESSAGES.dateBeforeToday);
    expect(paymentDateError('2026-11-25', '2026-11-25')).toBeNull();
    expect(paymentDateError('2027-01-10', '2026-11-25')).toBeNull();
    expect(paymentDateError('', '2026-11-25')).toBe(NEW_PAYMENT_MESSAGES.dateRequired);
    expect(paymentDateError('2026-02-30', '2026-01-01')).toBe(NEW_PAYMENT_MESSAGES.dateRequired);
  });

  it('labels cost centres in either letter case', () => {
    expect(costCenterLabel('vendas')).toBe('Vendas');
    expect(costCenterLabel('Financeiro')).toBe('Financeiro');
    expect(costCenterLabel('ADMINISTRATIVO')).toBe('Administrativo');
  });
});

describe('the favourites search (§5)', () => {
  const favorites = [
    { recipientName: 'João Pedro Almeida', nickname: 'Frete', pixKey: '+5521998877665' },
    { recipientName: 'Papelaria Aurora Ltda', nickname: null, pixKey: 'financeiro@papelariaaurora.com.br' },
    { recipientName: 'Transportes Rápido Sul Ltda', nickname: 'Transporte', pixKey: '98765432000198' },
  ];
  const names = (query: string) => filterPixFavorites(favorites, query).map((f) => f.recipientName);

  it('matches the name, the nickname or the key, without accents or case', () => {
    expect(names('')).toHaveLength(3);
    expect(names('joao')).toEqual(['João Pedro Almeida']);
    expect(names('RAPIDO')).toEqual(['Transportes Rápido Sul Ltda']);
    expect(names('frete')).toEqual(['João Pedro Almeida']);
    expect(names('aurora.com')).toEqual(['Papelaria Aurora Ltda']);
    expect(names('ltda')).toEqual(['Papelaria Aurora Ltda', 'Transportes Rápido Sul Ltda']);
    expect(names('nobody')).toEqual([]);
  });

  it('finds a key by its digits when typed with punctuation', () => {
    expect(names('98.765.432/0001-98')).toEqual(['Transportes Rápido Sul Ltda']);
    expect(names('(21) 99887-7665')).toEqual(['João Pedro Almeida']);
    expect(names('12')).toEqual([]);
  });
});

describe('the key a Pix lookup asks for', () => {
  const favorites = [
    { recipientName: 'João Pedro Almeida', nickname: 'Frete', pixKey: '+5521998877665' },
    { recipientName: 'Marina Costa Ribeiro', nickname: null, pixKey: '12345678909' },
    { recipientName: 'Marina Souza', nickname: null, pixKey: 'marina@example.com' },
  ];

  it('takes every key form, says whether it is a favourite, and refuses bad documents', () => {
    expect(resolvePixPaymentKey('123.456.789-09', favorites)).toEqual({
      ok: true,
      key: '12345678909',
      isFavorite: true,
    });
    expect(resolvePixPaymentKey('Financeiro@PapelariaAurora.com.br', favorites)).toEqual({
      ok: true,
      key: 'financeiro@papelariaaurora.com.br',
      isFavorite: false,
    });
    expect(resolvePixPaymentKey('12345678900', favorites)).toEqual({
      ok: false,
      message: 'CPF ou CNPJ inválido',
    });
    expect(resolvePixPaymentKey('', favorites)).toEqual({ ok: false, message: 'A chave Pix é obrigatória' });
    expect(resolvePixPaymentKey('a@', favorites)).toEqual({
      ok: false,
      message: 'Formato de chave Pix inválido',
    });
  });

  it('reads eleven digits that are both a CPF and a mobile as the phone when asked', () => {
    // A São Paulo mobile whose digits also pass the CPF check.
    const both = '11987654374';
    expect(resolvePixPaymentKey(both, favorites)).toEqual({ ok: true, key: both, isFavorite: false });
    expect(resolvePixPaymentKey(both, favorites, true)).toEqual({
      ok: true,
      key: `+55${both}`,
      isFavorite: false,
    });
    expect(resolvePixPaymentKey('21998877665', favorites, true)).toMatchObject({ key: '+5521998877665' });
  });

  it('finds a favourite by a name that singles it out', () => {
    expect(resolvePixPaymentKey('Joao Pedro', favorites)).toEqual({
      ok: true,
      key: '+5521998877665',
      isFavorite: true,
    });
    expect(resolvePixPaymentKey('Marina', favorites)).toEqual({
      ok: false,
      message: NEW_PAYMENT_MESSAGES.favoriteAmbiguous,
    });
    expect(resolvePixPaymentKey('Ninguém Aqui', favorites)).toEqual({
      ok: false,
      message: NEW_PAYMENT_MESSAGES.noFavorites,
    });
  });
});
