import type { BalcaoClients } from '@balcao/client';
import {
  CEP_INVALID_MESSAGE,
  isCompanyStatusAccepted,
  isValidCnpj,
  isValidCpf,
  maskCep,
  normalizeDocument,
  REQUIRED_MESSAGE,
  SUB_SELLER_COMPANY_NOT_FOUND_MESSAGE,
  SUB_SELLER_DOCUMENT_MESSAGE,
  type SubSellerFormInput,
  subSellerCompanyStatusMessage,
  subSellerFormErrors,
  subSellerFormSchema,
} from '@balcao/domain';
import { useMemo, useRef, useState } from 'react';
import { lookupCompany, lookupPostalCode } from './api';

export type Section = Exclude<keyof SubSellerFormInput, 'document'>;
export type FieldOf<S extends Section> = keyof SubSellerFormInput[S] & string;

/** 9 characters is a whole CEP with its dash: the lookup starts there (§2.8 of the common document). */
const CEP_LENGTH = 9;

/**
 * The state of the sub-seller form: values as typed; the domain schema's messages, shown for a
 * field once it was left and for all of them after the first save; the document checked on blur
 * (a CPF locally, a CNPJ through the company lookup, which also fills name and address); the CEP
 * lookup on blur.
 */
export function useSubSellerForm(
  clients: BalcaoClients,
  initial: SubSellerFormInput,
  options: { today: string; documentChecked?: boolean },
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [checkedDocument, setCheckedDocument] = useState(
    options.documentChecked ? normalizeDocument(initial.document) : null,
  );
  const [documentError, setDocumentError] = useState<string | null>(null);
  const [cepError, setCepError] = useState<string | null>(null);
  const [lookingUp, setLookingUp] = useState<'company' | 'cep' | null>(null);
  const latestDocument = useRef('');

  const schema = useMemo(() => subSellerFormSchema(options.today), [options.today]);
  const allErrors = useMemo(() => {
    const found = Object.fromEntries(
      subSellerFormErrors(schema, values).map(({ path, message }) => [path, message]),
    ) as Record<string, string>;
    if (cepError) found['address.zipCode'] ??= cepError;
    return found;
  }, [schema, values, cepError]);

  const shown = (path: string) => submitted || touched.has(path);
  const errorOf = (path: string): string | undefined => (shown(path) ? allErrors[path] : undefined);
  const revealed = checkedDocument !== null && checkedDocument === normalizeDocument(values.document);

  function blur(path: string) {
    setTouched((previous) => (previous.has(path) ? previous : new Set([...previous, path])));
  }

  function set<S extends Section>(section: S, field: FieldOf<S>, value: string) {
    setValues((previous) => ({ ...previous, [section]: { ...previous[section], [field]: value } }));
  }

  function setDocument(document: string) {
    setValues((previous) => ({ ...previous, document }));
    setDocumentError(null);
  }

  /** §4: 14 characters are a CNPJ (company lookup), 11 digits a CPF (checked here). */
  async function checkDocument(typed: string = values.document): Promise<void> {
    const document = normalizeDocument(typed);
    latestDocument.current = document;
    if (document === checkedDocument) return;
    const fail = (message: string) => {
      setCheckedDocument(null);
      setDocumentError(message);
    };
    if (document === '') return fail(REQUIRED_MESSAGE);
    if (document.length === 11 && isValidCpf(document)) {
      set('general', 'documentType', 'CPF');
      setCheckedDocument(document);
      return;
    }
    if (document.length !== 14 || !isValidCnpj(document)) return fail(SUB_SELLER_DOCUMENT_MESSAGE);
    setLookingUp('company');
    try {
      const company = await lookupCompany(clients, document);
      if (latestDocument.current !== document) return;
      if (!company) return fail(SUB_SELLER_COMPANY_NOT_FOUND_MESSAGE);
      if (!isCompanyStatusAccepted(company.status))
        return fail(subSellerCompanyStatusMessage(company.status));
      setValues((previous) => ({
        ...previous,
        general: { ...previous.general, documentType: 'CNPJ', name: company.companyName },
        address: {
          ...previous.address,
          zipCode: company.address.zipCode,
          street: company.address.street,
          number: company.address.number,
          complement: company.address.complement ?? '',
          district: company.address.district,
          city: company.address.city,
          state: company.address.state,
          country: 'BR',
        },
        contact: { ...previous.contact, email: previous.contact.email || (company.email ?? '') },
      }));
      setCepError(null);
      setCheckedDocument(document);
    } catch {
      fail(SUB_SELLER_COMPANY_NOT_FOUND_MESSAGE);
    } finally {
      setLookingUp(null);
    }
  }

  /** §5: the lookup fills street, district, city, state, complement and country BR. */
  async function checkZipCode(typed: string = values.address.zipCode): Promise<void> {
    blur('address.zipCode');
    const cep = maskCep(typed);
    setCepError(null);
    if (cep === '') return;
    if (cep.length !== CEP_LENGTH) {
      setCepError(CEP_INVALID_MESSAGE);
      return;
    }
    setLookingUp('cep');
    try {
      const found = await lookupPostalCode(clients, cep);
      if (!found) {
        setCepError(CEP_INVALID_MESSAGE);
        return;
      }
      setValues((previous) => ({
        ...previous,
        address: {
          ...previous.address,
          street: found.logradouro || previous.address.street,
          district: found.bairro || previous.address.district,
          city: found.localidade || previous.address.city,
          state: (found.uf || previous.address.state).toUpperCase(),
          complement: previous.address.complement || found.complemento || '',
          country: 'BR',
        },
      }));
    } catch {
      setCepError(CEP_INVALID_MESSAGE);
    } finally {
      setLookingUp(null);
    }
  }

  /** Shows every message; true when the form can be sent. */
  function validate(): boolean {
    setSubmitted(true);
    return revealed && Object.keys(allErrors).length === 0;
  }

  function reset(next: SubSellerFormInput) {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
    setCepError(null);
  }

  return {
    values,
    revealed,
    lookingUp,
    documentError: documentError ?? (submitted ? (allErrors.document ?? null) : null),
    errorOf,
    blur,
    set,
    setDocument,
    checkDocument,
    checkZipCode,
    validate,
    reset,
  };
}

export type SubSellerFormState = ReturnType<typeof useSubSellerForm>;
