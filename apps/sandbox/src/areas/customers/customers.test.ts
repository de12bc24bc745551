import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_COUNT, OTHER_CUSTOMER_COUNT } from '../../../seed/customers';
import { createTestSandbox, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const ADMIN = 'admin@demo.balcao.dev';
const OTHER_ADMIN = 'outra@demo.balcao.dev';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = async (
  method: Method,
  url: string,
  payload?: unknown,
  email = ADMIN,
  headers: Record<string, string> = {},
) =>
  s.call({
    method,
    url: `/payment${url}`,
    headers: { ...(await s.bearer(email)), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const newCustomer = (overrides: Record<string, unknown> = {}) => ({
  name: 'Oficina Sul Serviços Automotivos Ltda',
  fantasyName: 'Oficina Sul',
  document: { documentNumber: '34.190.875/0001-15', documentNation: 'BR' },
  email: 'contato@oficinasul.com.br',
  alternativeEmail: null,
  countryCode: '+55',
  phone: '(51) 3221-7788',
  useSellerAddress: false,
  address: {
    zipCode: '90010000',
    street: 'Rua dos Andradas',
    number: '1234',
    complement: '',
    district: 'Centro Histórico',
    city: 'Porto Alegre',
    state: 'rs',
    country: 'br',
  },
  ...overrides,
});

const descriptions = (body: { errors: { description: string }[] }) => body.errors.map((e) => e.description);

async function countOf(email = ADMIN): Promise<number> {
  return (await call('GET', '/seller-clients?size=1', undefined, email)).body.totalElements;
}

describe('customer list', () => {
  it('pages the seller’s customers by name, 20 at a time', async () => {
    const first = await call('GET', '/seller-clients');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      totalElements: DEMO_CUSTOMER_COUNT,
      totalPages: 10,
      number: 0,
      size: 20,
    });
    expect(first.body.content).toHaveLength(20);
    const keys = first.body.content.map((c: { name: string }) =>
      c.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
    );
    expect([...keys].sort()).toEqual(keys);
    expect(Object.keys(first.body.content[0]).sort()).toEqual(
      ['countryCode', 'document', 'email', 'fantasyName', 'id', 'name', 'phone'].sort(),
    );

    const last = await call('GET', '/seller-clients?page=9&sort=name,DESC');
    expect(last.body.content).toHaveLength(20);
    const all = await call('GET', '/seller-clients?size=10000');
    expect(all.body.content).toHaveLength(DEMO_CUSTOMER_COUNT);
    expect(all.body.content[0].name).toBe(last.body.content.at(-1).name);
    expect((await call('GET', '/seller-clients?size=10001')).status).toBe(400);
    expect(await countOf(OTHER_ADMIN)).toBe(OTHER_CUSTOMER_COUNT);
  });

  it('searches by name without accents or case, by document with punctuation, by e-mail', async () => {
    const all = (await call('GET', '/seller-clients?size=10000')).body.content as {
      name: string;
      email: string;
      document: { documentNumber: string; documentType: string };
    }[];
    const accented = all.find((c) => /[áéíóúâêôãçÁÉÍÓÚÂ]/.test(c.name));
    expect(accented).toBeDefined();
    const word = accented!.name.split(' ').find((w) => /[áéíóúâêôãçÁÉÍÓÚÂ]/.test(w))!;
    const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const byName = await call('GET', `/seller-clients?size=100&name=${encodeURIComponent(plain)}`);
    expect(byName.body.content.map((c: { name: string }) => c.name)).toContain(accented!.name);
    expect(byName.body.totalElements).toBeLessThan(DEMO_CUSTOMER_COUNT);

    const cpf = all.find((c) => c.document.documentType === 'CPF')!.document.documentNumber;
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}`;
    const byDocument = await call('GET', `/seller-clients?document=${encodeURIComponent(masked)}`);
    expect(
      byDocument.body.content.map((c: { document: { documentNumber: string } }) => c.document.documentNumber),
    ).toContain(cpf);

    const email = all[17]!.email;
    const byEmail = await call('GET', `/seller-clients?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(byEmail.body.content.map((c: { email: string }) => c.email)).toEqual([email]);

    // The user's % is a character, not a wildcard.
    expect((await call('GET', '/seller-clients?name=%25')).body.totalElements).toBe(0);
  });
});

describe('create, read and update', () => {
  it('creates with a CNPJ, stores it clean, and reads it back', async () => {
    const before = await countOf();
    const created = await call('POST', '/seller-clients', newCustomer());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Oficina Sul Serviços Automotivos Ltda',
      fantasyName: 'Oficina Sul',
      document: { documentNumber: '34190875000115', documentType: 'CNPJ', documentNation: 'BR' },
      countryCode: '55',
      phone: '5132217788',
      alternativeEmail: null,
      address: {
        zipCode: '90010-000',
        complement: null,
        state: 'RS',
        country: 'BR',
      },
    });
    expect(await countOf()).toBe(before + 1);
    const read = await call('GET', `/seller-clients/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    const again = await call('POST', '/seller-clients', newCustomer({ name: 'Outro nome' }));
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toEqual({
      code: 'DUPLICATE_DOCUMENT',
      description: 'Já existe um cliente com este documento.',
    });
  });

  it('uses the seller’s address when asked, and takes a foreign document as typed', async () => {
    const mine = await call(
      'POST',
      '/seller-clients',
      newCustomer({
        document: { documentNumber: '529.982.247-25', documentNation: 'BR' },
        useSellerAddress: true,
        address: undefined,
      }),
    );
    expect(mine.status).toBe(201);
    expect(mine.body.document.documentType).toBe('CPF');
    expect(mine.body.address).toEqual({
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Sala 101',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    });

    const abroad = await call(
      'POST',
      '/seller-clients',
      newCustomer({
        document: { documentNumber: 'X1234567', documentNation: 'AR' },
        countryCode: '54',
        phone: '1145678901',
        address: { ...newCustomer().address, zipCode: 'C1002', state: 'CABA', country: 'AR' },
      }),
    );
    // 'CABA' is longer than the contract's 3 letters.
    expect(abroad.status).toBe(400);
    const fixed = await call(
      'POST',
      '/seller-clients',
      newCustomer({
        document: { documentNumber: 'X1234567', documentNation: 'AR' },
        countryCode: '54',
        phone: '1145678901',
        address: { ...newCustomer().address, zipCode: 'C1002', state: 'BA', country: 'AR' },
      }),
    );
    expect(fixed.status).toBe(201);
    expect(fixed.body.document).toEqual({
      documentNumber: 'X1234567',
      documentType: 'OTHER',
      documentNation: 'AR',
    });
    expect(fixed.body.address.zipCode).toBe('C1002');
  });

  it('refuses each invalid field with the form’s message and writes nothing', async () => {
    const before = await countOf();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Nome: Preenchimento obrigatório!'],
      [{ name: '<script>alert(1)</script>' }, 'Nome: Não use os caracteres < e >.'],
      [
        { document: { documentNumber: '111.111.111-11', documentNation: 'BR' } },
        'Documento: Inclua um CNPJ ou CPF válido',
      ],
      [{ document: { documentNumber: '', documentNation: 'BR' } }, 'Documento: Inclua um CNPJ ou CPF válido'],
      [{ document: { documentNumber: '', documentNation: 'PT' } }, 'Documento: Preenchimento obrigatório!'],
      [{ email: '' }, 'E-mail: O campo e-mail é obrigatório!'],
      [{ email: 'sem-arroba' }, 'E-mail: Digite um e-mail válido!'],
      [{ alternativeEmail: 'financeiro@' }, 'E-mail financeiro: Digite um e-mail válido!'],
      [{ phone: '' }, 'Telefone: Preenchimento obrigatório!'],
      [{ phone: '123' }, 'Telefone: Formato de telefone inválido'],
      [{ countryCode: 'BR' }, 'DDI: DDI inválido.'],
      [{ address: { ...newCustomer().address, zipCode: '9001' } }, 'CEP: Cep inválido.'],
      [{ address: { ...newCustomer().address, street: '' } }, 'Rua: Preenchimento obrigatório!'],
      [{ address: { ...newCustomer().address, city: 'Porto Alegre 2' } }, 'Cidade: Use apenas letras.'],
      [{ address: { ...newCustomer().address, state: 'R1' } }, 'Estado: Use apenas letras.'],
      [{ address: undefined }, 'Endereço: Preenchimento obrigatório!'],
    ];
    for (const [override, message] of cases) {
      const response = await call(
        'POST',
        '/seller-clients',
        newCustomer({
          document: { documentNumber: '275.476.740-57', documentNation: 'BR' },
          ...override,
        }),
      );
      expect(response.status, message).toBe(400);
      expect(descriptions(response.body), message).toContain(message);
    }
    const many = await call('POST', '/seller-clients', newCustomer({ name: '', email: '', phone: '' }));
    expect(descriptions(many.body)).toEqual(
      expect.arrayContaining([
        'Nome: Preenchimento obrigatório!',
        'E-mail: O campo e-mail é obrigatório!',
        'Telefone: Preenchimento obrigatório!',
      ]),
    );
    expect(await countOf()).toBe(before);
  });

  it('refuses oversized, missing and unknown fields at the contract', async () => {
    const before = await countOf();
    const huge = await call('POST', '/seller-clients', newCustomer({ name: 'A'.repeat(151) }));
    expect(huge.status).toBe(400);
    expect(huge.body.errors[0].description).toBe('O campo name deve ter no máximo 150 caracteres.');
    const { email: _email, ...withoutEmail } = newCustomer();
    expect((await call('POST', '/seller-clients', withoutEmail)).body.errors[0].description).toBe(
      'O campo email é obrigatório.',
    );
    expect((await call('POST', '/seller-clients', newCustomer({ admin: true }))).status).toBe(400);
    expect((await call('POST', '/seller-clients', newCustomer({ phone: 11987654321 }))).status).toBe(400);
    expect(await countOf()).toBe(before);
  });

  it('updates contact data but never the document, and patches the address', async () => {
    const created = (
      await call(
        'POST',
        '/seller-clients',
        newCustomer({ document: { documentNumber: '11144477735', documentNation: 'BR' } }),
      )
    ).body;
    const update = {
      document: { documentNumber: '111.444.777-35', documentNation: 'BR' },
      name: 'Oficina Sul',
      fantasyName: null,
      email: 'novo@oficinasul.com.br',
      alternativeEmail: 'contas@oficinasul.com.br',
      countryCode: '55',
      phone: '(51) 99876-5432',
    };
    const updated = await call('PUT', `/seller-clients/${created.id}`, update);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      phone: '51998765432',
      fantasyName: null,
      email: 'novo@oficinasul.com.br',
    });
    expect(updated.body.address).toEqual(created.address);

    const moved = await call('PUT', `/seller-clients/${created.id}`, {
      ...update,
      document: { documentNumber: '52998224725', documentNation: 'BR' },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors[0].code).toBe('DOCUMENT_READ_ONLY');
    expect((await call('PUT', `/seller-clients/${created.id}`, { ...update, phone: '' })).status).toBe(400);
    expect((await call('GET', `/seller-clients/${created.id}`)).body.phone).toBe('51998765432');

    const address = await call('PATCH', `/seller-clients/${created.id}/address`, {
      zipCode: '20040020',
      street: 'Praça Floriano',
      number: '51',
      complement: null,
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'rj',
      country: 'BR',
    });
    expect(address.status).toBe(200);
    expect(address.body.address).toEqual({
      zipCode: '20040-020',
      street: 'Praça Floriano',
      number: '51',
      complement: null,
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
      country: 'BR',
    });
    expect(address.body.email).toBe('novo@oficinasul.com.br');
    const badZip = await call('PATCH', `/seller-clients/${created.id}/address`, {
      ...address.body.address,
      zipCode: '2004',
    });
    expect(descriptions(badZip.body)).toEqual(['CEP: Cep inválido.']);
  });
});

describe('who may', () => {
  it('lets the customer roles in and keeps others out', async () => {
    for (const email of ['vendas@demo.balcao.dev', 'financeiro@demo.balcao.dev', 'gerente@demo.balcao.dev']) {
      expect((await call('GET', '/seller-clients', undefined, email)).status, email).toBe(200);
    }
    const [first] = (await call('GET', '/seller-clients?size=1')).body.content;
    const operator = 'operador@demo.balcao.dev';
    expect((await call('GET', '/seller-clients', undefined, operator)).status).toBe(403);
    expect((await call('GET', `/seller-clients/${first.id}`, undefined, operator)).status).toBe(403);
    const before = await countOf();
    const refused = await call('POST', '/seller-clients', newCustomer(), operator);
    expect(refused.status).toBe(403);
    expect(await countOf()).toBe(before);
    expect((await s.call({ method: 'GET', url: '/payment/seller-clients' })).status).toBe(401);
  });

  it('answers 404 for another seller’s customer, on every call', async () => {
    const [foreign] = (await call('GET', '/seller-clients?size=1', undefined, OTHER_ADMIN)).body.content;
    expect((await call('GET', `/seller-clients/${foreign.id}`)).status).toBe(404);
    const put = await call('PUT', `/seller-clients/${foreign.id}`, {
      document: foreign.document,
      name: 'Tomado',
      email: 'x@y.com',
      countryCode: '55',
      phone: '11987654321',
    });
    expect(put.status).toBe(404);
    const patch = await call('PATCH', `/seller-clients/${foreign.id}/address`, newCustomer().address);
    expect(patch.status).toBe(404);
    const mine = await call('GET', `/seller-clients/${foreign.id}`, undefined, OTHER_ADMIN);
    expect(mine.body.name).toBe(foreign.name);
    expect((await call('GET', '/seller-clients/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call('GET', '/seller-clients/nao-e-uuid')).status).toBe(400);
  });
});

describe('idempotency', () => {
  it('replays a repeated creation and refuses the key with another body', async () => {
    const key = { 'idempotency-key': 'cliente-0001-replay' };
    const body = newCustomer({ document: { documentNumber: '39053344705', documentNation: 'BR' } });
    const before = await countOf();
    const first = await call('POST', '/seller-clients', body, ADMIN, key);
    const second = await call('POST', '/seller-clients', body, ADMIN, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await countOf()).toBe(before + 1);
    const other = await call('POST', '/seller-clients', { ...body, name: 'Outra' }, ADMIN, key);
    expect(other.status).toBe(409);
  });
});
