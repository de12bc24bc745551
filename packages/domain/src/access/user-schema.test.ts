import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  checkNewUser,
  checkUserEdit,
  editUserSchema,
  isUserEditable,
  newUserSchema,
  profileFieldValue,
  profileWireValue,
  USER_MESSAGES,
  USER_STATUS_LABELS,
  USER_STATUSES,
} from './user-schema';

/** The first message per field, as a form shows it. */
function messages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const flat = v.flatten(result.issues);
  return Object.fromEntries(
    Object.entries(flat.nested ?? {}).map(([field, list]) => [field, list?.[0] ?? '']),
  );
}

describe('newUserSchema', () => {
  it('requires the e-mail and at least one profile', () => {
    expect(messages(newUserSchema, { email: '  ', profile: '', bankingProfile: '' })).toEqual({
      email: USER_MESSAGES.emailRequired,
      profile: USER_MESSAGES.profileRequired,
    });
    expect(messages(newUserSchema, { email: 'ana@loja.com.br', profile: '', bankingProfile: '' })).toEqual({
      profile: 'Selecione ao menos um perfil.',
    });
  });

  it('accepts an acquiring profile, a banking profile, or both, and trims the e-mail', () => {
    for (const [profile, bankingProfile] of [
      ['SALE', ''],
      ['', 'OPERADOR'],
      ['ADMIN', 'ADMIN'],
    ]) {
      const result = v.safeParse(newUserSchema, { email: ' ana@loja.com.br ', profile, bankingProfile });
      expect(result.success).toBe(true);
      if (result.success) expect(result.output.email).toBe('ana@loja.com.br');
    }
  });

  it('refuses a malformed or oversized e-mail and an unknown profile', () => {
    expect(messages(newUserSchema, { email: 'ana@', profile: 'SALE', bankingProfile: '' })).toEqual({
      email: 'Digite um e-mail válido!',
    });
    const long = `${'a'.repeat(250)}@loja.com.br`;
    expect(messages(newUserSchema, { email: long, profile: 'SALE', bankingProfile: '' }).email).toBe(
      USER_MESSAGES.emailTooLong,
    );
    expect(
      messages(newUserSchema, { email: '<b>x</b>@loja.com', profile: 'SALE', bankingProfile: '' }).email,
    ).toBe(USER_MESSAGES.emailInvalid);
    expect(messages(newUserSchema, { email: 'a@b.co', profile: 'ROOT', bankingProfile: '' })).toEqual({
      profile: USER_MESSAGES.profileUnknown,
    });
    // The banking table has no MANAGER: each field takes only its own table's profiles.
    expect(messages(newUserSchema, { email: 'a@b.co', profile: '', bankingProfile: 'MANAGER' })).toEqual({
      bankingProfile: USER_MESSAGES.profileUnknown,
    });
  });
});

describe('editUserSchema', () => {
  it('takes the profiles and an editable status, never CREATED', () => {
    expect(
      v.safeParse(editUserSchema, { profile: 'SALE', bankingProfile: '', status: 'BLOCKED' }).success,
    ).toBe(true);
    expect(messages(editUserSchema, { profile: 'SALE', bankingProfile: '', status: 'CREATED' })).toEqual({
      status: USER_MESSAGES.statusUnknown,
    });
    expect(messages(editUserSchema, { profile: '', bankingProfile: '', status: 'ACTIVE' })).toEqual({
      profile: USER_MESSAGES.profileRequired,
    });
  });
});

describe('user status', () => {
  it('labels every status as §4 does and keeps CREATED users out of editing', () => {
    expect(USER_STATUSES.map((status) => USER_STATUS_LABELS[status])).toEqual([
      'CRIADO',
      'ATIVO',
      'BLOQUEADO',
      'INATIVO',
    ]);
    expect(USER_STATUSES.filter(isUserEditable)).toEqual(['ACTIVE', 'BLOCKED', 'INACTIVE']);
  });

  it("maps the wire's null to the dialogs' empty choice and back", () => {
    expect(profileFieldValue(null)).toBe('');
    expect(profileFieldValue('SALE')).toBe('SALE');
    expect(profileWireValue('')).toBeNull();
    expect(profileWireValue('OPERADOR')).toBe('OPERADOR');
  });
});

describe('checkNewUser and checkUserEdit', () => {
  it('give the output, or the first message of each field', () => {
    expect(checkNewUser({ email: ' a@b.co ', profile: 'SALE', bankingProfile: '' })).toEqual({
      success: true,
      output: { email: 'a@b.co', profile: 'SALE', bankingProfile: '' },
    });
    expect(checkNewUser({ email: '', profile: '', bankingProfile: '' })).toEqual({
      success: false,
      messages: [USER_MESSAGES.emailRequired, USER_MESSAGES.profileRequired],
    });
    expect(checkUserEdit({ profile: '', bankingProfile: 'ADMIN', status: 'INACTIVE' }).success).toBe(true);
  });
});
