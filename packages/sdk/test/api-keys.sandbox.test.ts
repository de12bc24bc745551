import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticationError, BadRequestError, Balcao, NotFoundError, PermissionDeniedError } from '../src';
import { failureOf, MANAGER, OTHER_ADMIN, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

describe('apiKeys', () => {
  it('creates a key whose secret a script then uses, and switches it off, on and away', async () => {
    const admin = sandbox.balcao();
    const created = await admin.apiKeys.create({ title: 'Script do SDK' });
    expect(created.token).toMatch(/^bk_test_/);
    const script = new Balcao({ baseUrl: sandbox.url, apiKey: created.token, maxRetries: 0 });

    const charges = await script.charges.list({ size: 5 }).pages().next();
    expect(charges.value?.totalElements).toBeGreaterThan(0);
    const listed = await admin.apiKeys.list().toArray();
    const mine = listed.find((key) => key.id === created.id);
    expect(mine).toMatchObject({ title: 'Script do SDK', active: true, prefix: created.prefix });
    expect(mine?.lastUsedAt).not.toBeNull();
    expect(mine).not.toHaveProperty('token');

    await admin.apiKeys.deactivate(created.id);
    expect(await failureOf(script.charges.list().toArray())).toBeInstanceOf(AuthenticationError);
    await admin.apiKeys.activate(created.id);
    expect((await script.plans.list().toArray()).length).toBeGreaterThan(0);

    const renamed = await admin.apiKeys.update(created.id, { title: 'Script (produção)', active: true });
    expect(renamed.title).toBe('Script (produção)');
    await admin.apiKeys.delete(created.id);
    expect(await failureOf(script.charges.list().toArray())).toBeInstanceOf(AuthenticationError);
    expect(await failureOf(admin.apiKeys.delete(created.id))).toBeInstanceOf(NotFoundError);
  });

  it('keeps a key from users, settings and its own kind', async () => {
    const { token } = await sandbox.balcao().apiKeys.create({ title: 'Curioso' });
    const script = new Balcao({ baseUrl: sandbox.url, apiKey: token, maxRetries: 0 });
    expect(await failureOf(script.users.list().toArray())).toBeInstanceOf(PermissionDeniedError);
    expect(await failureOf(script.apiKeys.create({ title: 'Outra' }))).toBeInstanceOf(PermissionDeniedError);
    expect(await failureOf(script.invoiceConfig.retrieve())).toBeInstanceOf(PermissionDeniedError);
  });

  it('says what is wrong in Portuguese, and keeps other sellers and profiles out', async () => {
    const error = await failureOf(sandbox.balcao().apiKeys.create({ title: '' }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).errors[0]?.description).toBe('Título: Preenchimento obrigatório!');
    expect(await failureOf(sandbox.balcao(MANAGER).apiKeys.list().toArray())).toBeInstanceOf(
      PermissionDeniedError,
    );
    const [seeded] = await sandbox.balcao().apiKeys.list().toArray();
    expect(await failureOf(sandbox.balcao(OTHER_ADMIN).apiKeys.deactivate(seeded!.id))).toBeInstanceOf(
      NotFoundError,
    );
  });
});
