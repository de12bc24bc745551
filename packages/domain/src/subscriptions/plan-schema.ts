import * as v from 'valibot';
import { REQUIRED_MESSAGE } from '../access/sign-in-schema';
import { noMarkup } from '../customers/customer-schema';
import { firstErrorByField } from '../forms/field-errors';
import { VALIDATION_MESSAGES } from '../forms/validation-messages';

/**
 * The plan form ('Novo Plano' / 'Editar Plano', §5) and the import's 'Adicionar plano' modal. The same
 * schema checks the sandbox's POST and PUT /plans. Prices are per-month figures in integer cents, as
 * typed: the semester and yearly values go out as 6 and 12 times the figure (§5, `periodValueCents`).
 */
const PLAN_TITLE_MAX_MESSAGE = 'O título deve ter no máximo 60 caracteres!';
/** §5 writes the prices' message without the '!': an accident, said in the one required voice. */
export const PLAN_PRICE_REQUIRED_MESSAGE = VALIDATION_MESSAGES.required;
const PLAN_METHOD_MESSAGE = VALIDATION_MESSAGES.paymentMethodRequired;
const PLAN_DESCRIPTION_MAX_MESSAGE = 'A descrição deve ter no máximo 500 caracteres!';
const PLAN_ITEM_MAX_MESSAGE = 'O item deve ter no máximo 120 caracteres!';
const PLAN_VALUE_MESSAGE = 'O valor deve ser maior que zero.';
const PLAN_ITEMS_MAX_MESSAGE = 'Use no máximo 20 itens.';
const PLAN_BANK_SLIP_DESCRIPTION_MESSAGE = 'A descrição do boleto deve ter no máximo 130 caracteres!';

/** §9: title 60, description 500, item 120; prices as the 10-character value input holds them. */
export const PLAN_LIMITS = {
  title: 60,
  description: 500,
  item: 120,
  items: 20,
  /** §5: the plan's boleto description. */
  bankSlipDescription: 130,
  /** Up to R$ 9.999.999,99 a month, as the value input (10 characters) writes it. */
  perMonthCents: 999_999_999,
} as const;

/** Plans are listed 20 a page (§9); the import's select reads up to 100 active ones. */
export const PLAN_PAGE_SIZE = 20;
export const PLAN_SELECT_SIZE = 100;
/** §8: the empty text of 'Meus planos'. */
export const NO_PLANS = 'Sem Planos cadastrados';

export interface PlanFormInput {
  title: string;
  description: string;
  items: string[];
  monthlyCents: number | null;
  semesterCents: number | null;
  yearlyCents: number | null;
  /** The boleto description the plan's subscriptions take when they bring none (§5, max 130). */
  bankSlipDescription: string;
  creditCard: boolean;
  bankSlip: boolean;
  pix: boolean;
}

const price = v.pipe(
  v.nullable(v.number()),
  v.check((value) => value !== null, PLAN_PRICE_REQUIRED_MESSAGE),
  v.check(
    (value) => value === null || (Number.isInteger(value) && value > 0 && value <= PLAN_LIMITS.perMonthCents),
    PLAN_VALUE_MESSAGE,
  ),
);

const planSchema = v.pipe(
  v.object({
    title: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(REQUIRED_MESSAGE),
      v.maxLength(PLAN_LIMITS.title, PLAN_TITLE_MAX_MESSAGE),
      noMarkup,
    ),
    description: v.pipe(
      v.string(),
      v.maxLength(PLAN_LIMITS.description, PLAN_DESCRIPTION_MAX_MESSAGE),
      noMarkup,
    ),
    items: v.pipe(
      v.array(
        v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(REQUIRED_MESSAGE),
          v.maxLength(PLAN_LIMITS.item, PLAN_ITEM_MAX_MESSAGE),
          noMarkup,
        ),
      ),
      v.maxLength(PLAN_LIMITS.items, PLAN_ITEMS_MAX_MESSAGE),
    ),
    monthlyCents: price,
    semesterCents: price,
    yearlyCents: price,
    bankSlipDescription: v.pipe(
      v.string(),
      v.maxLength(PLAN_LIMITS.bankSlipDescription, PLAN_BANK_SLIP_DESCRIPTION_MESSAGE),
      noMarkup,
    ),
    creditCard: v.boolean(),
    bankSlip: v.boolean(),
    pix: v.boolean(),
  }),
  v.forward(
    v.partialCheck(
      [['creditCard'], ['bankSlip'], ['pix']],
      (input) => input.creditCard || input.bankSlip || input.pix,
      PLAN_METHOD_MESSAGE,
    ),
    ['creditCard'],
  ),
);

/** Each field's first message by its path ('items.0' for an item; 'creditCard' for the methods). */
export function planFormErrors(input: unknown): Record<string, string> {
  return firstErrorByField(planSchema, input);
}

export const emptyPlanForm = (): PlanFormInput => ({
  title: '',
  description: '',
  items: [],
  monthlyCents: null,
  semesterCents: null,
  yearlyCents: null,
  bankSlipDescription: '',
  creditCard: true,
  bankSlip: true,
  pix: true,
});
