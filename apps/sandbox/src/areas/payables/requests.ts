import { randomUUID } from 'node:crypto';
import { customerSearchKey } from '@balcao/domain/customers';
import { businessToday } from '@balcao/domain/dates';
import { centsToReais, reaisToCentsExact } from '@balcao/domain/money';
import {
  BANK_SLIP_MESSAGES,
  NEW_PAYMENT_MESSAGES,
  PAYMENT_PIX_KEY_MESSAGES,
  paymentDateError,
} from '@balcao/domain/payables';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest } from '../../errors';
import { wakeJob } from '../../scheduler/jobs';
import { JOB_KINDS } from '../../scheduler/kinds';
import type { Caller } from '../shared/caller';
import { paymentOf, requirePayables } from './access';
import { expiryInstant } from './decisions';
import { readSlip, resolvePixRecipient } from './lookup';
import type { Payment, PaymentCostCenter, Schemas } from './model';

type CheckRequest = Schemas['PaymentCheckRequest'];
type CreateRequest = Schemas['PaymentCreateRequest'];

/** A field of the other payment type is a mistake of the caller, refused rather than ignored. */
function refuseForeignFields(body: object, fields: readonly string[], type: string): void {
  const foreign = fields.filter((field) => field in body);
  if (foreign.length > 0) throw badRequest(`${foreign.join(', ')} não se aplica a ${type}.`, 'VALIDATION');
}

const isFavorite = async (db: Db, sellerId: number, key: string) =>
  (await db.query('SELECT 1 FROM payable_favorites WHERE seller_id = $1 AND pix_key = $2', [sellerId, key]))
    .length > 0;

/** §7.7 'POST payments/create': the recipient of a key or the data of a slip, to confirm. Writes nothing. */
export async function checkPayment(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: CheckRequest,
): Promise<Schemas['PaymentCheck']> {
  await requirePayables(db, clock, caller);
  const now = clock.now();
  const today = businessToday(now);
  const common = { paymentDate: today, costCenter: null, description: null };
  if (body.type === 'PIX') {
    refuseForeignFields(body, ['barCode'], 'PIX');
    const recipient = await resolvePixRecipient(db, caller, body.pixKey ?? '');
    return {
      type: 'PIX',
      amount: body.pixAmount ?? null,
      recipientName: recipient.recipientName,
      recipientDocument: recipient.recipientDocument,
      bankIspb: recipient.bankIspb,
      bankName: recipient.bankName,
      pixKey: recipient.key,
      pixKeyType: recipient.pixKeyType,
      bankSlipKey: null,
      barCode: null,
      digitableLine: null,
      bankCode: null,
      dueDate: null,
      kind: null,
      ...common,
      isFavorite: await isFavorite(db, caller.sellerId, recipient.key),
    };
  }
  refuseForeignFields(body, ['pixKey', 'pixAmount', 'isFavorite'], 'BANK_SLIP');
  const slip = readSlip(body.barCode ?? '', now);
  return {
    type: 'BANK_SLIP',
    amount: slip.amountCents ? centsToReais(slip.amountCents) : null,
    recipientName: slip.recipientName,
    recipientDocument: null,
    bankIspb: null,
    bankName: slip.bankName,
    pixKey: null,
    pixKeyType: null,
    bankSlipKey: slip.barcode,
    barCode: slip.barcode,
    digitableLine: slip.line,
    bankCode: slip.bankCode,
    dueDate: slip.dueDate,
    kind: slip.kind,
    ...common,
    isFavorite: false,
  };
}

/** Optional free text: trimmed, empty is none, and no markup (it is printed on the receipt). */
function cleanText(value: string | undefined, field: string): string | null {
  const text = value?.trim() ?? '';
  if (/[<>]/.test(text)) throw badRequest(`${field} não pode conter < ou >.`, 'VALIDATION');
  return text === '' ? null : text;
}

interface Draft {
  type: 'PIX' | 'BANK_SLIP';
  amountCents: number;
  recipientName: string;
  recipientDocument: string | null;
  bankIspb: string | null;
  bankName: string | null;
  pixKey: string | null;
  pixKeyType: string | null;
  recipientSellerId: number | null;
  recipientAccountId: string | null;
  barCode: string | null;
  digitableLine: string | null;
  bankCode: string | null;
  dueDate: string | null;
  slipKind: string | null;
}

async function pixDraft(db: Db, caller: Caller, body: CreateRequest): Promise<Draft> {
  refuseForeignFields(body, ['barCode'], 'PIX');
  if (!body.pixKey?.trim()) throw badRequest(PAYMENT_PIX_KEY_MESSAGES.required, 'VALIDATION');
  if (body.amount === undefined) throw badRequest(NEW_PAYMENT_MESSAGES.amountRequired, 'VALIDATION');
  const recipient = await resolvePixRecipient(db, caller, body.pixKey);
  return {
    type: 'PIX',
    amountCents: reaisToCentsExact(body.amount),
    recipientName: recipient.recipientName,
    recipientDocument: recipient.recipientDocument,
    bankIspb: recipient.bankIspb,
    bankName: recipient.bankName,
    pixKey: recipient.key,
    pixKeyType: recipient.pixKeyType,
    recipientSellerId: recipient.sellerId,
    recipientAccountId: recipient.accountId,
    barCode: null,
    digitableLine: null,
    bankCode: null,
    dueDate: null,
    slipKind: null,
  };
}

function bankSlipDraft(body: CreateRequest, now: Date, description: string | null): Draft {
  refuseForeignFields(body, ['pixKey', 'isFavorite', 'nickname'], 'BANK_SLIP');
  if (!body.barCode?.trim()) throw badRequest(BANK_SLIP_MESSAGES.required, 'VALIDATION');
  const slip = readSlip(body.barCode, now);
  if (description === null) throw badRequest(BANK_SLIP_MESSAGES.description, 'VALIDATION');
  const typed = body.amount === undefined ? null : reaisToCentsExact(body.amount);
  if (!slip.amountCents && typed === null) throw badRequest(BANK_SLIP_MESSAGES.amount, 'VALIDATION');
  if (slip.amountCents && typed !== null && typed !== slip.amountCents)
    throw badRequest('O valor informado é diferente do valor do boleto.', 'AMOUNT_MISMATCH');
  return {
    type: 'BANK_SLIP',
    amountCents: slip.amountCents || (typed as number),
    recipientName: slip.recipientName,
    recipientDocument: null,
    bankIspb: null,
    bankName: slip.bankName,
    pixKey: null,
    pixKeyType: null,
    recipientSellerId: null,
    recipientAccountId: null,
    barCode: slip.barcode,
    digitableLine: slip.line,
    bankCode: slip.bankCode,
    dueDate: slip.dueDate,
    slipKind: slip.kind,
  };
}

/**
 * 'Finalizar pagamento': the payment REQUESTED for its date (not before today), waiting for an approver.
 * The key or the slip is looked up again here. A Pix with `isFavorite` saves (or renames) the favourite.
 */
export async function createPayment(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: CreateRequest,
): Promise<Payment> {
  await requirePayables(db, clock, caller);
  const now = clock.now();
  const dateError = paymentDateError(body.paymentDate, businessToday(now));
  if (dateError) throw badRequest(dateError, 'VALIDATION');
  const description = cleanText(body.description, 'A descrição');
  const nickname = cleanText(body.nickname, 'O apelido');
  const draft =
    body.type === 'PIX' ? await pixDraft(db, caller, body) : bankSlipDraft(body, now, description);
  const id = randomUUID();
  await db.query(
    `INSERT INTO payables (id, seller_id, type, status, amount_cents, payment_date, recipient_name, recipient_document,
       recipient_search, bank_ispb, bank_name, pix_key, pix_key_type, recipient_seller_id, recipient_account_id,
       bar_code, digitable_line, bank_code, due_date, slip_kind, description, cost_center, created_at, created_by)
     VALUES ($1, $2, $3, 'REQUESTED', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
       $21, $22, $23)`,
    [
      id,
      caller.sellerId,
      draft.type,
      draft.amountCents,
      body.paymentDate,
      draft.recipientName,
      draft.recipientDocument,
      customerSearchKey(`${draft.recipientName} ${draft.recipientDocument ?? ''}`),
      draft.bankIspb,
      draft.bankName,
      draft.pixKey,
      draft.pixKeyType,
      draft.recipientSellerId,
      draft.recipientAccountId,
      draft.barCode,
      draft.digitableLine,
      draft.bankCode,
      draft.dueDate,
      draft.slipKind,
      description,
      (body.costCenter ?? null) satisfies PaymentCostCenter | null,
      now.toISOString(),
      caller.apiKeyId ? null : caller.userId,
    ],
  );
  if (draft.type === 'PIX' && body.isFavorite)
    await db.query(
      `INSERT INTO payable_favorites (id, seller_id, pix_key, pix_key_type, recipient_name, nickname, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (seller_id, pix_key) DO UPDATE SET recipient_name = excluded.recipient_name,
         nickname = coalesce(excluded.nickname, payable_favorites.nickname)`,
      [
        randomUUID(),
        caller.sellerId,
        draft.pixKey,
        draft.pixKeyType,
        draft.recipientName,
        nickname,
        now.toISOString(),
      ],
    );
  // Unapproved by the end of its day, the request expires: the sweep must wake then.
  await wakeJob(db, JOB_KINDS.payableExecution, expiryInstant(body.paymentDate));
  return paymentOf(db, caller, id);
}
