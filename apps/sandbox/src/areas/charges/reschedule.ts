import { randomUUID } from 'node:crypto';
import {
  barcodeToLinhaDigitavel,
  boletoFreeField,
  buildBoletoBarcode,
  MAX_BOLETO_AMOUNT_CENTS,
} from '@balcao/domain/boletos';
import { reissueBoleto } from '@balcao/domain/charges';
import { seededRandom } from '@balcao/domain/common';
import { businessToday, formatApiDate } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { cents } from '../../db/money';
import { badRequest, conflict } from '../../errors';
import type { Caller } from '../shared/caller';
import { BOLETO_BANK } from './create';
import { getCharge, loadCharge } from './detail';
import { recordChargeEvent } from './ledger';
import { chargeLifecycle } from './lifecycle';

export interface RescheduleInput {
  expirationDate: string;
  waiveLateFees?: boolean;
}

export const BOLETO_REPLACED_MESSAGE =
  'Este boleto foi substituído por uma segunda via e não pode mais ser pago.';

/**
 * POST /charges/{id}/reschedule: the boleto's second copy with a new due date (prorrogação). Its face
 * value carries the fine and interest from the first due date up to the new one (the domain's
 * `reissueBoleto`), unless they are waived; the old barcode is kept as replaced, so the bank refuses it.
 */
export async function rescheduleCharge(
  db: Db,
  clock: Clock,
  caller: Caller,
  id: string,
  input: RescheduleInput,
) {
  const charge = await loadCharge(db, clock, caller, id, { lock: true });
  if (charge.payment_method !== 'BOLETO')
    throw conflict('Só boletos podem ser prorrogados.', 'CHARGE_STATUS');
  if (charge.status !== 'SCHEDULED' && charge.status !== 'LATE')
    throw conflict('Só boletos a receber ou em atraso podem ser prorrogados.', 'CHARGE_STATUS');
  if (charge.anticipated)
    throw conflict('Cobrança com antecipação ativa não pode ser prorrogada.', 'CHARGE_STATUS');
  const now = clock.now();
  const waived = input.waiveLateFees === true;
  const reissued = reissueBoleto({
    amountCents: cents(charge.amount_cents),
    fineBasisPoints: charge.late_fine_bp,
    monthlyInterestBasisPoints: charge.late_interest_bp,
    dueDate: charge.expiration_date,
    feesFrom: charge.late_fees_from,
    today: businessToday(now),
    newDueDate: input.expirationDate,
    waiveLateFees: waived,
  });
  if (!reissued.ok) throw badRequest(`Vencimento: ${reissued.message}`);
  const face = reissued.faceValue.totalCents;
  if (face > MAX_BOLETO_AMOUNT_CENTS)
    throw badRequest('O valor da segunda via passa do máximo que um boleto comporta.');
  const barcode = buildBoletoBarcode({
    bankCode: BOLETO_BANK,
    currency: '9',
    dueDate: input.expirationDate,
    amountCents: face,
    freeField: boletoFreeField(seededRandom(Number.parseInt(randomUUID().slice(0, 8), 16))),
  });
  if (charge.boleto_barcode && charge.boleto_line)
    await db.query(
      `INSERT INTO charge_replaced_boletos (line, charge_id, barcode, expiration_date, replaced_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (line) DO NOTHING`,
      [charge.boleto_line, id, charge.boleto_barcode, charge.expiration_date, now.toISOString()],
    );
  await db.query(
    `UPDATE charges SET expiration_date = $2, boleto_barcode = $3, boleto_line = $4, late_fees_from = $5,
       updated_at = $6 WHERE id = $1`,
    [
      id,
      input.expirationDate,
      barcode,
      barcodeToLinhaDigitavel(barcode),
      reissued.feesFrom,
      now.toISOString(),
    ],
  );
  const fees = waived ? ', sem multa e juros' : '';
  await recordChargeEvent(
    db,
    id,
    `Segunda via emitida: vencimento ${formatApiDate(input.expirationDate)}, ${formatBRL(face)}${fees}`,
    now,
    caller.email,
  );
  await chargeLifecycle.reissued(db, clock, { chargeId: id });
  return getCharge(db, clock, caller, id);
}

/**
 * Whether the bank takes `line` for this charge: its current boleto's, or refused with the reason when a
 * second copy replaced it or it is not this charge's at all.
 */
export async function assertPayableLine(
  db: Db,
  charge: { id: string; boleto_line: string | null },
  line: string,
) {
  const digits = line.replace(/\D/g, '');
  if (digits === charge.boleto_line) return;
  const [replaced] = await db.query(
    'SELECT 1 FROM charge_replaced_boletos WHERE line = $1 AND charge_id = $2',
    [digits, charge.id],
  );
  if (replaced) throw conflict(BOLETO_REPLACED_MESSAGE, 'CHARGE_STATUS');
  throw badRequest('A linha digitável não é a do boleto desta cobrança.');
}
