import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  BadRequestError,
  type BankAccountActivationParams,
  ConflictError,
  PermissionDeniedError,
} from '../src';
import { ADMIN, failureOf, OTHER_ADMIN, type RealSandbox, SALE, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

const address = {
  zipCode: '20040020',
  street: 'Praça Floriano',
  number: '55',
  complement: '',
  district: 'Centro',
  city: 'Rio de Janeiro',
  state: 'RJ',
  country: 'BR',
} as const;
const owner = {
  document: '52998224725',
  firstName: 'Olívia',
  lastName: 'Souza Outra',
  birthdate: '1985-05-02',
  email: 'olivia@comerciomodelo.com.br',
  address,
};
/** Comércio Modelo (outra@), a person and a company as partners. */
const activation: BankAccountActivationParams = {
  fantasyName: 'Comércio Modelo',
  companyName: 'Comércio Modelo Ltda',
  document: '45321678000104',
  url: 'https://comerciomodelo.com.br',
  openingDate: '2015-03-10',
  businessType: 'LTDA',
  mainActivity: '4712100',
  email: 'financeiro@comerciomodelo.com.br',
  address,
  accountOwner: { ...owner, phoneNumber: '21987654321' },
  naturalOwner: [{ ...owner, phone: '21987654321', type: 'PARTNER' }],
  legalOwner: [
    {
      document: '04252011000110',
      legalName: 'Holding Modelo S.A.',
      foundingDate: '2000-01-01',
      email: 'holding@modelo.com.br',
      phone: '2133221100',
      type: 'LEGAL_REPRESENTATIVE',
      address,
    },
  ],
};

describe('bankAccount', () => {
  it("reads the demo merchant's ACTIVE account and its checking balance", async () => {
    const balcao = sandbox.balcao(ADMIN);
    const account = await balcao.bankAccount.retrieve();
    if (account.status !== 'ACTIVE') throw new Error(`esperava ACTIVE, veio ${account.status}`);
    // ACTIVE narrows: both ids and the account number are there, no `!` needed.
    expectTypeOf(account.debitAccountId).toEqualTypeOf<string>();
    expectTypeOf(account.investmentAccountId).toEqualTypeOf<string>();
    expectTypeOf(account.accountNumber).toEqualTypeOf<string>();
    expect(account.debitAccountId).toMatch(/^[0-9a-f-]{36}$/);
    expect(account.accountNumber).toMatch(/^[0-9]{1,10}-[0-9]$/);
    expect(typeof (await balcao.bankAccount.balance()).debitAccountAmount).toBe('number');
  });

  it('reads an account not yet open with its ids null', async () => {
    const account = await sandbox.balcao(OTHER_ADMIN).bankAccount.retrieve();
    expect(account).toMatchObject({ status: 'INACTIVE', debitAccountId: null, accountNumber: null });
    if (account.status !== 'ACTIVE') expectTypeOf(account.debitAccountId).toEqualTypeOf<string | null>();
  });

  it("refuses what is wrong, in the form's words, and users without the roles", async () => {
    const balcao = sandbox.balcao(OTHER_ADMIN);
    const error = await failureOf(
      balcao.bankAccount.activation.submit({
        ...activation,
        accountOwner: { ...activation.accountOwner, document: '52998224724' },
      }),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).errors.map((e) => e.description)).toContain(
      'Sócio A — CPF/CNPJ: Cpf inválido.',
    );
    expect(await failureOf(sandbox.balcao(SALE).bankAccount.activation.retrieve())).toBeInstanceOf(
      PermissionDeniedError,
    );
    // Outra Loja may read /financeiro's figures, and its account is not ACTIVE: §8's 'Conta não configurada.'.
    const balance = await failureOf(balcao.bankAccount.balance());
    expect(balance).toBeInstanceOf(ConflictError);
    expect((balance as ConflictError).errors[0]?.description).toBe('Conta não configurada.');
  });

  it('submits the activation, sees it PENDING, and ACTIVE once the KYC ran on the sandbox clock', async () => {
    const balcao = sandbox.balcao(OTHER_ADMIN);
    expect(await balcao.bankAccount.status()).toBe('INACTIVE');
    const sent = await balcao.bankAccount.activation.submit(activation);
    expect(sent).toMatchObject({ status: 'PENDING', kycAnalysisResult: null });
    expect(sent.accountInput?.newLegalOwner[0]?.document).toBe('04252011000110');
    expect(await failureOf(balcao.bankAccount.activation.submit(activation))).toBeInstanceOf(ConflictError);
    await sandbox.advanceClock(5 * 60 + 1);
    // The verdict ended the session's access token: the SDK refreshes on the 401 and carries on.
    expect(await balcao.bankAccount.status()).toBe('ACTIVE');
    expect((await balcao.bankAccount.activation.retrieve()).status).toBe('ACTIVE');
    expect(await balcao.bankAccount.balance()).toEqual({ debitAccountAmount: 0 });
  });
});
