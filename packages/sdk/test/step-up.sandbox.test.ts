import { DEMO_PASSWORD } from '@balcao/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, ConfirmationRequiredError, PermissionDeniedError } from '../src';
import { ADMIN, day, FINANCE, failureOf, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

describe('stepUp and activityLog', () => {
  it('asks for a confirmation where the administrator chose, passed as the `confirmation` option', async () => {
    const balcao = sandbox.balcao(ADMIN);
    expect(
      await failureOf(sandbox.balcao(FINANCE).stepUp.updateSettings({ operations: [], refundThreshold: 0 })),
    ).toBeInstanceOf(PermissionDeniedError);
    const settings = await balcao.stepUp.updateSettings({ operations: ['TREASURY'], refundThreshold: 1000 });
    expect(settings).toEqual({ operations: ['TREASURY'], refundThreshold: 1000, method: 'PASSWORD' });

    const { products } = await balcao.treasury.summary();
    const productId = products[0]!.id;
    const refused = await failureOf(balcao.treasury.invest(productId, { amount: 10 }));
    expect(refused).toBeInstanceOf(ConfirmationRequiredError);
    expect((refused as ConfirmationRequiredError).code).toBe('CONFIRMATION_REQUIRED');

    const wrong = await failureOf(balcao.stepUp.confirm({ operation: 'TREASURY', password: 'errada' }));
    expect(wrong).toBeInstanceOf(BadRequestError);
    expect((wrong as BadRequestError).code).toBe('INVALID_PASSWORD');

    const { confirmation } = await balcao.stepUp.confirm({ operation: 'TREASURY', password: DEMO_PASSWORD });
    const application = await balcao.treasury.invest(productId, { amount: 10 }, { confirmation });
    expect(application.status).toBe('PROCESSING');
    const reused = await failureOf(balcao.treasury.invest(productId, { amount: 10 }, { confirmation }));
    expect((reused as ConfirmationRequiredError).code).toBe('CONFIRMATION_INVALID');

    const entries = [];
    for await (const entry of balcao.activityLog.list({
      startDate: day(-1),
      endDate: day(1),
      action: 'treasury.apply',
    }))
      entries.push(entry);
    expect(entries.map((e) => e.result)).toEqual([
      'CONFIRMATION_INVALID',
      'SUCCESS',
      'CONFIRMATION_REQUIRED',
    ]);
    expect(entries[1]).toMatchObject({ userEmail: ADMIN, ipAddress: '127.0.0.1' });

    const csv = await balcao.activityLog.csv({
      startDate: day(-1),
      endDate: day(1),
      action: 'treasury.apply',
    });
    expect(csv.startsWith('\uFEFFData e hora;Usuário;Ação;Objeto;Endereço;Resultado\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(5);
  });
});
