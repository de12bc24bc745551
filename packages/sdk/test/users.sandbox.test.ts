import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError, NotFoundError, PermissionDeniedError } from '../src';
import { ADMIN, failureOf, OTHER_ADMIN, type RealSandbox, SALE, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

describe('users', () => {
  it('invites a user, reads, changes and deletes it', async () => {
    const balcao = sandbox.balcao();
    const created = await balcao.users.create({ email: 'Nova.Vendedora@Loja.com.br', profile: 'SALE' });
    expect(created).toMatchObject({ profile: 'SALE', bankingProfile: null, status: 'CREATED' });
    expect(await balcao.users.retrieve(created.id)).toEqual(created);

    const emails = (await balcao.users.list({ size: 3 }).toArray()).map((user) => user.email);
    expect(emails).toContain(created.email);
    expect(emails).toContain(ADMIN);
    expect(emails).toEqual([...emails].sort());

    // A pending invitation cannot be edited; an active user can.
    expect(await failureOf(balcao.users.update(created.id, { profile: 'MANAGER' }))).toBeInstanceOf(
      ConflictError,
    );
    const seller = (await balcao.users.list().toArray()).find((user) => user.email === SALE);
    const changed = await balcao.users.update(seller!.id, { profile: 'SUPERVISOR' });
    expect(changed).toMatchObject({ email: SALE, profile: 'SUPERVISOR' });

    await expect(balcao.users.delete(created.id)).resolves.toBeUndefined();
    expect(await failureOf(balcao.users.retrieve(created.id))).toBeInstanceOf(NotFoundError);
  });

  it('lists the profiles a user can be given, banking ones included for this PJ account', async () => {
    const profiles = await sandbox.balcao().users.profiles();
    expect(profiles).toContainEqual({ value: 'SALE', label: 'Vendedor', type: 'user_profile' });
    expect(profiles.some((profile) => profile.type === 'banking_profile')).toBe(true);
  });

  it('maps refusals to the SDK errors, with the gateway’s Portuguese descriptions', async () => {
    const balcao = sandbox.balcao();
    const invalid = await failureOf(balcao.users.create({ email: 'não é e-mail', profile: 'SALE' }));
    expect(invalid).toBeInstanceOf(BadRequestError);
    expect((invalid as BadRequestError).status).toBe(400);

    const taken = await failureOf(balcao.users.create({ email: SALE, profile: 'SALE' }));
    expect(taken).toBeInstanceOf(ConflictError);
    expect((taken as ConflictError).errors).toEqual([
      { code: 'EMAIL_IN_USE', description: 'Já existe um usuário com este e-mail.' },
    ]);

    // Another merchant's user is not found, as one that does not exist.
    const other = (await sandbox.balcao(OTHER_ADMIN).users.list().toArray())[0]!;
    expect(await failureOf(balcao.users.retrieve(other.id))).toBeInstanceOf(NotFoundError);

    const refused = await failureOf(sandbox.balcao(SALE).users.list().toArray());
    expect(refused).toBeInstanceOf(PermissionDeniedError);
    expect((refused as PermissionDeniedError).errors[0]?.description).toBe(
      'Você não tem permissão para esta operação.',
    );
  });
});
