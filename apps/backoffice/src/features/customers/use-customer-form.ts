import type { BalcaoClients } from '@balcao/client';
import {
  CEP_INVALID_MESSAGE,
  CEP_LOOKUP_MIN_LENGTH,
  type CustomerAddressFormInput,
  type CustomerCreateFormInput,
  customerAddressSchema,
  customerFormErrors,
  customerIdentificationSchema,
  DEFAULT_NATION,
  isValidCnpj,
  normalizeDocument,
} from '@balcao/domain';
import { useRef, useState } from 'react';
import { lookupCompany, lookupPostalCode } from './api';

export type AddressKey = keyof CustomerAddressFormInput;
export type IdentificationKey = Exclude<keyof CustomerCreateFormInput, 'address' | 'useSellerAddress'>;
export type Section = 'identification' | 'address';

/** The address fields a CEP lookup fills, and locks when it filled them. */
const LOOKUP_FIELDS = ['street', 'district', 'city', 'state'] as const;

const prefixed = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [`${prefix}${path}`, message]));

/**
 * The state of a customer form: values as typed, the messages of the domain schema (shown for a
 * section once the user tried to leave or save it, then kept live), and the two lookups of §5 —
 * a valid CNPJ prefills name, fantasy name and address; a full CEP fills and locks the address.
 */
export function useCustomerForm(clients: BalcaoClients, initial: CustomerCreateFormInput) {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<ReadonlySet<Section>>(new Set());
  const [cepError, setCepError] = useState<string | null>(null);
  const [locked, setLocked] = useState<ReadonlySet<AddressKey>>(new Set());
  const [lookingUp, setLookingUp] = useState<'company' | 'cep' | null>(null);
  const latestCep = useRef('');
  const lastCnpj = useRef(
    initial.documentNation === DEFAULT_NATION ? normalizeDocument(initial.documentNumber) : '',
  );

  const sectionErrors = (section: Section, current = values): Record<string, string> =>
    section === 'identification'
      ? customerFormErrors(customerIdentificationSchema, current)
      : current.useSellerAddress
        ? {}
        : prefixed(customerFormErrors(customerAddressSchema, current.address), 'address.');

  const errors: Record<string, string> = {
    ...(checked.has('identification') ? sectionErrors('identification') : {}),
    ...(checked.has('address') ? sectionErrors('address') : {}),
  };
  if (cepError && !values.useSellerAddress) errors['address.zipCode'] ??= cepError;

  /** Shows the section's messages from now on; true when it has none. */
  function check(section: Section): boolean {
    setChecked((previous) => new Set([...previous, section]));
    const sectionHasCepError = section === 'address' && cepError !== null && !values.useSellerAddress;
    return Object.keys(sectionErrors(section)).length === 0 && !sectionHasCepError;
  }

  function set<K extends IdentificationKey | 'useSellerAddress'>(key: K, value: CustomerCreateFormInput[K]) {
    setValues((previous) => ({ ...previous, [key]: value }));
  }

  function setAddress(key: AddressKey, value: string) {
    setValues((previous) => ({ ...previous, address: { ...previous.address, [key]: value } }));
  }

  function fillAddress(address: Partial<CustomerAddressFormInput>) {
    setValues((previous) => ({ ...previous, address: { ...previous.address, ...address } }));
  }

  async function setDocument(documentNumber: string) {
    set('documentNumber', documentNumber);
    const cnpj = normalizeDocument(documentNumber);
    if (values.documentNation !== DEFAULT_NATION || !isValidCnpj(cnpj) || cnpj === lastCnpj.current) return;
    lastCnpj.current = cnpj;
    setLookingUp('company');
    try {
      const company = await lookupCompany(clients, cnpj);
      if (!company || lastCnpj.current !== cnpj) return;
      setValues((previous) => ({
        ...previous,
        name: company.companyName,
        fantasyName: company.fantasyName ?? '',
        address: {
          ...previous.address,
          zipCode: company.address.zipCode,
          street: company.address.street,
          number: company.address.number,
          complement: company.address.complement ?? '',
          district: company.address.district,
          city: company.address.city,
          state: company.address.state,
          country: DEFAULT_NATION,
        },
      }));
      setLocked(new Set());
      setCepError(null);
    } catch {
      // A lookup that fails leaves the form as typed: the user fills it in.
    } finally {
      setLookingUp(null);
    }
  }

  async function setZipCode(zipCode: string) {
    setAddress('zipCode', zipCode);
    setCepError(null);
    setLocked(new Set());
    latestCep.current = zipCode;
    if (values.address.country.toUpperCase() !== DEFAULT_NATION || zipCode.length < CEP_LOOKUP_MIN_LENGTH)
      return;
    setLookingUp('cep');
    try {
      const found = await lookupPostalCode(clients, zipCode);
      if (latestCep.current !== zipCode) return;
      if (!found) {
        setCepError(CEP_INVALID_MESSAGE);
        return;
      }
      fillAddress({
        street: found.street,
        district: found.district,
        city: found.city,
        state: found.state.toUpperCase(),
        country: DEFAULT_NATION,
        ...(found.complement && !values.address.complement ? { complement: found.complement } : {}),
      });
      // Only what the lookup actually gave is locked: small towns have no street per CEP.
      setLocked(new Set(LOOKUP_FIELDS.filter((key) => found[key] !== '')));
    } catch {
      setCepError(CEP_INVALID_MESSAGE);
    } finally {
      if (latestCep.current === zipCode) setLookingUp(null);
    }
  }

  function setAddressCountry(country: string) {
    fillAddress({ country });
    setLocked(new Set());
    setCepError(null);
  }

  function reset(next: CustomerCreateFormInput) {
    setValues(next);
    setChecked(new Set());
    setCepError(null);
    setLocked(new Set());
  }

  return {
    values,
    errors,
    locked,
    lookingUp,
    check,
    set,
    setAddress,
    setDocument,
    setZipCode,
    setAddressCountry,
    reset,
  };
}

export type CustomerFormState = ReturnType<typeof useCustomerForm>;
