import type { BalcaoClients } from '@balcao/client';
import { DEFAULT_NATION } from '@balcao/domain/common';
import {
  CEP_INVALID_MESSAGE,
  CEP_LOOKUP_MIN_LENGTH,
  CUSTOMER_DUPLICATE_DOCUMENT_MESSAGE,
  type CustomerAddressFormInput,
  type CustomerCreateFormInput,
  customerAddressSchema,
  customerFormErrors,
  customerIdentificationSchema,
} from '@balcao/domain/customers';
import { isValidCnpj, isValidCpfOrCnpj, normalizeDocument } from '@balcao/domain/documents';
import { useRef, useState } from 'react';
import { fieldErrors } from '../../app/form-errors';
import { companyAddress, lookupCompany, lookupPostalCode } from '../../app/lookups';
import { useAppForm } from '../../ui/form';
import { hasCustomerWithDocument } from './api';

/** A valid CNPJ the company lookup does not know: nothing is filled, and the user is told so. */
export const COMPANY_NOT_FOUND_NOTE = 'Empresa não encontrada para este CNPJ: preencha os dados manualmente.';

export type AddressKey = keyof CustomerAddressFormInput;
export type Section = 'identification' | 'address';

/** The address fields a CEP lookup fills, and locks when it filled them. */
const LOOKUP_FIELDS = ['street', 'district', 'city', 'state'] as const;

const prefixed = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [`${prefix}${path}`, message]));

/** The domain schema's first message per field path ('email', 'address.zipCode') for the given sections. */
export function sectionErrors(
  values: CustomerCreateFormInput,
  sections: ReadonlySet<Section>,
): Record<string, string> {
  return {
    ...(sections.has('identification') ? customerFormErrors(customerIdentificationSchema, values) : {}),
    ...(sections.has('address') && !values.useSellerAddress
      ? prefixed(customerFormErrors(customerAddressSchema, values.address), 'address.')
      : {}),
  };
}

/**
 * A customer form on react-form. The domain schema validates a section once the user tried to leave
 * or save it ('Próximo', 'Salvar'), then at every change, so a fixed field loses its message at once;
 * a section not yet tried stays quiet. Beside the values, the two lookups of §5: a valid CNPJ
 * prefills name, fantasy name and address; a full CEP fills the address and locks what it filled.
 */
export function useCustomerForm(
  clients: BalcaoClients,
  initial: CustomerCreateFormInput,
  onSubmit: (values: CustomerCreateFormInput) => Promise<unknown>,
  /** A new customer: a document the seller already has is refused at step 1, not after the address. */
  { refuseTakenDocument = false } = {},
) {
  const checked = useRef(new Set<Section>());
  /** The documents (digits) the seller already has as customers, and each search asked so far. */
  const taken = useRef(new Set<string>());
  const searches = useRef(new Map<string, Promise<boolean>>());
  const takenError = (value: CustomerCreateFormInput): Record<string, string> =>
    value.documentNation === DEFAULT_NATION && taken.current.has(normalizeDocument(value.documentNumber))
      ? { documentNumber: CUSTOMER_DUPLICATE_DOCUMENT_MESSAGE }
      : {};
  const [defaultValues] = useState(initial);
  const api = useAppForm({
    defaultValues,
    validators: {
      onChange: ({ value }) =>
        fieldErrors({ ...sectionErrors(value, checked.current), ...takenError(value) }),
    },
    // react-form forgets a field's messages when it unmounts; a step or section shown again says them again.
    listeners: { onFieldUnmount: ({ formApi }) => void formApi.validate('change') },
    onSubmit: ({ value }) => onSubmit(value),
  });
  const [cepError, setCepError] = useState<string | null>(null);
  const [locked, setLocked] = useState<ReadonlySet<AddressKey>>(new Set());
  const [lookingUp, setLookingUp] = useState<'company' | 'cep' | null>(null);
  /** Said under the document when a valid CNPJ is unknown to the lookup: the user fills the rest. */
  const [companyNote, setCompanyNote] = useState<string | null>(null);
  const latestCep = useRef('');
  /** What the last CEP lookup wrote: stale, and cleared, as soon as the CEP changes. */
  const filledByCep = useRef<readonly AddressKey[]>([]);
  const lastCnpj = useRef(
    initial.documentNation === DEFAULT_NATION ? normalizeDocument(initial.documentNumber) : '',
  );

  /** Shows the section's messages from now on; true when it has none. */
  function check(section: Section): boolean {
    checked.current.add(section);
    void api.validate('change');
    const { values } = api.state;
    const sectionHasCepError = section === 'address' && cepError !== null && !values.useSellerAddress;
    const sectionHasTakenDocument = section === 'identification' && 'documentNumber' in takenError(values);
    return (
      Object.keys(sectionErrors(values, new Set([section]))).length === 0 &&
      !sectionHasCepError &&
      !sectionHasTakenDocument
    );
  }

  /**
   * True when the document typed is already one of the seller's customers (said under the field).
   * A failed search lets the user go on: the server still refuses a duplicate on save.
   */
  async function documentTaken(): Promise<boolean> {
    const { documentNumber, documentNation } = api.state.values;
    const digits = normalizeDocument(documentNumber);
    if (!refuseTakenDocument || documentNation !== DEFAULT_NATION || !isValidCpfOrCnpj(digits)) return false;
    let search = searches.current.get(digits);
    if (!search) {
      search = hasCustomerWithDocument(clients, digits).then(
        (found) => {
          if (found) taken.current.add(digits);
          return found;
        },
        () => false,
      );
      searches.current.set(digits, search);
    }
    const found = await search;
    if (found) void api.validate('change');
    return found;
  }

  /** A Brazilian document just typed (the field already keeps it). */
  async function documentChanged(documentNumber: string) {
    // Checked as soon as the document is whole, so the user hears it before the rest of step 1.
    void documentTaken();
    const cnpj = normalizeDocument(documentNumber);
    if (
      api.getFieldValue('documentNation') !== DEFAULT_NATION ||
      !isValidCnpj(cnpj) ||
      cnpj === lastCnpj.current
    )
      return;
    lastCnpj.current = cnpj;
    setCompanyNote(null);
    setLookingUp('company');
    try {
      const company = await lookupCompany(clients, cnpj);
      if (lastCnpj.current !== cnpj) return;
      if (!company) {
        setCompanyNote(COMPANY_NOT_FOUND_NOTE);
        return;
      }
      api.setFieldValue('name', company.companyName);
      api.setFieldValue('fantasyName', company.fantasyName ?? '');
      api.setFieldValue('address', (previous) => ({
        ...previous,
        ...companyAddress(company),
        country: DEFAULT_NATION,
      }));
      setLocked(new Set());
      setCepError(null);
    } catch {
      // A lookup that fails leaves the form as typed: the user fills it in.
    } finally {
      setLookingUp(null);
    }
  }

  /** A Brazilian CEP just typed (the field already keeps it). */
  async function zipCodeChanged(zipCode: string) {
    setCepError(null);
    setLocked(new Set());
    if (filledByCep.current.length > 0) {
      const stale = Object.fromEntries(filledByCep.current.map((key) => [key, '']));
      api.setFieldValue('address', (previous) => ({ ...previous, ...stale }));
      filledByCep.current = [];
    }
    latestCep.current = zipCode;
    if (
      api.getFieldValue('address.country').toUpperCase() !== DEFAULT_NATION ||
      zipCode.length < CEP_LOOKUP_MIN_LENGTH
    )
      return;
    setLookingUp('cep');
    try {
      const found = await lookupPostalCode(clients, zipCode);
      if (latestCep.current !== zipCode) return;
      if (!found) {
        setCepError(CEP_INVALID_MESSAGE);
        return;
      }
      api.setFieldValue('address', (previous) => ({
        ...previous,
        street: found.street,
        district: found.district,
        city: found.city,
        state: found.state.toUpperCase(),
        country: DEFAULT_NATION,
        ...(found.complement && !previous.complement ? { complement: found.complement } : {}),
      }));
      // Only what the lookup actually gave is locked: small towns have no street per CEP.
      const filled = LOOKUP_FIELDS.filter((key) => found[key] !== '');
      filledByCep.current = filled;
      setLocked(new Set(filled));
    } catch {
      setCepError(CEP_INVALID_MESSAGE);
    } finally {
      if (latestCep.current === zipCode) setLookingUp(null);
    }
  }

  function setAddressCountry(country: string) {
    api.setFieldValue('address.country', country);
    setLocked(new Set());
    setCepError(null);
  }

  /** Back to the values the form started with, every section quiet again. */
  function reset() {
    checked.current.clear();
    api.reset();
    setCepError(null);
    setLocked(new Set());
    setCompanyNote(null);
    filledByCep.current = [];
  }

  return {
    api,
    cepError,
    locked,
    lookingUp,
    companyNote,
    check,
    documentTaken,
    documentChanged,
    zipCodeChanged,
    setAddressCountry,
    reset,
  };
}

export type CustomerForm = ReturnType<typeof useCustomerForm>;
