import type { BalcaoClients } from '@balcao/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHECKOUT } from '../../../seed/checkouts';
import {
  ADMIN,
  createTestSandbox,
  descriptions,
  OTHER_ADMIN,
  refusal,
  type TestSandbox,
} from '../../test-support';

let s: TestSandbox;
let mine: BalcaoClients['payment'];
let theirs: BalcaoClients['payment'];
let sale: BalcaoClients['payment'];
beforeAll(async () => {
  s = await createTestSandbox();
  mine = (await s.clients(ADMIN)).payment;
  theirs = (await s.clients(OTHER_ADMIN)).payment;
  sale = (await s.clients('vendas@demo.balcao.dev')).payment;
});
afterAll(() => s?.close());

const subDomain = async (client: BalcaoClients['payment'], name: string) =>
  (await client.GET('/subdomains/{subDomain}/exists', { params: { path: { subDomain: name } } })).data;
const defaultCheckout = async (client = mine) => (await client.GET('/checkouts/default')).data!;

describe('checkouts', () => {
  it('reads the seeded checkout with its public address', async () => {
    const checkout = await defaultCheckout();
    expect(checkout).toMatchObject({ title: DEMO_CHECKOUT.title, subDomain: DEMO_CHECKOUT.subDomain });
    expect(checkout.url).toMatch(/\/checkout\/loja-exemplo$/);
  });

  it('says whether a subdomain is taken and whether the caller may use it', async () => {
    expect(await subDomain(mine, 'loja-exemplo')).toEqual({
      subDomain: 'loja-exemplo',
      exists: true,
      isValid: true,
    });
    expect(await subDomain(theirs, 'loja-exemplo')).toMatchObject({ exists: true, isValid: false });
    expect(await subDomain(theirs, 'livre-123')).toMatchObject({ exists: false, isValid: true });
    expect((await subDomain(mine, '-x'))!.isValid).toBe(false);
  });

  it('creates one checkout per seller, refusing another’s URL with the documents’ message', async () => {
    expect((await refusal(theirs.GET('/checkouts/default'))).status).toBe(404);
    const create = (body: { title: string; subDomain: string }) => theirs.POST('/checkouts', { body });
    const taken = await refusal(create({ title: 'Outra', subDomain: 'loja-exemplo' }));
    expect(taken.status).toBe(409);
    expect(taken.errors[0]!.description).toBe('URL já em uso por outro checkout!');
    const missing = await refusal(create({ title: '', subDomain: '' }));
    expect(missing.status).toBe(400);
    expect(descriptions(missing)).toEqual([
      'Título: Título é um campo obrigatório!',
      'Url: Url é um campo obrigatório!',
    ]);
    expect((await refusal(create({ title: '<script>', subDomain: 'a b/../c' }))).status).toBe(400);
    const created = await create({ title: 'Outra Loja', subDomain: 'Outra-Loja' });
    expect(created.response.status).toBe(201);
    expect(created.data!.subDomain).toBe('outra-loja');
    expect((await refusal(create({ title: 'Mais uma', subDomain: 'mais-uma' }))).status).toBe(409);
    const [seller] = await s.db.query<{ checkout_subdomain: string }>(
      `SELECT se.checkout_subdomain FROM sellers se JOIN users u ON u.seller_id = se.id AND u.email = $1`,
      [OTHER_ADMIN],
    );
    expect(seller!.checkout_subdomain).toBe('outra-loja');
  });

  it('edits the seller’s own checkout only, and keeps the roles', async () => {
    const ours = await defaultCheckout();
    const update = (
      client: BalcaoClients['payment'],
      id: number,
      body: { title: string; subDomain: string },
    ) => client.PUT('/checkouts/{id}', { params: { path: { id } }, body });
    const edited = await mine.PUT('/checkouts/{id}', {
      params: { path: { id: ours.id } },
      body: { title: 'Loja Exemplo', description: 'Nova descrição', subDomain: 'loja-exemplo' },
    });
    expect(edited.data!.description).toBe('Nova descrição');
    const other = await defaultCheckout(theirs);
    expect((await refusal(update(mine, other.id, { title: 'x', subDomain: 'xx' }))).status).toBe(404);
    expect((await refusal(update(mine, ours.id, { title: 'x', subDomain: 'outra-loja' }))).status).toBe(409);
    expect((await sale.GET('/checkouts/default')).response.status).toBe(200);
    expect((await refusal(update(sale, ours.id, { title: 'x', subDomain: 'xx' }))).status).toBe(403);
  });

  it('keeps the notes, checked like the other free texts', async () => {
    const ours = await defaultCheckout();
    const base = { title: ours.title, subDomain: ours.subDomain };
    const withNotes = (notes: string) =>
      mine.PUT('/checkouts/{id}', { params: { path: { id: ours.id } }, body: { ...base, notes } });
    const hostile = await refusal(withNotes('<img src=x>'));
    expect(hostile.status).toBe(400);
    expect(hostile.errors[0]!.description).toBe('Observações: Não use os caracteres < e >.');
    expect((await withNotes('  Trocar o banner em dezembro.  ')).response.status).toBe(200);
    expect((await defaultCheckout()).notes).toBe('Trocar o banner em dezembro.');
  });
});
