import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCnpj, formatCpf } from '../documents/documents';
import { formatBRL } from '../money/money';
import {
  applyMask,
  applyPattern,
  MASK_KINDS,
  maskBankSlip,
  maskBrazilianPhone,
  maskCellphone,
  maskCep,
  maskCnpj,
  maskCpf,
  maskCpfOrCnpj,
  maskDate,
  maskOnlyLetters,
  maskOnlyNumbers,
  maskPhone,
} from './masks';

describe('applyPattern', () => {
  it('writes literals only before a filled slot', () => {
    expect(applyPattern('999.999', '123')).toBe('123');
    expect(applyPattern('999.999', '1234')).toBe('123.4');
    expect(applyPattern('(99) 9', '1')).toBe('(1');
    expect(applyPattern('999', '')).toBe('');
  });

  it('drops characters that do not fit and cuts the rest', () => {
    expect(applyPattern('99-99', 'a1b2c3d4e5')).toBe('12-34');
    expect(applyPattern('AA-99', 'x1y2')).toBe('X1-2');
  });
});

describe('document masks', () => {
  it('masks a CPF as it is typed', () => {
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('12345678909')).toBe('123.456.789-09');
    expect(maskCpf('123.456.789-0912')).toBe('123.456.789-09');
    expect(maskCpf('12a345')).toBe('123.45');
  });

  it('masks a CNPJ, letters allowed in the first 12 positions only', () => {
    expect(maskCnpj('12345678000195')).toBe('12.345.678/0001-95');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12ABC34501DEXY35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12.A')).toBe('12.A');
  });

  it('switches from CPF to CNPJ by length or on the first letter', () => {
    expect(maskCpfOrCnpj('12345678909')).toBe('123.456.789-09');
    expect(maskCpfOrCnpj('123.456.789-091')).toBe('12.345.678/9091');
    expect(maskCpfOrCnpj('12A')).toBe('12.A');
    expect(maskCpfOrCnpj('12.345.678/9')).toBe('123.456.789');
  });

  it('agrees with the document formatters on whole documents', () => {
    const digits = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));
    fc.assert(fc.property(digits(11), (cpf) => maskCpfOrCnpj(cpf) === formatCpf(cpf)));
    fc.assert(fc.property(digits(14), (cnpj) => maskCpfOrCnpj(cnpj) === formatCnpj(cnpj)));
  });
});

describe('address, phone and date masks', () => {
  it('masks a CEP', () => {
    expect(maskCep('01310930')).toBe('01310-930');
    expect(maskCep('013109301')).toBe('01310-930');
    expect(maskCep('0131')).toBe('0131');
  });

  it('masks landlines and cellphones', () => {
    expect(maskPhone('1130000000')).toBe('(11) 3000-0000');
    expect(maskBrazilianPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskBrazilianPhone('113333444')).toBe('(11) 3333-444');
    expect(maskBrazilianPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('113')).toBe('(11) 3');
    expect(maskCellphone('11987654321')).toBe('(11) 98765-4321');
    expect(maskCellphone('(11) 98765-43219')).toBe('(11) 98765-4321');
  });

  it('masks a date', () => {
    expect(maskDate('15012026')).toBe('15/01/2026');
    expect(maskDate('150')).toBe('15/0');
    expect(maskDate('15/01/20269')).toBe('15/01/2026');
  });
});

describe('bank slip mask', () => {
  it('groups a 47-digit bank slip', () => {
    expect(maskBankSlip('10491443385511900000200000000141325230000093423')).toBe(
      '10491.44338 55119.000002 00000.000141 3 25230000093423',
    );
  });

  it('groups a 48-digit utility slip, which starts with 8', () => {
    expect(maskBankSlip('826300000011098800100702024102024000000205104519')).toBe(
      '82630000001-1 09880010070-2 02410202400-0 00020510451-9',
    );
  });

  it('cuts at the length of the slip', () => {
    const digits = (length: number, first: string) => first + '1'.repeat(length - 1);
    expect(maskBankSlip(digits(50, '1')).replace(/\D/g, '')).toHaveLength(47);
    expect(maskBankSlip(digits(50, '8')).replace(/\D/g, '')).toHaveLength(48);
  });
});

describe('character masks', () => {
  it('keeps only letters (with accents) and spaces', () => {
    expect(maskOnlyLetters('João da Silva-3!')).toBe('João da Silva');
    expect(maskOnlyLetters('Conceição')).toBe('Conceição');
  });

  it('keeps only digits', () => {
    expect(maskOnlyNumbers('(11) 98765-4321')).toBe('11987654321');
  });
});

describe('applyMask', () => {
  it('dispatches every kind', () => {
    expect(applyMask('cpf', '12345678909')).toBe('123.456.789-09');
    expect(applyMask('cnpj', '12345678000195')).toBe('12.345.678/0001-95');
    expect(applyMask('cpfCnpj', '12345678000195')).toBe('12.345.678/0001-95');
    expect(applyMask('cep', '01310930')).toBe('01310-930');
    expect(applyMask('phone', '1130000000')).toBe('(11) 3000-0000');
    expect(applyMask('cellphone', '11987654321')).toBe('(11) 98765-4321');
    expect(applyMask('currency', '123456')).toBe(formatBRL(123456));
    expect(applyMask('percentage', '1234')).toBe('12,34%');
    expect(applyMask('date', '15012026')).toBe('15/01/2026');
    expect(applyMask('bankSlip', '8263')).toBe('8263');
    expect(applyMask('onlyLetters', 'a1b')).toBe('ab');
    expect(applyMask('onlyNumbers', 'a1b2')).toBe('12');
  });

  it('is stable: masking a masked value changes nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MASK_KINDS), fc.string({ maxLength: 60 }), (kind, raw) => {
        const masked = applyMask(kind, raw);
        return applyMask(kind, masked) === masked;
      }),
      { numRuns: 2000 },
    );
  });
});
