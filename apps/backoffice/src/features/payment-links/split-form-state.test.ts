import { describe, expect, it } from 'vitest';
import { emptySplitLine, splitLineMessages, toggleSplit } from './split-form-state';

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

  it("shows the lines' messages by their place only once tried or touched", () => {
    const errors = { 'split.0.percent': 'O percentual deve ser de 0,01 a 100.', title: 'Obrigatório' };
    expect(splitLineMessages(errors, true)).toEqual({ '0.percent': 'O percentual deve ser de 0,01 a 100.' });
    expect(splitLineMessages(errors, false)).toEqual({ '0.percent': undefined });
  });
});
