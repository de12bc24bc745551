import { barcodeToLinhaDigitavel, boletoFreeField, buildBoletoBarcode } from '@balcao/domain/boletos';
import type { RandomSource } from '@balcao/domain/common';
import { customerSearchKey } from '@balcao/domain/customers';
import { buildPixBrCode } from '@balcao/domain/pix';
import type { Db } from '../../db/db';
import { insertRows } from '../../db/insert';
import { lateTaxForNewBoleto } from '../payment-settings/settings';
import { chargeLifecycle } from './lifecycle';
import type { ChargeOrigin, PaymentMethod, StoredChargeStatus } from './model';

/** The bank the sandbox issues its bank slips with (Itaú's COMPE code; any valid one would do). */
export const BOLETO_BANK = '341';

export interface ChargeSeller {
  id: number;
  /** The CNPJ, which is also the seller's Pix key. */
  document: string;
  name: string;
}

export interface NewCharge {
  id: string;
  customerId: string | null;
  customerName: string;
  customerDocument: string;
  customerEmail: string;
  customerPhone: string | null;
  title: string;
  method: PaymentMethod;
  status: StoredChargeStatus;
  amountCents: number;
  installments: number;
  expirationDate: string;
  paidDate: string | null;
  paidAt: string | null;
  origin: ChargeOrigin;
  paymentLinkId: string | null;
  subscriptionId: string | null;
  card: { brand: string; last4: string; holder: string } | null;
  physicalSale: boolean;
  anticipated: boolean;
  chargebackDeadline: string | null;
  canceledAt: string | null;
  createdAt: string;
}

/** The payment codes a charge is issued with: the slip's barcode and line, or the Pix copy-and-paste. */
export function chargeCodes(
  seller: ChargeSeller,
  charge: Pick<NewCharge, 'id' | 'method' | 'amountCents' | 'expirationDate'>,
  random: RandomSource,
): { barcode: string | null; line: string | null; brCode: string | null } {
  if (charge.method === 'BOLETO') {
    const barcode = buildBoletoBarcode({
      bankCode: BOLETO_BANK,
      currency: '9',
      dueDate: charge.expirationDate,
      amountCents: charge.amountCents,
      freeField: boletoFreeField(random),
    });
    return { barcode, line: barcodeToLinhaDigitavel(barcode), brCode: null };
  }
  if (charge.method === 'PIX') {
    const brCode = buildPixBrCode({
      key: seller.document,
      merchantName: seller.name,
      merchantCity: 'Sao Paulo',
      amountCents: charge.amountCents,
      // The charge id without dashes, cut to the 25 characters a txid holds.
      txid: charge.id.replaceAll('-', '').slice(0, 25),
    });
    return { barcode: null, line: null, brCode };
  }
  return { barcode: null, line: null, brCode: null };
}

const COLUMNS = [
  'id',
  'seller_id',
  'customer_id',
  'customer_name',
  'customer_name_key',
  'customer_document',
  'customer_email',
  'customer_phone',
  'title',
  'title_key',
  'payment_method',
  'status',
  'amount_cents',
  'installments',
  'expiration_date',
  'paid_date',
  'paid_at',
  'origin',
  'payment_link_id',
  'subscription_id',
  'boleto_barcode',
  'boleto_line',
  'pix_br_code',
  'card_brand',
  'card_last4',
  'card_holder_name',
  'physical_sale',
  'anticipated',
  'chargeback_deadline',
  'canceled_at',
  'created_at',
  'updated_at',
  'late_fine_bp',
  'late_interest_bp',
] as const;

/**
 * Inserts charges in batches, each issued with its payment codes. A boleto copies the seller's late fine
 * and interest in force now, so changing the settings later never rewrites a charge already issued.
 */
export async function insertCharges(
  db: Db,
  seller: ChargeSeller,
  charges: readonly NewCharge[],
  random: RandomSource,
): Promise<void> {
  const noLateTax = { fineBasisPoints: 0, monthlyInterestBasisPoints: 0 };
  const lateTax = charges.some((c) => c.method === 'BOLETO')
    ? await lateTaxForNewBoleto(db, seller.id)
    : noLateTax;
  const rows = charges.map((c) => {
    const codes = chargeCodes(seller, c, random);
    const tax = c.method === 'BOLETO' ? lateTax : noLateTax;
    return [
      c.id,
      seller.id,
      c.customerId,
      c.customerName,
      customerSearchKey(c.customerName),
      c.customerDocument,
      c.customerEmail.toLowerCase(),
      c.customerPhone,
      c.title,
      customerSearchKey(c.title),
      c.method,
      c.status,
      c.amountCents,
      c.installments,
      c.expirationDate,
      c.paidDate,
      c.paidAt,
      c.origin,
      c.paymentLinkId,
      c.subscriptionId,
      codes.barcode,
      codes.line,
      codes.brCode,
      c.card?.brand ?? null,
      c.card?.last4 ?? null,
      c.card?.holder ?? null,
      c.physicalSale,
      c.anticipated,
      c.chargebackDeadline,
      c.canceledAt,
      c.createdAt,
      c.createdAt,
      tax.fineBasisPoints,
      tax.monthlyInterestBasisPoints,
    ];
  });
  await insertRows(db, 'charges', COLUMNS, rows);
  await chargeLifecycle.created(db, seller.id, charges);
}
