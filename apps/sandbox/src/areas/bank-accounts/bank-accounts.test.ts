import type { BalcaoClients, banking as contract } from '@balcao/client';
import { checkingAccountNumberIsValid } from '@balcao/domain/bank-account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DOMAIN } from '../../../seed/constants';
import {
  asBearer,
  createTestSandbox,
  descriptions,
  errorBody,
  freshClients,
  OTHER_ADMIN,
  refusal,
  statusOf,
  type TestSandbox,
  withKey,
} from '../../test-support';
import { KYC_REASONS } from './jobs';

let s: TestSandbox;
const NEW_ADMIN = `novo@${DEMO_DOMAIN}`;
const DEMO_ADMIN = `admin@${DEMO_DOMAIN}`;

beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(new Date('2026-11-25T15:00:00Z'), { frozen: true });
});
afterAll(() => s?.close());

// One session per user, signed in anew where the test says so (a verdict ends the access tokens).
const sessions = new Map<string, BalcaoClients['banking']>();
async function banking(email: string, fresh = false) {
  if (fresh || !sessions.has(email)) sessions.set(email, (await freshClients(s, email)).banking);
  return sessions.get(email)!;
}
const account = async (email: string) => (await (await banking(email)).GET('/accounts')).data!;
const balance = async (email: string) => (await banking(email)).GET('/accounts/balance');
const activation = async (email: string) => (await banking(email)).GET('/accounts/activation');
const submit = async (body: Activation, email: string, key?: string) =>
  (await banking(email)).POST('/accounts/activation', { body, ...(key ? withKey(key) : {}) });

type Activation = contract.components['schemas']['BankAccountActivationRequest'];
const address: Activation['address'] = {
  zipCode: '20040020',
  street: 'Praça Floriano',
  number: '55',
  complement: '',
  district: 'Centro',
  city: 'Rio de Janeiro',
  state: 'RJ',
  country: 'BR',
};
function payload(
  document = '45321678000104',
  ownerCpf = '52998224725',
  partnerCnpj = '04252011000110',
): Activation {
  const owner = {
    document: ownerCpf,
    firstName: 'Olívia',
    lastName: 'Souza Outra',
    birthdate: '1985-05-02',
    email: 'olivia@comerciomodelo.com.br',
    address,
  };
  return {
    fantasyName: 'Comércio Modelo',
    companyName: 'Comércio Modelo Ltda',
    document,
    url: 'https://comerciomodelo.com.br',
    openingDate: '2015-03-10',
    businessType: 'LTDA',
    mainActivity: '4712100',
    email: 'financeiro@comerciomodelo.com.br',
    address,
    accountOwner: { ...owner, phoneNumber: '21987654321' },
    naturalOwner: [
      { ...owner, phone: '21987654321', type: 'PARTNER' },
      {
        ...owner,
        document: '39053344705',
        firstName: 'Bruno',
        lastName: 'Sócio',
        type: 'PROXY_HOLDER',
        phone: '21912345678',
      },
    ],
    legalOwner: [
      {
        document: partnerCnpj,
        legalName: 'Holding Modelo S.A.',
        foundingDate: '2000-01-01',
        email: 'holding@modelo.com.br',
        phone: '2133221100',
        type: 'LEGAL_REPRESENTATIVE',
        address,
      },
    ],
  };
}
const rowCount = async () =>
  Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bank_accounts'))[0]?.n);

describe('the PJ account (GET /accounts, /accounts/balance)', () => {
  it('is INACTIVE with no ids for a merchant that never asked, and its balance is refused', async () => {
    expect(await account(OTHER_ADMIN)).toEqual({
      status: 'INACTIVE',
      debitAccountId: null,
      investmentAccountId: null,
      agency: '0001',
      accountNumber: null,
    });
    // The financial page's roles may read it (§6 'Banking balance load'): the closed account refuses.
    expect(await statusOf(balance(OTHER_ADMIN))).toBe(409);
    expect((await activation(OTHER_ADMIN)).data).toEqual({
      status: 'INACTIVE',
      kycAnalysisResult: null,
      accountInput: null,
    });
  });

  it("is ACTIVE for the demo merchant, with its checking balance summed from the ledger's CHECKING account", async () => {
    const demo = await account(DEMO_ADMIN);
    expect(demo.status).toBe('ACTIVE');
    expect(demo.debitAccountId).toMatch(/^[0-9a-f-]{36}$/);
    // 'Dados da Conta' shows the agency and the account number with its check digit.
    expect(demo.agency).toBe('0001');
    expect(demo.accountNumber).toMatch(/^[0-9]{5,10}-[0-9]$/);
    expect(checkingAccountNumberIsValid(demo.accountNumber!)).toBe(true);
    const [row] = await s.db.query<{ cents: string }>(
      `SELECT coalesce(sum(d.amount_cents), 0)::text AS cents FROM ledger_accounts a
         JOIN ledger_account_days d ON d.account_id = a.id
        WHERE a.seller_id = (SELECT seller_id FROM users WHERE email = $1) AND a.kind = 'CHECKING'
          AND d.effective_date <= '2026-11-25'`,
      [DEMO_ADMIN],
    );
    const read = await balance(DEMO_ADMIN);
    expect(read.response.status).toBe(200);
    expect(Math.round(read.data!.debitAccountAmount * 100)).toBe(Number(row?.cents));
    // A manager (SELLER_FINANCES, no banking profile) reads it on /financeiro.
    const manager = await balance(`gerente@${DEMO_DOMAIN}`);
    expect(manager.response.status).toBe(200);
    expect(manager.data).toEqual(read.data);
  });

  it("answers 'Conta não configurada.' to a banking user whose account is not open", async () => {
    // A banking profile given before the account exists: the guard, not the roles, refuses.
    await s.db.query(`UPDATE users SET banking_profile = 'FINANCEIRO' WHERE email = $1`, [
      `novo-vendas@${DEMO_DOMAIN}`,
    ]);
    const refused = await refusal(balance(`novo-vendas@${DEMO_DOMAIN}`));
    expect(refused.status).toBe(409);
    expect(refused.errors[0]).toEqual({
      code: 'ACCOUNT_NOT_ACTIVE',
      description: 'Conta não configurada.',
    });
    await s.db.query('UPDATE users SET banking_profile = NULL WHERE email = $1', [
      `novo-vendas@${DEMO_DOMAIN}`,
    ]);
  });

  it('refuses a user without the roles (403) and tells the session the stored status', async () => {
    expect(await statusOf(activation(`vendas@${DEMO_DOMAIN}`))).toBe(403);
    expect(await statusOf(submit(payload(), `novo-vendas@${DEMO_DOMAIN}`))).toBe(403);
    expect((await s.signIn(DEMO_ADMIN)).bankingStatus).toBe('ACTIVE');
    expect((await s.signIn(OTHER_ADMIN)).bankingStatus).toBe('INACTIVE');
  });
});

describe('POST /accounts/activation (Finalizar)', () => {
  it("refuses every problem at once in the form's words, writing nothing", async () => {
    const before = await rowCount();
    const bad = payload('11222333000181', '52998224724');
    bad.naturalOwner[1]!.document = '39053344706';
    const refused = await refusal(submit(bad, OTHER_ADMIN));
    expect(refused.status).toBe(400);
    expect(descriptions(refused)).toEqual(
      expect.arrayContaining([
        'CNPJ: O CNPJ deve ser o da empresa cadastrada.',
        'Sócio A — CPF/CNPJ: Cpf inválido.',
        'Sócio B — CPF/CNPJ: Cpf inválido.',
      ]),
    );
    expect(await rowCount()).toBe(before);
  });

  it.each<[string, Partial<Activation>]>([
    ['a 10-digit main activity', { mainActivity: '1234567890' }],
    ['a bad e-mail', { email: 'financeiro@' }],
    ['a huge name', { fantasyName: 'x'.repeat(5000) }],
    ['an impossible opening date', { openingDate: '2015-02-30' }],
    ['a future opening date', { openingDate: '2027-01-01' }],
    ['markup in the legal name', { companyName: '<b>Comércio</b>' }],
  ])('refuses %s with a 400', async (_, change) => {
    const { status, errors } = await refusal(submit({ ...payload(), ...change }, OTHER_ADMIN));
    expect(status).toBe(400);
    expect(errors[0]!.description).toMatch(/\S/);
  });

  it('refuses a company partner of another type with a 400', async () => {
    // A type the contract does not allow: only a raw call can send it.
    const answer = await s.call({
      method: 'POST',
      url: '/banking/accounts/activation',
      headers: await s.bearer(OTHER_ADMIN),
      payload: { ...payload(), legalOwner: [{ ...payload().legalOwner[0], type: 'PARTNER' }] },
    });
    expect(answer.status).toBe(400);
    expect(errorBody(answer).errors[0]?.description).toMatch(/\S/);
  });

  it('stores the submission PENDING, replays its key, refuses a second one, and opens the account 5 minutes later', async () => {
    const first = await submit(payload(), OTHER_ADMIN, 'ativar-pj-outra-1');
    expect(first.response.status).toBe(202);
    expect(first.data).toMatchObject({ status: 'PENDING', kycAnalysisResult: null });
    expect(first.data!.accountInput).toMatchObject({
      document: '45321678000104',
      newAccountOwner: { document: '52998224725' },
      newLegalOwner: [{ document: '04252011000110', type: 'LEGAL_REPRESENTATIVE' }],
    });
    expect((await submit(payload(), OTHER_ADMIN, 'ativar-pj-outra-1')).data).toEqual(first.data);
    const again = await refusal(submit(payload(), OTHER_ADMIN, 'ativar-pj-outra-2'));
    expect(again.status).toBe(409);
    expect(again.errors[0]!.code).toBe('ACCOUNT_PENDING');
    expect((await activation(OTHER_ADMIN)).data).toEqual(first.data);

    const old = await s.signIn(OTHER_ADMIN);
    await s.clock.advance(4 * 60);
    expect((await account(OTHER_ADMIN)).status).toBe('PENDING');
    await s.clock.advance(60);
    // The verdict ended the admin's access token: the next sign-in (or refresh) has the banking roles.
    const signedOut = (await s.clients(null)).banking;
    expect(await statusOf(signedOut.GET('/accounts', asBearer(old.token)))).toBe(401);
    const session = await s.signIn(OTHER_ADMIN);
    expect(session.bankingStatus).toBe('ACTIVE');
    expect(session.bankingRoles).toContain('B_SELLER_ADMIN');
    await banking(OTHER_ADMIN, true);
    const opened = await account(OTHER_ADMIN);
    expect(opened.status).toBe('ACTIVE');
    expect(opened.debitAccountId).not.toBeNull();
    expect((await balance(OTHER_ADMIN)).data).toEqual({ debitAccountAmount: 0 });
    const closed = await refusal(submit(payload(), OTHER_ADMIN, 'ativar-pj-outra-3'));
    expect(closed.status).toBe(409);
    expect(closed.errors[0]!.code).toBe('ACCOUNT_ACTIVE');
  });

  it('fails with the reason of a test document, and may be sent again', async () => {
    const [seller] = await s.db.query<{ document: string }>(
      'SELECT s.document FROM sellers s JOIN users u ON u.seller_id = s.id WHERE u.email = $1',
      [NEW_ADMIN],
    );
    expect((await submit(payload(seller!.document, '11144477735'), NEW_ADMIN)).response.status).toBe(202);
    await s.clock.advance(5 * 60);
    await banking(NEW_ADMIN, true);
    expect((await activation(NEW_ADMIN)).data).toMatchObject({
      status: 'FAILED',
      kycAnalysisResult: KYC_REASONS.owner,
    });
    expect((await s.signIn(NEW_ADMIN)).bankingRoles).toEqual([]);
    const resent = await submit(payload(seller!.document, '52998224725', '11444777000161'), NEW_ADMIN);
    expect(resent.response.status).toBe(202);
    await s.clock.advance(5 * 60);
    await banking(NEW_ADMIN, true);
    expect((await activation(NEW_ADMIN)).data).toMatchObject({
      status: 'FAILED',
      kycAnalysisResult: KYC_REASONS.partner,
    });
  });
});
