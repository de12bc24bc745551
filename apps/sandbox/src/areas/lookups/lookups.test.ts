import type { BalcaoClients } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, refusal, statusOf, type TestSandbox } from '../../test-support';

let s: TestSandbox;
/** Signed out: the lookups are public. */
let core: BalcaoClients['core'];
beforeAll(async () => {
  s = await createTestSandbox();
  core = (await s.clients(null)).core;
});
afterAll(() => s?.close());

const postalCode = (cep: string) =>
  core.GET('/public/postal-codes/{cep}/json', { params: { path: { cep } } });
const company = (document: string) =>
  core.GET('/public/companies/{document}', { params: { path: { document } } });

describe('postal code lookup', () => {
  it('answers a known CEP with or without the hyphen, in the public service shape', async () => {
    const expected = {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      complemento: 'de 612 a 1510 - lado par',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
    };
    expect((await postalCode('01310-100')).data).toEqual(expected);
    expect((await postalCode('01310100')).data).toEqual(expected);
  });

  it('answers { erro: true } for a well-formed unknown CEP and 400 for a malformed one', async () => {
    const unknown = await postalCode('99999-999');
    expect({ status: unknown.response.status, body: unknown.data }).toMatchObject({
      status: 200,
      body: { erro: true },
    });
    for (const cep of ['123', '0131O100', '01310-1000']) {
      const bad = await refusal(postalCode(cep));
      expect(bad.status).toBe(400);
      expect(bad.errors[0]!.code).toBe('VALIDATION');
    }
  });
});

describe('company lookup', () => {
  it('finds a company by numeric CNPJ, with or without punctuation', async () => {
    const plain = await company('11222333000181');
    expect(plain.response.status).toBe(200);
    expect(plain.data).toMatchObject({
      cnpj: '11222333000181',
      companyName: 'Loja Exemplo Ltda',
      fantasyName: 'Loja Exemplo',
      status: 'ATIVA',
      address: { zipCode: '01310-100', city: 'São Paulo', state: 'SP' },
    });
    const punctuated = await company('11.222.333/0001-81');
    expect(punctuated.data).toEqual(plain.data);
  });

  it('finds a company by alphanumeric CNPJ, in any letter case', async () => {
    const found = await company('12abc345000188');
    expect(found.response.status).toBe(200);
    expect(found.data!.companyName).toBe('Tecnologia Aurora S.A.');
  });

  it('answers 404 for a valid unknown CNPJ and 400 for an invalid one', async () => {
    const unknown = await refusal(company('90281736000178'));
    expect(unknown.status).toBe(404);
    expect(unknown.errors[0]!.code).toBe('NOT_FOUND');
    const invalid = await refusal(company('11222333000182'));
    expect(invalid.status).toBe(400);
    expect(invalid.errors).toEqual([{ code: 'INVALID_CNPJ', description: 'CNPJ inválido.' }]);
    expect(await statusOf(company('123'))).toBe(400);
  });
});
