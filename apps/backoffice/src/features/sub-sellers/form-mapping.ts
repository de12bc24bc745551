import type { payment } from '@balcao/client';
import { displayDateToApiDate, formatApiDate } from '@balcao/domain/dates';
import { formatCpf, formatDocument, normalizeDocument } from '@balcao/domain/documents';
import { maskCellphone } from '@balcao/domain/forms';
import {
  emptySubSellerForm,
  formatSubSellerPaymentValue,
  parseSubSellerPaymentValue,
  type SubSellerFormInput,
  type SubSellerPaymentType,
  type SubSellerPixKeyType,
  subSellerPaymentValueFromWire,
  subSellerPaymentValueToWire,
} from '@balcao/domain/sub-sellers';

type Schemas = payment.components['schemas'];
type SubSeller = Schemas['SubSeller'];

/**
 * Between the form (strings as typed, dates dd/MM/yyyy) and the API (decimals, yyyy-MM-dd, nulls).
 * The form is valid by the domain schema before any of these run.
 */
const isCompany = (form: SubSellerFormInput) => form.general.documentType === 'CNPJ';

export function toGeneralRequest(form: SubSellerFormInput): Schemas['SubSellerGeneralRequest'] {
  const { general } = form;
  const type = general.paymentType as SubSellerPaymentType;
  const company = isCompany(form);
  return {
    name: general.name.trim(),
    paymentType: type,
    paymentValue: subSellerPaymentValueToWire(parseSubSellerPaymentValue(type, general.paymentValue) ?? 0),
    description: general.description.trim() || null,
    openingDate: company ? displayDateToApiDate(general.openingDate) : null,
    owner: {
      ownerName: company ? general.ownerName.trim() : null,
      ownerDocument: company && general.ownerDocument ? normalizeDocument(general.ownerDocument) : null,
      birthdate: displayDateToApiDate(general.birthdate) ?? general.birthdate,
    },
  };
}

export function toAddressRequest(form: SubSellerFormInput): Schemas['SubSellerAddressInput'] {
  const { address } = form;
  return {
    zipCode: address.zipCode.trim(),
    street: address.street.trim(),
    number: address.number.trim(),
    complement: address.complement.trim() || null,
    district: address.district.trim(),
    city: address.city.trim(),
    state: address.state.trim().toUpperCase(),
    country: address.country.trim().toUpperCase(),
  };
}

export function toAccountRequest(form: SubSellerFormInput): Schemas['SubSellerAccountInput'] {
  const { account } = form;
  return {
    account: {
      bank: account.bank,
      issuer: account.issuer.trim(),
      issuerDigit: account.issuerDigit.trim(),
      number: account.number.trim(),
      bankDigit: account.bankDigit.trim(),
      accountType: account.accountType as Schemas['SubSellerBankAccount']['accountType'],
    },
    pixKeyType: account.pixKeyType as SubSellerPixKeyType,
    pixKey: account.pixKey.trim(),
  };
}

export function toContactRequest(form: SubSellerFormInput): Schemas['SubSellerContactInput'] {
  const { contact } = form;
  return {
    email: contact.email.trim(),
    phone: contact.phone,
    alternativeEmail: contact.alternativeEmail.trim() || null,
  };
}

export function toCreateRequest(form: SubSellerFormInput): Schemas['SubSellerCreateRequest'] {
  return {
    document: normalizeDocument(form.document),
    ...toGeneralRequest(form),
    address: toAddressRequest(form),
    account: toAccountRequest(form),
    contact: toContactRequest(form),
  };
}

/** A stored Pix key as the field shows it: documents punctuated, the phone without '+55'. */
export function pixKeyText(type: SubSellerPixKeyType, key: string): string {
  if (type === 'DOCUMENT') return formatDocument(key);
  if (type === 'PHONE') return maskCellphone(key.replace(/^\+55/, ''));
  return key;
}

/** The sub-seller as the edit form starts it. */
export function formFromSubSeller(subSeller: SubSeller): SubSellerFormInput {
  const empty = emptySubSellerForm();
  const { account } = subSeller.account;
  return {
    document: formatDocument(subSeller.document),
    general: {
      documentType: subSeller.documentType,
      name: subSeller.name,
      birthdate: formatApiDate(subSeller.owner.birthdate),
      ownerName: subSeller.owner.ownerName ?? '',
      ownerDocument: subSeller.owner.ownerDocument ? formatCpf(subSeller.owner.ownerDocument) : '',
      openingDate: subSeller.openingDate ? formatApiDate(subSeller.openingDate) : '',
      description: subSeller.description ?? '',
      paymentType: subSeller.paymentType,
      paymentValue: formatSubSellerPaymentValue(
        subSeller.paymentType,
        subSellerPaymentValueFromWire(subSeller.paymentValue),
      ),
    },
    address: { ...empty.address, ...subSeller.address, complement: subSeller.address.complement ?? '' },
    account: {
      bank: account.bank,
      issuer: account.issuer,
      issuerDigit: account.issuerDigit,
      number: account.number,
      bankDigit: account.bankDigit,
      accountType: account.accountType,
      pixKeyType: subSeller.account.pixKeyType,
      pixKey: pixKeyText(subSeller.account.pixKeyType, subSeller.account.pixKey),
    },
    contact: {
      email: subSeller.contact.email,
      phone: maskCellphone(subSeller.contact.phone),
      alternativeEmail: subSeller.contact.alternativeEmail ?? '',
    },
  };
}
