import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError, PermissionDeniedError } from '../src';
import { FINANCE, failureOf, OTHER_ADMIN, type RealSandbox, SALE, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

const cents = (reais: number) => Math.round(reais * 100);

describe('anticipations', () => {
  it('simulates the net asked, or the maximum above it, without moving anything', async () => {
    const balcao = sandbox.balcao();
    const max = await balcao.anticipations.simulate();
    expect(max.capped).toBe(true);
    expect(max.netAmount).toBe(max.maxNetAmount);
    const some = await balcao.anticipations.simulate({ amount: 120.5 });
    expect(some).toMatchObject({ netAmount: 120.5, capped: false, maxNetAmount: max.maxNetAmount });
    expect(cents(some.grossAmount) - cents(some.feeAmount)).toBe(12_050);
    expect((await balcao.anticipations.simulate()).maxNetAmount).toBe(max.maxNetAmount);
  });

  it('confirms once per idempotency key and lists it as an async iterator', async () => {
    const balcao = sandbox.balcao(FINANCE);
    const idempotencyKey = `antecipacao-${crypto.randomUUID()}`;
    const first = await balcao.anticipations.create({ amount: 80 }, { idempotencyKey });
    expect(first).toMatchObject({ status: 'REQUESTED', netAmount: 80 });
    const replay = await balcao.anticipations.create({ amount: 80 }, { idempotencyKey }).withResponse();
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.data.id).toBe(first.id);
    const ids: string[] = [];
    for await (const a of balcao.anticipations.list({ size: 1 })) ids.push(a.id);
    // Newest first, one page at a time past the seed's history, the replay not listed twice.
    expect(ids[0]).toBe(first.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses above the maximum, a user without the role, and a seller without the feature', async () => {
    const balcao = sandbox.balcao();
    const { maxNetAmount } = await balcao.anticipations.simulate();
    const above = await failureOf(balcao.anticipations.create({ amount: maxNetAmount + 1 }));
    expect(above).toBeInstanceOf(BadRequestError);
    expect((above as BadRequestError).errors[0]?.code).toBe('ABOVE_MAXIMUM');
    expect(await failureOf(sandbox.balcao(SALE).anticipations.simulate())).toBeInstanceOf(
      PermissionDeniedError,
    );
    // The other merchant has no view_balance_anticipation: refused before anything of its book is read.
    expect(await failureOf(sandbox.balcao(OTHER_ADMIN).anticipations.simulate())).toBeInstanceOf(
      PermissionDeniedError,
    );
  });

  it('asks the team to switch anticipation on, only where it is off', async () => {
    await sandbox.db.query(
      `INSERT INTO seller_feature_toggles (seller_id, name)
         SELECT seller_id, 'view_balance_anticipation' FROM users WHERE email = 'outra@demo.balcao.dev'
       ON CONFLICT DO NOTHING`,
    );
    const asked = await sandbox
      .balcao(OTHER_ADMIN)
      .anticipations.requestContact({ message: 'Pode habilitar?' });
    expect(asked).toMatchObject({ recipient: 'antecipacao@balcao.dev', copyTo: 'outra@demo.balcao.dev' });
    const enabled = await failureOf(sandbox.balcao().anticipations.requestContact());
    expect(enabled).toBeInstanceOf(ConflictError);
    await sandbox.db.query(
      `DELETE FROM seller_feature_toggles WHERE name = 'view_balance_anticipation'
         AND seller_id = (SELECT seller_id FROM users WHERE email = 'outra@demo.balcao.dev')`,
    );
  });
});
