import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, PermissionDeniedError } from '../src';
import { failureOf, MANAGER, OTHER_ADMIN, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

describe('paymentSettings', () => {
  it('reads and changes the default methods, keeping one on', async () => {
    const balcao = sandbox.balcao();
    expect(await balcao.paymentSettings.methods.retrieve()).toEqual({
      defaultEnableCreditCard: true,
      defaultEnableBankSlip: true,
      defaultEnablePixPayment: true,
    });
    const changed = await balcao.paymentSettings.methods.update({ defaultEnablePixPayment: false });
    expect(changed.defaultEnablePixPayment).toBe(false);
    const none = await failureOf(
      balcao.paymentSettings.methods.update({ defaultEnableCreditCard: false, defaultEnableBankSlip: false }),
    );
    expect(none).toBeInstanceOf(BadRequestError);
    expect((none as BadRequestError).errors[0]?.description).toBe(
      'Selecione ao menos um método de pagamento.',
    );
  });

  it('sets the late fine and interest, refusing a third decimal', async () => {
    const balcao = sandbox.balcao();
    const saved = await balcao.paymentSettings.lateTax.update({
      fine: { enable: true, percentage: 2 },
      interest: { enable: true, percentage: 1 },
    });
    expect(saved).toEqual({
      fine: { enable: true, percentage: 2 },
      interest: { enable: true, percentage: 1 },
    });
    expect(await balcao.paymentSettings.lateTax.retrieve()).toEqual(saved);
    const precise = await failureOf(
      balcao.paymentSettings.lateTax.update({ fine: { enable: true, percentage: 1.999 } }),
    );
    expect(precise).toBeInstanceOf(BadRequestError);
    // Another merchant's settings are its own.
    expect((await sandbox.balcao(OTHER_ADMIN).paymentSettings.lateTax.retrieve()).fine.enable).toBe(false);
  });

  it('is refused to a manager', async () => {
    const refused = await failureOf(sandbox.balcao(MANAGER).paymentSettings.lateTax.retrieve());
    expect(refused).toBeInstanceOf(PermissionDeniedError);
  });
});
