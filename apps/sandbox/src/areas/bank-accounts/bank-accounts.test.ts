import { checkingAccountNumberIsValid } from '@balcao/domain/bank-account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DOMAIN } from '../../../seed/constants';
import { createTestSandbox, OTHER_ADMIN, type TestSandbox } from '../../test-support';
import { KYC_REASONS } from './jobs';

let s: TestSandbox;
const NEW_ADMIN = `novo@${DEMO_DOMAIN}`;
const DEMO_ADMIN = `admin@${DEMO_DOMAIN}`;

beforeAll(async () => {
  s = await createTestSandbox();
  await s.clock.set(new Date('2026-11-25T15:00:00Z'), { frozen: true });
});
afterAll(() => s?.close());

const tokens = new Map<string, string>();
async function token(email: string, fresh = false) {
  if (fresh || !tokens.has(email)) tokens.set(email, (await s.signIn(email)).token);
  return tokens.get(email)!;
}
const get = async (url: string, email: string) =>
  s.call({
    method: 'GET',
    url: `/banking${url}`,
    headers: { authorization: `Bearer ${await token(email)}` },
  });
const submit = async (payload: unknown, email: string, key?: string) =>
  s.call({
    method: 'POST',
    url: '/banking/accounts/activation',
    headers: {
      authorization: `Bearer ${await token(email)}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: JSON.stringify(payload),
  });

const address = {
  zipCode: '20040020',
  street: 'Praça Floriano',
  number: '55',
  complement: '',
  district: 'Centro',
  city: 'Rio de Janeiro',
  state: 'RJ',
  country: 'BR',
};
function payload(document = '45321678000104', ownerCpf = '52998224725', partnerCnpj = '04252011000110') {
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
    expect((await get('/accounts', OTHER_ADMIN)).body).toEqual({
      status: 'INACTIVE',
      debitAccountId: null,
      investmentAccountId: null,
      agency: '0001',
      accountNumber: null,
    });
    // The financial page's roles may read it (§6 'Banking balance load'): the closed account refuses.
    expect((await get('/accounts/balance', OTHER_ADMIN)).status).toBe(409);
    expect((await get('/accounts/activation', OTHER_ADMIN)).body).toEqual({
      status: 'INACTIVE',
      kycAnalysisResult: null,
      accountInput: null,
    });
  });

  it("is ACTIVE for the demo merchant, with its checking balance summed from the ledger's CHECKING account", async () => {
    const account = await get('/accounts', DEMO_ADMIN);
    expect(account.body.status).toBe('ACTIVE');
    expect(account.body.debitAccountId).toMatch(/^[0-9a-f-]{36}$/);
    // 'Dados da Conta' shows the agency and the account number with its check digit.
    expect(account.body.agency).toBe('0001');
    expect(account.body.accountNumber).toMatch(/^[0-9]{5,10}-[0-9]$/);
    expect(checkingAccountNumberIsValid(account.body.accountNumber)).toBe(true);
    const [row] = await s.db.query<{ cents: string }>(
      `SELECT coalesce(sum(d.amount_cents), 0)::text AS cents FROM ledger_accounts a
         JOIN ledger_account_days d ON d.account_id = a.id
        WHERE a.seller_id = (SELECT seller_id FROM users WHERE email = $1) AND a.kind = 'CHECKING'
          AND d.effective_date <= '2026-11-25'`,
      [DEMO_ADMIN],
    );
    const balance = await get('/accounts/balance', DEMO_ADMIN);
    expect(balance.status).toBe(200);
    expect(Math.round(balance.body.debitAccountAmount * 100)).toBe(Number(row?.cents));
    // A manager (SELLER_FINANCES, no banking profile) reads it on /financeiro.
    const manager = await get('/accounts/balance', `gerente@${DEMO_DOMAIN}`);
    expect(manager.status).toBe(200);
    expect(manager.body).toEqual(balance.body);
  });

  it("answers 'Conta não configurada.' to a banking user whose account is not open", async () => {
    // A banking profile given before the account exists: the guard, not the roles, refuses.
    await s.db.query(`UPDATE users SET banking_profile = 'FINANCEIRO' WHERE email = $1`, [
      `novo-vendas@${DEMO_DOMAIN}`,
    ]);
    const balance = await get('/accounts/balance', `novo-vendas@${DEMO_DOMAIN}`);
    expect(balance.status).toBe(409);
    expect(balance.body.errors[0]).toEqual({
      code: 'ACCOUNT_NOT_ACTIVE',
      description: 'Conta não configurada.',
    });
    await s.db.query('UPDATE users SET banking_profile = NULL WHERE email = $1', [
      `novo-vendas@${DEMO_DOMAIN}`,
    ]);
  });

  it('refuses a user without the roles (403) and tells the session the stored status', async () => {
    expect((await get('/accounts/activation', `vendas@${DEMO_DOMAIN}`)).status).toBe(403);
    expect((await submit(payload(), `novo-vendas@${DEMO_DOMAIN}`)).status).toBe(403);
    expect((await s.signIn(DEMO_ADMIN)).bankingStatus).toBe('ACTIVE');
    expect((await s.signIn(OTHER_ADMIN)).bankingStatus).toBe('INACTIVE');
  });
});

describe('POST /accounts/activation (Finalizar)', () => {
  it("refuses every problem at once in the form's words, writing nothing", async () => {
    const before = await rowCount();
    const bad = payload('11222333000181', '52998224724');
    bad.naturalOwner[1]!.document = '39053344706';
    const { status, body } = await submit(bad, OTHER_ADMIN);
    expect(status).toBe(400);
    const descriptions = body.errors.map((e: { description: string }) => e.description);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        'CNPJ: O CNPJ deve ser o da empresa cadastrada.',
        'Sócio A — CPF/CNPJ: Cpf inválido.',
        'Sócio B — CPF/CNPJ: Cpf inválido.',
      ]),
    );
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ['a 10-digit main activity', { mainActivity: '1234567890' }],
    ['a bad e-mail', { email: 'financeiro@' }],
    ['a company partner of another type', { legalOwner: [{ ...payload().legalOwner[0], type: 'PARTNER' }] }],
    ['a huge name', { fantasyName: 'x'.repeat(5000) }],
    ['an impossible opening date', { openingDate: '2015-02-30' }],
    ['a future opening date', { openingDate: '2027-01-01' }],
    ['markup in the legal name', { companyName: '<b>Comércio</b>' }],
  ])('refuses %s with a 400', async (_, change) => {
    const { status, body } = await submit({ ...payload(), ...change }, OTHER_ADMIN);
    expect(status).toBe(400);
    expect(body.errors[0].description).toMatch(/\S/);
  });

  it('stores the submission PENDING, replays its key, refuses a second one, and opens the account 5 minutes later', async () => {
    const first = await submit(payload(), OTHER_ADMIN, 'ativar-pj-outra-1');
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ status: 'PENDING', kycAnalysisResult: null });
    expect(first.body.accountInput).toMatchObject({
      document: '45321678000104',
      newAccountOwner: { document: '52998224725' },
      newLegalOwner: [{ document: '04252011000110', type: 'LEGAL_REPRESENTATIVE' }],
    });
    expect((await submit(payload(), OTHER_ADMIN, 'ativar-pj-outra-1')).body).toEqual(first.body);
    const again = await submit(payload(), OTHER_ADMIN, 'ativar-pj-outra-2');
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('ACCOUNT_PENDING');
    expect((await get('/accounts/activation', OTHER_ADMIN)).body).toEqual(first.body);

    const oldToken = await token(OTHER_ADMIN);
    await s.clock.advance(4 * 60);
    expect((await get('/accounts', OTHER_ADMIN)).body.status).toBe('PENDING');
    await s.clock.advance(60);
    // The verdict ended the admin's access token: the next sign-in (or refresh) has the banking roles.
    const refused = await s.call({
      method: 'GET',
      url: '/banking/accounts',
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(refused.status).toBe(401);
    const session = await s.signIn(OTHER_ADMIN);
    expect(session.bankingStatus).toBe('ACTIVE');
    expect(session.bankingRoles).toContain('B_SELLER_ADMIN');
    await token(OTHER_ADMIN, true);
    const account = (await get('/accounts', OTHER_ADMIN)).body;
    expect(account.status).toBe('ACTIVE');
    expect(account.debitAccountId).not.toBeNull();
    expect((await get('/accounts/balance', OTHER_ADMIN)).body).toEqual({ debitAccountAmount: 0 });
    const closed = await submit(payload(), OTHER_ADMIN, 'ativar-pj-outra-3');
    expect(closed.status).toBe(409);
    expect(closed.body.errors[0].code).toBe('ACCOUNT_ACTIVE');
  });

  it('fails with the reason of a test document, and may be sent again', async () => {
    const [seller] = await s.db.query<{ document: string }>(
      'SELECT s.document FROM sellers s JOIN users u ON u.seller_id = s.id WHERE u.email = $1',
      [NEW_ADMIN],
    );
    expect((await submit(payload(seller!.document, '11144477735'), NEW_ADMIN)).status).toBe(202);
    await s.clock.advance(5 * 60);
    await token(NEW_ADMIN, true);
    expect((await get('/accounts/activation', NEW_ADMIN)).body).toMatchObject({
      status: 'FAILED',
      kycAnalysisResult: KYC_REASONS.owner,
    });
    expect((await s.signIn(NEW_ADMIN)).bankingRoles).toEqual([]);
    expect((await submit(payload(seller!.document, '52998224725', '11444777000161'), NEW_ADMIN)).status).toBe(
      202,
    );
    await s.clock.advance(5 * 60);
    await token(NEW_ADMIN, true);
    expect((await get('/accounts/activation', NEW_ADMIN)).body).toMatchObject({
      status: 'FAILED',
      kycAnalysisResult: KYC_REASONS.partner,
    });
  });
});
