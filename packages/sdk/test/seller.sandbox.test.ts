import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionDeniedError } from '../src';
import { ADMIN, FINANCE, failureOf, OTHER_ADMIN, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

describe('seller.antiFraud', () => {
  it('reads the anti-fraud flag of the session’s own seller', async () => {
    expect(await sandbox.balcao(ADMIN).seller.antiFraud()).toEqual({ isFraud: false });
    await sandbox.db.query("UPDATE sellers SET fraud_flagged = true WHERE document = '45321678000104'");
    expect(await sandbox.balcao(OTHER_ADMIN).seller.antiFraud()).toEqual({ isFraud: true });
    expect(await sandbox.balcao(ADMIN).seller.antiFraud()).toEqual({ isFraud: false });
  });

  it('is refused to who is not SELLER_ADMIN', async () => {
    const refused = await failureOf(sandbox.balcao(FINANCE).seller.antiFraud());
    expect(refused).toBeInstanceOf(PermissionDeniedError);
  });
});
