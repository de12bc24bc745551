import { type CustomerCreateFormInput, emptyCustomerForm } from '@balcao/domain/customers';
import { useSelector } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { useServices } from '../../app/services';
import { Button, stepLabel, useLeaveGuard, useToast } from '../../ui';
import { submitHandler } from '../../ui/form';
import { type Customer, type CustomerCreateRequest, createCustomer, customerQueries } from './api';
import { AddressFields, IdentificationFields } from './customer-fields';
import { useCustomerForm } from './customer-form';
import * as styles from './customers.css';

export const CUSTOMER_CREATED = 'Cliente cadastrado com sucesso!';
const STEPS = ['Identificação e contato', 'Endereço'] as const;

/** What the form sends: trimmed by the server, optional fields as null, no address with 'use my address'. */
export function createRequestOf(values: CustomerCreateFormInput): CustomerCreateRequest {
  return {
    name: values.name,
    fantasyName: values.fantasyName.trim() || null,
    document: { documentNumber: values.documentNumber, documentNation: values.documentNation },
    email: values.email,
    alternativeEmail: values.alternativeEmail.trim() || null,
    countryCode: values.countryCode,
    phone: values.phone,
    useSellerAddress: values.useSellerAddress,
    ...(values.useSellerAddress
      ? {}
      : { address: { ...values.address, complement: values.address.complement.trim() || null } }),
  };
}

export interface CustomerCreateFormProps {
  onCreated: (customer: Customer) => void;
  onCancel: () => void;
}

/**
 * 'Adicionar cliente' (§2.8): step 1 identification and contact, step 2 address. Used as the page
 * /clientes/adicionar-cliente and inside the customer picker's dialog.
 */
export function CustomerCreateForm({ onCreated, onCancel }: CustomerCreateFormProps) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const id = useId();
  const [step, setStep] = useState(0);
  const create = useMutation({
    mutationFn: (body: CustomerCreateRequest) => createCustomer(clients, body),
    onSuccess: async (customer) => {
      toast.success(CUSTOMER_CREATED);
      await queryClient.invalidateQueries({ queryKey: customerQueries.all() });
      // Saved: moving on to the new customer loses nothing.
      leave.allow();
      onCreated(customer);
    },
    onError: (error) => {
      for (const line of apiErrorLines(error)) toast.error(line);
    },
  });
  const form = useCustomerForm(
    clients,
    emptyCustomerForm(),
    async (values) => {
      try {
        await create.mutateAsync(createRequestOf(values));
      } catch {
        // Told by the mutation's onError; the form stays as typed.
      }
    },
    { refuseTakenDocument: true },
  );
  const sending = useSelector(form.api.store, (state) => state.isSubmitting);
  const touched = useSelector(form.api.store, (state) => state.isDirty);
  const leave = useLeaveGuard(touched);
  const useSellerAddress = useSelector(form.api.store, (state) => state.values.useSellerAddress);

  /** 'Próximo' checks step 1 and moves on; 'Salvar' sends once both steps hold, or goes back to the first. */
  async function moveOrSend(): Promise<boolean> {
    if (step === 0) {
      // A customer the seller already has is said here, not after the address (issue 26).
      if (form.check('identification') && !(await form.documentTaken())) setStep(1);
      return false;
    }
    const identificationOk = form.check('identification');
    if (!form.check('address')) return false;
    if (!identificationOk) setStep(0);
    return identificationOk;
  }

  const label = stepLabel(step, STEPS.length);
  return (
    <form
      className={styles.steps}
      onSubmit={submitHandler(form.api, { step: moveOrSend })}
      noValidate
      aria-labelledby={`${id}-step`}
    >
      {leave.dialog}
      <div>
        <p id={`${id}-step`} className={styles.muted}>
          {label}: <strong>{STEPS[step]}</strong>
        </p>
        <progress className={styles.progress} value={step + 1} max={STEPS.length} aria-label={label} />
      </div>
      {step === 0 ? (
        <IdentificationFields form={form} />
      ) : (
        <>
          <form.api.AppField name="useSellerAddress">
            {(field) => <field.CheckboxField label="Usar o meu endereço" className={styles.checkbox} />}
          </form.api.AppField>
          {useSellerAddress ? (
            <p className={styles.muted}>O cliente ficará com o endereço cadastrado da sua empresa.</p>
          ) : (
            <AddressFields form={form} />
          )}
        </>
      )}
      <div className={styles.actions}>
        {step === 0 ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setStep(0)} disabled={sending}>
            Voltar
          </Button>
        )}
        <form.api.AppForm>
          <form.api.SubmitButton>{step === 0 ? 'Próximo' : 'Salvar'}</form.api.SubmitButton>
        </form.api.AppForm>
      </div>
    </form>
  );
}
