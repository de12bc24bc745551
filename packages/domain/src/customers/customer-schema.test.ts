import { describe, expect, it } from 'vitest';
import { seededRandom } from '../common/random';
import { generateCnpj, generateCpf } from '../documents/documents';
import {
  customerAddressSchema,
  customerCreateSchema,
  customerDocumentOf,
  customerFormErrors,
  customerIdentificationSchema,
  emptyCustomerForm,
  isValidPhone,
  normalizeZipCode,
} from './customer-schema';

const validForm = () => ({
  ...emptyCustomerForm(),
  name: 'Maria Souza',
  documentNumber: '529.982.247-25',
  email: 'maria@exemplo.com.br',
  phone: '(11) 98765-4321',
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
});

describe('customerCreateSchema', () => {
  it('passes a complete form', () => {
    expect(customerFormErrors(customerCreateSchema, validForm())).toEqual({});
  });

  it('requires every field of §5 with the documents’ messages', () => {
    expect(customerFormErrors(customerCreateSchema, emptyCustomerForm())).toEqual({
      name: 'Preenchimento obrigatório!',
      documentNumber: 'Inclua um CNPJ ou CPF válido',
      email: 'O campo e-mail é obrigatório!',
      phone: 'Preenchimento obrigatório!',
      'address.zipCode': 'Preenchimento obrigatório!',
      'address.street': 'Preenchimento obrigatório!',
      'address.number': 'Preenchimento obrigatório!',
      'address.district': 'Preenchimento obrigatório!',
      'address.city': 'Preenchimento obrigatório!',
      'address.state': 'Preenchimento obrigatório!',
    });
  });

  it('skips the address with “use my address”', () => {
    const form = { ...validForm(), useSellerAddress: true, address: emptyCustomerForm().address };
    expect(customerFormErrors(customerCreateSchema, form)).toEqual({});
    expect(customerFormErrors(customerCreateSchema, { ...form, useSellerAddress: false })).toHaveProperty(
      'address.street',
    );
  });

  it('wants a valid CPF or CNPJ in Brazil and any document elsewhere', () => {
    const document = (documentNation: string, documentNumber: string) =>
      customerFormErrors(customerIdentificationSchema, { ...validForm(), documentNation, documentNumber })
        .documentNumber;
    expect(document('BR', '123.456.789-00')).toBe('Inclua um CNPJ ou CPF válido');
    expect(document('BR', '11.222.333/0001-81')).toBeUndefined();
    expect(document('BR', '12.ABC.345/0001-88')).toBeUndefined();
    expect(document('PT', '')).toBe('Preenchimento obrigatório!');
    expect(document('PT', 'PT-204518736')).toBeUndefined();
  });

  it('accepts every generated CPF and CNPJ (property)', () => {
    const random = seededRandom(5);
    for (let i = 0; i < 300; i++) {
      const number = i % 3 === 0 ? generateCnpj(random, { alphanumeric: i % 2 === 0 }) : generateCpf(random);
      expect(
        customerFormErrors(customerIdentificationSchema, { ...validForm(), documentNumber: number }),
        number,
      ).toEqual({});
    }
  });

  it('checks e-mails, the phone by its country code, and refuses markup', () => {
    const errors = (patch: Record<string, string>) =>
      customerFormErrors(customerIdentificationSchema, { ...validForm(), ...patch });
    expect(errors({ email: 'maria@' }).email).toBe('Digite um e-mail válido!');
    expect(errors({ alternativeEmail: 'x' }).alternativeEmail).toBe('Digite um e-mail válido!');
    expect(errors({ alternativeEmail: '' })).toEqual({});
    expect(errors({ phone: '1198765' }).phone).toBe('Formato de telefone inválido');
    expect(errors({ countryCode: '351', phone: '912345678' })).toEqual({});
    expect(errors({ countryCode: 'abc' }).countryCode).toBe('DDI inválido.');
    expect(errors({ name: 'Ana <img src=x onerror=alert(1)>' }).name).toBe('Não use os caracteres < e >.');
    expect(errors({ name: 'A'.repeat(151) }).name).toBe('Use no máximo 150 caracteres.');
    expect(isValidPhone('+55', '(11) 3333-4444')).toBe(true);
    expect(isValidPhone('55', '119876543210')).toBe(false);
  });
});

describe('customerAddressSchema', () => {
  const address = validForm().address;
  const errors = (patch: Record<string, string>) =>
    customerFormErrors(customerAddressSchema, { ...address, ...patch });

  it('checks the CEP in Brazil only', () => {
    expect(errors({ zipCode: '01310100' })).toEqual({});
    expect(errors({ zipCode: '0131-0100' }).zipCode).toBe('Cep inválido.');
    expect(errors({ zipCode: 'C1002', country: 'AR' })).toEqual({});
  });

  it('takes letters only in city and state, and a 2-letter country', () => {
    expect(errors({ city: "Santa Bárbara d'Oeste" })).toEqual({});
    expect(errors({ city: 'Embu-Guaçu' })).toEqual({});
    expect(errors({ city: 'Cidade 3' }).city).toBe('Use apenas letras.');
    expect(errors({ state: 'S1' }).state).toBe('Use apenas letras.');
    expect(errors({ state: 'ABCD' }).state).toBe('Use no máximo 3 caracteres.');
    expect(errors({ country: 'BRA' }).country).toBe('Use a sigla do país com 2 letras.');
  });
});

describe('stored forms', () => {
  it('normalises documents and CEPs', () => {
    expect(customerDocumentOf('br', '529.982.247-25')).toEqual({
      documentNumber: '52998224725',
      documentType: 'CPF',
      documentNation: 'BR',
    });
    expect(customerDocumentOf('BR', '12.abc.345/0001-88').documentType).toBe('CNPJ');
    expect(customerDocumentOf('pt', ' PT-1 ')).toEqual({
      documentNumber: 'PT-1',
      documentType: 'OTHER',
      documentNation: 'PT',
    });
    expect(normalizeZipCode('BR', '01310100')).toBe('01310-100');
    expect(normalizeZipCode('AR', ' C1002 ')).toBe('C1002');
  });
});
