import type { BalcaoClients, payment } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_COUNT, OTHER_CUSTOMER_COUNT } from '../../../seed/customers';
import {
  ADMIN,
  createTestSandbox,
  descriptions,
  errorBody,
  OPERATOR,
  OTHER_ADMIN,
  refusal,
  type TestSandbox,
} from '../../test-support';

let s: TestSandbox;
let api: BalcaoClients['payment'];
let otherApi: BalcaoClients['payment'];
beforeAll(async () => {
  s = await createTestSandbox();
  api = (await s.clients(ADMIN)).payment;
  otherApi = (await s.clients(OTHER_ADMIN)).payment;
});
afterAll(() => s?.close());

type NewCustomer = payment.components['schemas']['CustomerCreateRequest'];

const newCustomer = (overrides: Partial<NewCustomer> = {}): NewCustomer => ({
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
const ADDRESS = newCustomer().address!;

const list = async (query: payment.operations['listCustomers']['parameters']['query'] = {}, client = api) =>
  (await client.GET('/seller-clients', { params: { query } })).data!;
const create = async (body: NewCustomer, client = api) =>
  (await client.POST('/seller-clients', { body })).data!;
const countOf = async (client = api) => (await list({ size: 1 }, client)).totalElements;
/** A body the contract refuses, which the typed client would not let a test write. */
const createRaw = async (payload: object) =>
  s.call({ method: 'POST', url: '/payment/seller-clients', headers: await s.bearer(ADMIN), payload });

describe('customer list', () => {
  it('pages the seller’s customers by name, 20 at a time', async () => {
    const first = await list();
    expect(first).toMatchObject({
      totalElements: DEMO_CUSTOMER_COUNT,
      totalPages: 10,
      number: 0,
      size: 20,
    });
    expect(first.content).toHaveLength(20);
    const keys = first.content.map((c) => c.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    expect([...keys].sort()).toEqual(keys);
    expect(Object.keys(first.content[0]!).sort()).toEqual(
      ['countryCode', 'document', 'email', 'fantasyName', 'id', 'name', 'phone'].sort(),
    );

    const last = await list({ page: 9, sort: 'name,DESC' });
    expect(last.content).toHaveLength(20);
    const all = await list({ size: 10000 });
    expect(all.content).toHaveLength(DEMO_CUSTOMER_COUNT);
    expect(all.content[0]!.name).toBe(last.content.at(-1)!.name);
    expect((await refusal(list({ size: 10001 }))).status).toBe(400);
    expect(await countOf(otherApi)).toBe(OTHER_CUSTOMER_COUNT);
  });

  it('searches by name without accents or case, by document with punctuation, by e-mail', async () => {
    const all = (await list({ size: 10000 })).content;
    const accented = all.find((c) => /[áéíóúâêôãçÁÉÍÓÚÂ]/.test(c.name));
    expect(accented).toBeDefined();
    const word = accented!.name.split(' ').find((w) => /[áéíóúâêôãçÁÉÍÓÚÂ]/.test(w))!;
    const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const byName = await list({ size: 100, name: plain });
    expect(byName.content.map((c) => c.name)).toContain(accented!.name);
    expect(byName.totalElements).toBeLessThan(DEMO_CUSTOMER_COUNT);

    const cpf = all.find((c) => c.document.documentType === 'CPF')!.document.documentNumber;
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}`;
    const byDocument = await list({ document: masked });
    expect(byDocument.content.map((c) => c.document.documentNumber)).toContain(cpf);

    const email = all[17]!.email;
    const byEmail = await list({ email: email.toUpperCase() });
    expect(byEmail.content.map((c) => c.email)).toEqual([email]);

    // The user's % is a character, not a wildcard.
    expect((await list({ name: '%' })).totalElements).toBe(0);
  });
});

describe('create, read and update', () => {
  it('creates with a CNPJ, stores it clean, and reads it back', async () => {
    const before = await countOf();
    const created = await api.POST('/seller-clients', { body: newCustomer() });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({
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
    const read = await api.GET('/seller-clients/{id}', { params: { path: { id: created.data!.id } } });
    expect(read.data).toEqual(created.data);

    const again = await refusal(create(newCustomer({ name: 'Outro nome' })));
    expect(again.status).toBe(409);
    expect(again.errors[0]).toEqual({
      code: 'DUPLICATE_DOCUMENT',
      description: 'Já existe um cliente com este documento.',
    });
  });

  it('uses the seller’s address when asked, and takes a foreign document as typed', async () => {
    const mine = await create(
      newCustomer({
        document: { documentNumber: '529.982.247-25', documentNation: 'BR' },
        useSellerAddress: true,
        address: undefined,
      }),
    );
    expect(mine.document.documentType).toBe('CPF');
    expect(mine.address).toEqual({
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Sala 101',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    });

    const abroad = newCustomer({
      document: { documentNumber: 'X1234567', documentNation: 'AR' },
      countryCode: '54',
      phone: '1145678901',
      address: { ...ADDRESS, zipCode: 'C1002', state: 'CABA', country: 'AR' },
    });
    // 'CABA' is longer than the contract's 3 letters.
    expect((await refusal(create(abroad))).status).toBe(400);
    const fixed = await create({ ...abroad, address: { ...abroad.address!, state: 'BA' } });
    expect(fixed.document).toEqual({
      documentNumber: 'X1234567',
      documentType: 'OTHER',
      documentNation: 'AR',
    });
    expect(fixed.address.zipCode).toBe('C1002');
  });

  it('refuses each invalid field with the form’s message and writes nothing', async () => {
    const before = await countOf();
    const cases: [Partial<NewCustomer>, string][] = [
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
      [{ address: { ...ADDRESS, zipCode: '9001' } }, 'CEP: Cep inválido.'],
      [{ address: { ...ADDRESS, street: '' } }, 'Rua: Preenchimento obrigatório!'],
      [{ address: { ...ADDRESS, city: 'Porto Alegre 2' } }, 'Cidade: Use apenas letras.'],
      [{ address: { ...ADDRESS, state: 'R1' } }, 'Estado: Use apenas letras.'],
      [{ address: undefined }, 'Endereço: Preenchimento obrigatório!'],
    ];
    for (const [override, message] of cases) {
      const refused = await refusal(
        create(
          newCustomer({ document: { documentNumber: '275.476.740-57', documentNation: 'BR' }, ...override }),
        ),
      );
      expect(refused.status, message).toBe(400);
      expect(descriptions(refused), message).toContain(message);
    }
    const many = await refusal(create(newCustomer({ name: '', email: '', phone: '' })));
    expect(descriptions(many)).toEqual(
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
    const huge = await refusal(create(newCustomer({ name: 'A'.repeat(151) })));
    expect(huge.status).toBe(400);
    expect(huge.errors[0]!.description).toBe('O campo name deve ter no máximo 150 caracteres.');
    const { email: _email, ...withoutEmail } = newCustomer();
    expect(errorBody(await createRaw(withoutEmail)).errors[0]?.description).toBe(
      'O campo email é obrigatório.',
    );
    expect((await createRaw({ ...newCustomer(), admin: true })).status).toBe(400);
    expect((await createRaw({ ...newCustomer(), phone: 11987654321 })).status).toBe(400);
    expect(await countOf()).toBe(before);
  });

  it('updates contact data but never the document, and patches the address', async () => {
    const created = await create(
      newCustomer({ document: { documentNumber: '11144477735', documentNation: 'BR' } }),
    );
    const path = { id: created.id };
    const update = {
      document: { documentNumber: '111.444.777-35', documentNation: 'BR' },
      name: 'Oficina Sul',
      fantasyName: null,
      email: 'novo@oficinasul.com.br',
      alternativeEmail: 'contas@oficinasul.com.br',
      countryCode: '55',
      phone: '(51) 99876-5432',
    };
    const { data: updated } = await api.PUT('/seller-clients/{id}', { params: { path }, body: update });
    expect(updated).toMatchObject({
      phone: '51998765432',
      fantasyName: null,
      email: 'novo@oficinasul.com.br',
    });
    expect(updated!.address).toEqual(created.address);

    const moved = await refusal(
      api.PUT('/seller-clients/{id}', {
        params: { path },
        body: { ...update, document: { documentNumber: '52998224725', documentNation: 'BR' } },
      }),
    );
    expect(moved.status).toBe(400);
    expect(moved.errors[0]!.code).toBe('DOCUMENT_READ_ONLY');
    const noPhone = api.PUT('/seller-clients/{id}', { params: { path }, body: { ...update, phone: '' } });
    expect((await refusal(noPhone)).status).toBe(400);
    expect((await api.GET('/seller-clients/{id}', { params: { path } })).data!.phone).toBe('51998765432');

    const { data: addressed } = await api.PATCH('/seller-clients/{id}/address', {
      params: { path },
      body: {
        zipCode: '20040020',
        street: 'Praça Floriano',
        number: '51',
        complement: null,
        district: 'Centro',
        city: 'Rio de Janeiro',
        state: 'rj',
        country: 'BR',
      },
    });
    expect(addressed!.address).toEqual({
      zipCode: '20040-020',
      street: 'Praça Floriano',
      number: '51',
      complement: null,
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
      country: 'BR',
    });
    expect(addressed!.email).toBe('novo@oficinasul.com.br');
    const badZip = await refusal(
      api.PATCH('/seller-clients/{id}/address', {
        params: { path },
        body: { ...addressed!.address, zipCode: '2004' },
      }),
    );
    expect(descriptions(badZip)).toEqual(['CEP: Cep inválido.']);
  });
});

describe('who may', () => {
  it('lets the customer roles in and keeps others out', async () => {
    for (const email of ['vendas@demo.balcao.dev', 'financeiro@demo.balcao.dev', 'gerente@demo.balcao.dev']) {
      const { response } = await (await s.clients(email)).payment.GET('/seller-clients');
      expect(response.status, email).toBe(200);
    }
    const [first] = (await list({ size: 1 })).content;
    const operator = (await s.clients(OPERATOR)).payment;
    expect((await refusal(operator.GET('/seller-clients'))).status).toBe(403);
    expect(
      (await refusal(operator.GET('/seller-clients/{id}', { params: { path: { id: first!.id } } }))).status,
    ).toBe(403);
    const before = await countOf();
    expect((await refusal(operator.POST('/seller-clients', { body: newCustomer() }))).status).toBe(403);
    expect(await countOf()).toBe(before);
    expect((await refusal((await s.clients(null)).payment.GET('/seller-clients'))).status).toBe(401);
  });

  it('answers 404 for another seller’s customer, on every call', async () => {
    const [foreign] = (await list({ size: 1 }, otherApi)).content;
    const path = { id: foreign!.id };
    expect((await refusal(api.GET('/seller-clients/{id}', { params: { path } }))).status).toBe(404);
    const put = api.PUT('/seller-clients/{id}', {
      params: { path },
      body: {
        document: foreign!.document,
        name: 'Tomado',
        email: 'x@y.com',
        countryCode: '55',
        phone: '11987654321',
      },
    });
    expect((await refusal(put)).status).toBe(404);
    const patch = api.PATCH('/seller-clients/{id}/address', { params: { path }, body: ADDRESS });
    expect((await refusal(patch)).status).toBe(404);
    const mine = await otherApi.GET('/seller-clients/{id}', { params: { path } });
    expect(mine.data!.name).toBe(foreign!.name);
    const missing = { id: '00000000-0000-4000-8000-000000000000' };
    expect((await refusal(api.GET('/seller-clients/{id}', { params: { path: missing } }))).status).toBe(404);
    const notUuid = { id: 'nao-e-uuid' };
    expect((await refusal(api.GET('/seller-clients/{id}', { params: { path: notUuid } }))).status).toBe(400);
  });
});

describe('idempotency', () => {
  it('replays a repeated creation and refuses the key with another body', async () => {
    const headers = { 'Idempotency-Key': 'cliente-0001-replay' };
    const body = newCustomer({ document: { documentNumber: '39053344705', documentNation: 'BR' } });
    const before = await countOf();
    const first = await api.POST('/seller-clients', { body, headers });
    const second = await api.POST('/seller-clients', { body, headers });
    expect(first.response.status).toBe(201);
    expect(second.response.status).toBe(201);
    expect(second.response.headers.get('idempotent-replayed')).toBe('true');
    expect(second.data).toEqual(first.data);
    expect(await countOf()).toBe(before + 1);
    const other = await refusal(api.POST('/seller-clients', { body: { ...body, name: 'Outra' }, headers }));
    expect(other.status).toBe(409);
  });
});
