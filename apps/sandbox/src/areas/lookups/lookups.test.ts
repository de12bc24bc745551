import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const get = (url: string) => s.call({ method: 'GET', url });

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
    expect((await get('/core/public/postal-codes/01310-100/json')).body).toEqual(expected);
    expect((await get('/core/public/postal-codes/01310100/json')).body).toEqual(expected);
  });

  it('answers { erro: true } for a well-formed unknown CEP and 400 for a malformed one', async () => {
    const unknown = await get('/core/public/postal-codes/99999-999/json');
    expect(unknown).toMatchObject({ status: 200, body: { erro: true } });
    for (const cep of ['123', '0131O100', '01310-1000']) {
      const bad = await get(`/core/public/postal-codes/${cep}/json`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].code).toBe('VALIDATION');
    }
  });
});

describe('company lookup', () => {
  it('finds a company by numeric CNPJ, with or without punctuation', async () => {
    const plain = await get('/core/public/companies/11222333000181');
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({
      cnpj: '11222333000181',
      companyName: 'Loja Exemplo Ltda',
      fantasyName: 'Loja Exemplo',
      status: 'ATIVA',
      address: { zipCode: '01310-100', city: 'São Paulo', state: 'SP' },
    });
    const punctuated = await get(`/core/public/companies/${encodeURIComponent('11.222.333/0001-81')}`);
    expect(punctuated.body).toEqual(plain.body);
  });

  it('finds a company by alphanumeric CNPJ, in any letter case', async () => {
    const found = await get('/core/public/companies/12abc345000188');
    expect(found.status).toBe(200);
    expect(found.body.companyName).toBe('Tecnologia Aurora S.A.');
  });

  it('answers 404 for a valid unknown CNPJ and 400 for an invalid one', async () => {
    const unknown = await get('/core/public/companies/90281736000178');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe('NOT_FOUND');
    const invalid = await get('/core/public/companies/11222333000182');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([{ code: 'INVALID_CNPJ', description: 'CNPJ inválido.' }]);
    expect((await get('/core/public/companies/123')).status).toBe(400);
  });
});
