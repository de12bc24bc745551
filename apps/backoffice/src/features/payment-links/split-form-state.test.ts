import { describe, expect, it } from 'vitest';
import { emptySplitLine, splitLineErrors, toggleSplit } from './split-form-state';

const form = {
  splitOn: false,
  creditCard: false,
  bankSlip: true,
  pix: true,
  bankSlipDiscount: '5',
  pixDiscount: '10',
  split: [],
  title: 'kept',
};

describe('the split toggle both link forms share', () => {
  it('turned on leaves the card alone, clears the other discounts and opens a first line', () => {
    expect(toggleSplit(form, true)).toEqual({
      ...form,
      splitOn: true,
      creditCard: true,
      bankSlip: false,
      pix: false,
      bankSlipDiscount: '',
      pixDiscount: '',
      split: [emptySplitLine()],
    });
  });

  it('turned off keeps the lines and the methods as they are', () => {
    const on = toggleSplit(form, true);
    expect(toggleSplit(on, false)).toEqual({ ...on, splitOn: false });
  });

  it("puts each line's message on the field it is about, by the form's own path", () => {
    const lines = [
      { ...emptySplitLine(), percent: '0' },
      { idSubSeller: '4', paymentType: 'FIXED' as const, percent: '', fixedCents: null },
    ];
    expect(splitLineErrors(lines)).toEqual({
      'split[0].idSubSeller': 'Preenchimento obrigatório!',
      'split[0].percent': 'O percentual deve ser de 0,01 a 100.',
      'split[1].fixedCents': 'Preenchimento obrigatório!',
    });
  });

  it("says past the cap, in the domain rule's words, that the split takes at most 50 sub-sellers", () => {
    const full = Array.from({ length: 51 }, (_, i) => ({
      ...emptySplitLine(),
      idSubSeller: String(i + 1),
      percent: '1',
    }));
    expect(splitLineErrors(full)).toEqual({ split: 'O split aceita no máximo 50 sub-vendedores.' });
    expect(splitLineErrors(full.slice(0, 50))).toEqual({});
  });
});
