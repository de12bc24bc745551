import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  emptySubSellerForm,
  normalizeSubSellerPixKey,
  type SubSellerFormInput,
  subSellerAccountSchema,
  subSellerContactSchema,
  subSellerFormSchema,
  subSellerGeneralSchema,
} from './sub-seller-schema';

const TODAY = '2026-11-20';

/** A valid form for a person (CPF) with a Pix e-mail key. */
function personForm(): SubSellerFormInput {
  const form = emptySubSellerForm();
  return {
    document: '529.982.247-25',
    general: {
      ...form.general,
      documentType: 'CPF',
      name: 'Maria Souza',
      birthdate: '15/03/1990',
      paymentType: 'PERCENTAGE',
      paymentValue: '10,5%',
    },
    address: {
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: '',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    },
    account: {
      bank: '341',
      issuer: '1234',
      issuerDigit: '0',
      number: '56789',
      bankDigit: '1',
      accountType: 'CHECKING_ACCOUNT',
      pixKeyType: 'EMAIL',
      pixKey: 'maria@exemplo.com.br',
    },
    contact: { email: 'maria@exemplo.com.br', phone: '(11) 98765-4321', alternativeEmail: '' },
  };
}

/** Every message per field path, as the form would show them. */
function messages(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  const out: Record<string, string[]> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    out[path] = [...(out[path] ?? []), issue.message];
  }
  return out;
}

describe('the whole form', () => {
  it('accepts a complete person', () => {
    expect(messages(subSellerFormSchema(TODAY), personForm())).toEqual({});
  });

  it('asks for every required field with the spec message', () => {
    const errors = messages(subSellerFormSchema(TODAY), emptySubSellerForm());
    for (const path of [
      'document',
      'general.name',
      'general.birthdate',
      'general.paymentValue',
      'address.zipCode',
      'address.street',
      'address.number',
      'address.district',
      'address.city',
      'address.state',
      'account.bank',
      'account.issuer',
      'account.issuerDigit',
      'account.number',
      'account.bankDigit',
      'account.accountType',
      'account.pixKeyType',
      'account.pixKey',
      'contact.email',
      'contact.phone',
    ]) {
      expect(errors[path], path).toContain('Preenchimento obrigatório!');
    }
    expect(errors['address.complement']).toBeUndefined();
    expect(errors['contact.alternativeEmail']).toBeUndefined();
  });

  it('refuses a document that is neither a valid CPF nor a valid CNPJ', () => {
    const form = { ...personForm(), document: '529.982.247-26' };
    expect(messages(subSellerFormSchema(TODAY), form).document).toEqual(['Formato de documento incorreto']);
  });
});

describe('general data', () => {
  const general = () => personForm().general;
  const schema = subSellerGeneralSchema(TODAY);

  it('asks a company for owner name, opening date and business description', () => {
    const errors = messages(schema, { ...general(), documentType: 'CNPJ' });
    expect(errors.ownerName).toEqual(['Preenchimento obrigatório!']);
    expect(errors.openingDate).toEqual(['Preenchimento obrigatório!']);
    expect(errors.description).toEqual(['Preenchimento obrigatório!']);
    const company = {
      ...general(),
      documentType: 'CNPJ',
      ownerName: 'João Dono',
      ownerDocument: '529.982.247-25',
      openingDate: '01/02/2015',
      description: 'Revenda de cafés especiais',
    };
    expect(messages(schema, company)).toEqual({});
  });

  it('limits the business description to 300 characters and refuses markup in names', () => {
    const errors = messages(schema, { ...general(), description: 'a'.repeat(301), name: '<b>Maria</b>' });
    expect(errors.description).toEqual(['Use no máximo 300 caracteres.']);
    expect(errors.name).toEqual(['Não use os caracteres < e >.']);
  });

  it('checks the owner CPF when given', () => {
    expect(messages(schema, { ...general(), ownerDocument: '111.111.111-11' }).ownerDocument).toEqual([
      'Formato de documento incorreto',
    ]);
  });

  it.each([
    ['31/02/1990', 'Data inválida.'],
    ['01/01/1899', 'Data inválida.'],
    ['21/11/2026', 'A data não pode estar no futuro.'],
    ['1990-03-15', 'Data inválida.'],
  ])('refuses the birthdate %s', (birthdate, message) => {
    expect(messages(schema, { ...general(), birthdate }).birthdate).toEqual([message]);
  });

  it.each([
    ['PERCENTAGE', '100,01', 'O percentual deve ser no máximo 100%.'],
    ['PERCENTAGE', '0', 'Informe um valor maior que zero.'],
    ['PERCENTAGE', '10,555', 'Valor inválido: use números e até 2 casas decimais.'],
    ['FIXED', '-5,00', 'Informe um valor maior que zero.'],
    ['FIXED', 'R$ 0,00', 'Informe um valor maior que zero.'],
    ['FIXED', 'R$ 1.000.000,00', 'O valor deve ser no máximo R$ 999.999,99.'],
    ['FIXED', '99999999999999999999', 'Valor inválido: use números e até 2 casas decimais.'],
  ])('refuses %s %s', (paymentType, paymentValue, message) => {
    expect(messages(schema, { ...general(), paymentType, paymentValue }).paymentValue).toEqual([message]);
  });

  it('accepts a percentage with a dot and a fixed value in reais', () => {
    expect(messages(schema, { ...general(), paymentValue: '12.5' })).toEqual({});
    expect(messages(schema, { ...general(), paymentType: 'FIXED', paymentValue: 'R$ 25,00' })).toEqual({});
  });

  it('refuses a fee type outside the list', () => {
    expect(messages(schema, { ...general(), paymentType: 'OTHER' }).paymentType).toEqual([
      'Selecione uma opção.',
    ]);
  });
});

describe('bank data and Pix keys', () => {
  const account = () => personForm().account;

  it.each([
    ['DOCUMENT', '529.982.247-25'],
    ['DOCUMENT', '11.222.333/0001-81'],
    ['ALLEATORY_KEY', '123e4567-e89b-42d3-a456-426614174000'],
    ['EMAIL', 'Pix@Exemplo.com'],
    ['PHONE', '(11) 98765-4321'],
    ['PHONE', '+55 11 98765-4321'],
  ])('accepts the %s key %s', (pixKeyType, pixKey) => {
    expect(messages(subSellerAccountSchema, { ...account(), pixKeyType, pixKey })).toEqual({});
  });

  it.each([
    ['DOCUMENT', '529.982.247-26', 'Formato de documento incorreto'],
    ['ALLEATORY_KEY', 'not-a-uuid', 'Chave aleatória incorreta'],
    ['EMAIL', 'pix@', 'Formato de email inválido'],
    ['PHONE', '1132145678', 'Formato de telefone inválido'],
  ])('refuses the %s key %s', (pixKeyType, pixKey, message) => {
    expect(messages(subSellerAccountSchema, { ...account(), pixKeyType, pixKey }).pixKey).toEqual([message]);
  });

  it('asks for agency and account of at least 3 digits and single-character digits', () => {
    const errors = messages(subSellerAccountSchema, {
      ...account(),
      issuer: '12',
      number: '4a',
      issuerDigit: '12',
      bankDigit: 'Y',
      bank: '34',
    });
    expect(errors.issuer).toEqual(['A agência deve ter no mínimo 3 números.']);
    expect(errors.number).toEqual(['A conta deve ter no mínimo 3 números.']);
    expect(errors.issuerDigit).toEqual(['O dígito deve ter 1 caractere.']);
    expect(errors.bankDigit).toEqual(['O dígito deve ter 1 caractere.']);
    expect(errors.bank).toEqual(['Banco inválido.']);
  });

  it('stores Pix keys the way the DICT does', () => {
    expect(normalizeSubSellerPixKey('PHONE', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizeSubSellerPixKey('DOCUMENT', '529.982.247-25')).toBe('52998224725');
    expect(normalizeSubSellerPixKey('EMAIL', ' Pix@Exemplo.com ')).toBe('pix@exemplo.com');
  });
});

describe('contact', () => {
  it('checks the e-mails and the cellphone with the spec messages', () => {
    const errors = messages(subSellerContactSchema, {
      email: 'maria@',
      phone: '(11) 3214-5678',
      alternativeEmail: 'x@',
    });
    expect(errors.email).toEqual(['formato de email inválido']);
    expect(errors.alternativeEmail).toEqual(['formato de email inválido']);
    expect(errors.phone).toEqual(['Formato de telefone inválido']);
  });
});
