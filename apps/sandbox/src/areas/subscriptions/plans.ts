import type { payment } from '@balcao/client';
import { customerSearchKey } from '@balcao/domain/customers';
import { PERIODICITY_TYPES, type Periodicity } from '@balcao/domain/subscriptions';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { notFound } from '../../errors';
import type { Caller } from '../shared/caller';
import type { QueryWithDefaults } from '../shared/contract';
import { queryPage } from '../shared/page';
import { basicValue } from './model';

/** The list's query as the contract declares it; the gateway fills page and size. */
export type PlanListQuery = QueryWithDefaults<payment.operations['listPlans'], 'page' | 'size'>;

interface PlanRow {
  id: number;
  title: string;
  description: string | null;
  active: boolean;
  bullets: string[];
  checkout_id: number | null;
  enable_bank_slip: boolean;
  enable_credit_card: boolean;
  enable_pix: boolean;
  bank_slip_description: string | null;
  basic_values: { periodicity: Periodicity; value_cents: number; value_per_month_cents: number }[] | null;
}

// The values come in one JSON array per plan, so a page of plans is one statement.
const PLAN_COLUMNS = `
  p.id, p.title, p.description, p.active, p.bullets, p.checkout_id, p.enable_bank_slip,
  p.enable_credit_card, p.enable_pix, p.bank_slip_description,
  (SELECT json_agg(json_build_object('periodicity', v.periodicity, 'value_cents', v.value_cents,
          'value_per_month_cents', v.value_per_month_cents))
     FROM plan_values v WHERE v.plan_id = p.id) AS basic_values`;
const PLAN_SELECT = `SELECT ${PLAN_COLUMNS} FROM plans p`;

function toPlan(row: PlanRow) {
  const values = row.basic_values ?? [];
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    active: row.active,
    bullets: row.bullets.map((description) => ({ description })),
    // Always Mensal, Semestral, Anual, whatever order the rows came in.
    basicValues: PERIODICITY_TYPES.flatMap((type) =>
      values
        .filter((v) => v.periodicity === type)
        .map((v) => basicValue(type, v.value_cents, v.value_per_month_cents)),
    ),
    idCheckout: row.checkout_id,
    bankSlipDescription: row.bank_slip_description,
    enableBankSlip: row.enable_bank_slip,
    enableCreditCard: row.enable_credit_card,
    enablePixPayment: row.enable_pix,
  };
}

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /plans: the seller's plans by title; `title` matches anywhere, without accents or case. */
export async function listPlans(db: Db, _clock: Clock, caller: Caller, query: PlanListQuery) {
  const params: unknown[] = [caller.sellerId];
  let filter = 'p.seller_id = $1';
  const title = query.title && customerSearchKey(query.title);
  if (title) {
    params.push(containing(title));
    filter += ' AND p.title_key LIKE $2';
  }
  return queryPage<PlanRow, ReturnType<typeof toPlan>>(
    db,
    {
      select: PLAN_COLUMNS,
      from: 'plans p',
      where: filter,
      params,
      orderBy: 'p.title_key, p.id',
      page: query.page,
      size: query.size,
    },
    toPlan,
  );
}

/** GET /plans/{id}: one of the seller's plans; another seller's answers as one that does not exist. */
export async function getPlan(db: Db, _clock: Clock, caller: Caller, id: number) {
  const [row] = await db.query<PlanRow>(`${PLAN_SELECT} WHERE p.id = $1 AND p.seller_id = $2`, [
    id,
    caller.sellerId,
  ]);
  if (!row) throw notFound('Plano não encontrado.');
  return toPlan(row);
}
