import type { payment } from '@balcao/client';
import { customerSearchKey } from '@balcao/domain/customers';
import { reaisToCentsExact } from '@balcao/domain/money';
import {
  PERIODICITY_TYPES,
  type Periodicity,
  type PlanFormInput,
  periodValueCents,
  planFormErrors,
} from '@balcao/domain/subscriptions';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { insertRows } from '../../db/insert';
import { badRequest, notFound, ValidationErrors } from '../../errors';
import type { Caller } from '../shared/caller';
import type { ContractBody } from '../shared/contract';
import { getPlan } from './plans';

/** The body of POST /plans and PUT /plans/{id}, as the contract declares it. */
export type PlanBody = ContractBody<payment.operations['createPlan']>;

const LABELS: Record<string, string> = {
  title: 'Título',
  description: 'Descrição',
  items: 'Itens',
  monthlyCents: 'Valor mensal',
  semesterCents: 'Valor semestral',
  yearlyCents: 'Valor anual',
  creditCard: 'Métodos de pagamento',
  bankSlipDescription: 'Descrição do boleto',
};
const FIELD: Record<Periodicity, 'monthlyCents' | 'semesterCents' | 'yearlyCents'> = {
  MONTHLY: 'monthlyCents',
  SEMESTER: 'semesterCents',
  YEARLY: 'yearlyCents',
};

interface CheckedPlan {
  form: PlanFormInput;
  values: { type: Periodicity; valueCents: number; perMonthCents: number }[];
  checkoutId: number | null;
}

/** The body checked by the form's schema: each periodicity once, its value 1, 6 or 12 times the month's. */
async function checkedPlan(db: Db, caller: Caller, body: PlanBody): Promise<CheckedPlan> {
  const perMonth: Partial<Record<Periodicity, number>> = {};
  const errors: string[] = [];
  const values: CheckedPlan['values'] = [];
  for (const v of body.basicValues) {
    if (perMonth[v.type] !== undefined) {
      errors.push(`Valores: a periodicidade ${v.type} veio mais de uma vez.`);
      continue;
    }
    const month = reaisToCentsExact(v.valuePerMonth);
    const total = reaisToCentsExact(v.value);
    perMonth[v.type] = month;
    if (total !== periodValueCents(v.type, month))
      errors.push(`${LABELS[FIELD[v.type]]}: o valor do período deve ser o valor por mês vezes os meses.`);
    values.push({ type: v.type, valueCents: total, perMonthCents: month });
  }
  const form: PlanFormInput = {
    title: body.title,
    description: body.description ?? '',
    items: (body.bullets ?? []).map((b) => b.description),
    monthlyCents: perMonth.MONTHLY ?? null,
    semesterCents: perMonth.SEMESTER ?? null,
    yearlyCents: perMonth.YEARLY ?? null,
    bankSlipDescription: body.bankSlipDescription ?? '',
    creditCard: body.enableCreditCard,
    bankSlip: body.enableBankSlip,
    pix: body.enablePixPayment,
  };
  for (const [field, message] of Object.entries(planFormErrors(form))) {
    const [name, index] = field.split('.');
    const label = LABELS[name ?? field] ?? field;
    errors.push(index === undefined ? `${label}: ${message}` : `${label} (${Number(index) + 1}): ${message}`);
  }
  if (errors.length) throw new ValidationErrors(errors);
  let checkoutId: number | null = null;
  if (body.idCheckout != null) {
    const [checkout] = await db.query<{ id: number }>(
      'SELECT id FROM checkouts WHERE id = $1 AND seller_id = $2',
      [body.idCheckout, caller.sellerId],
    );
    if (!checkout) throw badRequest('Checkout: checkout não encontrado.');
    checkoutId = checkout.id;
  }
  values.sort((a, b) => PERIODICITY_TYPES.indexOf(a.type) - PERIODICITY_TYPES.indexOf(b.type));
  return { form, values, checkoutId };
}

async function writeValues(db: Db, planId: number, values: CheckedPlan['values']): Promise<void> {
  await db.query('DELETE FROM plan_values WHERE plan_id = $1', [planId]);
  await insertRows(
    db,
    'plan_values',
    ['plan_id', 'periodicity', 'value_cents', 'value_per_month_cents'],
    values.map((v) => [planId, v.type, v.valueCents, v.perMonthCents]),
  );
}

const columns = (p: CheckedPlan) => {
  const title = p.form.title.trim();
  return [
    title,
    customerSearchKey(title),
    p.form.description.trim() || null,
    p.form.items.map((item) => item.trim()),
    p.checkoutId,
    p.form.bankSlip,
    p.form.creditCard,
    p.form.pix,
    p.form.bankSlipDescription.trim() || null,
  ];
};

/** POST /plans: a new active plan with its three values. */
export async function createPlan(db: Db, clock: Clock, caller: Caller, body: PlanBody) {
  const plan = await checkedPlan(db, caller, body);
  const at = clock.now().toISOString();
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO plans (seller_id, title, title_key, description, bullets, checkout_id, enable_bank_slip,
       enable_credit_card, enable_pix, bank_slip_description, active, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, $11, $11) RETURNING id`,
    [caller.sellerId, ...columns(plan), at],
  );
  if (!row) throw new Error('plan insert returned nothing');
  await writeValues(db, row.id, plan.values);
  return getPlan(db, clock, caller, row.id);
}

async function lockOwnPlan(db: Db, caller: Caller, id: number): Promise<void> {
  const [row] = await db.query('SELECT id FROM plans WHERE id = $1 AND seller_id = $2 FOR UPDATE', [
    id,
    caller.sellerId,
  ]);
  if (!row) throw notFound('Plano não encontrado.');
}

/** PUT /plans/{id}: the creation's rules; subscriptions already sold keep their own values. */
export async function updatePlan(db: Db, clock: Clock, caller: Caller, id: number, body: PlanBody) {
  await lockOwnPlan(db, caller, id);
  const plan = await checkedPlan(db, caller, body);
  await db.query(
    `UPDATE plans SET title = $2, title_key = $3, description = $4, bullets = $5, checkout_id = $6,
            enable_bank_slip = $7, enable_credit_card = $8, enable_pix = $9, bank_slip_description = $10,
            updated_at = $11 WHERE id = $1`,
    [id, ...columns(plan), clock.now().toISOString()],
  );
  await writeValues(db, id, plan.values);
  return getPlan(db, clock, caller, id);
}

/** PATCH /plans/{id}: the list's active toggle. */
export async function setPlanActive(db: Db, clock: Clock, caller: Caller, id: number, active: boolean) {
  await lockOwnPlan(db, caller, id);
  await db.query('UPDATE plans SET active = $2, updated_at = $3 WHERE id = $1', [
    id,
    active,
    clock.now().toISOString(),
  ]);
  return getPlan(db, clock, caller, id);
}
