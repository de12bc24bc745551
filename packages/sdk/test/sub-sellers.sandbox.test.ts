import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  type SubSellerCreateParams,
} from '../src';
import { cpf, failureOf, OTHER_ADMIN, type RealSandbox, SALE, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

const person = (document: string, overrides: Partial<SubSellerCreateParams> = {}): SubSellerCreateParams => ({
  document,
  name: 'Joana Prado',
  paymentType: 'PERCENTAGE',
  paymentValue: 12.5,
  owner: { birthdate: '1992-06-15' },
  address: {
    zipCode: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
  account: {
    account: {
      bank: '341',
      issuer: '1234',
      issuerDigit: '0',
      number: '123456',
      bankDigit: '1',
      accountType: 'CHECKING_ACCOUNT',
    },
    pixKeyType: 'EMAIL',
    pixKey: 'joana@exemplo.com.br',
  },
  contact: { email: 'joana@exemplo.com.br', phone: '(11) 98765-4321' },
  ...overrides,
});

describe('subSellers', () => {
  it('creates a sub-seller, changes each part of it and switches it off and on', async () => {
    const balcao = sandbox.balcao();
    const created = await balcao.subSellers.create(person(cpf(11)));
    expect(created).toMatchObject({ document: cpf(11), isActive: true, splitStatus: 'INACTIVE' });
    expect(await balcao.subSellers.retrieve(created.id)).toEqual(created);

    const general = await balcao.subSellers.update(created.id, {
      name: 'Joana Prado Doces',
      paymentType: 'FIXED',
      paymentValue: 7.5,
      owner: { birthdate: '1992-06-15' },
    });
    expect(general).toMatchObject({ name: 'Joana Prado Doces', paymentType: 'FIXED', paymentValue: 7.5 });
    const address = await balcao.subSellers.updateAddress(created.id, {
      zipCode: '80010-000',
      street: 'Rua XV de Novembro',
      number: '800',
      district: 'Centro',
      city: 'Curitiba',
      state: 'PR',
      country: 'BR',
    });
    expect(address.address).toMatchObject({ zipCode: '80010-000', city: 'Curitiba' });
    const contact = await balcao.subSellers.updateContacts(created.id, {
      email: 'financeiro@joanadoces.com.br',
      phone: '41991234567',
    });
    expect(contact.contact).toMatchObject({ email: 'financeiro@joanadoces.com.br', phone: '41991234567' });

    expect((await balcao.subSellers.deactivate(created.id)).isActive).toBe(false);
    expect((await balcao.subSellers.activate(created.id)).isActive).toBe(true);
    const listed = await balcao.subSellers.list({ filter: 'joana prado' }).toArray();
    expect(listed.map((subSeller) => subSeller.id)).toEqual([created.id]);
  });

  it('registers the bank account with the split provider, which settles five minutes later', async () => {
    const balcao = sandbox.balcao();
    const { id } = await balcao.subSellers.create(person(cpf(12), { name: 'Caio Split' }));
    expect((await balcao.subSellers.registerSplit(id)).splitStatus).toBe('PENDING');
    const again = await failureOf(balcao.subSellers.registerSplit(id));
    expect(again).toBeInstanceOf(ConflictError);
    expect((again as ConflictError).errors[0]?.code).toBe('SPLIT_PENDING');

    // The split provider's five minutes pass at once.
    await sandbox.advanceClock(301);
    expect((await balcao.subSellers.retrieve(id)).splitStatus).toBe('ACTIVE');
    // New bank data must be sent again.
    const moved = await balcao.subSellers.updateAccounts(id, {
      account: {
        bank: '001',
        issuer: '3021',
        issuerDigit: '5',
        number: '445566',
        bankDigit: '7',
        accountType: 'SAVINGS_ACCOUNT',
      },
      pixKeyType: 'EMAIL',
      pixKey: 'caio@exemplo.com.br',
    });
    expect(moved).toMatchObject({ splitStatus: 'INACTIVE', account: { account: { bank: '001' } } });
  });

  it('maps refusals to the SDK errors', async () => {
    const balcao = sandbox.balcao();
    const invalid = await failureOf(balcao.subSellers.create(person('111.111.111-11')));
    expect(invalid).toBeInstanceOf(BadRequestError);
    expect((invalid as BadRequestError).errors.map((error) => error.description)).toEqual([
      'Documento: Formato de documento incorreto',
    ]);

    // Another merchant's sub-seller is not found, as one that does not exist.
    const theirs = await sandbox.balcao(OTHER_ADMIN).subSellers.create(person(cpf(13)));
    expect(await failureOf(balcao.subSellers.retrieve(theirs.id))).toBeInstanceOf(NotFoundError);
    expect(await failureOf(balcao.subSellers.deactivate(theirs.id))).toBeInstanceOf(NotFoundError);
    expect(await failureOf(sandbox.balcao(SALE).subSellers.list().toArray())).toBeInstanceOf(
      PermissionDeniedError,
    );
  });
});
