import type { payment } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUB_SELLERS } from '../../../seed/sub-sellers';
import {
  ADMIN,
  createTestSandbox,
  descriptions,
  errorBody,
  OTHER_ADMIN,
  refusal,
  statusOf,
  type TestSandbox,
  withKey,
} from '../../test-support';
import { ALWAYS_FAILING_ACCOUNT_NUMBER } from './sub-sellers';

let s: TestSandbox;
beforeAll(async () => {
  // The file moves the clock by many minutes; its sessions must outlive that.
  s = await createTestSandbox({ accessTokenTtlSeconds: 86_400 });
  // The seed's PENDING registration is due 5 minutes after the seed: stand the clock one minute
  // before that, so the file sees every split status however long the run has taken so far.
  const [pending] = await s.db.query<{ due: Date }>(
    "SELECT split_due_at AS due FROM sub_sellers WHERE split_status = 'PENDING'",
  );
  await s.clock.set(new Date(pending!.due.getTime() - 60_000), { frozen: true });
});
afterAll(() => s?.close());

const MANAGER = 'gerente@demo.balcao.dev';

type Schemas = payment.components['schemas'];
type NewSubSeller = Schemas['SubSellerCreateRequest'];
const api = async (email = ADMIN) => (await s.clients(email)).payment;
const path = (id: number) => ({ params: { path: { id } } });
const list = async (filter?: string, email = ADMIN) =>
  (await api(email)).GET('/sellers/subseller', { params: { query: filter === undefined ? {} : { filter } } });
const read = async (id: number, email = ADMIN) => (await api(email)).GET('/sellers/subseller/{id}', path(id));
const post = async (body: NewSubSeller, email = ADMIN, key?: string) =>
  (await api(email)).POST('/sellers/subseller', { body, ...(key ? withKey(key) : {}) });
const register = async (id: number, key?: string, email = ADMIN) =>
  (await api(email)).POST('/sellers/subseller/{id}/split', { ...path(id), ...(key ? withKey(key) : {}) });
const setAccounts = async (id: number, body: Schemas['SubSellerAccountInput'], email = ADMIN) =>
  (await api(email)).PATCH('/sellers/subseller/{id}/accounts', { ...path(id), body });
const setActive = async (id: number, active: boolean, email = ADMIN) =>
  (await api(email)).PATCH('/sellers/subseller/{id}/active', { params: { path: { id }, query: { active } } });
/** Bodies and queries the contract refuses, which the typed client would not let a test write. */
const raw = async (method: 'POST' | 'PATCH', url: string, payload?: object, email = ADMIN) =>
  s.call({
    method,
    url: `/payment${url}`,
    headers: await s.bearer(email),
    ...(payload === undefined ? {} : { payload }),
  });

// The sandbox's clock is no contract operation: a raw call.
const advanceClock = (seconds: number) =>
  s.call({ method: 'POST', url: '/_sandbox/clock', payload: { advanceSeconds: seconds } });

const person = (overrides: Partial<NewSubSeller> = {}): NewSubSeller => ({
  document: '248.438.034-80',
  name: 'Joana Prado',
  paymentType: 'PERCENTAGE',
  paymentValue: 12.5,
  description: null,
  openingDate: '2001-01-01',
  owner: { ownerName: 'Não vale para CPF', ownerDocument: '111.444.777-35', birthdate: '1992-06-15' },
  address: {
    zipCode: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: '',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'sp',
    country: 'br',
  },
  account: {
    account: {
      bank: '341',
      issuer: '1234',
      issuerDigit: '0',
      number: '123456',
      bankDigit: 'x',
      accountType: 'CHECKING_ACCOUNT',
    },
    pixKeyType: 'PHONE',
    pixKey: '(11) 98765-4321',
  },
  contact: { email: 'joana@exemplo.com.br', phone: '(11) 98765-4321', alternativeEmail: null },
  ...overrides,
});

/** Oficina Sul: ATIVA in the company lookup, not seeded as a sub-seller. */
const company = (overrides: Partial<NewSubSeller> = {}) =>
  person({
    document: '34.190.875/0001-15',
    name: 'Oficina Sul Serviços Automotivos Ltda',
    paymentType: 'FIXED',
    paymentValue: 7.5,
    description: 'Oficina mecânica parceira.',
    openingDate: '2010-05-20',
    owner: { ownerName: 'Otto Sul', ownerDocument: '111.444.777-35', birthdate: '1970-02-01' },
    account: {
      account: {
        bank: '237',
        issuer: '4455',
        issuerDigit: '1',
        number: '778899',
        bankDigit: '2',
        accountType: 'SAVINGS_ACCOUNT',
      },
      pixKeyType: 'DOCUMENT',
      pixKey: '34.190.875/0001-15',
    },
    ...overrides,
  });

const general = () => {
  const { name, paymentType, paymentValue, description, openingDate, owner } = person();
  return { name, paymentType, paymentValue, description, openingDate, owner };
};

let uniqueCpf = 0;
/** Valid CPFs that no other test uses, so each test creates its own sub-seller. */
const FRESH_CPFS = [
  '55967651047',
  '22976321850',
  '88428079820',
  '13602572501',
  '05567882815',
  '49182040150',
  '92367586659',
];
const freshCpf = () => FRESH_CPFS[uniqueCpf++]!;

async function create(body: NewSubSeller, email = ADMIN) {
  const response = await post(body, email);
  expect(response.response.status, JSON.stringify(response.data)).toBe(201);
  return response.data!;
}

describe('list', () => {
  it('pages the seller’s sub-sellers by name, one in every split status', async () => {
    const { response, data } = await list();
    const page = data!;
    expect(response.status).toBe(200);
    expect(page).toMatchObject({ totalElements: 4, totalPages: 1, number: 0, size: 20 });
    const names = page.content.map((row) => row.name);
    expect(names).toEqual(
      [...DEMO_SUB_SELLERS.map((seeded) => seeded.name)].sort((a, b) => a.localeCompare(b)),
    );
    const statuses = page.content.map((row) => row.splitStatus).sort();
    expect(statuses).toEqual(['ACTIVE', 'FAILED', 'INACTIVE', 'PENDING']);
    expect(Object.keys(page.content[0]!).sort()).toEqual(
      [
        'document',
        'documentType',
        'id',
        'isActive',
        'name',
        'paymentType',
        'paymentValue',
        'splitStatus',
      ].sort(),
    );
    const bakery = page.content.find((row) => row.name.startsWith('Padaria'));
    expect(bakery).toMatchObject({ paymentType: 'FIXED', paymentValue: 5, documentType: 'CNPJ' });
  });

  it('searches by name without accents, by CPF and by CNPJ with or without punctuation', async () => {
    const names = async (filter: string) => (await list(filter)).data!.content.map((row) => row.name);
    expect(await names('PAO quente')).toEqual(['Padaria Pão Quente Ltda']);
    expect(await names('529.982.247-25')).toEqual(['Mariana Costa Ribeiro']);
    expect(await names('52.019.483/0001')).toEqual(['Livraria Farol Ltda']);
    expect(await names('60748291')).toEqual(['Padaria Pão Quente Ltda']);
    expect(await names('a%_b')).toEqual([]);
  });

  it('settles the seeded PENDING registration as ACTIVE once the clock reaches it', async () => {
    const padaria = async () => (await list('padaria')).data!.content.map((row) => row.splitStatus);
    await advanceClock(59);
    expect(await padaria()).toEqual(['PENDING']);
    await advanceClock(1);
    expect(await padaria()).toEqual(['ACTIVE']);
  });

  it('shows another seller none of them, and refuses users without the roles', async () => {
    expect((await list(undefined, OTHER_ADMIN)).data!.totalElements).toBe(0);
    const refused = await refusal(list(undefined, MANAGER));
    expect(refused.status).toBe(403);
    expect(refused.errors[0]!.code).toBe('FORBIDDEN');
    expect(await statusOf((await s.clients(null)).payment.GET('/sellers/subseller'))).toBe(401);
  });
});

describe('creation', () => {
  it('creates a person with the CNPJ-only fields dropped and the Pix key as the DICT writes it', async () => {
    const created = await create(person({ document: freshCpf() }));
    expect(created).toMatchObject({
      name: 'Joana Prado',
      documentType: 'CPF',
      isActive: true,
      splitStatus: 'INACTIVE',
      paymentType: 'PERCENTAGE',
      paymentValue: 12.5,
      openingDate: null,
      address: { zipCode: '01310-100', state: 'SP', country: 'BR', complement: null },
      account: {
        account: { bankDigit: 'X', accountType: 'CHECKING_ACCOUNT' },
        pixKeyType: 'PHONE',
        pixKey: '+5511987654321',
      },
      contact: { name: 'Joana Prado', phone: '11987654321' },
      owner: { ownerName: null, ownerDocument: null, birthdate: '1992-06-15' },
    });
    expect((await read(created.id)).data).toEqual(created);
  });

  it('creates a company checked against the company lookup', async () => {
    const created = await create(company());
    expect(created).toMatchObject({
      documentType: 'CNPJ',
      document: '34190875000115',
      paymentType: 'FIXED',
      paymentValue: 7.5,
      openingDate: '2010-05-20',
      description: 'Oficina mecânica parceira.',
      contact: { name: 'Otto Sul' },
      owner: { ownerName: 'Otto Sul', ownerDocument: '11144477735' },
      account: { pixKey: '34190875000115' },
    });
    const again = await refusal(post(company()));
    expect(again.status).toBe(409);
    expect(again.errors).toEqual([
      { code: 'DUPLICATE_DOCUMENT', description: 'Documento: Já existe um sub-vendedor com este documento.' },
    ]);
  });

  it.each([
    ['an invalid document', { document: '248.438.034-81' }, ['Documento: Formato de documento incorreto']],
    [
      'an unknown CNPJ',
      { document: '90.281.736/0001-78' },
      ['Documento: Empresa não encontrada para este CNPJ.'],
    ],
    [
      'a company not ATIVA',
      { document: '19.827.364/0001-78' },
      ['Documento: A situação cadastral desta empresa é SUSPENSA; não é possível cadastrá-la.'],
    ],
  ])('refuses %s', async (_case, overrides, expected) => {
    const response = await refusal(post(company(overrides)));
    expect(response.status).toBe(400);
    expect(descriptions(response)).toEqual(expected);
  });

  it('asks a company for owner name, opening date and description, all at once', async () => {
    const response = await refusal(
      post(
        company({
          document: '28.765.432/0001-02',
          description: null,
          openingDate: null,
          owner: { birthdate: '1970-02-01' },
        }),
      ),
    );
    expect(response.status).toBe(400);
    expect(descriptions(response)).toEqual([
      'Nome do responsável: Preenchimento obrigatório!',
      'Data de abertura: Preenchimento obrigatório!',
      'Descrição do negócio: Preenchimento obrigatório!',
    ]);
  });

  it.each<[Schemas['SubSellerAccountInput']['pixKeyType'], string, string]>([
    ['DOCUMENT', '123.456.789-00', 'Chave Pix: Formato de documento incorreto'],
    ['ALLEATORY_KEY', 'chave-qualquer', 'Chave Pix: Chave aleatória incorreta'],
    ['EMAIL', 'joana@', 'Chave Pix: Formato de email inválido'],
    ['PHONE', '(11) 3214-5678', 'Chave Pix: Formato de telefone inválido'],
  ])('checks a %s Pix key by its type', async (pixKeyType, pixKey, expected) => {
    const body = person({ document: '71428793860' });
    const response = await refusal(post({ ...body, account: { ...body.account, pixKeyType, pixKey } }));
    expect(response.status).toBe(400);
    expect(descriptions(response)).toEqual([expected]);
  });

  it('reports every bad field of every section with the form messages', async () => {
    const body = person({
      document: '71428793860',
      name: '<script>alert(1)</script>',
      paymentValue: 100.01,
      owner: { birthdate: '2999-01-01' },
      address: { ...person().address, zipCode: '0131', state: 'S' },
      contact: { email: 'joana@', phone: '123', alternativeEmail: 'x' },
    });
    body.account = {
      ...body.account,
      account: { ...body.account.account, issuer: '12', number: '12', issuerDigit: '12' },
    };
    const response = await refusal(post(body));
    expect(response.status).toBe(400);
    expect(descriptions(response)).toEqual([
      'Nome: Não use os caracteres < e >.',
      'Data de nascimento: A data não pode estar no futuro.',
      'Valor: O percentual deve ser no máximo 100%.',
      'CEP: Cep inválido.',
      'Estado: Use a sigla do estado com 2 letras.',
      'Agência: A agência deve ter no mínimo 3 números.',
      'Dígito da agência: O dígito deve ter 1 caractere.',
      'Conta: A conta deve ter no mínimo 3 números.',
      'E-mail: formato de email inválido',
      'Celular: Formato de telefone inválido',
      'E-mail alternativo: formato de email inválido',
    ]);
    expect((await list('71428793860')).data!.totalElements).toBe(0);
  });

  it.each<[string, Partial<NewSubSeller>, string]>([
    ['a negative value', { paymentValue: -1 }, 'Valor: Informe um valor maior que zero.'],
    ['three decimals', { paymentValue: 1.234 }, 'Valor: Valor inválido: use números e até 2 casas decimais.'],
    [
      'a fixed value too large',
      { paymentType: 'FIXED', paymentValue: 1e6 },
      'Valor: O valor deve ser no máximo R$ 999.999,99.',
    ],
  ])('refuses %s for the default split', async (_case, overrides, expected) => {
    const response = await refusal(post(person({ document: '71428793860', ...overrides })));
    expect(response.status).toBe(400);
    expect(descriptions(response)).toEqual([expected]);
  });

  it('refuses unknown fields, wrong types and users without the roles', async () => {
    // A field the contract does not have and text for a number: bodies only a raw call can send.
    const unknown = await raw('POST', '/sellers/subseller', { ...person(), isActive: false });
    expect(unknown.status).toBe(400);
    expect(descriptions(errorBody(unknown))).toEqual(['O campo isActive não é permitido.']);
    const wrongType = await raw('POST', '/sellers/subseller', { ...person(), paymentValue: '10' });
    expect(wrongType.status).toBe(400);
    expect(await statusOf(post(person({ document: '71428793860' }), MANAGER))).toBe(403);
  });

  it('replays an idempotent creation instead of creating twice', async () => {
    const key = 'sub-vendedor-0001';
    const body = person({ document: freshCpf(), name: 'Replay da Silva' });
    const first = await post(body, ADMIN, key);
    const second = await post(body, ADMIN, key);
    expect(first.response.status).toBe(201);
    expect(second.response.status).toBe(201);
    expect(second.data).toEqual(first.data);
    expect(second.response.headers.get('idempotent-replayed')).toBe('true');
    expect((await list('replay')).data!.totalElements).toBe(1);
    const other = await refusal(post({ ...body, name: 'Outro Nome' }, ADMIN, key));
    expect(other.status).toBe(409);
    expect(other.errors[0]!.code).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe('registration of the bank account', () => {
  it('goes from INACTIVE to PENDING and, 5 minutes later by the sandbox clock, to ACTIVE', async () => {
    const { id } = await create(person({ document: freshCpf() }));
    const key = `registro-split-${id}`;
    const sent = await register(id, key);
    expect(sent.response.status).toBe(202);
    expect(sent.data!.splitStatus).toBe('PENDING');
    const replay = await register(id, key);
    expect(replay.response.status).toBe(202);
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    const twice = await refusal(register(id));
    expect(twice.status).toBe(409);
    expect(twice.errors[0]).toEqual({
      code: 'SPLIT_PENDING',
      description: 'O cadastro do sub-vendedor já está em processamento.',
    });

    await advanceClock(299);
    expect((await read(id)).data!.splitStatus).toBe('PENDING');
    await advanceClock(1);
    expect((await read(id)).data!.splitStatus).toBe('ACTIVE');
    const done = await refusal(register(id));
    expect(done.status).toBe(409);
    expect(done.errors[0]!.code).toBe('SPLIT_ACTIVE');
  });

  it('fails for the always-failing account, and new bank data can be sent again', async () => {
    const body = person({ document: freshCpf() });
    const failing = {
      ...body.account,
      account: { ...body.account.account, number: ALWAYS_FAILING_ACCOUNT_NUMBER },
    };
    const { id } = await create({ ...body, account: failing });
    await register(id);
    await advanceClock(300);
    // The list settles what is due, as a read of the sub-seller does.
    const listed = (await list(body.document)).data!.content[0];
    expect(listed!.splitStatus).toBe('FAILED');

    const same = await setAccounts(id, failing);
    expect(same.data!.splitStatus).toBe('FAILED');
    const fixed = await setAccounts(id, body.account);
    expect(fixed.response.status).toBe(200);
    expect(fixed.data!.splitStatus).toBe('INACTIVE');
    expect((await register(id)).data!.splitStatus).toBe('PENDING');
    await advanceClock(300);
    expect((await read(id)).data!.splitStatus).toBe('ACTIVE');
  });
});

describe('edit', () => {
  it('runs the four updates: general data with the default split, address, accounts, contacts', async () => {
    const { id } = await create(company({ document: '52.019.483/0001-70' }), OTHER_ADMIN);
    const other = await api(OTHER_ADMIN);

    const general = await other.PATCH('/sellers/subseller/{id}', {
      ...path(id),
      body: {
        name: 'Oficina Sul Centro',
        paymentType: 'PERCENTAGE',
        paymentValue: 3.25,
        description: 'Nova descrição.',
        openingDate: '2010-05-20',
        owner: { ownerName: 'Otto Sul Filho', ownerDocument: null, birthdate: '1990-02-01' },
      },
    });
    expect(general.response.status).toBe(200);
    expect(general.data).toMatchObject({
      name: 'Oficina Sul Centro',
      document: '52019483000170',
      paymentType: 'PERCENTAGE',
      paymentValue: 3.25,
      owner: { ownerName: 'Otto Sul Filho', ownerDocument: null },
      contact: { name: 'Otto Sul Filho' },
    });
    const address = await other.PATCH('/sellers/subseller/{id}/address', {
      ...path(id),
      body: { ...company().address, zipCode: '20040-020', complement: 'Fundos' },
    });
    expect(address.data!.address).toMatchObject({ zipCode: '20040-020', complement: 'Fundos' });
    const contacts = await other.PATCH('/sellers/subseller/{id}/contacts', {
      ...path(id),
      body: {
        email: 'novo@oficinasul.com.br',
        phone: '51991112233',
        alternativeEmail: 'financeiro@oficinasul.com.br',
      },
    });
    expect(contacts.data!.contact).toMatchObject({
      email: 'novo@oficinasul.com.br',
      phone: '51991112233',
      alternativeEmail: 'financeiro@oficinasul.com.br',
    });

    // The whole creation body where the general data goes: fields the contract does not have there.
    const bad = await raw(
      'PATCH',
      `/sellers/subseller/${id}`,
      { ...company(), document: undefined },
      OTHER_ADMIN,
    );
    expect(bad.status).toBe(400);
    const badAddress = await refusal(
      other.PATCH('/sellers/subseller/{id}/address', {
        ...path(id),
        body: { ...company().address, city: '' },
      }),
    );
    expect(descriptions(badAddress)).toEqual(['Cidade: Preenchimento obrigatório!']);
    const badAccount = await refusal(
      setAccounts(id, { ...company().account, pixKeyType: 'EMAIL' }, OTHER_ADMIN),
    );
    expect(descriptions(badAccount)).toEqual(['Chave Pix: Formato de email inválido']);
    const badContact = await refusal(
      other.PATCH('/sellers/subseller/{id}/contacts', {
        ...path(id),
        body: { email: '', phone: '51991112233' },
      }),
    );
    expect(descriptions(badContact)).toEqual(['E-mail: Preenchimento obrigatório!']);
  });

  it('deactivates and activates', async () => {
    const { id } = await create(person({ document: freshCpf() }));
    const off = await setActive(id, false);
    expect(off.data).toMatchObject({ isActive: false, splitStatus: 'INACTIVE' });
    const on = await setActive(id, true);
    expect(on.data!.isActive).toBe(true);
    // Without the flag: a query the contract refuses.
    expect((await raw('PATCH', `/sellers/subseller/${id}/active`)).status).toBe(400);
  });

  it('hides another seller’s sub-seller behind 404 and refuses users without the roles', async () => {
    const { id } = await create(person({ document: freshCpf() }));
    const calls = [
      ['GET', (email: string) => read(id, email)],
      [
        'PATCH',
        async (email: string) =>
          (await api(email)).PATCH('/sellers/subseller/{id}', { ...path(id), body: general() }),
      ],
      [
        'PATCH /address',
        async (email: string) =>
          (await api(email)).PATCH('/sellers/subseller/{id}/address', {
            ...path(id),
            body: person().address,
          }),
      ],
      ['PATCH /accounts', (email: string) => setAccounts(id, person().account, email)],
      [
        'PATCH /contacts',
        async (email: string) =>
          (await api(email)).PATCH('/sellers/subseller/{id}/contacts', {
            ...path(id),
            body: person().contact,
          }),
      ],
      ['PATCH /active?active=false', (email: string) => setActive(id, false, email)],
      ['POST /split', (email: string) => register(id, undefined, email)],
    ] as const;
    for (const [name, call] of calls) {
      expect(await statusOf(call(OTHER_ADMIN)), name).toBe(404);
      expect(await statusOf(call(MANAGER)), name).toBe(403);
    }
    expect(await statusOf(read(999999))).toBe(404);
    const unchanged = await read(id);
    expect(unchanged.data).toMatchObject({ isActive: true, splitStatus: 'INACTIVE' });
  });
});
