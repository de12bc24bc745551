import { customerSearchKey } from '@balcao/domain/customers';
import { businessToday } from '@balcao/domain/dates';
import {
  BANK_SLIP_MESSAGES,
  type DecodedBankSlip,
  institutionNameByIspb,
  PAYMENT_PIX_KEY_TYPES,
  readBankSlip,
  readPaymentPixKey,
} from '@balcao/domain/payables';
import type { PixKeyKind } from '@balcao/domain/pix';
import type { Db } from '../../db/db';
import { badRequest, HttpError } from '../../errors';
import { lookupPixKey, type PixRecipient } from '../pix-keys/directory';
import type { Caller } from '../shared/caller';
import type { PaymentPixKeyType } from './model';

/**
 * The sandbox bank's two lookups before a payment: who owns a Pix key (the sandbox's DICT,
 * `lookupPixKey`) and what a boleto says (its line decoded for real by `readBankSlip`). A request
 * (`createPayment`) runs them again, so names, documents and banks never come from the client.
 */

export const pixKeyNotFound = () => new HttpError(404, 'PIX_KEY_NOT_FOUND', 'Chave Pix não encontrada.');

const DIRECTORY_KIND: Record<PixRecipient['keyType'], PixKeyKind> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'EMAIL',
  phone: 'PHONE',
  evp: 'EVP',
};

export interface ResolvedPixRecipient extends PixRecipient {
  pixKeyType: PaymentPixKeyType;
  bankName: string;
}

/**
 * The recipient of the key as typed (§5's forms, with their messages): eleven digits that are both a CPF
 * and a mobile number are looked up as the CPF first, then as the phone; letters and spaces name one of the
 * seller's favourites. A key the directory lacks is a 404, as the DICT answers; the seller's own key a 400.
 */
export async function resolvePixRecipient(
  db: Db,
  caller: Caller,
  typed: string,
): Promise<ResolvedPixRecipient> {
  const reading = readPaymentPixKey(typed);
  if (!reading.ok) throw badRequest(reading.message, 'INVALID_PIX_KEY');
  let recipient: PixRecipient | null;
  if (reading.kind === 'FAVORITE_NAME') {
    const key = await favoriteKeyNamed(db, caller.sellerId, reading.key);
    recipient = await lookupPixKey(db, key);
  } else {
    recipient = await lookupPixKey(db, reading.key);
    if (!recipient && reading.alsoPhone) recipient = await lookupPixKey(db, reading.alsoPhone);
  }
  if (!recipient) throw pixKeyNotFound();
  if (recipient.sellerId === caller.sellerId)
    throw badRequest('Não é possível pagar uma chave Pix da própria conta.', 'OWN_PIX_KEY');
  return {
    ...recipient,
    pixKeyType: PAYMENT_PIX_KEY_TYPES[DIRECTORY_KIND[recipient.keyType]],
    bankName: institutionNameByIspb(recipient.bankIspb),
  };
}

/** A name typed instead of a key must single out one favourite (by nickname or recipient name). */
async function favoriteKeyNamed(db: Db, sellerId: number, name: string): Promise<string> {
  const rows = await db.query<{ pix_key: string; nickname: string | null; recipient_name: string }>(
    'SELECT pix_key, nickname, recipient_name FROM payable_favorites WHERE seller_id = $1',
    [sellerId],
  );
  const wanted = customerSearchKey(name);
  const named = rows.filter((r) =>
    [r.nickname ?? '', r.recipient_name].some((text) => customerSearchKey(text).includes(wanted)),
  );
  if (named.length === 0) throw pixKeyNotFound();
  if (named.length > 1)
    throw badRequest('Mais de um favorito com esse nome: escolha um na lista.', 'FAVORITE_AMBIGUOUS');
  return named[0]!.pix_key;
}

/** FEBRABAN's segments of utility slips (the line's second digit), named for the beneficiary column. */
const UTILITY_SEGMENTS: Record<string, string> = {
  '1': 'Prefeitura',
  '2': 'Saneamento',
  '3': 'Energia elétrica e gás',
  '4': 'Telecomunicações',
  '5': 'Órgão governamental',
  '6': 'Carnê ou assemelhado',
  '7': 'Multa de trânsito',
  '9': 'Uso exclusivo do banco',
};

export interface ReadSlip extends DecodedBankSlip {
  /** The bank for a 'cobrança' slip, the biller's segment for a utility one: the line names nobody else. */
  recipientName: string;
}

/** The slip as typed (line or barcode, punctuation allowed): §5's messages, or §8's 'Código de barras inválido'. */
export function readSlip(typed: string, now: Date): ReadSlip {
  const reading = readBankSlip(typed, businessToday(now));
  if (!reading.ok)
    throw badRequest(
      reading.message,
      reading.message === BANK_SLIP_MESSAGES.invalid ? 'INVALID_BARCODE' : 'VALIDATION',
    );
  const { slip } = reading;
  const recipientName =
    slip.bankName ?? `Conta de consumo: ${UTILITY_SEGMENTS[slip.line[1] ?? ''] ?? 'Arrecadação'}`;
  return { ...slip, recipientName };
}
