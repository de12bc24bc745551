import type { payment } from '@balcao/client';
import { formatApiDate } from '@balcao/domain/dates';
import { normalizeDocument } from '@balcao/domain/documents';
import {
  normalizeSubSellerPixKey,
  type SplitStatus,
  type SubSellerAccountType,
  type SubSellerDocumentType,
  type SubSellerPaymentType,
  type SubSellerPixKeyType,
  subSellerPaymentValueToWire,
} from '@balcao/domain/sub-sellers';
import { type AddressColumns, toAddress } from '../shared/address-row';

/**
 * The sub-seller as the API answers it (§3 of the acquiring document), typed by the contract, and as
 * a row holds it. The default split is integer hundredths in the row (cents, or hundredths of a
 * percent) and a decimal on the wire.
 */
type Schemas = payment.components['schemas'];
export type SubSellerAddress = Schemas['SubSellerAddress'];
export type SubSellerBankAccount = Schemas['SubSellerBankAccount'];
export type SubSellerAccount = Schemas['SubSellerAccount'];
export type SubSellerSummary = Schemas['SubSellerSummary'];
export type SubSeller = Schemas['SubSeller'];

export interface SubSellerRow extends AddressColumns {
  id: number;
  seller_id: number;
  name: string;
  document_type: SubSellerDocumentType;
  document: string;
  is_active: boolean;
  split_status: SplitStatus;
  payment_type: SubSellerPaymentType;
  payment_value: number;
  description: string | null;
  opening_date: string | null;
  bank: string;
  issuer: string;
  issuer_digit: string;
  account_number: string;
  account_digit: string;
  account_type: SubSellerAccountType;
  pix_key_type: SubSellerPixKeyType;
  pix_key: string;
  contact_name: string;
  email: string;
  phone: string;
  alternative_email: string | null;
  owner_name: string | null;
  owner_document: string | null;
  birthdate: string;
  created_at: Date;
  updated_at: Date;
}

/** Dates come back as text so no time zone gets near them. */
export const ROW_COLUMNS = `id, seller_id, name, document_type, document, is_active, split_status, payment_type,
  payment_value, description, opening_date::text AS opening_date, zip_code, street, number, complement, district,
  city, state, country, bank, issuer, issuer_digit, account_number, account_digit, account_type, pix_key_type,
  pix_key, contact_name, email, phone, alternative_email, owner_name, owner_document,
  birthdate::text AS birthdate, created_at, updated_at`;

export function toSummary(row: SubSellerRow): SubSellerSummary {
  return {
    id: row.id,
    name: row.name,
    documentType: row.document_type,
    document: row.document,
    isActive: row.is_active,
    splitStatus: row.split_status,
    paymentType: row.payment_type,
    paymentValue: subSellerPaymentValueToWire(row.payment_value),
  };
}

export function toSubSeller(row: SubSellerRow): SubSeller {
  return {
    ...toSummary(row),
    description: row.description,
    openingDate: row.opening_date,
    address: toAddress(row),
    account: {
      account: {
        bank: row.bank,
        issuer: row.issuer,
        issuerDigit: row.issuer_digit,
        number: row.account_number,
        bankDigit: row.account_digit,
        accountType: row.account_type,
      },
      pixKeyType: row.pix_key_type,
      pixKey: row.pix_key,
    },
    contact: {
      name: row.contact_name,
      email: row.email,
      phone: row.phone,
      alternativeEmail: row.alternative_email,
    },
    owner: { ownerName: row.owner_name, ownerDocument: row.owner_document, birthdate: row.birthdate },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Requests as the contract takes them. */
export type SubSellerAddressRequest = Schemas['SubSellerAddressInput'];
export type SubSellerAccountsRequest = Schemas['SubSellerAccountInput'];
export type SubSellerContactsRequest = Schemas['SubSellerContactInput'];
export type SubSellerGeneralRequest = Schemas['SubSellerGeneralRequest'];
export type SubSellerCreateRequest = Schemas['SubSellerCreateRequest'];

/** 'yyyy-MM-dd' as the form holds it; anything else passes through for the schema to refuse. */
export const displayDate = (day: string | null | undefined): string => {
  if (!day) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatApiDate(day) : day;
};

const digits = (text: string) => text.replace(/\D/g, '');

/** The values stored for each section, once the schema accepted them. */
export function cleanAddress(address: SubSellerAddressRequest) {
  const zip = digits(address.zipCode);
  return {
    zip_code: `${zip.slice(0, 5)}-${zip.slice(5)}`,
    street: address.street.trim(),
    number: address.number.trim(),
    complement: address.complement?.trim() || null,
    district: address.district.trim(),
    city: address.city.trim(),
    state: address.state.trim().toUpperCase(),
    country: address.country.trim().toUpperCase(),
  };
}

export function cleanAccount(request: SubSellerAccountsRequest) {
  const { account } = request;
  return {
    bank: account.bank.trim(),
    issuer: account.issuer.trim(),
    issuer_digit: account.issuerDigit.trim().toUpperCase(),
    account_number: account.number.trim(),
    account_digit: account.bankDigit.trim().toUpperCase(),
    account_type: account.accountType,
    pix_key_type: request.pixKeyType,
    pix_key: normalizeSubSellerPixKey(request.pixKeyType, request.pixKey),
  };
}

export function cleanContact(request: SubSellerContactsRequest) {
  return {
    email: request.email.trim(),
    phone: digits(request.phone),
    alternative_email: request.alternativeEmail?.trim() || null,
  };
}

/** The CNPJ-only fields are dropped for a person: their owner is themselves. */
export function cleanGeneral(request: SubSellerGeneralRequest, documentType: SubSellerDocumentType) {
  const company = documentType === 'CNPJ';
  const name = request.name.trim();
  const ownerName = company ? request.owner.ownerName?.trim() || null : null;
  return {
    name,
    payment_type: request.paymentType,
    description: request.description?.trim() || null,
    opening_date: company ? request.openingDate || null : null,
    owner_name: ownerName,
    owner_document:
      company && request.owner.ownerDocument ? normalizeDocument(request.owner.ownerDocument) : null,
    birthdate: request.owner.birthdate,
    contact_name: ownerName ?? name,
  };
}
