import type { payment } from '@balcao/client';
import { basisPointsToPercentage } from '@balcao/domain/charges';
import { VALIDATION_MESSAGES } from '@balcao/domain/forms';
import { reaisToCentsExact } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest } from '../../errors';
import type { Caller } from '../shared/caller';

type Schemas = payment.components['schemas'];
export type DefaultPaymentMethods = Schemas['DefaultPaymentMethods'];
export type DefaultTax = Schemas['DefaultTax'];
type LateTaxRate = Schemas['LateTaxRate'];

interface SettingsRow {
  default_credit_card: boolean;
  default_bank_slip: boolean;
  default_pix: boolean;
  late_fine_enabled: boolean;
  late_fine_bp: number;
  late_interest_enabled: boolean;
  late_interest_bp: number;
}

/** A seller who never saved anything: every method ticked, no fine, no interest. */
const DEFAULTS: SettingsRow = {
  default_credit_card: true,
  default_bank_slip: true,
  default_pix: true,
  late_fine_enabled: false,
  late_fine_bp: 0,
  late_interest_enabled: false,
  late_interest_bp: 0,
};

const COLUMNS = Object.keys(DEFAULTS) as (keyof SettingsRow)[];

/** The seller's settings, or the defaults. */
export async function settingsOf(db: Db, sellerId: number): Promise<SettingsRow> {
  const [row] = await db.query<SettingsRow>(
    `SELECT ${COLUMNS.join(', ')} FROM seller_payment_settings WHERE seller_id = $1`,
    [sellerId],
  );
  return row ?? DEFAULTS;
}

/**
 * The settings held for a write. The row is made first (with the defaults) so two first saves of one
 * seller queue on it instead of each reading the defaults and the second undoing the first's change.
 */
async function lockedSettings(db: Db, clock: Clock, sellerId: number): Promise<SettingsRow> {
  await db.query(
    `INSERT INTO seller_payment_settings (seller_id, updated_at) VALUES ($1, $2) ON CONFLICT (seller_id) DO NOTHING`,
    [sellerId, clock.now().toISOString()],
  );
  const [row] = await db.query<SettingsRow>(
    `SELECT ${COLUMNS.join(', ')} FROM seller_payment_settings WHERE seller_id = $1 FOR UPDATE`,
    [sellerId],
  );
  return row ?? DEFAULTS;
}

/** What a new boleto copies: the rates in force, 0 for a charge that is switched off. */
export async function lateTaxForNewBoleto(
  db: Db,
  sellerId: number,
): Promise<{ fineBasisPoints: number; monthlyInterestBasisPoints: number }> {
  const row = await settingsOf(db, sellerId);
  return {
    fineBasisPoints: row.late_fine_enabled ? row.late_fine_bp : 0,
    monthlyInterestBasisPoints: row.late_interest_enabled ? row.late_interest_bp : 0,
  };
}

async function save(db: Db, clock: Clock, sellerId: number, row: SettingsRow): Promise<void> {
  const values = COLUMNS.map((c) => row[c]);
  const updates = COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
  await db.query(
    `UPDATE seller_payment_settings SET ${updates}, updated_at = $${COLUMNS.length + 2} WHERE seller_id = $1`,
    [sellerId, ...values, clock.now().toISOString()],
  );
}

const methodsBody = (row: SettingsRow): DefaultPaymentMethods => ({
  defaultEnableCreditCard: row.default_credit_card,
  defaultEnableBankSlip: row.default_bank_slip,
  defaultEnablePixPayment: row.default_pix,
});

const rate = (enable: boolean, basisPoints: number): LateTaxRate => ({
  enable,
  percentage: basisPointsToPercentage(basisPoints),
});

const taxBody = (row: SettingsRow): DefaultTax => ({
  bankSlipTax: {
    fine: rate(row.late_fine_enabled, row.late_fine_bp),
    interest: rate(row.late_interest_enabled, row.late_interest_bp),
  },
});

/** GET /sellers/default-payments-method and GET /sellers/payment-methods. */
export async function getDefaultPaymentMethods(db: Db, _clock: Clock, caller: Caller) {
  return methodsBody(await settingsOf(db, caller.sellerId));
}

/** PATCH /sellers/default-payments-method and /sellers/payment-methods: only the flags sent change; one method stays on. */
export async function updateDefaultPaymentMethods(
  db: Db,
  clock: Clock,
  caller: Caller,
  input: Schemas['DefaultPaymentMethodsUpdate'],
) {
  const current = await lockedSettings(db, clock, caller.sellerId);
  const next: SettingsRow = {
    ...current,
    default_credit_card: input.defaultEnableCreditCard ?? current.default_credit_card,
    default_bank_slip: input.defaultEnableBankSlip ?? current.default_bank_slip,
    default_pix: input.defaultEnablePixPayment ?? current.default_pix,
  };
  if (!next.default_credit_card && !next.default_bank_slip && !next.default_pix)
    throw badRequest(VALIDATION_MESSAGES.paymentMethodRequired, 'PAYMENT_METHODS');
  await save(db, clock, caller.sellerId, next);
  return methodsBody(next);
}

/** The wire's percentage to basis points; the contract already refused a third decimal and > 100. */
function basisPoints(value: number): number {
  return reaisToCentsExact(value);
}

/** GET /sellers/default-tax. */
export async function getDefaultTax(db: Db, _clock: Clock, caller: Caller) {
  return taxBody(await settingsOf(db, caller.sellerId));
}

/** PATCH /sellers/default-tax: only the fine or interest sent changes; boletos already issued keep theirs. */
export async function updateDefaultTax(
  db: Db,
  clock: Clock,
  caller: Caller,
  input: Schemas['DefaultTaxUpdate'],
) {
  const current = await lockedSettings(db, clock, caller.sellerId);
  const { fine, interest } = input.bankSlipTax;
  const next: SettingsRow = { ...current };
  if (fine) {
    next.late_fine_enabled = fine.enable;
    next.late_fine_bp = basisPoints(fine.percentage);
  }
  if (interest) {
    next.late_interest_enabled = interest.enable;
    next.late_interest_bp = basisPoints(interest.percentage);
  }
  await save(db, clock, caller.sellerId, next);
  return taxBody(next);
}
