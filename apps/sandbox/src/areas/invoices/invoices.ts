import { randomUUID } from 'node:crypto';
import type { payment } from '@balcao/client';
import {
  canCancelInvoice,
  canEmailInvoice,
  chargeAcceptsInvoice,
  INVOICE_AUTHORIZATION_SECONDS,
} from '@balcao/domain/charges';
import { normalizeDocument } from '@balcao/domain/documents';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, conflict, notFound } from '../../errors';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import { loadCharge } from '../charges/detail';
import { recordChargeEvent } from '../charges/ledger';
import { isoOf } from '../charges/model';
import type { Caller } from '../shared/caller';
import { sendEmail } from '../shared/outbox';
import { invoiceLinks } from './documents';

const NOT_CONFIGURED = 'A emissão de notas fiscais não está configurada para este seller.';
const INACTIVE = 'A emissão de notas fiscais está desativada para este seller.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Schemas = payment.components['schemas'];

interface InvoiceRow {
  id: string;
  charge_id: string;
  invoice_number: number | null;
  status: Schemas['InvoiceStatus'];
  created_at: Date | string;
}

const COLUMNS = 'i.id, i.charge_id, i.invoice_number, i.status, i.created_at';

/** An invoice as the API shows it; the files exist only once the city hall gave it a number. */
export function invoiceOf(row: InvoiceRow, gatewayUrl: string): Schemas['Invoice'] {
  const links = row.invoice_number === null ? null : invoiceLinks(gatewayUrl, row.id);
  return {
    uuidInvoice: row.id,
    invoiceNumber: row.invoice_number,
    createdAt: isoOf(row.created_at),
    status: row.status,
    invoiceDownloadLink: { pdfImageLink: links?.pdf ?? null, xmlImageLink: links?.xml ?? null },
  };
}

/**
 * The simulated city hall: invoices of the charge sent more than INVOICE_AUTHORIZATION_SECONDS ago are
 * authorized now, each with the seller's next number (the config row is locked while numbers are taken).
 * Run by the scheduler's 'invoice-authorization' sweep, and before a write that depends on the answer.
 */
export async function authorizeDue(db: Db, clock: Clock, sellerId: number, chargeId: string): Promise<void> {
  const now = clock.now();
  const due = new Date(now.getTime() - INVOICE_AUTHORIZATION_SECONDS * 1000).toISOString();
  const pending = await db.query<{ id: string; invoice_number: number | null }>(
    `SELECT id, invoice_number FROM charge_invoices
      WHERE charge_id = $1 AND status = 'SEND_INVOICE_SYSTEM' AND created_at <= $2 ORDER BY created_at, id FOR UPDATE`,
    [chargeId, due],
  );
  for (const invoice of pending) {
    let number = invoice.invoice_number;
    if (number === null) {
      const [config] = await db.query<{ taken: number }>(
        `UPDATE seller_invoice_configs SET next_number = next_number + 1
          WHERE seller_id = $1 RETURNING next_number - 1 AS taken`,
        [sellerId],
      );
      number = config?.taken ?? null;
    }
    await db.query(
      `UPDATE charge_invoices SET status = 'AUTHORIZED', invoice_number = $2, authorized_at = $3 WHERE id = $1`,
      [invoice.id, number, now.toISOString()],
    );
    await recordChargeEvent(db, chargeId, `Nota fiscal ${number} autorizada`, now, null);
  }
}

async function chargeInvoices(db: Db, chargeId: string): Promise<InvoiceRow[]> {
  return db.query<InvoiceRow>(
    `SELECT ${COLUMNS} FROM charge_invoices i WHERE i.charge_id = $1 ORDER BY i.created_at, i.id`,
    [chargeId],
  );
}

/** GET /invoices/charge/{id}: the charge's invoices, oldest first, as the city hall last answered. */
export async function listChargeInvoices(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  gatewayUrl: string,
) {
  const charge = await loadCharge(db, clock, caller, id);
  return { data: (await chargeInvoices(db, charge.id)).map((row) => invoiceOf(row, gatewayUrl)) };
}

async function configOf(db: Db, sellerId: number, lock = false) {
  const [row] = await db.query<{ active: boolean }>(
    `SELECT active FROM seller_invoice_configs WHERE seller_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [sellerId],
  );
  return row ?? null;
}

/** POST /charges/{id}/invoices: emit ahead of the payment, or again after a cancellation or rejection. */
export async function emitChargeInvoice(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  gatewayUrl: string,
) {
  const charge = await loadCharge(db, clock, caller, id, { lock: true });
  const config = await configOf(db, charge.seller_id);
  if (!config) throw conflict(NOT_CONFIGURED, 'INVOICE_CONFIG');
  if (!config.active) throw conflict(INACTIVE, 'INVOICE_CONFIG');
  if (!chargeAcceptsInvoice(charge.status))
    throw conflict(
      'Cobranças canceladas, abandonadas, estornadas ou em chargeback não recebem nota fiscal.',
      'CHARGE_STATUS',
    );
  await authorizeDue(db, clock, charge.seller_id, charge.id);
  const invoices = await chargeInvoices(db, charge.id);
  if (invoices.some((i) => i.status === 'AUTHORIZED' || i.status === 'SEND_INVOICE_SYSTEM'))
    throw conflict('Esta cobrança já tem uma nota fiscal autorizada ou em processamento.', 'INVOICE_EXISTS');
  const now = clock.now();
  const [row] = await db.query<InvoiceRow>(
    `INSERT INTO charge_invoices AS i (id, charge_id, invoice_number, status, created_at, emitted_by)
     VALUES ($1, $2, NULL, 'SEND_INVOICE_SYSTEM', $3, $4) RETURNING ${COLUMNS}`,
    [randomUUID(), charge.id, now.toISOString(), caller.email],
  );
  await wakeJob(
    db,
    JOB_KINDS.invoiceAuthorization,
    new Date(now.getTime() + INVOICE_AUTHORIZATION_SECONDS * 1000),
  );
  await recordChargeEvent(
    db,
    charge.id,
    invoices.length ? 'Nota fiscal emitida novamente' : 'Emissão de nota fiscal adiantada',
    now,
    caller.email,
  );
  return invoiceOf(row!, gatewayUrl);
}

/** The caller's invoice with its charge, or 404 (another seller's invoice is as unknown as a missing one). */
async function loadInvoice(db: Db, caller: Caller, invoiceId: string) {
  if (!UUID.test(invoiceId)) throw notFound('Nota fiscal não encontrada.');
  const [row] = await db.query<InvoiceRow & { customer_email: string; customer_name: string }>(
    `SELECT ${COLUMNS}, c.customer_email, c.customer_name FROM charge_invoices i
       JOIN charges c ON c.id = i.charge_id WHERE i.id = $1 AND c.seller_id = $2 FOR UPDATE OF i`,
    [invoiceId, caller.sellerId],
  );
  if (!row) throw notFound('Nota fiscal não encontrada.');
  return row;
}

/** POST /charges/{id}/invoice-email: the authorized invoice's links, to the charge's customer. */
export async function sendInvoiceEmail(
  db: Db,
  clock: Clock,
  caller: Caller,
  chargeId: string,
  invoiceId: string,
  gatewayUrl: string,
) {
  const charge = await loadCharge(db, clock, caller, chargeId);
  await authorizeDue(db, clock, charge.seller_id, charge.id);
  const invoice = await loadInvoice(db, caller, invoiceId);
  if (invoice.charge_id !== charge.id) throw notFound('Nota fiscal não encontrada.');
  if (!canEmailInvoice(invoice.status))
    throw conflict('Só uma nota fiscal autorizada pode ser enviada por e-mail.', 'INVOICE_STATUS');
  const [seller] = await db.query<{ name: string }>(
    'SELECT coalesce(fantasy_name, company_name) AS name FROM sellers WHERE id = $1',
    [caller.sellerId],
  );
  const links = invoiceLinks(gatewayUrl, invoice.id);
  await sendEmail(db, clock, {
    to: charge.customer_email,
    subject: `Nota fiscal nº ${invoice.invoice_number} — ${seller?.name ?? 'Balcão'}`,
    body: [
      `Olá, ${charge.customer_name}.`,
      '',
      `${seller?.name ?? 'O vendedor'} enviou a nota fiscal nº ${invoice.invoice_number} referente a "${charge.title}".`,
      '',
      `PDF: ${links.pdf}`,
      `XML: ${links.xml}`,
    ].join('\n'),
  });
  await recordChargeEvent(
    db,
    charge.id,
    `Nota fiscal ${invoice.invoice_number} enviada por e-mail`,
    clock.now(),
    caller.email,
  );
  return { sentTo: charge.customer_email };
}

/** DELETE /sellers/invoices/{id}/company/{cnpj}: cancels an authorized invoice of the seller's company. */
export async function cancelInvoice(
  db: Db,
  clock: Clock,
  caller: Caller,
  invoiceId: string,
  cnpj: string,
  gatewayUrl: string,
) {
  const [seller] = await db.query<{ document: string }>('SELECT document FROM sellers WHERE id = $1', [
    caller.sellerId,
  ]);
  if (normalizeDocument(cnpj) !== seller?.document)
    throw badRequest('O CNPJ informado não é o da empresa do seller.', 'INVOICE_COMPANY');
  const found = await loadInvoice(db, caller, invoiceId);
  await authorizeDue(db, clock, caller.sellerId, found.charge_id);
  const invoice = await loadInvoice(db, caller, invoiceId);
  if (!canCancelInvoice(invoice.status))
    throw conflict('Só uma nota fiscal autorizada pode ser cancelada.', 'INVOICE_STATUS');
  const now = clock.now();
  const [row] = await db.query<InvoiceRow>(
    `UPDATE charge_invoices AS i SET status = 'CANCELED', canceled_at = $2 WHERE i.id = $1 RETURNING ${COLUMNS}`,
    [invoice.id, now.toISOString()],
  );
  await recordChargeEvent(
    db,
    invoice.charge_id,
    `Nota fiscal ${invoice.invoice_number} cancelada`,
    now,
    caller.email,
  );
  return invoiceOf(row!, gatewayUrl);
}

const configBody = (row: { active: boolean } | null): Schemas['InvoiceConfigResponse'] => ({
  data: { active: row?.active ?? false, configured: row !== null },
});

/** GET /sellers/invoice-config: read by the charge's invoice section, so the same roles. */
export async function getInvoiceConfig(db: Db, _clock: Clock, caller: Caller) {
  return configBody(await configOf(db, caller.sellerId));
}

/** PATCH /sellers/invoice-config: the /nota-fiscal settings page's switch (SELLER_CONFIG_NF). */
export async function updateInvoiceConfig(db: Db, clock: Clock, caller: Caller, active: boolean) {
  const config = await configOf(db, caller.sellerId, true);
  if (!config) throw conflict(NOT_CONFIGURED, 'INVOICE_CONFIG');
  const [row] = await db.query<{ active: boolean }>(
    'UPDATE seller_invoice_configs SET active = $2, updated_at = $3 WHERE seller_id = $1 RETURNING active',
    [caller.sellerId, active, clock.now().toISOString()],
  );
  return configBody(row ?? null);
}
