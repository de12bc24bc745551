import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, type Balcao, ConflictError, NotFoundError, PermissionDeniedError } from '../src';
import { failureOf, first, MANAGER, OTHER_ADMIN, type RealSandbox, startRealSandbox } from './sandbox';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

const used = new Set<string>();

/** A charge to receive that has no invoice yet, not handed out before. */
async function withoutInvoice(balcao: Balcao): Promise<string> {
  for await (const charge of balcao.charges.list({ status: 'SCHEDULED', size: 50 })) {
    if (used.has(charge.uuid)) continue;
    if ((await balcao.charges.invoices.list(charge.uuid)).length === 0) {
      used.add(charge.uuid);
      return charge.uuid;
    }
  }
  throw new Error('no charge without invoices in the seed');
}

describe('charges.invoices', () => {
  it('emits an invoice, sees it authorized, e-mails it and cancels it', async () => {
    const balcao = sandbox.balcao();
    const chargeId = await withoutInvoice(balcao);
    const idempotencyKey = `nf-${chargeId}`;
    const emitted = await balcao.charges.invoices.emit(chargeId, { idempotencyKey });
    expect(emitted).toMatchObject({
      status: 'SEND_INVOICE_SYSTEM',
      invoiceNumber: null,
      invoiceDownloadLink: { pdfImageLink: null, xmlImageLink: null },
    });
    // The same key answers the first invoice; without it, a second emission is refused.
    expect(await balcao.charges.invoices.emit(chargeId, { idempotencyKey })).toEqual(emitted);
    const twice = await failureOf(balcao.charges.invoices.emit(chargeId));
    expect(twice).toBeInstanceOf(ConflictError);
    expect((twice as ConflictError).errors[0]?.code).toBe('INVOICE_EXISTS');
    const early = await failureOf(balcao.charges.invoices.sendEmail(chargeId, emitted.uuidInvoice));
    expect((early as ConflictError).errors[0]?.code).toBe('INVOICE_STATUS');

    await sandbox.advanceClock(21); // the city hall authorizes 20 s later
    const [authorized] = await balcao.charges.invoices.list(chargeId);
    expect(authorized).toMatchObject({ uuidInvoice: emitted.uuidInvoice, status: 'AUTHORIZED' });
    expect(authorized!.invoiceNumber).toBeGreaterThan(0);
    expect(authorized!.invoiceDownloadLink.pdfImageLink).toMatch(/\.pdf$/);

    const charge = await balcao.charges.retrieve(chargeId);
    expect(await balcao.charges.invoices.sendEmail(chargeId, emitted.uuidInvoice)).toEqual({
      sentTo: charge.customerEmail,
    });
    const wrongCompany = await failureOf(
      balcao.charges.invoices.cancel(emitted.uuidInvoice, '45321678000104'),
    );
    expect(wrongCompany).toBeInstanceOf(BadRequestError);
    const canceled = await balcao.charges.invoices.cancel(emitted.uuidInvoice, charge.cnpjSeller);
    expect(canceled).toMatchObject({ uuidInvoice: emitted.uuidInvoice, status: 'CANCELED' });
    expect((await balcao.charges.invoices.emit(chargeId)).status).toBe('SEND_INVOICE_SYSTEM');
    expect(await balcao.charges.invoices.list(chargeId)).toHaveLength(2);
  });

  it('hides another merchant’s charge and refuses a user without the invoice roles', async () => {
    const balcao = sandbox.balcao();
    const theirs = await first(sandbox.balcao(OTHER_ADMIN).charges.list());
    expect(await failureOf(balcao.charges.invoices.list(theirs!.uuid))).toBeInstanceOf(NotFoundError);
    expect(await failureOf(balcao.charges.invoices.emit(theirs!.uuid))).toBeInstanceOf(NotFoundError);
    const mine = await withoutInvoice(balcao);
    expect(await failureOf(sandbox.balcao(MANAGER).charges.invoices.list(mine))).toBeInstanceOf(
      PermissionDeniedError,
    );
  });
});

describe('invoiceConfig', () => {
  it('reads the configuration and switches emission off and on', async () => {
    const balcao = sandbox.balcao();
    expect(await balcao.invoiceConfig.retrieve()).toEqual({ active: true, configured: true });
    expect(await balcao.invoiceConfig.update({ active: false })).toEqual({ active: false, configured: true });
    const off = await failureOf(balcao.charges.invoices.emit(await withoutInvoice(balcao)));
    // Emission switched off is the state of the seller, not a bad request: 409 (the conflict rule).
    expect(off).toBeInstanceOf(ConflictError);
    expect((off as ConflictError).errors[0]?.description).toBe(
      'A emissão de notas fiscais está desativada para este seller.',
    );
    expect((await balcao.invoiceConfig.update({ active: true })).active).toBe(true);
    // The other merchant's configuration is its own: configured and off.
    expect(await sandbox.balcao(OTHER_ADMIN).invoiceConfig.retrieve()).toEqual({
      active: false,
      configured: true,
    });
  });

  it('is changed by SELLER_CONFIG_NF only', async () => {
    const refused = await failureOf(sandbox.balcao(MANAGER).invoiceConfig.update({ active: false }));
    expect(refused).toBeInstanceOf(PermissionDeniedError);
    expect((await sandbox.balcao().invoiceConfig.retrieve()).active).toBe(true);
  });
});
