import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type Charge,
  createTestSandbox,
  errorBody,
  jsonBody,
  type RawAnswer,
  type TestSandbox,
} from '../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const json = { 'content-type': 'application/json' };

async function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown, headers = {}) {
  return s.call({
    method,
    url,
    headers: { ...(await s.bearer(ADMIN)), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** One error, in the product's shape, with this status and (when given) this description. */
function expectRefused(response: RawAnswer, status: number, description?: string) {
  expect(response.status).toBe(status);
  const { errors, message } = errorBody(response);
  expect(errors).toEqual([{ code: expect.any(String), description: expect.any(String) }]);
  expect(message).toBe(errors[0]?.description);
  if (description) expect(message).toBe(description);
}

const count = async (table: string) =>
  (await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

describe('a NUL character in any text answers 400 naming the field, and writes nothing', () => {
  it('in the sign-in e-mail', async () => {
    const response = await s.call({
      method: 'POST',
      url: '/core/public/auth/sign-in',
      payload: { credentials: { email: 'admin\u0000@demo.balcao.dev', password: 'x' } },
    });
    expectRefused(response, 400, 'O campo credentials.email contém caracteres inválidos.');
  });

  it('in a query filter and in a path parameter', async () => {
    expectRefused(
      await call('GET', '/payment/seller-clients?name=%00'),
      400,
      'O parâmetro name contém caracteres inválidos.',
    );
    expectRefused(
      await s.call({
        method: 'PATCH',
        url: '/core/public/password-tokens/abc%00def',
        payload: { newPassword: 'Senha-nova-1' },
      }),
      400,
      'O parâmetro token contém caracteres inválidos.',
    );
    expectRefused(
      await call('GET', '/payment/plans/1%00'),
      400,
      'O parâmetro id contém caracteres inválidos.',
    );
    expectRefused(
      await s.call({ method: 'GET', url: '/core/public/password-tokens/abc%00def' }),
      400,
      'O endereço contém caracteres inválidos.',
    );
  });

  it('in a new customer', async () => {
    const before = await count('customers');
    const response = await call('POST', '/payment/seller-clients', {
      name: 'Oficina\u0000 Sul',
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
    });
    expectRefused(response, 400, 'O campo name contém caracteres inválidos.');
    expect(await count('customers')).toBe(before);
  });

  it('in a new sub-seller, however deep the field', async () => {
    const before = await count('sub_sellers');
    const response = await call('POST', '/payment/sellers/subseller', {
      document: '248.438.034-80',
      name: 'Joana Prado',
      paymentType: 'PERCENTAGE',
      paymentValue: 12.5,
      description: null,
      openingDate: null,
      owner: { ownerName: null, ownerDocument: null, birthdate: '1992-06-15' },
      address: {
        zipCode: '01310100',
        street: 'Avenida\u0000 Paulista',
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
    });
    expectRefused(response, 400, 'O campo address.street contém caracteres inválidos.');
    expect(await count('sub_sellers')).toBe(before);
  });
});

describe('invisible and ill-formed characters are refused like NUL, and ordinary text is not', () => {
  const createKey = (title: string) => call('POST', '/payment/seller-api-tokens', { title });

  it.each([
    ['a bidirectional override', '\u202Egnp.exe'],
    ['an isolate', 'Chave \u2066x\u2069'],
    ['a control character', 'Chave\u0007'],
    ['a C1 control', 'Chave\u0085'],
    ['a lone surrogate', 'Chave \uD800'],
  ])('%s in a title', async (_kind, title) => {
    const before = await count('api_keys');
    expectRefused(await createKey(title), 400, 'O campo title contém caracteres inválidos.');
    expect(await count('api_keys')).toBe(before);
  });

  it('keeps accents, emoji, tabs and line breaks, and text that only looks like code', async () => {
    for (const title of ['Integração São João 🚀', "D'Ávila ../x {{7*7}}"]) {
      const response = await createKey(title);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ title });
    }
  });
});

describe('numbers beyond what the contract allows answer 400, Infinity included', () => {
  it.each([
    ['/payment/charges?page=Infinity', 'O parâmetro page deve ser um número inteiro.'],
    ['/payment/charges?size=Infinity', 'O parâmetro size deve ser um número inteiro.'],
    ['/payment/charges?valueMin=1e400', 'O parâmetro valueMin deve ser um número.'],
    ['/payment/charges?valueMax=-Infinity', 'O parâmetro valueMax deve ser um número.'],
    ['/payment/charges?valueMin=100000000', 'O parâmetro valueMin deve ser no máximo 99999999.99.'],
    ['/payment/charges?page=100001', 'O parâmetro page deve ser no máximo 100000.'],
    [
      '/payment/charges/c0000000-0000-4000-8000-000100000001/refunds/eligibility?refundAmount=Infinity',
      'O parâmetro refundAmount deve ser um número.',
    ],
  ])('GET %s', async (url, description) => {
    expectRefused(await call('GET', url), 400, description);
  });

  it('an id past the integer range', async () => {
    expectRefused(
      await call('PATCH', '/core/notification-panel/2147483648/read'),
      400,
      'O parâmetro id deve ser no máximo 2147483647.',
    );
  });

  it('1e400 in a body is not a number', async () => {
    const response = await call(
      'POST',
      '/payment/charges/c0000000-0000-4000-8000-000100000001/refunds',
      '{"amount":1e400}',
      json,
    );
    expectRefused(response, 400, 'O campo amount deve ser um número.');
  });
});

describe('JSON nested too deep answers 400 before anything walks it', () => {
  const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`;
  const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

  it.each([
    ['an operation without a body', 'PATCH', '/core/notification-panel/read-all', deepArray],
    ['an operation without a body', 'PATCH', '/core/notification-panel/read-all', deepObject],
    ['sign-in', 'POST', '/core/public/auth/sign-in', deepObject],
    ['a POST with an Idempotency-Key', 'POST', '/payment/seller-clients', `{"name":${deepArray}}`],
  ] as const)('to %s (%s %s)', async (_case, method, url, payload) => {
    const response = await call(method, url, payload, { ...json, 'idempotency-key': 'fundo-demais-1234' });
    expectRefused(response, 400, 'O corpo da requisição tem aninhamento demais.');
  });

  it('a body at a sane depth, brackets inside strings included, is still read', async () => {
    const signIn = await s.call({
      method: 'POST',
      url: '/core/public/auth/sign-in',
      headers: json,
      payload: JSON.stringify({ credentials: { email: 'x@y.z', password: '[{'.repeat(50) } }),
    });
    expectRefused(signIn, 401);
    const bodiless = await call('PATCH', '/core/notification-panel/read-all', '{"a":[[[1]]]}', json);
    expect(bodiless.status).toBe(200);
  });
});

describe('money with more than two decimals answers 400 instead of being rounded', () => {
  it('a payment link of R$ 10,005 is refused and not created', async () => {
    const before = await count('payment_links');
    const response = await call('POST', '/payment/payment-links', {
      type: 'ORDER',
      bankSlipDescription: 'Turma de dezembro',
      paymentOrder: { title: 'Curso de fotografia', description: 'Oito encontros.', value: 10.005 },
      allowedPaymentMethods: { pixMethod: { discount: null } },
    });
    expectRefused(response, 400, 'O campo paymentOrder.value deve ter no máximo duas casas decimais.');
    expect(await count('payment_links')).toBe(before);
  });

  it('a refund of R$ 1,005 is refused and not recorded', async () => {
    const [charge] = await s.db.query<{ id: string }>(
      `SELECT c.id FROM charges c JOIN users u ON u.seller_id = c.seller_id
        WHERE u.email = $1 AND c.payment_method = 'CREDIT_CARD' AND c.status = 'SCHEDULED'
          AND NOT c.physical_sale AND c.amount_cents > 1000 ORDER BY c.id LIMIT 1`,
      [ADMIN],
    );
    const paid = await s.call({
      method: 'POST',
      url: `/_sandbox/charges/${charge!.id}/card-attempt`,
      payload: { cardNumber: '4111 1111 1111 1111' },
    });
    expect(jsonBody<Charge>(paid).status).toBe('PAID');
    const before = await count('charge_refunds');
    const refund = await call('POST', `/payment/charges/${charge!.id}/refunds`, { amount: 1.005 });
    expectRefused(refund, 400, 'O campo amount deve ter no máximo duas casas decimais.');
    const pos = await call('PATCH', `/payment/charges/${charge!.id}/pos/refunds`, {
      value: 1.005,
      updated_by: ADMIN,
    });
    expectRefused(pos, 400, 'O campo value deve ter no máximo duas casas decimais.');
    expect(await count('charge_refunds')).toBe(before);
    const exact = await call('POST', `/payment/charges/${charge!.id}/refunds`, { amount: 1.5 });
    expect(exact.status).toBe(201);
  });

  it('filters with a fraction of a cent are refused too', async () => {
    expectRefused(
      await call('GET', '/payment/charges?valueMin=10.005'),
      400,
      'O parâmetro valueMin deve ter no máximo duas casas decimais.',
    );
    expect((await call('GET', '/payment/charges?valueMin=10.50&valueMax=10.5')).status).toBe(200);
  });

  it('-0 passes `minimum: 0` in Ajv but is refused as money, and nothing is saved', async () => {
    const before = await count('step_up_settings');
    // JSON.stringify(-0) writes 0: the body is sent as the text a hostile client would write.
    const response = await call(
      'PUT',
      '/core/step-up/settings',
      '{"operations":[],"refundThreshold":-0}',
      json,
    );
    expectRefused(response, 400, 'O campo refundThreshold deve ser um valor sem sinal.');
    expect(await count('step_up_settings')).toBe(before);
  });
});

describe('what the resilience suite found next answers in the product’s shape', () => {
  it('a path parameter thousands of characters long: 414 with the errors list', async () => {
    const response = await call('PATCH', `/core/notification-panel/${'x'.repeat(5000)}/read`);
    expectRefused(response, 414, 'Um parâmetro do endereço passa do tamanho permitido.');
  });

  it('a body labelled with another charset than UTF-8 is refused (415), and nothing is written', async () => {
    const before = await s.db.query('SELECT active FROM seller_invoice_configs WHERE seller_id = 1');
    const response = await call(
      'PATCH',
      '/payment/sellers/invoice-config',
      JSON.stringify({ active: false }),
      {
        'content-type': 'application/json; charset=utf-16',
      },
    );
    expectRefused(response, 415, 'Codificação não suportada; envie o JSON em UTF-8 (charset=utf-8).');
    expect(await s.db.query('SELECT active FROM seller_invoice_configs WHERE seller_id = 1')).toEqual(before);
    const utf8 = await call('GET', '/payment/sellers/invoice-config', undefined, {});
    expect(utf8.status).toBe(200);
  });
});
