import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHECKOUT } from '../../../seed/checkouts';
import { ADMIN, createTestSandbox, OTHER_ADMIN, type TestSandbox } from '../../test-support';

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

const SALE = 'vendas@demo.balcao.dev';

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, email = ADMIN) =>
  s.call({
    method,
    url: `/payment${url}`,
    headers: await s.bearer(email),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('checkouts', () => {
  it('reads the seeded checkout with its public address', async () => {
    const { status, body } = await call('GET', '/checkouts/default');
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: DEMO_CHECKOUT.title, subDomain: DEMO_CHECKOUT.subDomain });
    expect(body.url).toMatch(/\/checkout\/loja-exemplo$/);
  });

  it('says whether a subdomain is taken and whether the caller may use it', async () => {
    expect((await call('GET', '/subdomains/loja-exemplo/exists')).body).toEqual({
      subDomain: 'loja-exemplo',
      exists: true,
      isValid: true,
    });
    expect((await call('GET', '/subdomains/loja-exemplo/exists', undefined, OTHER_ADMIN)).body).toMatchObject(
      {
        exists: true,
        isValid: false,
      },
    );
    expect((await call('GET', '/subdomains/livre-123/exists', undefined, OTHER_ADMIN)).body).toMatchObject({
      exists: false,
      isValid: true,
    });
    expect((await call('GET', '/subdomains/-x/exists')).body.isValid).toBe(false);
  });

  it('creates one checkout per seller, refusing another’s URL with the documents’ message', async () => {
    expect((await call('GET', '/checkouts/default', undefined, OTHER_ADMIN)).status).toBe(404);
    const taken = await call(
      'POST',
      '/checkouts',
      { title: 'Outra', subDomain: 'loja-exemplo' },
      OTHER_ADMIN,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].description).toBe('URL já em uso por outro checkout!');
    const missing = await call('POST', '/checkouts', { title: '', subDomain: '' }, OTHER_ADMIN);
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { description: string }) => e.description)).toEqual([
      'Título: Título é um campo obrigatório!',
      'Url: Url é um campo obrigatório!',
    ]);
    const hostile = await call(
      'POST',
      '/checkouts',
      { title: '<script>', subDomain: 'a b/../c' },
      OTHER_ADMIN,
    );
    expect(hostile.status).toBe(400);
    const created = await call(
      'POST',
      '/checkouts',
      { title: 'Outra Loja', subDomain: 'Outra-Loja' },
      OTHER_ADMIN,
    );
    expect(created.status).toBe(201);
    expect(created.body.subDomain).toBe('outra-loja');
    const second = await call(
      'POST',
      '/checkouts',
      { title: 'Mais uma', subDomain: 'mais-uma' },
      OTHER_ADMIN,
    );
    expect(second.status).toBe(409);
    const [seller] = await s.db.query<{ checkout_subdomain: string }>(
      `SELECT se.checkout_subdomain FROM sellers se JOIN users u ON u.seller_id = se.id AND u.email = $1`,
      [OTHER_ADMIN],
    );
    expect(seller!.checkout_subdomain).toBe('outra-loja');
  });

  it('edits the seller’s own checkout only, and keeps the roles', async () => {
    const { body: mine } = await call('GET', '/checkouts/default');
    const edited = await call('PUT', `/checkouts/${mine.id}`, {
      title: 'Loja Exemplo',
      description: 'Nova descrição',
      subDomain: 'loja-exemplo',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.description).toBe('Nova descrição');
    const { body: theirs } = await call('GET', '/checkouts/default', undefined, OTHER_ADMIN);
    expect((await call('PUT', `/checkouts/${theirs.id}`, { title: 'x', subDomain: 'xx' })).status).toBe(404);
    const stolen = await call('PUT', `/checkouts/${mine.id}`, { title: 'x', subDomain: 'outra-loja' });
    expect(stolen.status).toBe(409);
    expect((await call('GET', '/checkouts/default', undefined, SALE)).status).toBe(200);
    expect((await call('PUT', `/checkouts/${mine.id}`, { title: 'x', subDomain: 'xx' }, SALE)).status).toBe(
      403,
    );
  });

  it('keeps the notes, checked like the other free texts', async () => {
    const { body: mine } = await call('GET', '/checkouts/default');
    const base = { title: mine.title, subDomain: mine.subDomain };
    const hostile = await call('PUT', `/checkouts/${mine.id}`, { ...base, notes: '<img src=x>' });
    expect(hostile.status).toBe(400);
    expect(hostile.body.errors[0].description).toBe('Observações: Não use os caracteres < e >.');
    const noted = await call('PUT', `/checkouts/${mine.id}`, {
      ...base,
      notes: '  Trocar o banner em dezembro.  ',
    });
    expect(noted.status).toBe(200);
    expect((await call('GET', '/checkouts/default')).body.notes).toBe('Trocar o banner em dezembro.');
  });
});
