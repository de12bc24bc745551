import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BadRequestError,
  ConflictError,
  type CustomerCreateParams,
  type CustomerPage,
  NotFoundError,
  PermissionDeniedError,
} from '../src';
import { cpf, failureOf, first, OPERATOR, OTHER_ADMIN, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

const newCustomer = (overrides: Partial<CustomerCreateParams> = {}): CustomerCreateParams => ({
  name: 'Oficina Sul Serviços Automotivos Ltda',
  fantasyName: 'Oficina Sul',
  document: { documentNumber: '34.190.875/0001-15', documentNation: 'BR' },
  email: 'contato@oficinasul.com.br',
  countryCode: '+55',
  phone: '(51) 3221-7788',
  useSellerAddress: false,
  address: {
    zipCode: '90010000',
    street: 'Rua dos Andradas',
    number: '1234',
    district: 'Centro Histórico',
    city: 'Porto Alegre',
    state: 'rs',
    country: 'br',
  },
  ...overrides,
});

describe('customers', () => {
  it('walks every page of a list longer than one page, from the first or a later one', async () => {
    const balcao = sandbox.balcao();
    const pages: CustomerPage[] = [];
    for await (const page of balcao.customers.list({ size: 50 }).pages()) pages.push(page);
    const total = pages[0]!.totalElements;
    expect(total).toBeGreaterThan(100);
    expect(pages).toHaveLength(Math.ceil(total / 50));
    expect(pages.map((page) => page.number)).toEqual(pages.map((_, index) => index));

    const all = await balcao.customers.list({ size: 50 }).toArray();
    expect(all).toHaveLength(total);
    expect(new Set(all.map((customer) => customer.id)).size).toBe(total);

    // Starting at a later page, and a filter that spans more than one page.
    const fromSecond = await balcao.customers.list({ size: 50, page: 1 }).toArray();
    expect(fromSecond.map((customer) => customer.id)).toEqual(all.slice(50).map((customer) => customer.id));
    const gmail = await balcao.customers.list({ email: '@gmail.com', size: 5 }).toArray();
    expect(gmail.length).toBeGreaterThan(5);
    expect(gmail.every((customer) => customer.email.endsWith('@gmail.com'))).toBe(true);
  });

  it('creates, reads and changes a customer and its address', async () => {
    const balcao = sandbox.balcao();
    const created = await balcao.customers.create(newCustomer());
    expect(created).toMatchObject({
      document: { documentNumber: '34190875000115', documentType: 'CNPJ', documentNation: 'BR' },
      phone: '5132217788',
      address: { zipCode: '90010-000', state: 'RS', country: 'BR' },
    });
    expect(await balcao.customers.retrieve(created.id)).toEqual(created);

    const { document, name, email, countryCode } = created;
    const updated = await balcao.customers.update(created.id, {
      document,
      name,
      email,
      countryCode,
      phone: '51999887766',
      alternativeEmail: 'financeiro@oficinasul.com.br',
    });
    expect(updated).toMatchObject({ phone: '51999887766', alternativeEmail: 'financeiro@oficinasul.com.br' });

    const moved = await balcao.customers.updateAddress(created.id, {
      zipCode: '20040-020',
      street: 'Praça Floriano',
      number: '51',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'rj',
      country: 'BR',
    });
    expect(moved.address).toMatchObject({ zipCode: '20040-020', city: 'Rio de Janeiro', state: 'RJ' });
    const found = await balcao.customers.list({ document: '34190875' }).toArray();
    expect(found.map((customer) => customer.id)).toEqual([created.id]);
  });

  it('maps refusals to the SDK errors, every problem listed in Portuguese', async () => {
    const balcao = sandbox.balcao();
    const before = (await balcao.customers.list({ size: 1 }).pages().next()).value!.totalElements;
    const invalid = await failureOf(
      balcao.customers.create(
        newCustomer({
          document: { documentNumber: '123.456.789-00', documentNation: 'BR' },
          name: '<b>x</b>',
        }),
      ),
    );
    expect(invalid).toBeInstanceOf(BadRequestError);
    const descriptions = (invalid as BadRequestError).errors.map((error) => error.description);
    expect(descriptions.length).toBeGreaterThanOrEqual(2);
    expect(descriptions.join(' ')).toContain('Inclua um CNPJ ou CPF válido');
    expect((await balcao.customers.list({ size: 1 }).pages().next()).value!.totalElements).toBe(before);

    await balcao.customers.create(
      newCustomer({ document: { documentNumber: cpf(7), documentNation: 'BR' } }),
    );
    const duplicate = await failureOf(
      balcao.customers.create(newCustomer({ document: { documentNumber: cpf(7), documentNation: 'BR' } })),
    );
    expect(duplicate).toBeInstanceOf(ConflictError);
    expect((duplicate as ConflictError).code).toBe('DUPLICATE_DOCUMENT');

    // Another merchant's customer is not found, as one that does not exist.
    const theirs = await first(sandbox.balcao(OTHER_ADMIN).customers.list());
    expect(theirs).toBeDefined();
    expect(await failureOf(balcao.customers.retrieve(theirs!.id))).toBeInstanceOf(NotFoundError);

    const refused = await failureOf(sandbox.balcao(OPERATOR).customers.list().toArray());
    expect(refused).toBeInstanceOf(PermissionDeniedError);
  });
});
