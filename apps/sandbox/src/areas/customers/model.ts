import type { payment } from '@balcao/client';
import { type CustomerDocumentType, customerFormErrors, normalizeZipCode } from '@balcao/domain/customers';
import { ValidationErrors } from '../../errors';
import { ADDRESS_FIELD_LABELS, type AddressColumns, toAddress } from '../shared/address-row';
import type { QueryWithDefaults } from '../shared/contract';

/**
 * The customer as the API shows it (typed by the contract) and as the table stores it, and the request
 * mapped onto the domain's form schema so that the server and the form check the same rules with the
 * same words.
 */
type Schemas = payment.components['schemas'];
export type CustomerDocument = Schemas['CustomerDocument'];
export type CustomerAddress = Schemas['CustomerAddress'];
export type CustomerSummary = Schemas['CustomerSummary'];
export type Customer = Schemas['Customer'];

export type CustomerPage = Schemas['CustomerPage'];

/** The list's query as the contract declares it; the gateway fills page, size and sort. */
export type CustomerListQuery = QueryWithDefaults<
  payment.operations['listCustomers'],
  'page' | 'size' | 'sort'
>;

export type AddressInput = Schemas['CustomerAddressInput'];
/** What creation and edit share: who the customer is and how to reach them. */
export type CustomerIdentificationRequest = Schemas['CustomerUpdateRequest'];
export type CustomerCreateRequest = Schemas['CustomerCreateRequest'];

/** The form's field names, as the server's messages name them. */
const LABELS: Record<string, string> = {
  name: 'Nome',
  fantasyName: 'Nome fantasia',
  documentNumber: 'Documento',
  documentNation: 'Nacionalidade do documento',
  email: 'E-mail',
  alternativeEmail: 'E-mail financeiro',
  countryCode: 'DDI',
  phone: 'Telefone',
  ...ADDRESS_FIELD_LABELS,
};

export function validate(schema: Parameters<typeof customerFormErrors>[0], input: unknown): void {
  const errors = Object.entries(customerFormErrors(schema, input));
  if (errors.length === 0) return;
  throw new ValidationErrors(
    errors.map(([path, message]) => {
      const field = path.split('.').at(-1) ?? path;
      return `${LABELS[field] ?? field}: ${message}`;
    }),
  );
}

/** The request as the form holds it (flat strings), so the domain schema checks both the same way. */
export function identificationForm(body: CustomerIdentificationRequest) {
  return {
    name: body.name,
    fantasyName: body.fantasyName ?? '',
    documentNation: body.document.documentNation,
    documentNumber: body.document.documentNumber,
    email: body.email,
    alternativeEmail: body.alternativeEmail ?? '',
    countryCode: body.countryCode,
    phone: body.phone,
  };
}

export const addressForm = (address: AddressInput) => ({ ...address, complement: address.complement ?? '' });

export function cleanAddress(address: AddressInput): CustomerAddress {
  const country = address.country.trim().toUpperCase();
  return {
    zipCode: normalizeZipCode(country, address.zipCode),
    street: address.street.trim(),
    number: address.number.trim(),
    complement: address.complement?.trim() || null,
    district: address.district.trim(),
    city: address.city.trim(),
    state: address.state.trim().toUpperCase(),
    country,
  };
}

export interface Row extends AddressColumns {
  id: string;
  name: string;
  fantasy_name: string | null;
  document_number: string;
  document_type: CustomerDocumentType;
  document_nation: string;
  email: string;
  alternative_email: string | null;
  country_code: string;
  phone: string;
  created_at: Date;
  updated_at: Date;
}

export function toSummary(row: Row): CustomerSummary {
  return {
    id: row.id,
    name: row.name,
    fantasyName: row.fantasy_name,
    document: {
      documentNumber: row.document_number,
      documentType: row.document_type,
      documentNation: row.document_nation,
    },
    email: row.email,
    countryCode: row.country_code,
    phone: row.phone,
  };
}

export function toCustomer(row: Row): Customer {
  return {
    ...toSummary(row),
    alternativeEmail: row.alternative_email,
    address: toAddress(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
