import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUB_SELLERS } from '../../../seed/sub-sellers';
import { ADMIN, createTestSandbox, descriptions, OTHER_ADMIN, type TestSandbox } from '../../test-support';
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

type Method = 'GET' | 'POST' | 'PATCH';
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

const advanceClock = (seconds: number) =>
  s.call({ method: 'POST', url: '/_sandbox/clock', payload: { advanceSeconds: seconds } });

const person = (overrides: Record<string, unknown> = {}) => ({
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
const company = (overrides: Record<string, unknown> = {}) =>
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

async function create(body: Record<string, unknown>, email = ADMIN) {
  const response = await call('POST', '/sellers/subseller', body, email);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('list', () => {
  it('pages the seller’s sub-sellers by name, one in every split status', async () => {
    const page = await call('GET', '/sellers/subseller');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ totalElements: 4, totalPages: 1, number: 0, size: 20 });
    const names = page.body.content.map((row: { name: string }) => row.name);
    expect(names).toEqual(
      [...DEMO_SUB_SELLERS.map((seeded) => seeded.name)].sort((a, b) => a.localeCompare(b)),
    );
    const statuses = page.body.content.map((row: { splitStatus: string }) => row.splitStatus).sort();
    expect(statuses).toEqual(['ACTIVE', 'FAILED', 'INACTIVE', 'PENDING']);
    expect(Object.keys(page.body.content[0]).sort()).toEqual(
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
    const bakery = page.body.content.find((row: { name: string }) => row.name.startsWith('Padaria'));
    expect(bakery).toMatchObject({ paymentType: 'FIXED', paymentValue: 5, documentType: 'CNPJ' });
  });

  it('searches by name without accents, by CPF and by CNPJ with or without punctuation', async () => {
    const names = async (filter: string) =>
      (await call('GET', `/sellers/subseller?filter=${encodeURIComponent(filter)}`)).body.content.map(
        (row: { name: string }) => row.name,
      );
    expect(await names('PAO quente')).toEqual(['Padaria Pão Quente Ltda']);
    expect(await names('529.982.247-25')).toEqual(['Mariana Costa Ribeiro']);
    expect(await names('52.019.483/0001')).toEqual(['Livraria Farol Ltda']);
    expect(await names('60748291')).toEqual(['Padaria Pão Quente Ltda']);
    expect(await names('a%_b')).toEqual([]);
  });

  it('settles the seeded PENDING registration as ACTIVE once the clock reaches it', async () => {
    const padaria = async () =>
      (await call('GET', '/sellers/subseller?filter=padaria')).body.content.map(
        (row: { splitStatus: string }) => row.splitStatus,
      );
    await advanceClock(59);
    expect(await padaria()).toEqual(['PENDING']);
    await advanceClock(1);
    expect(await padaria()).toEqual(['ACTIVE']);
  });

  it('shows another seller none of them, and refuses users without the roles', async () => {
    expect((await call('GET', '/sellers/subseller', undefined, OTHER_ADMIN)).body.totalElements).toBe(0);
    const refused = await call('GET', '/sellers/subseller', undefined, MANAGER);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('FORBIDDEN');
    expect((await s.call({ method: 'GET', url: '/payment/sellers/subseller' })).status).toBe(401);
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
    const read = await call('GET', `/sellers/subseller/${created.id}`);
    expect(read.body).toEqual(created);
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
    const again = await call('POST', '/sellers/subseller', company());
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([
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
    const response = await call('POST', '/sellers/subseller', company(overrides));
    expect(response.status).toBe(400);
    expect(descriptions(response.body)).toEqual(expected);
  });

  it('asks a company for owner name, opening date and description, all at once', async () => {
    const response = await call(
      'POST',
      '/sellers/subseller',
      company({
        document: '28.765.432/0001-02',
        description: null,
        openingDate: null,
        owner: { birthdate: '1970-02-01' },
      }),
    );
    expect(response.status).toBe(400);
    expect(descriptions(response.body)).toEqual([
      'Nome do responsável: Preenchimento obrigatório!',
      'Data de abertura: Preenchimento obrigatório!',
      'Descrição do negócio: Preenchimento obrigatório!',
    ]);
  });

  it.each([
    ['DOCUMENT', '123.456.789-00', 'Chave Pix: Formato de documento incorreto'],
    ['ALLEATORY_KEY', 'chave-qualquer', 'Chave Pix: Chave aleatória incorreta'],
    ['EMAIL', 'joana@', 'Chave Pix: Formato de email inválido'],
    ['PHONE', '(11) 3214-5678', 'Chave Pix: Formato de telefone inválido'],
  ])('checks a %s Pix key by its type', async (pixKeyType, pixKey, expected) => {
    const body = person({ document: '71428793860' });
    const response = await call('POST', '/sellers/subseller', {
      ...body,
      account: { ...body.account, pixKeyType, pixKey },
    });
    expect(response.status).toBe(400);
    expect(descriptions(response.body)).toEqual([expected]);
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
    const response = await call('POST', '/sellers/subseller', body);
    expect(response.status).toBe(400);
    expect(descriptions(response.body)).toEqual([
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
    expect((await call('GET', '/sellers/subseller?filter=71428793860')).body.totalElements).toBe(0);
  });

  it.each([
    ['a negative value', { paymentValue: -1 }, 'Valor: Informe um valor maior que zero.'],
    ['three decimals', { paymentValue: 1.234 }, 'Valor: Valor inválido: use números e até 2 casas decimais.'],
    [
      'a fixed value too large',
      { paymentType: 'FIXED', paymentValue: 1e6 },
      'Valor: O valor deve ser no máximo R$ 999.999,99.',
    ],
  ])('refuses %s for the default split', async (_case, overrides, expected) => {
    const response = await call(
      'POST',
      '/sellers/subseller',
      person({ document: '71428793860', ...overrides }),
    );
    expect(response.status).toBe(400);
    expect(descriptions(response.body)).toEqual([expected]);
  });

  it('refuses unknown fields, wrong types and users without the roles', async () => {
    const unknown = await call('POST', '/sellers/subseller', { ...person(), isActive: false });
    expect(unknown.status).toBe(400);
    expect(descriptions(unknown.body)).toEqual(['O campo isActive não é permitido.']);
    const wrongType = await call('POST', '/sellers/subseller', { ...person(), paymentValue: '10' });
    expect(wrongType.status).toBe(400);
    const refused = await call('POST', '/sellers/subseller', person({ document: '71428793860' }), MANAGER);
    expect(refused.status).toBe(403);
  });

  it('replays an idempotent creation instead of creating twice', async () => {
    const key = { 'idempotency-key': 'sub-vendedor-0001' };
    const body = person({ document: freshCpf(), name: 'Replay da Silva' });
    const first = await call('POST', '/sellers/subseller', body, ADMIN, key);
    const second = await call('POST', '/sellers/subseller', body, ADMIN, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await call('GET', '/sellers/subseller?filter=replay')).body.totalElements).toBe(1);
    const other = await call('POST', '/sellers/subseller', { ...body, name: 'Outro Nome' }, ADMIN, key);
    expect(other.status).toBe(409);
    expect(other.body.errors[0].code).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe('registration of the bank account', () => {
  it('goes from INACTIVE to PENDING and, 5 minutes later by the sandbox clock, to ACTIVE', async () => {
    const { id } = await create(person({ document: freshCpf() }));
    const key = { 'idempotency-key': `registro-split-${id}` };
    const sent = await call('POST', `/sellers/subseller/${id}/split`, undefined, ADMIN, key);
    expect(sent.status).toBe(202);
    expect(sent.body.splitStatus).toBe('PENDING');
    const replay = await call('POST', `/sellers/subseller/${id}/split`, undefined, ADMIN, key);
    expect(replay.status).toBe(202);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const twice = await call('POST', `/sellers/subseller/${id}/split`);
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0]).toEqual({
      code: 'SPLIT_PENDING',
      description: 'O cadastro do sub-vendedor já está em processamento.',
    });

    await advanceClock(299);
    expect((await call('GET', `/sellers/subseller/${id}`)).body.splitStatus).toBe('PENDING');
    await advanceClock(1);
    const settled = await call('GET', `/sellers/subseller/${id}`);
    expect(settled.body.splitStatus).toBe('ACTIVE');
    const done = await call('POST', `/sellers/subseller/${id}/split`);
    expect(done.status).toBe(409);
    expect(done.body.errors[0].code).toBe('SPLIT_ACTIVE');
  });

  it('fails for the always-failing account, and new bank data can be sent again', async () => {
    const body = person({ document: freshCpf() });
    const failing = {
      ...body.account,
      account: { ...body.account.account, number: ALWAYS_FAILING_ACCOUNT_NUMBER },
    };
    const { id } = await create({ ...body, account: failing });
    await call('POST', `/sellers/subseller/${id}/split`);
    await advanceClock(300);
    // The list settles what is due, as a read of the sub-seller does.
    const listed = (await call('GET', `/sellers/subseller?filter=${body.document}`)).body.content[0];
    expect(listed.splitStatus).toBe('FAILED');

    const same = await call('PATCH', `/sellers/subseller/${id}/accounts`, failing);
    expect(same.body.splitStatus).toBe('FAILED');
    const fixed = await call('PATCH', `/sellers/subseller/${id}/accounts`, body.account);
    expect(fixed.status).toBe(200);
    expect(fixed.body.splitStatus).toBe('INACTIVE');
    expect((await call('POST', `/sellers/subseller/${id}/split`)).body.splitStatus).toBe('PENDING');
    await advanceClock(300);
    expect((await call('GET', `/sellers/subseller/${id}`)).body.splitStatus).toBe('ACTIVE');
  });
});

describe('edit', () => {
  it('runs the four updates: general data with the default split, address, accounts, contacts', async () => {
    const { id } = await create(company({ document: '52.019.483/0001-70' }), OTHER_ADMIN);
    const patch = (path: string, payload: unknown) =>
      call('PATCH', `/sellers/subseller/${id}${path}`, payload, OTHER_ADMIN);

    const general = await patch('', {
      name: 'Oficina Sul Centro',
      paymentType: 'PERCENTAGE',
      paymentValue: 3.25,
      description: 'Nova descrição.',
      openingDate: '2010-05-20',
      owner: { ownerName: 'Otto Sul Filho', ownerDocument: null, birthdate: '1990-02-01' },
    });
    expect(general.status).toBe(200);
    expect(general.body).toMatchObject({
      name: 'Oficina Sul Centro',
      document: '52019483000170',
      paymentType: 'PERCENTAGE',
      paymentValue: 3.25,
      owner: { ownerName: 'Otto Sul Filho', ownerDocument: null },
      contact: { name: 'Otto Sul Filho' },
    });
    const address = await patch('/address', {
      ...company().address,
      zipCode: '20040-020',
      complement: 'Fundos',
    });
    expect(address.body.address).toMatchObject({ zipCode: '20040-020', complement: 'Fundos' });
    const contacts = await patch('/contacts', {
      email: 'novo@oficinasul.com.br',
      phone: '51991112233',
      alternativeEmail: 'financeiro@oficinasul.com.br',
    });
    expect(contacts.body.contact).toMatchObject({
      email: 'novo@oficinasul.com.br',
      phone: '51991112233',
      alternativeEmail: 'financeiro@oficinasul.com.br',
    });

    const bad = await patch('', { ...company(), document: undefined });
    expect(bad.status).toBe(400);
    const badAddress = await patch('/address', { ...company().address, city: '' });
    expect(descriptions(badAddress.body)).toEqual(['Cidade: Preenchimento obrigatório!']);
    const badAccount = await patch('/accounts', { ...company().account, pixKeyType: 'EMAIL' });
    expect(descriptions(badAccount.body)).toEqual(['Chave Pix: Formato de email inválido']);
    const badContact = await patch('/contacts', { email: '', phone: '51991112233' });
    expect(descriptions(badContact.body)).toEqual(['E-mail: Preenchimento obrigatório!']);
  });

  it('deactivates and activates', async () => {
    const { id } = await create(person({ document: freshCpf() }));
    const off = await call('PATCH', `/sellers/subseller/${id}/active?active=false`);
    expect(off.body).toMatchObject({ isActive: false, splitStatus: 'INACTIVE' });
    const on = await call('PATCH', `/sellers/subseller/${id}/active?active=true`);
    expect(on.body.isActive).toBe(true);
    expect((await call('PATCH', `/sellers/subseller/${id}/active`)).status).toBe(400);
  });

  it('hides another seller’s sub-seller behind 404 and refuses users without the roles', async () => {
    const { id } = await create(person({ document: freshCpf() }));
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['PATCH', '', general()],
      ['PATCH', '/address', person().address],
      ['PATCH', '/accounts', person().account],
      ['PATCH', '/contacts', person().contact],
      ['PATCH', '/active?active=false', undefined],
      ['POST', '/split', undefined],
    ] as const) {
      const foreign = await call(method, `/sellers/subseller/${id}${path}`, payload, OTHER_ADMIN);
      expect(foreign.status, `${method} ${path}`).toBe(404);
      const refused = await call(method, `/sellers/subseller/${id}${path}`, payload, MANAGER);
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
    expect((await call('GET', '/sellers/subseller/999999')).status).toBe(404);
    const unchanged = await call('GET', `/sellers/subseller/${id}`);
    expect(unchanged.body).toMatchObject({ isActive: true, splitStatus: 'INACTIVE' });
  });
});
