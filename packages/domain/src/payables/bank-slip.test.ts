import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barcodeToLinhaDigitavel, buildBoletoBarcode } from '../boletos/boleto';
import {
  BANK_SLIP_MESSAGES,
  BARCODE_INPUT_MAX_LENGTH,
  bankNameByCode,
  barcodeInputError,
  institutionNameByIspb,
  maskBarcodeInput,
  readBankSlip,
  utilityBarcodeToLine,
} from './bank-slip';

const slip = (bankCode: string, dueDate: string | null, amountCents: number) =>
  buildBoletoBarcode({
    bankCode,
    currency: '9',
    dueDate,
    amountCents,
    freeField: '1234567890123456789012345',
  });

describe('the barcode field (§5)', () => {
  it('answers §5 messages in order', () => {
    expect(barcodeInputError('')).toBe(BANK_SLIP_MESSAGES.required);
    expect(barcodeInputError('  ')).toBe(BANK_SLIP_MESSAGES.required);
    expect(barcodeInputError('0019000009 0114x')).toBe(BANK_SLIP_MESSAGES.onlyDigits);
    expect(barcodeInputError('1'.repeat(46))).toBe(BANK_SLIP_MESSAGES.length);
    expect(barcodeInputError('1'.repeat(45))).toBe(BANK_SLIP_MESSAGES.length);
    expect(barcodeInputError('1'.repeat(44))).toBeNull();
    expect(barcodeInputError('00190.00009 01149.718601 68524.522114 6 75860000102656')).toBeNull();
    expect(barcodeInputError('8'.repeat(48))).toBeNull();
  });

  it('masks lines as printed, keeps a valid 44-digit barcode plain, and never passes 60 characters', () => {
    expect(maskBarcodeInput('00190000090114971860168524522114675860000102656')).toBe(
      '00190.00009 01149.718601 68524.522114 6 75860000102656',
    );
    expect(maskBarcodeInput('846100000005246100291102005460339004695895061080')).toBe(
      '84610000000-5 24610029110-2 00546033900-4 69589506108-0',
    );
    const barcode = slip('341', '2026-12-10', 15_000);
    expect(maskBarcodeInput(barcode)).toBe(barcode);
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (typed) => {
        expect(maskBarcodeInput(typed).length).toBeLessThanOrEqual(BARCODE_INPUT_MAX_LENGTH);
      }),
    );
  });
});

describe('bank names', () => {
  it('names banks from the Banco Central list and shows the code when unknown', () => {
    expect(bankNameByCode('001')).toBe('Banco do Brasil S.A.');
    expect(bankNameByCode('341')).toBe('ITAÚ UNIBANCO S.A.');
    expect(bankNameByCode('999')).toBe('Banco (ISPB: 999)');
    expect(institutionNameByIspb('18236120')).toBe('NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO');
    expect(institutionNameByIspb('12345678')).toBe('Banco (ISPB: 12345678)');
    expect(institutionNameByIspb('abc')).toBe('Banco (ISPB: abc)');
  });
});

describe('readBankSlip', () => {
  it('reads the Banco do Brasil example of brazilian-utils: R$ 1.026,56 due 15/07/2018', () => {
    expect(readBankSlip('00190.00009 01149.718601 68524.522114 6 75860000102656', '2018-07-01')).toEqual({
      ok: true,
      slip: {
        kind: 'BANK',
        barcode: '00196758600001026560000001149718606852452211',
        line: '00190000090114971860168524522114675860000102656',
        bankCode: '001',
        bankName: 'Banco do Brasil S.A.',
        amountCents: 102_656,
        dueDate: '2018-07-15',
      },
    });
  });

  it('reads due dates on both sides of the 22/02/2025 factor reset', () => {
    const before = slip('237', '2025-02-21', 9_990); // factor 9999
    const after = slip('237', '2025-02-22', 10_000); // factor 1000 again
    expect(before.slice(5, 9)).toBe('9999');
    expect(after.slice(5, 9)).toBe('1000');
    for (const today of ['2025-02-10', '2025-03-05']) {
      expect(readBankSlip(barcodeToLinhaDigitavel(before)!, today)).toMatchObject({
        slip: { dueDate: '2025-02-21' },
      });
      expect(readBankSlip(after, today)).toMatchObject({
        slip: { dueDate: '2025-02-22', amountCents: 10_000 },
      });
    }
    // A factor 1000 read in 2001 is the first cycle's 03/07/2000.
    expect(readBankSlip(after, '2001-01-01')).toMatchObject({ slip: { dueDate: '2000-07-03' } });
  });

  it('reads barcode and line to the same slip, for any bank, date and amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('001', '033', '104', '237', '341', '260', '999'),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 9_999_999_999 }),
        (bank, offset, amount) => {
          const due = new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
          const barcode = slip(bank, due, amount);
          const fromBarcode = readBankSlip(barcode, '2026-01-01');
          expect(fromBarcode).toEqual(readBankSlip(barcodeToLinhaDigitavel(barcode)!, '2026-01-01'));
          expect(fromBarcode).toMatchObject({
            ok: true,
            slip: { dueDate: due, amountCents: amount, bankCode: bank },
          });
        },
      ),
    );
  });

  it('refuses any single wrong digit in a line with "Código de barras inválido"', () => {
    const line = '00190000090114971860168524522114675860000102656';
    for (let i = 0; i < line.length; i++) {
      const wrong = line.slice(0, i) + ((Number(line[i]) + 1) % 10) + line.slice(i + 1);
      const reading = readBankSlip(wrong, '2018-07-01');
      // A changed currency digit is no check digit's business (brazilian-utils does not check it either).
      if (i === 3) continue;
      expect(reading).toEqual({ ok: false, message: BANK_SLIP_MESSAGES.invalid });
    }
    expect(readBankSlip('1'.repeat(48), '2026-01-01')).toEqual({
      ok: false,
      message: BANK_SLIP_MESSAGES.invalid,
    });
  });

  it('reads utility slips from the 48-digit line and from the 44-digit barcode', () => {
    const expected = {
      kind: 'UTILITY',
      barcode: '84610000000246100291100054603390069589506108',
      line: '846100000005246100291102005460339004695895061080',
      bankCode: null,
      bankName: null,
      amountCents: 2461,
      dueDate: null,
    };
    expect(readBankSlip('846100000005246100291102005460339004695895061080', '2026-01-01')).toEqual({
      ok: true,
      slip: expected,
    });
    expect(readBankSlip('84610000000246100291100054603390069589506108', '2026-01-01')).toEqual({
      ok: true,
      slip: expected,
    });
    expect(readBankSlip('84610000000246100291100054603390069589506109', '2026-01-01')).toEqual({
      ok: false,
      message: BANK_SLIP_MESSAGES.invalid,
    });
  });

  it('rebuilds the block digits of a mod 11 utility barcode (value kind 8)', () => {
    // The R$ 1.500,00 slip of boleto-arrecadacao.test.ts, built there by an independent script.
    const line = '858800000156000012345679890123456785901234567894';
    const barcode = [0, 12, 24, 36].map((start) => line.slice(start, start + 11)).join('');
    expect(utilityBarcodeToLine(barcode)).toBe(line);
    expect(readBankSlip(barcode, '2026-01-01')).toMatchObject({ ok: true, slip: { amountCents: 150_000 } });
    expect(utilityBarcodeToLine(`${barcode.slice(0, 43)}0`)).toBeNull();
  });
});
