import * as v from 'valibot';
import { REQUIRED_MESSAGE } from '../access/sign-in-schema';
import { requiredText } from '../customers/customer-schema';
import { type ApiDate, addDays, isApiDate } from '../dates/calendar-day';
import {
  PAYMENT_LINK_INSTALLMENTS_MESSAGE,
  PAYMENT_LINK_LIMITS,
  PAYMENT_LINK_VALUE_MESSAGE,
} from '../payment-links/payment-link-schema';
import { LINK_INSTALLMENTS } from '../payment-links/payment-links';

/**
 * 'Nova cobrança' (issue 28): a charge to one of the seller's customers without a link. The same schema
 * checks the form and the sandbox's POST /charges. The value is in integer cents (null while empty); the
 * due date is yyyy-MM-dd, from the business today to CHARGE_LIMITS.dueDateMaxDays ahead.
 */
export const CHARGE_LIMITS = {
  description: 60,
  /** The value input of the link form: up to R$ 9.999.999,99. */
  valueCents: PAYMENT_LINK_LIMITS.valueCents,
  installments: LINK_INSTALLMENTS.CREDIT_CARD.max,
  dueDateMaxDays: 365,
} as const;

export const CHARGE_CUSTOMER_MESSAGE = 'Selecione um cliente.';
export const CHARGE_METHOD_MESSAGE = 'Selecione a forma de pagamento.';
export const CHARGE_VALUE_MAX_MESSAGE = 'O valor máximo é R$ 9.999.999,99.';
export const CHARGE_DUE_PAST_MESSAGE = 'O vencimento não pode ser anterior a hoje.';
export const CHARGE_DUE_FAR_MESSAGE = 'O vencimento deve ser em até 365 dias.';
export const CHARGE_INSTALLMENTS_CARD_ONLY_MESSAGE = 'Parcelamento só no cartão de crédito.';

type ChargeFormMethod = 'BOLETO' | 'PIX' | 'CREDIT_CARD';

export interface ChargeFormInput {
  customerId: string;
  paymentMethod: ChargeFormMethod | '';
  valueCents: number | null;
  expirationDate: ApiDate | '';
  description: string;
  installments: number;
}

export const emptyChargeForm = (): ChargeFormInput => ({
  customerId: '',
  paymentMethod: '',
  valueCents: null,
  expirationDate: '',
  description: '',
  installments: 1,
});

/** The form's schema; `today` is the business day by the gateway's clock. */
function chargeSchema(today: ApiDate) {
  const last = addDays(today, CHARGE_LIMITS.dueDateMaxDays);
  return v.pipe(
    v.object({
      customerId: v.pipe(v.string(), v.nonEmpty(CHARGE_CUSTOMER_MESSAGE)),
      paymentMethod: v.picklist(['BOLETO', 'PIX', 'CREDIT_CARD'], CHARGE_METHOD_MESSAGE),
      valueCents: v.pipe(
        v.nullable(v.number()),
        v.check((value) => value !== null, REQUIRED_MESSAGE),
        v.check(
          (value) => value === null || (Number.isInteger(value) && value > 0),
          PAYMENT_LINK_VALUE_MESSAGE,
        ),
        v.check((value) => value === null || value <= CHARGE_LIMITS.valueCents, CHARGE_VALUE_MAX_MESSAGE),
      ),
      expirationDate: v.pipe(
        v.string(),
        v.nonEmpty(REQUIRED_MESSAGE),
        v.check((value) => isApiDate(value), REQUIRED_MESSAGE),
        v.check((value) => value >= today, CHARGE_DUE_PAST_MESSAGE),
        v.check((value) => value <= last, CHARGE_DUE_FAR_MESSAGE),
      ),
      description: requiredText(CHARGE_LIMITS.description),
      installments: v.pipe(
        v.number(),
        v.integer(PAYMENT_LINK_INSTALLMENTS_MESSAGE),
        v.minValue(1, PAYMENT_LINK_INSTALLMENTS_MESSAGE),
        v.maxValue(CHARGE_LIMITS.installments, PAYMENT_LINK_INSTALLMENTS_MESSAGE),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['paymentMethod'], ['installments']],
        (input) => input.installments === 1 || input.paymentMethod === 'CREDIT_CARD',
        CHARGE_INSTALLMENTS_CARD_ONLY_MESSAGE,
      ),
      ['installments'],
    ),
  );
}

/** Each field's first message, by its name. */
export function chargeFormErrors(input: unknown, today: ApiDate): Record<string, string> {
  const result = v.safeParse(chargeSchema(today), input);
  if (result.success) return {};
  const nested: Record<string, string[] | undefined> = v.flatten(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([path, messages]) => [path, messages?.[0] ?? '']));
}
