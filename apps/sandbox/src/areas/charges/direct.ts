import { randomUUID } from 'node:crypto';
import type { payment } from '@balcao/client';
import { chargeFormErrors } from '@balcao/domain/charges';
import { seededRandom } from '@balcao/domain/common';
import { businessToday } from '@balcao/domain/dates';
import { reaisToCentsExact } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, ValidationErrors } from '../../errors';
import type { Caller } from '../shared/caller';
import { insertCharges, type NewCharge } from './create';
import { getCharge } from './detail';
import { recordChargeEvent } from './ledger';

type ChargeCreateRequest = payment.components['schemas']['ChargeCreateRequest'];

/** The form's field names, as the server's messages name them. */
const LABELS: Record<string, string> = {
  customerId: 'Cliente',
  paymentMethod: 'Forma de pagamento',
  valueCents: 'Valor',
  expirationDate: 'Vencimento',
  description: 'Descrição',
  installments: 'Parcelas',
};

export const DIRECT_CHARGE_CREATED_EVENT = 'Cobrança criada';

/**
 * POST /charges ('Nova cobrança'): a charge to one of the seller's customers without a link. It goes the
 * way every charge is issued (insertCharges: its boleto or Pix code, the seller's late fine and interest
 * for a boleto, the `created` lifecycle with its webhooks), then is sent to the customer.
 */
export async function createDirectCharge(db: Db, clock: Clock, caller: Caller, body: ChargeCreateRequest) {
  const now = clock.now();
  const form = {
    customerId: body.customerId,
    paymentMethod: body.paymentMethod,
    valueCents: reaisToCentsExact(body.value),
    expirationDate: body.expirationDate,
    description: body.description,
    installments: body.installments ?? 1,
  };
  const errors = Object.entries(chargeFormErrors(form, businessToday(now)));
  if (errors.length)
    throw new ValidationErrors(errors.map(([field, message]) => `${LABELS[field] ?? field}: ${message}`));
  const [customer] = await db.query<{
    id: string;
    name: string;
    document_number: string;
    email: string;
    phone: string;
  }>('SELECT id, name, document_number, email, phone FROM customers WHERE id = $1 AND seller_id = $2', [
    form.customerId,
    caller.sellerId,
  ]);
  if (!customer) throw badRequest('Cliente não encontrado.');
  const [seller] = await db.query<{ id: number; document: string; name: string }>(
    'SELECT id, document, coalesce(fantasy_name, company_name) AS name FROM sellers WHERE id = $1',
    [caller.sellerId],
  );
  if (!seller) throw badRequest('Cliente não encontrado.');
  const charge: NewCharge = {
    id: randomUUID(),
    customerId: customer.id,
    customerName: customer.name,
    customerDocument: customer.document_number,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    title: body.description.trim(),
    method: body.paymentMethod,
    status: 'SCHEDULED',
    amountCents: form.valueCents,
    installments: form.installments,
    expirationDate: form.expirationDate,
    paidDate: null,
    paidAt: null,
    origin: 'DIRECT',
    paymentLinkId: null,
    subscriptionId: null,
    card: null,
    physicalSale: false,
    anticipated: false,
    chargebackDeadline: null,
    canceledAt: null,
    createdAt: now.toISOString(),
  };
  await insertCharges(db, seller, [charge], seededRandom(Number.parseInt(charge.id.slice(0, 8), 16)));
  await recordChargeEvent(db, charge.id, DIRECT_CHARGE_CREATED_EVENT, now, caller.email);
  return getCharge(db, clock, caller, charge.id);
}
