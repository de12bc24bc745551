import { displayDateToApiDate, formatApiDate } from '../dates/dates';
import { formatDocument, normalizeDocument } from '../documents/documents';
import { applyMask } from '../forms/masks';
import type { ActivationCompanyForm, ActivationForm, ActivationPartnerForm } from './activation-schema';
import {
  ACTIVATION_COUNTRY,
  type BusinessType,
  DEFAULT_BUSINESS_TYPE,
  DEFAULT_OWNER_TYPE,
  LEGAL_OWNER_TYPE,
  type OwnerType,
  partnerKindOf,
} from './bank-account';

/**
 * The activation's wire shapes (002 §3 'Submission payload' and accountInput) and their mapping to and
 * from the wizard's form. Written here, not taken from the generated client, because the domain is
 * below the client; the contract's schemas have the same fields (a type test in the app pins them).
 */
interface ActivationAddress {
  zipCode: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
  country: 'BR';
}

interface ActivationAccountOwner {
  document: string;
  firstName: string;
  lastName: string;
  birthdate: string;
  email: string;
  phoneNumber: string;
  address: ActivationAddress;
}

interface ActivationNaturalOwner {
  document: string;
  firstName: string;
  lastName: string;
  birthdate: string;
  email: string;
  phone: string;
  type: OwnerType;
  address: ActivationAddress;
}

interface ActivationLegalOwner {
  document: string;
  legalName: string;
  foundingDate: string;
  email: string;
  phone: string;
  type: 'LEGAL_REPRESENTATIVE';
  address: ActivationAddress;
}

export interface ActivationPayload {
  fantasyName: string;
  companyName: string;
  document: string;
  url: string;
  openingDate: string;
  businessType: BusinessType;
  mainActivity: string;
  phone?: string;
  email: string;
  address: ActivationAddress;
  /** Partner A, who will operate the account; also first in naturalOwner, with its type. */
  accountOwner: ActivationAccountOwner;
  naturalOwner: ActivationNaturalOwner[];
  legalOwner: ActivationLegalOwner[];
}

const digits = (value: string) => value.replace(/\D/g, '');
const apiDate = (value: string) => displayDateToApiDate(value.trim()) ?? value.trim();
const displayDate = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatApiDate(value) : value);

type AddressForm = Pick<
  ActivationPartnerForm,
  'zipCode' | 'street' | 'number' | 'complement' | 'district' | 'city' | 'state'
>;

function addressOf(form: AddressForm): ActivationAddress {
  return {
    zipCode: digits(form.zipCode),
    street: form.street.trim(),
    number: form.number.trim(),
    complement: form.complement.trim(),
    district: form.district.trim(),
    city: form.city.trim(),
    state: form.state.trim().toUpperCase(),
    country: ACTIVATION_COUNTRY,
  };
}

function addressForm(address: ActivationAddress): AddressForm {
  return {
    zipCode: applyMask('cep', address.zipCode),
    street: address.street,
    number: address.number,
    complement: address.complement,
    district: address.district,
    city: address.city,
    state: address.state,
  };
}

/** 'Maria da Silva Souza' → first 'Maria', last 'da Silva Souza'. */
function splitFullName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

function naturalOf(partner: ActivationPartnerForm): ActivationNaturalOwner {
  return {
    document: normalizeDocument(partner.document),
    ...splitFullName(partner.name),
    birthdate: apiDate(partner.date),
    email: partner.email.trim(),
    phone: digits(partner.phone),
    // Checked against OWNER_TYPES by the step's schema before any payload is built.
    type: partner.type as OwnerType,
    address: addressOf(partner),
  };
}

/** The wizard's form as the POST sends it (checked first by `activationProblems`). */
export function activationPayloadOf(form: ActivationForm): ActivationPayload {
  const { company, additional } = form;
  const [owner, ...others] = form.partners;
  if (!owner) throw new Error('A ativação precisa do sócio A.');
  const accountOwner = naturalOf(owner);
  const natural = others.filter((p) => partnerKindOf(p.document) === 'NATURAL').map(naturalOf);
  const legal = others
    .filter((p) => partnerKindOf(p.document) === 'LEGAL')
    .map(
      (p): ActivationLegalOwner => ({
        document: normalizeDocument(p.document),
        legalName: p.name.trim(),
        foundingDate: apiDate(p.date),
        email: p.email.trim(),
        phone: digits(p.phone),
        type: LEGAL_OWNER_TYPE,
        address: addressOf(p),
      }),
    );
  const phone = digits(company.phone);
  return {
    fantasyName: additional.fantasyName.trim(),
    companyName: company.companyName.trim(),
    document: normalizeDocument(company.document),
    url: additional.url.trim(),
    openingDate: apiDate(company.openingDate),
    businessType: additional.businessType as BusinessType,
    mainActivity: additional.mainActivity.trim(),
    ...(phone ? { phone } : {}),
    email: company.email.trim(),
    address: addressOf(company),
    accountOwner: {
      document: accountOwner.document,
      firstName: accountOwner.firstName,
      lastName: accountOwner.lastName,
      birthdate: accountOwner.birthdate,
      email: accountOwner.email,
      phoneNumber: accountOwner.phone,
      address: accountOwner.address,
    },
    naturalOwner: [accountOwner, ...natural],
    legalOwner: legal,
  };
}

export function emptyPartner(type: string = DEFAULT_OWNER_TYPE): ActivationPartnerForm {
  return {
    document: '',
    name: '',
    date: '',
    email: '',
    phone: '',
    type,
    zipCode: '',
    street: '',
    number: '',
    complement: '',
    district: '',
    city: '',
    state: '',
  };
}

export function emptyActivationForm(company: Partial<ActivationCompanyForm> = {}): ActivationForm {
  return {
    company: {
      document: '',
      companyName: '',
      openingDate: '',
      email: '',
      phone: '',
      zipCode: '',
      street: '',
      number: '',
      complement: '',
      district: '',
      city: '',
      state: '',
      ...company,
    },
    additional: { fantasyName: '', url: '', businessType: DEFAULT_BUSINESS_TYPE, mainActivity: '' },
    partners: [emptyPartner()],
  };
}

/** What the server keeps of the last submission (§3 accountInput), in the payload's field names. */
export interface ActivationAccountInput {
  fantasyName: string;
  companyName: string;
  document: string;
  url: string;
  businessType: BusinessType;
  mainActivity: string;
  phone: string | null;
  openingDate: string;
  email: string;
  newBankingAddress: ActivationAddress;
  newAccountOwner: ActivationAccountOwner;
  newNaturalOwner: ActivationNaturalOwner[];
  newLegalOwner: ActivationLegalOwner[];
}

export function accountInputOf(payload: ActivationPayload): ActivationAccountInput {
  return {
    fantasyName: payload.fantasyName,
    companyName: payload.companyName,
    document: payload.document,
    url: payload.url,
    businessType: payload.businessType,
    mainActivity: payload.mainActivity,
    phone: payload.phone ?? null,
    openingDate: payload.openingDate,
    email: payload.email,
    newBankingAddress: payload.address,
    newAccountOwner: payload.accountOwner,
    newNaturalOwner: payload.naturalOwner,
    newLegalOwner: payload.legalOwner,
  };
}

/** The last submission back in the wizard (a FAILED account is corrected and sent again). */
export function activationFormOf(input: ActivationAccountInput): ActivationForm {
  const natural = (owner: ActivationNaturalOwner): ActivationPartnerForm => ({
    document: formatDocument(owner.document),
    name: `${owner.firstName} ${owner.lastName}`.trim(),
    date: displayDate(owner.birthdate),
    email: owner.email,
    phone: applyMask('brPhone', owner.phone),
    type: owner.type,
    ...addressForm(owner.address),
  });
  const owner = input.newAccountOwner;
  const [first, ...naturalOthers] = input.newNaturalOwner;
  const ownerType = first && first.document === owner.document ? first.type : DEFAULT_OWNER_TYPE;
  const others = first && first.document === owner.document ? naturalOthers : input.newNaturalOwner;
  return {
    company: {
      document: formatDocument(input.document),
      companyName: input.companyName,
      openingDate: displayDate(input.openingDate),
      email: input.email,
      phone: applyMask('brPhone', input.phone ?? ''),
      ...addressForm(input.newBankingAddress),
    },
    additional: {
      fantasyName: input.fantasyName,
      url: input.url,
      businessType: input.businessType,
      mainActivity: input.mainActivity,
    },
    partners: [
      natural({ ...owner, phone: owner.phoneNumber, type: ownerType }),
      ...others.map(natural),
      ...input.newLegalOwner.map((legal) => ({
        document: formatDocument(legal.document),
        name: legal.legalName,
        date: displayDate(legal.foundingDate),
        email: legal.email,
        phone: applyMask('brPhone', legal.phone),
        type: legal.type,
        ...addressForm(legal.address),
      })),
    ],
  };
}
