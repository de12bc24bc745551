import * as v from 'valibot';
import { REQUIRED_MESSAGE } from '../access/sign-in-schema';
import {
  boundedText,
  CEP_INVALID_MESSAGE,
  maxLengthMessage,
  PHONE_INVALID_MESSAGE,
  requiredText,
} from '../customers/customer-schema';
import { displayDateToApiDate } from '../dates/dates';
import { isValidCnpj, isValidCpf, normalizeDocument } from '../documents/documents';
import { VALIDATION_MESSAGES } from '../forms/validation-messages';
import {
  BUSINESS_TYPES,
  MAIN_ACTIVITY_MAX_DIGITS,
  OWNER_TYPES,
  PARTNER_A_DOCUMENT_MAX_LENGTH,
  PARTNER_DOCUMENT_MAX_LENGTH,
  partnerKindOf,
} from './bank-account';

/**
 * The /ativar-pj wizard (002 §5 activation, §8): one schema per step, over the form as it is typed
 * (strings, dates dd/MM/yyyy). The sandbox maps the submission back onto this shape and runs the same
 * schemas, so the screen and the server refuse the same input with the same words.
 */
export const ACTIVATION_MESSAGES = {
  required: REQUIRED_MESSAGE,
  email: 'E-mail inválido!',
  url: VALIDATION_MESSAGES.urlInvalid,
  cpf: 'Cpf inválido.',
  cnpj: 'Cnpj inválido.',
  companyLookupFailed: 'Erro ao consultar CNPJ. Por favor, preencha os dados manualmente.',
  submitted: 'Conta enviada com sucesso. Aguarde o processamento da mesma.',
  nameHint: 'Não utilize abreviações.',
  // Where the documents are silent (docs/decisions/2026-11-25-ativacao-da-conta-pj.md):
  fullName: 'Informe o nome completo (nome e sobrenome).',
  mainActivity: `Use até ${MAIN_ACTIVITY_MAX_DIGITS} números.`,
  phone: PHONE_INVALID_MESSAGE,
  cep: CEP_INVALID_MESSAGE,
  state: 'Use a sigla do estado com 2 letras.',
  date: 'Data inválida.',
  futureDate: 'A data não pode estar no futuro.',
  option: 'Selecione uma opção.',
  duplicatePartner: 'Este documento já foi informado em outro sócio.',
  companyDocument: 'O CNPJ deve ser o da empresa cadastrada.',
} as const;

export const ACTIVATION_LIMITS = {
  name: 150,
  email: 254,
  url: 200,
  street: 150,
  number: 20,
  complement: 100,
  district: 100,
  city: 100,
} as const;

/** Dates before this are typing slips. */
const EARLIEST_DATE = '1900-01-01';

const text = boundedText;
const oneOf = (values: readonly string[]) =>
  v.pipe(
    v.string(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.check((value: string) => values.includes(value), ACTIVATION_MESSAGES.option),
  );
const digitsOf = (value: string) => value.replace(/\D/g, '');

const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.maxLength(ACTIVATION_LIMITS.email, maxLengthMessage(ACTIVATION_LIMITS.email)),
  v.email(ACTIVATION_MESSAGES.email),
);

/** A phone with its DDD: 10 digits (landline) or 11 (mobile). */
function isValidActivationPhone(value: string): boolean {
  return /^[1-9]{2}\d{8,9}$/.test(digitsOf(value));
}
const phoneCheck = v.check(
  (value: string) => value === '' || isValidActivationPhone(value),
  ACTIVATION_MESSAGES.phone,
);
const phone = v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED_MESSAGE), phoneCheck);
const optionalPhone = v.pipe(v.string(), v.trim(), phoneCheck);

/** An http(s) address with a dotted host, as a company site is typed ('www.loja.com.br' included). */
export function isValidActivationUrl(value: string): boolean {
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

/** A real day typed dd/MM/yyyy, from 1900 up to `today` (yyyy-MM-dd). */
const pastDate = (today: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.check((value: string) => displayDateToApiDate(value) !== null, ACTIVATION_MESSAGES.date),
    v.check(
      (value: string) => (displayDateToApiDate(value) ?? EARLIEST_DATE) >= EARLIEST_DATE,
      ACTIVATION_MESSAGES.date,
    ),
    v.check(
      (value: string) => (displayDateToApiDate(value) ?? today) <= today,
      ACTIVATION_MESSAGES.futureDate,
    ),
  );

/** The address parts every step asks (company and each partner); the country is always BR. */
const addressEntries = {
  zipCode: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.regex(/^\d{5}-?\d{3}$/, CEP_INVALID_MESSAGE),
  ),
  street: requiredText(ACTIVATION_LIMITS.street),
  number: requiredText(ACTIVATION_LIMITS.number),
  complement: text(ACTIVATION_LIMITS.complement),
  district: requiredText(ACTIVATION_LIMITS.district),
  city: requiredText(ACTIVATION_LIMITS.city),
  state: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.regex(/^[A-Za-z]{2}$/, ACTIVATION_MESSAGES.state),
  ),
};

/** Step 1, 'Dados da empresa': general information and the company address. */
function activationCompanySchema(today: string) {
  return v.object({
    document: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(REQUIRED_MESSAGE),
      v.check((value: string) => isValidCnpj(value), ACTIVATION_MESSAGES.cnpj),
    ),
    companyName: requiredText(ACTIVATION_LIMITS.name),
    openingDate: pastDate(today),
    email,
    phone: optionalPhone,
    ...addressEntries,
  });
}

/** Step 2, 'Dados adicionais'. */
const activationAdditionalSchema = v.object({
  fantasyName: requiredText(ACTIVATION_LIMITS.name),
  url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.maxLength(ACTIVATION_LIMITS.url, maxLengthMessage(ACTIVATION_LIMITS.url)),
    v.check(isValidActivationUrl, ACTIVATION_MESSAGES.url),
  ),
  businessType: oneOf(BUSINESS_TYPES),
  mainActivity: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.regex(new RegExp(`^\\d{1,${MAIN_ACTIVITY_MAX_DIGITS}}$`), ACTIVATION_MESSAGES.mainActivity),
  ),
});

/** The message a partner's document earns, or null: A takes a CPF only, the others a CPF or a CNPJ. */
export function partnerDocumentProblem(index: number, document: string): string | null {
  const trimmed = document.trim();
  if (trimmed === '') return REQUIRED_MESSAGE;
  const normalized = normalizeDocument(trimmed);
  if (index === 0 || normalized.length <= 11)
    return isValidCpf(normalized) && trimmed.length <= PARTNER_A_DOCUMENT_MAX_LENGTH
      ? null
      : ACTIVATION_MESSAGES.cpf;
  return isValidCnpj(normalized) && trimmed.length <= PARTNER_DOCUMENT_MAX_LENGTH
    ? null
    : ACTIVATION_MESSAGES.cnpj;
}

/** A natural person's name needs a first and a last name (the payload sends them apart). */
const hasLastName = (value: string) => value.trim().split(/\s+/).length >= 2;

/**
 * Step 3, one partner: its document decides whether the name is a full name (CPF) or a legal name
 * (CNPJ), the date a birth or founding date, and a company is always LEGAL_REPRESENTATIVE.
 */
function activationPartnerSchema(today: string, index: number) {
  return v.pipe(
    v.object({
      document: v.pipe(
        v.string(),
        v.check(
          (value: string) => partnerDocumentProblem(index, value) === null,
          (issue) => partnerDocumentProblem(index, String(issue.input)) ?? ACTIVATION_MESSAGES.cpf,
        ),
      ),
      name: requiredText(ACTIVATION_LIMITS.name),
      date: pastDate(today),
      email,
      phone,
      type: oneOf(OWNER_TYPES),
      ...addressEntries,
    }),
    v.forward(
      v.partialCheck(
        [['document'], ['name']],
        (input) => partnerKindOf(input.document) !== 'NATURAL' || hasLastName(input.name),
        ACTIVATION_MESSAGES.fullName,
      ),
      ['name'],
    ),
  );
}

export type ActivationCompanyForm = v.InferInput<ReturnType<typeof activationCompanySchema>>;
export type ActivationAdditionalForm = v.InferInput<typeof activationAdditionalSchema>;
export type ActivationPartnerForm = v.InferInput<ReturnType<typeof activationPartnerSchema>>;

export interface ActivationForm {
  company: ActivationCompanyForm;
  additional: ActivationAdditionalForm;
  partners: ActivationPartnerForm[];
}

export interface ActivationProblem {
  /** 'company.email', 'partners.1.document'… */
  path: string;
  message: string;
}

function problemsOf(prefix: string, schema: v.GenericSchema, input: unknown): ActivationProblem[] {
  const result = v.safeParse(schema, input);
  if (result.success) return [];
  const problems: ActivationProblem[] = [];
  for (const issue of result.issues) {
    const path = `${prefix}.${v.getDotPath(issue) ?? ''}`;
    if (!problems.some((problem) => problem.path === path)) problems.push({ path, message: issue.message });
  }
  return problems;
}

/** Every problem of one step (1, 2 or 3), the first per field: what Próximo and Finalizar check. */
export function activationStepProblems(
  form: ActivationForm,
  step: number,
  today: string,
): ActivationProblem[] {
  if (step === 1) return problemsOf('company', activationCompanySchema(today), form.company);
  if (step === 2) return problemsOf('additional', activationAdditionalSchema, form.additional);
  const problems = form.partners.flatMap((partner, index) =>
    problemsOf(`partners.${index}`, activationPartnerSchema(today, index), partner),
  );
  const seen = new Set<string>();
  form.partners.forEach((partner, index) => {
    const document = normalizeDocument(partner.document);
    if (document === '') return;
    if (seen.has(document) && !problems.some((p) => p.path === `partners.${index}.document`))
      problems.push({ path: `partners.${index}.document`, message: ACTIVATION_MESSAGES.duplicatePartner });
    seen.add(document);
  });
  return problems;
}

/** The whole form, step by step. */
export function activationProblems(form: ActivationForm, today: string): ActivationProblem[] {
  return [1, 2, 3].flatMap((step) => activationStepProblems(form, step, today));
}
