import type { BalcaoClients } from '@balcao/client';
import { REQUIRED_MESSAGE } from '@balcao/domain/access';
import { CEP_INVALID_MESSAGE } from '@balcao/domain/customers';
import { isValidCnpj, isValidCpf, normalizeDocument } from '@balcao/domain/documents';
import { maskCep } from '@balcao/domain/forms';
import {
  isCompanyStatusAccepted,
  SUB_SELLER_COMPANY_NOT_FOUND_MESSAGE,
  SUB_SELLER_DOCUMENT_MESSAGE,
  type SubSellerFormInput,
  subSellerCompanyStatusMessage,
  subSellerFormErrors,
  subSellerFormSchema,
} from '@balcao/domain/sub-sellers';
import { type DeepKeys, useSelector, type ValidationLogicFn } from '@tanstack/react-form';
import { useMemo, useRef, useState } from 'react';
import { fieldErrors } from '../../app/form-errors';
import { companyAddress, lookupCompany, lookupPostalCode } from '../../app/lookups';
import { useAppForm } from '../../ui/form';

/** A field of the form by its path: 'document', 'general.name', 'account.pixKey'… */
export type SubSellerField = DeepKeys<SubSellerFormInput>;

/** 9 characters is a whole CEP with its dash: the lookup starts there (§2.8 of the common document). */
const CEP_LENGTH = 9;

/**
 * The form-level validator runs at every change, blur and submit, so the messages are always those of
 * the values on screen; a field shows its message once it was left, and all of them after the first
 * 'Cadastrar' or 'Concluir' (`FieldsSpeak when="left"`).
 */
const liveValidation: ValidationLogicFn = (props) =>
  props.runValidation({
    validators:
      props.event.async || props.event.type === 'mount' || props.event.type === 'server'
        ? []
        : [{ fn: props.validators?.onDynamic, cause: 'dynamic' }],
    form: props.form,
  });

/**
 * The sub-seller form on react-form, with the domain schema as its validator; and beside it what the
 * schema cannot say: the document checked on blur (a CPF locally, a CNPJ through the company lookup,
 * which also fills name and address) revealing the rest of the form, and the CEP lookup on blur.
 */
export function useSubSellerForm(
  clients: BalcaoClients,
  initial: SubSellerFormInput,
  options: {
    today: string;
    documentChecked?: boolean;
    onSubmit: (values: SubSellerFormInput) => Promise<void>;
  },
) {
  const schema = useMemo(() => subSellerFormSchema(options.today), [options.today]);
  // Read by the validator right after a lookup answers, before any render.
  const cepErrorRef = useRef<string | null>(null);
  const [defaultValues] = useState(initial);
  const api = useAppForm({
    defaultValues,
    validationLogic: liveValidation,
    validators: {
      onDynamic: ({ value }) => {
        const errors: Record<string, string> = {};
        for (const { path, message } of subSellerFormErrors(schema, value)) errors[path] = message;
        if (cepErrorRef.current) errors['address.zipCode'] ??= cepErrorRef.current;
        return fieldErrors(errors);
      },
    },
    // react-form forgets a field's messages when it unmounts; shown again, it says them again.
    listeners: { onFieldUnmount: ({ formApi }) => void formApi.validate('change') },
    onSubmit: ({ value }) => options.onSubmit(value),
  });
  const [checkedDocument, setCheckedDocument] = useState(
    options.documentChecked ? normalizeDocument(initial.document) : null,
  );
  const [documentError, setDocumentError] = useState<string | null>(null);
  const [lookingUp, setLookingUp] = useState<'company' | 'cep' | null>(null);
  const latestDocument = useRef('');
  /** The CEP last looked up, and what that lookup wrote into the address. */
  const checkedCep = useRef(maskCep(initial.address.zipCode));
  const filledByCep = useRef<readonly ('street' | 'district' | 'city' | 'state')[]>([]);
  const currentDocument = useSelector(api.store, (state) => state.values.document);
  const revealed = checkedDocument !== null && checkedDocument === normalizeDocument(currentDocument);

  /** The CEP lookup's answer joins the schema's messages on the CEP field until the CEP is checked again. */
  function setCepError(message: string | null) {
    if (cepErrorRef.current === message) return;
    cepErrorRef.current = message;
    void api.validate('change');
  }

  /** A document typed anew has not been checked: the last check's answer goes. */
  function documentChanged() {
    setDocumentError(null);
  }

  /** §4: 14 characters are a CNPJ (company lookup), 11 digits a CPF (checked here). */
  async function checkDocument(typed: string): Promise<void> {
    const document = normalizeDocument(typed);
    latestDocument.current = document;
    if (document === checkedDocument) return;
    const fail = (message: string) => {
      setCheckedDocument(null);
      setDocumentError(message);
    };
    if (document === '') return fail(REQUIRED_MESSAGE);
    if (document.length === 11 && isValidCpf(document)) {
      api.setFieldValue('general.documentType', 'CPF');
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
      api.setFieldValue('general', (previous) => ({
        ...previous,
        documentType: 'CNPJ',
        name: company.companyName,
      }));
      api.setFieldValue('address', (previous) => ({
        ...previous,
        ...companyAddress(company),
        country: 'BR',
      }));
      checkedCep.current = maskCep(companyAddress(company).zipCode);
      filledByCep.current = [];
      api.setFieldValue('contact', (previous) => ({
        ...previous,
        email: previous.email || (company.email ?? ''),
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
  async function checkZipCode(typed: string): Promise<void> {
    const cep = maskCep(typed);
    if (cep === checkedCep.current) return;
    checkedCep.current = cep;
    setCepError(null);
    // What the previous CEP filled belongs to that CEP: a new one (even a bad one) takes it away.
    if (filledByCep.current.length > 0) {
      const stale = Object.fromEntries(filledByCep.current.map((key) => [key, '']));
      api.setFieldValue('address', (previous) => ({ ...previous, ...stale }));
      filledByCep.current = [];
    }
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
      filledByCep.current = (['street', 'district', 'city', 'state'] as const).filter(
        (key) => found[key] !== '',
      );
      api.setFieldValue('address', (previous) => ({
        ...previous,
        street: found.street || previous.street,
        district: found.district || previous.district,
        city: found.city || previous.city,
        state: (found.state || previous.state).toUpperCase(),
        complement: previous.complement || found.complement,
        country: 'BR',
      }));
    } catch {
      setCepError(CEP_INVALID_MESSAGE);
    } finally {
      setLookingUp(null);
    }
  }

  return {
    api,
    revealed,
    lookingUp,
    documentError,
    documentChanged,
    checkDocument,
    checkZipCode,
  };
}

export type SubSellerForm = ReturnType<typeof useSubSellerForm>;
