import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_PIX_KEY_MESSAGES as M, PAYMENT_PIX_KEY_TYPES, readPaymentPixKey } from './pix-key-input';

describe('readPaymentPixKey (§5 Payments, Pix key)', () => {
  it('requires a key', () => {
    expect(readPaymentPixKey('')).toEqual({ ok: false, message: M.required });
    expect(readPaymentPixKey('   ')).toEqual({ ok: false, message: M.required });
  });

  it('reads e-mails, lower-cased and trimmed, and refuses a malformed one', () => {
    expect(readPaymentPixKey(' Financeiro@Loja.com.br ')).toEqual({
      ok: true,
      kind: 'EMAIL',
      key: 'financeiro@loja.com.br',
    });
    expect(readPaymentPixKey('financeiro@')).toEqual({ ok: false, message: M.invalidForm });
  });

  it('reads 11 digits as a CPF with right check digits, with or without punctuation', () => {
    expect(readPaymentPixKey('529.982.247-25')).toEqual({ ok: true, kind: 'CPF', key: '52998224725' });
    expect(readPaymentPixKey('52998224725')).toEqual({ ok: true, kind: 'CPF', key: '52998224725' });
    expect(readPaymentPixKey('52998224724')).toEqual({ ok: false, message: M.invalidDocument });
  });

  it('reads a mobile number with DDD as a phone when it is no CPF, and offers both readings when it is', () => {
    expect(readPaymentPixKey('(11) 98765-4321')).toEqual({ ok: true, kind: 'PHONE', key: '+5511987654321' });
    expect(readPaymentPixKey('+55 11 98765-4321')).toEqual({
      ok: true,
      kind: 'PHONE',
      key: '+5511987654321',
    });
    expect(readPaymentPixKey('+55 11 8765-4321')).toEqual({ ok: false, message: M.invalidForm });
    expect(readPaymentPixKey('11987654374')).toEqual({
      ok: true,
      kind: 'CPF',
      key: '11987654374',
      alsoPhone: '+5511987654374',
    });
  });

  it('reads 14 characters as a CNPJ, numeric or alphanumeric, with right check digits', () => {
    expect(readPaymentPixKey('11.222.333/0001-81')).toEqual({
      ok: true,
      kind: 'CNPJ',
      key: '11222333000181',
    });
    // The Receita Federal's example of the alphanumeric CNPJ (in use since July 2026).
    expect(readPaymentPixKey('12.abc.345/01de-35')).toEqual({
      ok: true,
      kind: 'CNPJ',
      key: '12ABC34501DE35',
    });
    expect(readPaymentPixKey('11222333000182')).toEqual({ ok: false, message: M.invalidDocument });
  });

  it('reads random keys with or without dashes as the dashed lower-case UUID v4', () => {
    const key = '123e4567-e89b-42d3-a456-426614174000';
    expect(readPaymentPixKey(key.toUpperCase())).toEqual({ ok: true, kind: 'EVP', key });
    expect(readPaymentPixKey(key.replace(/-/g, ''))).toEqual({ ok: true, kind: 'EVP', key });
    // 36 hex-or-dash characters that are no UUID v4.
    expect(readPaymentPixKey('123e4567-e89b-12d3-a456-426614174000')).toEqual({
      ok: false,
      message: M.invalidForm,
    });
    expect(readPaymentPixKey('-'.repeat(36))).toEqual({ ok: false, message: M.invalidForm });
    fc.assert(
      fc.property(fc.uuid({ version: 4 }), (uuid) => {
        expect(readPaymentPixKey(uuid)).toEqual({ ok: true, kind: 'EVP', key: uuid });
      }),
    );
  });

  it('takes letters and spaces from 3 characters as a name to find among the favorites', () => {
    expect(readPaymentPixKey('João Fornecedor')).toEqual({
      ok: true,
      kind: 'FAVORITE_NAME',
      key: 'João Fornecedor',
    });
    expect(readPaymentPixKey('Jo')).toEqual({ ok: false, message: M.invalidForm });
    expect(readPaymentPixKey('loja#1')).toEqual({ ok: false, message: M.invalidForm });
  });

  it('answers something for any input and never a key that its kind refuses', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (typed) => {
        const reading = readPaymentPixKey(typed);
        if (reading.ok && reading.kind !== 'FAVORITE_NAME')
          expect(PAYMENT_PIX_KEY_TYPES[reading.kind]).toBeDefined();
        if (!reading.ok) expect(Object.values(M)).toContain(reading.message);
      }),
    );
  });
});
