import * as v from 'valibot';
import { REQUIRED_MESSAGE } from '../access/sign-in-schema';
import { firstErrorByField } from '../forms/field-errors';
import { PERIODICITY_TYPES, type Periodicity } from './subscriptions';

/**
 * The recurrence import ('Importação de Recorrências', §5) and the subscription edit. The same schemas
 * check the sandbox's POST /subscriptions and PATCH /subscriptions/{id}.
 */
export const SUBSCRIPTION_IMPORTED_MESSAGE = 'Assinatura importada com sucesso';
/** §8 spells it 'atualizadaa'; the README corrects it. */
export const SUBSCRIPTION_UPDATED_MESSAGE = 'Assinatura atualizada com sucesso!';
export const SUBSCRIPTION_STATUS_CONFIRM = 'Tem certeza que deseja alterar o status da recorrência?';
export const SUBSCRIPTION_INVOICE_ON_MESSAGE =
  'Envio de nota fiscal automática ativada para essa recorrência';
export const SUBSCRIPTION_INVOICE_OFF_MESSAGE =
  'Envio de nota fiscal automática desativada para essa recorrência';
const SUBSCRIPTION_VALUE_MESSAGE = 'O valor deve ser maior que zero.';
const SUBSCRIPTION_DUE_DATE_MESSAGE = 'O próximo vencimento deve ser de hoje a um ano.';
const SUBSCRIPTION_BANK_SLIP_DESCRIPTION_MESSAGE = 'A descrição do boleto deve ter no máximo 130 caracteres!';

/** After 'Assinatura importada com sucesso' the import goes to /recorrencias after 0.5 s (§8). */
export const SUBSCRIPTION_IMPORT_REDIRECT_MS = 500;
/** The import's next due date: from today to a year ahead. */
export const SUBSCRIPTION_IMPORT_MAX_DAYS_AHEAD = 366;
/** The period value, as the 10-character value input holds it. */
export const SUBSCRIPTION_MAX_VALUE_CENTS = 999_999_999;

/** §3: the import sends BANK_SLIP or PIX (card subscriptions are born at the checkout, with the card). */
export const IMPORT_METHODS = ['BANK_SLIP', 'PIX'] as const;
export type ImportMethod = (typeof IMPORT_METHODS)[number];
export const IMPORT_METHOD_LABELS: Readonly<Record<ImportMethod, string>> = {
  BANK_SLIP: 'Boleto',
  PIX: 'Pix',
};

/**
 * Beyond the documents, as Stripe does: a declined renewal of a card subscription is tried again this
 * many days after its due date; the subscription is PENDING while they run, DEFAULTER after the last.
 */
export const CARD_RETRY_DAYS = [1, 3, 5] as const;

export interface SubscriptionImportInput {
  uuidBuyer: string;
  idPlan: number | null;
  valueCents: number | null;
  periodicity: Periodicity;
  /** The next due date, yyyy-MM-dd. */
  startDate: string;
  method: ImportMethod;
}

const valueCents = v.pipe(
  v.nullable(v.number()),
  v.check((value) => value !== null, REQUIRED_MESSAGE),
  v.check(
    (value) =>
      value === null || (Number.isInteger(value) && value > 0 && value <= SUBSCRIPTION_MAX_VALUE_CENTS),
    SUBSCRIPTION_VALUE_MESSAGE,
  ),
);

/** `today` and the last allowed day bound the next due date (yyyy-MM-dd compare as text). */
function subscriptionImportSchema(today: string, lastDay: string) {
  return v.object({
    uuidBuyer: v.pipe(v.string(), v.nonEmpty(REQUIRED_MESSAGE)),
    idPlan: v.pipe(
      v.nullable(v.number()),
      v.check((value) => value !== null, REQUIRED_MESSAGE),
    ),
    valueCents,
    periodicity: v.picklist(PERIODICITY_TYPES, REQUIRED_MESSAGE),
    startDate: v.pipe(
      v.string(),
      v.nonEmpty(REQUIRED_MESSAGE),
      v.check((day) => day === '' || (day >= today && day <= lastDay), SUBSCRIPTION_DUE_DATE_MESSAGE),
    ),
    method: v.picklist(IMPORT_METHODS, REQUIRED_MESSAGE),
  });
}

export function subscriptionImportErrors(
  input: unknown,
  today: string,
  lastDay: string,
): Record<string, string> {
  return firstErrorByField(subscriptionImportSchema(today, lastDay), input);
}

export interface SubscriptionEditInput {
  idPlan: number | null;
  periodicity: Periodicity;
  valueCents: number | null;
  bankSlipDescription: string;
}

const subscriptionEditSchema = v.object({
  idPlan: v.pipe(
    v.nullable(v.number()),
    v.check((value) => value !== null, REQUIRED_MESSAGE),
  ),
  periodicity: v.picklist(PERIODICITY_TYPES, REQUIRED_MESSAGE),
  valueCents,
  bankSlipDescription: v.pipe(v.string(), v.maxLength(130, SUBSCRIPTION_BANK_SLIP_DESCRIPTION_MESSAGE)),
});

export function subscriptionEditErrors(input: unknown): Record<string, string> {
  return firstErrorByField(subscriptionEditSchema, input);
}
