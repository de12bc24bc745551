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
import { isValidPixKey } from '../pix/pix';
import {
  parseSubSellerPaymentValue,
  SUB_SELLER_ACCOUNT_TYPES,
  SUB_SELLER_FIXED_MAX_CENTS,
  SUB_SELLER_PAYMENT_TYPES,
  SUB_SELLER_PERCENTAGE_MAX,
  SUB_SELLER_PIX_KEY_TYPES,
  type SubSellerPixKeyType,
} from './sub-sellers';

/**
 * The sub-seller form (§5 of the acquiring document), by section, as the form holds it: strings
 * only, dates as typed (dd/MM/yyyy). The sandbox maps each request onto the same shape and runs
 * the same schema, so the app and the server refuse the same input with the same message.
 */
export const SUB_SELLER_DOCUMENT_MESSAGE = 'Formato de documento incorreto';
const SUB_SELLER_RANDOM_KEY_MESSAGE = 'Chave aleatória incorreta';
const SUB_SELLER_PIX_EMAIL_MESSAGE = 'Formato de email inválido';
/** Spelt so in §5 for the contact e-mail, lower-case unlike the Pix one. */
const SUB_SELLER_EMAIL_MESSAGE = 'formato de email inválido';
const SUB_SELLER_PHONE_MESSAGE = PHONE_INVALID_MESSAGE;
const SUB_SELLER_PERCENTAGE_MESSAGE = 'O percentual deve ser no máximo 100%.';
const SUB_SELLER_VALUE_MESSAGE = 'Informe um valor maior que zero.';
const SUB_SELLER_VALUE_FORMAT_MESSAGE = 'Valor inválido: use números e até 2 casas decimais.';
const SUB_SELLER_FIXED_MAX_MESSAGE = 'O valor deve ser no máximo R$ 999.999,99.';
const SUB_SELLER_DATE_MESSAGE = 'Data inválida.';
const SUB_SELLER_FUTURE_DATE_MESSAGE = 'A data não pode estar no futuro.';
const SUB_SELLER_AGENCY_MESSAGE = 'A agência deve ter no mínimo 3 números.';
const SUB_SELLER_ACCOUNT_MESSAGE = 'A conta deve ter no mínimo 3 números.';
const SUB_SELLER_DIGIT_MESSAGE = 'O dígito deve ter 1 caractere.';
const SUB_SELLER_BANK_MESSAGE = 'Banco inválido.';
const SUB_SELLER_STATE_MESSAGE = 'Use a sigla do estado com 2 letras.';
const SUB_SELLER_COUNTRY_MESSAGE = 'Use a sigla do país com 2 letras.';
const SUB_SELLER_OPTION_MESSAGE = 'Selecione uma opção.';
/** The company lookup's own answer for an unknown CNPJ. */
export const SUB_SELLER_COMPANY_NOT_FOUND_MESSAGE = 'Empresa não encontrada para este CNPJ.';
export const subSellerCompanyStatusMessage = (status: string) =>
  `A situação cadastral desta empresa é ${status}; não é possível cadastrá-la.`;
/** Only companies the registry lists as ATIVA can receive a split. */
export const isCompanyStatusAccepted = (status: string) => status === 'ATIVA';

export const SUB_SELLER_LIMITS = {
  name: 150,
  description: 300,
  email: 254,
  street: 150,
  number: 20,
  complement: 100,
  district: 100,
  city: 100,
  agency: 6,
  account: 20,
  pixKey: 77,
} as const;

/** Birthdates and opening dates before this are typing slips. */
const EARLIEST_DATE = '1900-01-01';

const text = boundedText;
const oneOf = (values: readonly string[]) =>
  v.pipe(
    v.string(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.check((value: string) => values.includes(value), SUB_SELLER_OPTION_MESSAGE),
  );

const isEmail = (value: string) => v.is(v.pipe(v.string(), v.email()), value);
const digitsOf = (value: string) => value.replace(/\D/g, '');

/** A mobile number with its DDD: 11 digits, the third a 9 ('(11) 98765-4321'). */
function isValidCellphone(value: string): boolean {
  return /^[1-9]{2}9\d{8}$/.test(digitsOf(value));
}

const dateChecks = (today: string) =>
  [
    v.check((value: string) => value === '' || displayDateToApiDate(value) !== null, SUB_SELLER_DATE_MESSAGE),
    v.check(
      (value: string) => value === '' || (displayDateToApiDate(value) ?? EARLIEST_DATE) >= EARLIEST_DATE,
      SUB_SELLER_DATE_MESSAGE,
    ),
    v.check(
      (value: string) => value === '' || (displayDateToApiDate(value) ?? today) <= today,
      SUB_SELLER_FUTURE_DATE_MESSAGE,
    ),
  ] as const;

/** A real day typed dd/MM/yyyy, from 1900 up to `today` (yyyy-MM-dd). */
const pastDate = (today: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED_MESSAGE), ...dateChecks(today));
const optionalPastDate = (today: string) => v.pipe(v.string(), v.trim(), ...dateChecks(today));

/** A Pix key in the form the DICT registers it; the phone as '+55' and its 11 digits. */
export function normalizeSubSellerPixKey(type: SubSellerPixKeyType, key: string): string {
  const trimmed = key.trim();
  if (type === 'DOCUMENT') return normalizeDocument(trimmed);
  if (type === 'PHONE') {
    const digits = digitsOf(trimmed);
    return digits.length === 13 && digits.startsWith('55') ? `+${digits}` : `+55${digits}`;
  }
  return trimmed.toLowerCase();
}

/** §5: DOCUMENT as CPF or CNPJ, ALLEATORY_KEY a random key (UUID), EMAIL, PHONE a mobile number. */
function isValidSubSellerPixKey(type: SubSellerPixKeyType, key: string): boolean {
  const normalized = normalizeSubSellerPixKey(type, key);
  if (type === 'DOCUMENT') return isValidPixKey('CPF', normalized) || isValidPixKey('CNPJ', normalized);
  if (type === 'ALLEATORY_KEY') return isValidPixKey('EVP', normalized);
  return isValidPixKey(type, normalized);
}

/** 'Informações gerais' and 'Divisão de valores padrão': what PATCH /sellers/subseller/{id} changes. */
type SubSellerGeneralInput = {
  documentType: string;
  name: string;
  birthdate: string;
  ownerName: string;
  ownerDocument: string;
  openingDate: string;
  description: string;
  paymentType: string;
  paymentValue: string;
};

const isCnpj = (input: { documentType: string }) => input.documentType === 'CNPJ';
const ownerNamePresent = (input: { documentType: string; ownerName: string }) =>
  !isCnpj(input) || input.ownerName !== '';
const openingDatePresent = (input: { documentType: string; openingDate: string }) =>
  !isCnpj(input) || input.openingDate !== '';
const descriptionPresent = (input: { documentType: string; description: string }) =>
  !isCnpj(input) || input.description !== '';

type PaymentInput = { paymentType: string; paymentValue: string };
const paymentValueOf = (input: PaymentInput): number | null =>
  input.paymentType === 'FIXED' || input.paymentType === 'PERCENTAGE'
    ? parseSubSellerPaymentValue(input.paymentType, input.paymentValue)
    : null;
// Each check passes when an earlier one already failed, so a field shows one message at a time.
const paymentValueReadable = (input: PaymentInput) =>
  !SUB_SELLER_PAYMENT_TYPES.includes(input.paymentType as never) || paymentValueOf(input) !== null;
const paymentValuePositive = (input: PaymentInput) => (paymentValueOf(input) ?? 1) > 0;
const percentageWithinLimit = (input: PaymentInput) =>
  input.paymentType !== 'PERCENTAGE' || (paymentValueOf(input) ?? 0) <= SUB_SELLER_PERCENTAGE_MAX;
const fixedWithinLimit = (input: PaymentInput) =>
  input.paymentType !== 'FIXED' || (paymentValueOf(input) ?? 0) <= SUB_SELLER_FIXED_MAX_CENTS;

/**
 * 'Informações gerais' and 'Divisão de valores padrão': what PATCH /sellers/subseller/{id}
 * changes. The owner, opening date and business description are asked of companies only (§5).
 */
export function subSellerGeneralSchema(today: string) {
  return v.pipe(
    v.object({
      documentType: oneOf(['CPF', 'CNPJ']),
      name: requiredText(SUB_SELLER_LIMITS.name),
      birthdate: pastDate(today),
      ownerName: text(SUB_SELLER_LIMITS.name),
      ownerDocument: v.pipe(
        v.string(),
        v.trim(),
        v.check((value: string) => value === '' || isValidCpf(value), SUB_SELLER_DOCUMENT_MESSAGE),
      ),
      openingDate: optionalPastDate(today),
      description: text(SUB_SELLER_LIMITS.description),
      paymentType: oneOf(SUB_SELLER_PAYMENT_TYPES),
      paymentValue: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED_MESSAGE)),
    }),
    v.forward(v.partialCheck([['documentType'], ['ownerName']], ownerNamePresent, REQUIRED_MESSAGE), [
      'ownerName',
    ]),
    v.forward(v.partialCheck([['documentType'], ['openingDate']], openingDatePresent, REQUIRED_MESSAGE), [
      'openingDate',
    ]),
    v.forward(v.partialCheck([['documentType'], ['description']], descriptionPresent, REQUIRED_MESSAGE), [
      'description',
    ]),
    v.forward(
      v.partialCheck(
        [['paymentType'], ['paymentValue']],
        paymentValueReadable,
        SUB_SELLER_VALUE_FORMAT_MESSAGE,
      ),
      ['paymentValue'],
    ),
    v.forward(
      v.partialCheck([['paymentType'], ['paymentValue']], paymentValuePositive, SUB_SELLER_VALUE_MESSAGE),
      ['paymentValue'],
    ),
    v.forward(
      v.partialCheck(
        [['paymentType'], ['paymentValue']],
        percentageWithinLimit,
        SUB_SELLER_PERCENTAGE_MESSAGE,
      ),
      ['paymentValue'],
    ),
    v.forward(
      v.partialCheck([['paymentType'], ['paymentValue']], fixedWithinLimit, SUB_SELLER_FIXED_MAX_MESSAGE),
      ['paymentValue'],
    ),
  );
}

export const subSellerAddressSchema = v.object({
  zipCode: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.regex(/^\d{5}-?\d{3}$/, CEP_INVALID_MESSAGE),
  ),
  street: requiredText(SUB_SELLER_LIMITS.street),
  number: requiredText(SUB_SELLER_LIMITS.number),
  complement: text(SUB_SELLER_LIMITS.complement),
  district: requiredText(SUB_SELLER_LIMITS.district),
  city: requiredText(SUB_SELLER_LIMITS.city),
  state: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.regex(/^[A-Za-z]{2}$/, SUB_SELLER_STATE_MESSAGE),
  ),
  country: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.regex(/^[A-Za-z]{2}$/, SUB_SELLER_COUNTRY_MESSAGE),
  ),
});

type SubSellerAddressInput = v.InferInput<typeof subSellerAddressSchema>;

type SubSellerAccountInput = {
  bank: string;
  issuer: string;
  issuerDigit: string;
  number: string;
  bankDigit: string;
  accountType: string;
  pixKeyType: string;
  pixKey: string;
};

const pixKeyFits = (type: SubSellerPixKeyType) => (input: { pixKeyType: string; pixKey: string }) =>
  input.pixKeyType !== type || isValidSubSellerPixKey(type, input.pixKey);

const digit = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.regex(/^[0-9Xx]$/, SUB_SELLER_DIGIT_MESSAGE),
);

/** 'Dados bancários': what PATCH /sellers/subseller/{id}/accounts changes. */
export const subSellerAccountSchema = v.pipe(
  v.object({
    bank: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(REQUIRED_MESSAGE),
      v.regex(/^\d{3}$/, SUB_SELLER_BANK_MESSAGE),
    ),
    issuer: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(REQUIRED_MESSAGE),
      v.regex(/^\d{3,}$/, SUB_SELLER_AGENCY_MESSAGE),
      v.maxLength(SUB_SELLER_LIMITS.agency, maxLengthMessage(SUB_SELLER_LIMITS.agency)),
    ),
    issuerDigit: digit,
    number: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(REQUIRED_MESSAGE),
      v.regex(/^\d{3,}$/, SUB_SELLER_ACCOUNT_MESSAGE),
      v.maxLength(SUB_SELLER_LIMITS.account, maxLengthMessage(SUB_SELLER_LIMITS.account)),
    ),
    bankDigit: digit,
    accountType: oneOf(SUB_SELLER_ACCOUNT_TYPES),
    pixKeyType: oneOf(SUB_SELLER_PIX_KEY_TYPES),
    pixKey: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(REQUIRED_MESSAGE),
      v.maxLength(SUB_SELLER_LIMITS.pixKey, maxLengthMessage(SUB_SELLER_LIMITS.pixKey)),
    ),
  }),
  v.forward(
    v.partialCheck([['pixKeyType'], ['pixKey']], pixKeyFits('DOCUMENT'), SUB_SELLER_DOCUMENT_MESSAGE),
    ['pixKey'],
  ),
  v.forward(
    v.partialCheck([['pixKeyType'], ['pixKey']], pixKeyFits('ALLEATORY_KEY'), SUB_SELLER_RANDOM_KEY_MESSAGE),
    ['pixKey'],
  ),
  v.forward(v.partialCheck([['pixKeyType'], ['pixKey']], pixKeyFits('EMAIL'), SUB_SELLER_PIX_EMAIL_MESSAGE), [
    'pixKey',
  ]),
  v.forward(v.partialCheck([['pixKeyType'], ['pixKey']], pixKeyFits('PHONE'), SUB_SELLER_PHONE_MESSAGE), [
    'pixKey',
  ]),
);

/** The contact: what PATCH /sellers/subseller/{id}/contacts changes. */
export const subSellerContactSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.maxLength(SUB_SELLER_LIMITS.email, maxLengthMessage(SUB_SELLER_LIMITS.email)),
    v.email(SUB_SELLER_EMAIL_MESSAGE),
  ),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.check(isValidCellphone, SUB_SELLER_PHONE_MESSAGE),
  ),
  alternativeEmail: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(SUB_SELLER_LIMITS.email, maxLengthMessage(SUB_SELLER_LIMITS.email)),
    v.check((value: string) => value === '' || isEmail(value), SUB_SELLER_EMAIL_MESSAGE),
  ),
});

type SubSellerContactInput = v.InferInput<typeof subSellerContactSchema>;

/** §5: 'document required and a valid CPF or CNPJ'. */
const subSellerDocumentSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.check((value: string) => isValidCpf(value) || isValidCnpj(value), SUB_SELLER_DOCUMENT_MESSAGE),
);

/** The whole form: creation, and the detail page's edit (where the document is read-only). */
export function subSellerFormSchema(today: string) {
  return v.object({
    document: subSellerDocumentSchema,
    general: subSellerGeneralSchema(today),
    address: subSellerAddressSchema,
    account: subSellerAccountSchema,
    contact: subSellerContactSchema,
  });
}

export type SubSellerFormInput = {
  document: string;
  general: SubSellerGeneralInput;
  address: SubSellerAddressInput;
  account: SubSellerAccountInput;
  contact: SubSellerContactInput;
};

export function emptySubSellerForm(): SubSellerFormInput {
  return {
    document: '',
    general: {
      documentType: '',
      name: '',
      birthdate: '',
      ownerName: '',
      ownerDocument: '',
      openingDate: '',
      description: '',
      paymentType: 'PERCENTAGE',
      paymentValue: '',
    },
    address: {
      zipCode: '',
      street: '',
      number: '',
      complement: '',
      district: '',
      city: '',
      state: '',
      country: 'BR',
    },
    account: {
      bank: '',
      issuer: '',
      issuerDigit: '',
      number: '',
      bankDigit: '',
      accountType: '',
      pixKeyType: '',
      pixKey: '',
    },
    contact: { email: '', phone: '', alternativeEmail: '' },
  };
}

/**
 * The first message of each field a schema refuses, by dot path ('pixKey', 'general.name'), in the
 * order found: the sandbox reports them in its errors list, without a valibot of its own.
 */
export function subSellerFormErrors(
  schema: v.GenericSchema,
  input: unknown,
): { path: string; message: string }[] {
  const result = v.safeParse(schema, input);
  if (result.success) return [];
  const errors: { path: string; message: string }[] = [];
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    if (!errors.some((error) => error.path === path)) errors.push({ path, message: issue.message });
  }
  return errors;
}

/** Only a valid CPF or CNPJ: the document as the creation request sends it. */
export const subSellerDocumentOnlySchema = v.object({ document: subSellerDocumentSchema });
