import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  newPasswordRule,
  newPasswordSchema,
} from './new-password-schema';
import { REQUIRED_MESSAGE, resetRequestSchema, signInSchema, twoFactorCodeSchema } from './sign-in-schema';

/** The first message per field, as a form shows it. */
function messages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const flat = v.flatten(result.issues);
  return Object.fromEntries(
    Object.entries(flat.nested ?? {}).map(([field, list]) => [field, list?.[0] ?? '']),
  );
}

describe('signInSchema', () => {
  it('requires e-mail and password', () => {
    expect(messages(signInSchema, { email: '', password: '' })).toEqual({
      email: 'E-mail é um campo obrigatório.',
      password: 'Senha é um campo obrigatório.',
    });
    expect(messages(signInSchema, { email: '   ', password: 'x' })).toEqual({
      email: 'E-mail é um campo obrigatório.',
    });
  });

  it('accepts filled fields and trims the e-mail', () => {
    expect(v.parse(signInSchema, { email: ' ana@loja.com.br ', password: 'segredo' })).toEqual({
      email: 'ana@loja.com.br',
      password: 'segredo',
    });
  });
});

describe('twoFactorCodeSchema', () => {
  it('needs exactly 6 characters', () => {
    expect(v.is(twoFactorCodeSchema, { code: '123456' })).toBe(true);
    expect(v.is(twoFactorCodeSchema, { code: '12345' })).toBe(false);
    expect(v.is(twoFactorCodeSchema, { code: '1234567' })).toBe(false);
    expect(messages(twoFactorCodeSchema, { code: '1' })).toEqual({ code: 'O código deve ter 6 caracteres.' });
  });
});

describe('resetRequestSchema', () => {
  it('requires a valid e-mail', () => {
    expect(messages(resetRequestSchema, { email: '' })).toEqual({ email: 'O campo e-mail é obrigatório!' });
    expect(messages(resetRequestSchema, { email: 'ana@' })).toEqual({ email: 'Digite um e-mail válido!' });
    expect(v.is(resetRequestSchema, { email: 'ana@loja.com.br' })).toBe(true);
  });
});

describe('newPasswordSchema', () => {
  it('requires both fields', () => {
    expect(messages(newPasswordSchema, { password: '', confirmation: '' })).toEqual({
      password: 'O campo senha é obrigatório!',
      confirmation: 'O campo confirme sua senha é obrigatório!',
    });
  });

  it('bounds the length to 8..150, with the corrected spelling', () => {
    expect(messages(newPasswordSchema, { password: '1234567', confirmation: '1234567' })).toEqual({
      password: 'A senha deve ter no mínimo 8 caracteres',
    });
    const long = 'a'.repeat(151);
    expect(messages(newPasswordSchema, { password: long, confirmation: long })).toEqual({
      password: 'A senha deve ter no máximo 150 caracteres',
    });
    expect(v.is(newPasswordSchema, { password: 'a'.repeat(150), confirmation: 'a'.repeat(150) })).toBe(true);
    expect(v.is(newPasswordSchema, { password: 'Caju-Verde-77', confirmation: 'Caju-Verde-77' })).toBe(true);
  });

  it('refuses a common password, whatever its case, as NIST 800-63B asks', () => {
    for (const common of ['12345678', 'password', 'Password1', 'QWERTYUIOP', 'senha123', 'balcao123']) {
      expect(messages(newPasswordSchema, { password: common, confirmation: common }), common).toEqual({
        password: COMMON_PASSWORD_MESSAGE,
      });
    }
  });

  it('reports different passwords on the confirmation', () => {
    expect(messages(newPasswordSchema, { password: 'Caju-Verde-77', confirmation: 'Caju-Verde-78' })).toEqual(
      {
        confirmation: 'As senhas precisam ser iguais',
      },
    );
  });
});

describe('REQUIRED_MESSAGE', () => {
  it('uses the corrected spelling', () => {
    expect(REQUIRED_MESSAGE).toBe('Preenchimento obrigatório!');
  });
});

describe('newPasswordRule', () => {
  it('is the one rule for any password being set: length and the common list, not the demo password', () => {
    expect(v.is(newPasswordRule, 'Caju-Verde-77')).toBe(true);
    expect(v.is(newPasswordRule, '1234567')).toBe(false);
    expect(v.is(newPasswordRule, '12345678')).toBe(false);
    // The seeded users' password is not on the list: the demo keeps working with it.
    expect(v.is(newPasswordRule, 'demo12345')).toBe(true);
    expect(isCommonPassword('demo12345')).toBe(false);
  });
});
