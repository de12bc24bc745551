import * as v from 'valibot';
import type { Role } from '../access/roles';
import { REQUIRED_MESSAGE } from '../access/sign-in-schema';
import { DEFAULT_NATION, PHONE_PREFIX } from '../common/constants';
import { isValidCpfOrCnpj, normalizeDocument } from '../documents/documents';
import { firstErrorByField } from '../forms/field-errors';
import { VALIDATION_MESSAGES } from '../forms/validation-messages';

/**
 * The customer forms ('Adicionar cliente' and the edit page, §5 of both documents). The same
 * schemas validate the sandbox's requests, so a rule and its message are written once. Values are
 * flat strings, as the form holds them; `parseCustomer*` in the sandbox maps the request onto them.
 */
const CUSTOMER_DOCUMENT_MESSAGE = 'Inclua um CNPJ ou CPF válido';
const EMAIL_REQUIRED_MESSAGE = VALIDATION_MESSAGES.emailRequired;
export const EMAIL_INVALID_MESSAGE = VALIDATION_MESSAGES.emailInvalid;
export const CEP_INVALID_MESSAGE = 'Cep inválido.';
/** Said by the form at step 1 and by the server on save: one customer per document and seller. */
export const CUSTOMER_DUPLICATE_DOCUMENT_MESSAGE = 'Já existe um cliente com este documento.';
/** The sub-seller form's wording, reused: the documents give no phone message for customers. */
export const PHONE_INVALID_MESSAGE = 'Formato de telefone inválido';
const COUNTRY_CODE_INVALID_MESSAGE = 'DDI inválido.';
export const MARKUP_MESSAGE = 'Não use os caracteres < e >.';
const LETTERS_ONLY_MESSAGE = 'Use apenas letras.';
const COUNTRY_INVALID_MESSAGE = 'Use a sigla do país com 2 letras.';
export const maxLengthMessage = (max: number) => `Use no máximo ${max} caracteres.`;

export const CUSTOMER_LIMITS = {
  name: 150,
  document: 30,
  email: 254,
  countryCode: 4,
  phone: 20,
  zipCode: 12,
  street: 150,
  number: 20,
  complement: 100,
  district: 100,
  city: 100,
  state: 3,
  country: 2,
} as const;

/** /clientes shows 20 a page, by name (§9). */
export const CUSTOMER_PAGE_SIZE = 20;
/** The import's client list and the customer tabs fetch up to this many at once (§9). */
export const CUSTOMER_FULL_LIST_SIZE = 10_000;

/** §6: who sees the customer page's Assinaturas tab. */
export const CUSTOMER_SUBSCRIPTIONS_TAB_ROLES = [
  'SELLER_MASTER',
  'SELLER_ADMIN',
  'SELLER_BACKOFFICE',
  'SELLER_SUBSCRIPTIONS',
] as const satisfies readonly Role[];
/** §6: who sees the customer page's Recebíveis tab and loads its charges. */
export const CUSTOMER_RECEIVABLES_TAB_ROLES = [
  'SELLER_MASTER',
  'SELLER_ADMIN',
  'SELLER_BACKOFFICE',
  'SELLER_CHARGES',
] as const satisfies readonly Role[];

/** A Brazilian CEP typed in full is 9 characters with its dash: the lookup starts there. */
export const CEP_LOOKUP_MIN_LENGTH = 9;

/** Names and titles refuse '<' and '>' (issue 9): the same check in every form and at the gateway. */
export const noMarkup = v.check((value: string) => !/[<>]/.test(value), MARKUP_MESSAGE);

/** Free text of a form: trimmed, at most `max` characters, no markup. */
export const boundedText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, maxLengthMessage(max)), noMarkup);
/** As `boundedText`, and not empty. */
export const requiredText = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.maxLength(max, maxLengthMessage(max)),
    noMarkup,
  );
const text = boundedText;

const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(EMAIL_REQUIRED_MESSAGE),
  v.maxLength(CUSTOMER_LIMITS.email, maxLengthMessage(CUSTOMER_LIMITS.email)),
  v.email(EMAIL_INVALID_MESSAGE),
);

const optionalEmail = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(CUSTOMER_LIMITS.email, maxLengthMessage(CUSTOMER_LIMITS.email)),
  v.check(
    (value: string) => value === '' || v.is(v.pipe(v.string(), v.email()), value),
    EMAIL_INVALID_MESSAGE,
  ),
);

/** Letters of any alphabet, spaces, and the hyphen, apostrophe and dot of names like Embu-Guaçu or d'Oeste. */
const PLACE_NAME = /^[\p{L}\p{M} .'-]*$/u;

/** Lower case without accents: how names are sorted and searched ('Ângela' beside 'Ana'). */
export function customerSearchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Digits only: what the API stores for phones and country codes. */
export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

export function isValidPhone(countryCode: string, phone: string): boolean {
  const digits = onlyDigits(phone);
  if (onlyDigits(countryCode) === PHONE_PREFIX) return digits.length === 10 || digits.length === 11;
  return digits.length >= 4 && digits.length <= 15;
}

/** A Brazilian CEP is 8 digits (99999-999); elsewhere the postal code is free text. */
function isValidZipCode(country: string, zipCode: string): boolean {
  if (country.trim().toUpperCase() !== DEFAULT_NATION) return zipCode.trim() !== '';
  return /^\d{5}-?\d{3}$/.test(zipCode.trim());
}

const identificationEntries = {
  name: requiredText(CUSTOMER_LIMITS.name),
  fantasyName: text(CUSTOMER_LIMITS.name),
  documentNation: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z]{2}$/, COUNTRY_INVALID_MESSAGE)),
  documentNumber: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(CUSTOMER_LIMITS.document, maxLengthMessage(CUSTOMER_LIMITS.document)),
    noMarkup,
  ),
  email,
  alternativeEmail: optionalEmail,
  countryCode: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.regex(/^\+?\d{1,3}$/, COUNTRY_CODE_INVALID_MESSAGE),
  ),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.maxLength(CUSTOMER_LIMITS.phone, maxLengthMessage(CUSTOMER_LIMITS.phone)),
  ),
};

const documentValid = (input: { documentNation: string; documentNumber: string }) =>
  input.documentNation.toUpperCase() !== DEFAULT_NATION || isValidCpfOrCnpj(input.documentNumber);
const foreignDocumentPresent = (input: { documentNation: string; documentNumber: string }) =>
  input.documentNation.toUpperCase() === DEFAULT_NATION || input.documentNumber !== '';
const phoneValid = (input: { countryCode: string; phone: string }) =>
  isValidPhone(input.countryCode, input.phone);

/** Step 1 of 'Adicionar cliente', and the identification section of the edit page. */
export const customerIdentificationSchema = v.pipe(
  v.object(identificationEntries),
  v.forward(
    v.partialCheck([['documentNation'], ['documentNumber']], documentValid, CUSTOMER_DOCUMENT_MESSAGE),
    ['documentNumber'],
  ),
  v.forward(
    v.partialCheck([['documentNation'], ['documentNumber']], foreignDocumentPresent, REQUIRED_MESSAGE),
    ['documentNumber'],
  ),
  v.forward(v.partialCheck([['countryCode'], ['phone']], phoneValid, PHONE_INVALID_MESSAGE), ['phone']),
);

type CustomerIdentificationInput = v.InferInput<typeof customerIdentificationSchema>;

export const customerAddressSchema = v.pipe(
  v.object({
    zipCode: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(REQUIRED_MESSAGE),
      v.maxLength(CUSTOMER_LIMITS.zipCode, CEP_INVALID_MESSAGE),
      noMarkup,
    ),
    street: requiredText(CUSTOMER_LIMITS.street),
    number: requiredText(CUSTOMER_LIMITS.number),
    complement: text(CUSTOMER_LIMITS.complement),
    district: requiredText(CUSTOMER_LIMITS.district),
    city: v.pipe(requiredText(CUSTOMER_LIMITS.city), v.regex(PLACE_NAME, LETTERS_ONLY_MESSAGE)),
    state: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(REQUIRED_MESSAGE),
      v.maxLength(CUSTOMER_LIMITS.state, maxLengthMessage(CUSTOMER_LIMITS.state)),
      v.regex(/^\p{L}+$/u, LETTERS_ONLY_MESSAGE),
    ),
    country: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(REQUIRED_MESSAGE),
      v.regex(/^[A-Za-z]{2}$/, COUNTRY_INVALID_MESSAGE),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['country'], ['zipCode']],
      (input) => isValidZipCode(input.country, input.zipCode),
      CEP_INVALID_MESSAGE,
    ),
    ['zipCode'],
  ),
);

export type CustomerAddressFormInput = v.InferInput<typeof customerAddressSchema>;

/**
 * The whole 'Adicionar cliente' form. With 'use my address' the address is the seller's and its
 * fields are not checked.
 */
export const customerCreateSchema = v.pipe(
  v.variant('useSellerAddress', [
    v.object({ ...identificationEntries, useSellerAddress: v.literal(true), address: v.unknown() }),
    v.object({
      ...identificationEntries,
      useSellerAddress: v.literal(false),
      address: customerAddressSchema,
    }),
  ]),
  v.forward(
    v.partialCheck([['documentNation'], ['documentNumber']], documentValid, CUSTOMER_DOCUMENT_MESSAGE),
    ['documentNumber'],
  ),
  v.forward(
    v.partialCheck([['documentNation'], ['documentNumber']], foreignDocumentPresent, REQUIRED_MESSAGE),
    ['documentNumber'],
  ),
  v.forward(v.partialCheck([['countryCode'], ['phone']], phoneValid, PHONE_INVALID_MESSAGE), ['phone']),
);

export type CustomerCreateFormInput = CustomerIdentificationInput & {
  useSellerAddress: boolean;
  address: CustomerAddressFormInput;
};

const emptyCustomerAddress = (): CustomerAddressFormInput => ({
  zipCode: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
  country: DEFAULT_NATION,
});

export const emptyCustomerForm = (): CustomerCreateFormInput => ({
  name: '',
  fantasyName: '',
  documentNation: DEFAULT_NATION,
  documentNumber: '',
  email: '',
  alternativeEmail: '',
  countryCode: PHONE_PREFIX,
  phone: '',
  useSellerAddress: false,
  address: emptyCustomerAddress(),
});

export type CustomerDocumentType = 'CPF' | 'CNPJ' | 'OTHER';

/** How a document is stored: upper-cased letters and digits for BR, trimmed as typed elsewhere. */
export function customerDocumentOf(
  nation: string,
  number: string,
): {
  documentNumber: string;
  documentType: CustomerDocumentType;
  documentNation: string;
} {
  const documentNation = nation.trim().toUpperCase();
  if (documentNation !== DEFAULT_NATION)
    return { documentNumber: number.trim(), documentType: 'OTHER', documentNation };
  const documentNumber = normalizeDocument(number);
  const documentType = documentNumber.length === 11 && /^\d+$/.test(documentNumber) ? 'CPF' : 'CNPJ';
  return { documentNumber, documentType, documentNation };
}

/** A Brazilian CEP as shown and stored: 99999-999. Other postal codes are kept as typed. */
export function normalizeZipCode(country: string, zipCode: string): string {
  const trimmed = zipCode.trim();
  if (country.trim().toUpperCase() !== DEFAULT_NATION) return trimmed;
  const digits = onlyDigits(trimmed);
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : trimmed;
}

/**
 * The first message of each field that fails, keyed by its path ('email', 'address.zipCode'); empty
 * when the input passes. For callers that do not use valibot themselves (the sandbox).
 */
export function customerFormErrors(
  schema: typeof customerCreateSchema | typeof customerIdentificationSchema | typeof customerAddressSchema,
  input: unknown,
): Record<string, string> {
  return firstErrorByField(schema, input);
}
