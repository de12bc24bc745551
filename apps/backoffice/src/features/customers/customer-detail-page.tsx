import { isApiError } from '@balcao/client';
import { DEFAULT_NATION } from '@balcao/domain/common';
import { type CustomerCreateFormInput, onlyDigits } from '@balcao/domain/customers';
import { maskCep } from '@balcao/domain/forms';
import { useSelector } from '@tanstack/react-form';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { Button, ConfirmDialog, useToast } from '../../ui';
import { type Customer, customerQueries, updateCustomer, updateCustomerAddress } from './api';
import { AddressFields, IdentificationFields } from './customer-fields';
import { type CustomerForm, useCustomerForm } from './customer-form';
import { CustomerReviewDialog, changesBetween, type FieldChange } from './customer-review-dialog';
import { CustomerTabs } from './customer-tabs';
import * as styles from './customers.css';
import { formatCustomerPhone } from './format';

export const CUSTOMER_UPDATED = 'Cliente editado com sucesso!';
export const ADDRESS_UPDATED = 'Endereço editado com sucesso!';
const DISCARD_MESSAGE = 'Todas as alterações serão perdidas';

/** The form's view of a stored customer. */
export function formOf(customer: Customer): CustomerCreateFormInput {
  const { address } = customer;
  const brazilianAddress = address.country === DEFAULT_NATION;
  return {
    name: customer.name,
    fantasyName: customer.fantasyName ?? '',
    documentNation: customer.document.documentNation,
    documentNumber: customer.document.documentNumber,
    email: customer.email,
    alternativeEmail: customer.alternativeEmail ?? '',
    countryCode: customer.countryCode,
    phone: formatCustomerPhone(customer.countryCode, customer.phone).replace(/^\+\d+ /, ''),
    useSellerAddress: false,
    address: {
      zipCode: brazilianAddress ? maskCep(address.zipCode) : address.zipCode,
      street: address.street,
      number: address.number,
      complement: address.complement ?? '',
      district: address.district,
      city: address.city,
      state: address.state,
      country: address.country,
    },
  };
}

/** Customer edits show only each error's description (§8). */
function descriptions(error: unknown): string[] {
  if (isApiError(error) && error.errors.length > 0) return error.errors.map((item) => item.description);
  return [error instanceof Error ? error.message : 'Erro desconhecido'];
}

const IDENTIFICATION_FIELDS = [
  ['Nome', (v: CustomerCreateFormInput) => v.name.trim()],
  ['Nome fantasia', (v: CustomerCreateFormInput) => v.fantasyName.trim()],
  ['E-mail', (v: CustomerCreateFormInput) => v.email.trim()],
  ['E-mail financeiro', (v: CustomerCreateFormInput) => v.alternativeEmail.trim()],
  ['Telefone', (v: CustomerCreateFormInput) => formatCustomerPhone(v.countryCode, v.phone)],
] as const;

const ADDRESS_FIELDS = [
  ['CEP', (v: CustomerCreateFormInput) => v.address.zipCode.trim()],
  ['Rua', (v: CustomerCreateFormInput) => v.address.street.trim()],
  ['Número', (v: CustomerCreateFormInput) => v.address.number.trim()],
  ['Complemento', (v: CustomerCreateFormInput) => v.address.complement.trim()],
  ['Bairro', (v: CustomerCreateFormInput) => v.address.district.trim()],
  ['Cidade', (v: CustomerCreateFormInput) => v.address.city.trim()],
  ['Estado', (v: CustomerCreateFormInput) => v.address.state.trim().toUpperCase()],
  ['País', (v: CustomerCreateFormInput) => v.address.country.toUpperCase()],
] as const;

type Fields = typeof IDENTIFICATION_FIELDS | typeof ADDRESS_FIELDS;

function changesOf(
  fields: Fields,
  before: CustomerCreateFormInput,
  after: CustomerCreateFormInput,
): FieldChange[] {
  return changesBetween(
    fields.map(([label, read]) => ({ label, format: (side) => read(side === 'before' ? before : after) })),
  );
}

interface SectionProps {
  customer: Customer;
  title: string;
  fields: Fields;
  section: 'identification' | 'address';
  save: (values: CustomerCreateFormInput) => Promise<Customer>;
  savedMessage: string;
  children: (form: CustomerForm) => React.ReactNode;
}

/** One section of the edit page: its own Salvar, reviewed before/after, and Cancelar to discard. */
function EditSection({ customer, title, fields, section, save, savedMessage, children }: SectionProps) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const initial = formOf(customer);
  const [reviewing, setReviewing] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      toast.success(savedMessage);
      queryClient.setQueryData(customerQueries.detail(clients, customer.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: customerQueries.all(), refetchType: 'none' });
    },
    onError: (error) => {
      for (const line of descriptions(error)) toast.error(line);
    },
  });
  // Confirming the review submits: a failure rejects, so the dialog stays open.
  const form = useCustomerForm(clients, initial, (values) => mutation.mutateAsync(values));
  const values = useSelector(form.api.store, (state) => state.values);
  const changes = changesOf(fields, initial, values);
  const headingId = `customer-${section}-title`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subtitle}>
        {title}
      </h2>
      {children(form)}
      <div className={styles.actions}>
        {changes.length > 0 ? (
          <Button variant="secondary" onClick={() => setDiscarding(true)} disabled={mutation.isPending}>
            Cancelar
          </Button>
        ) : null}
        <Button
          disabled={changes.length === 0}
          loading={mutation.isPending}
          onClick={() => form.check(section) && setReviewing(true)}
        >
          Salvar
        </Button>
      </div>
      <CustomerReviewDialog
        open={reviewing}
        onOpenChange={setReviewing}
        changes={changes}
        onConfirm={() => form.api.handleSubmit()}
      />
      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title="Descartar alterações?"
        message={DISCARD_MESSAGE}
        onConfirm={form.reset}
      />
    </section>
  );
}

/** /clientes/{id}: identification and contact, and address, each saved on its own. */
export function CustomerDetailPage({ id }: { id: string }) {
  const { clients } = useServices();
  // Loading, 'not found' and load failures are the route's shared states.
  const { data: customer } = useSuspenseQuery(customerQueries.detail(clients, id));
  // A section starts again from what the server keeps when its own data changed (after its save),
  // and keeps what is being typed when only the other section was saved.
  const { address, ...identification } = formOf(customer);
  return (
    <section className={styles.page} aria-labelledby="customer-title">
      <h1 id="customer-title" className={styles.title}>
        {customer.name}
      </h1>
      <EditSection
        key={JSON.stringify(identification)}
        customer={customer}
        title="Identificação e contato"
        fields={IDENTIFICATION_FIELDS}
        section="identification"
        savedMessage={CUSTOMER_UPDATED}
        save={(values) =>
          updateCustomer(clients, customer.id, {
            document: customer.document,
            name: values.name,
            fantasyName: values.fantasyName.trim() || null,
            email: values.email,
            alternativeEmail: values.alternativeEmail.trim() || null,
            countryCode: onlyDigits(values.countryCode),
            phone: values.phone,
          })
        }
      >
        {(form) => <IdentificationFields form={form} documentReadOnly />}
      </EditSection>
      <EditSection
        key={JSON.stringify(address)}
        customer={customer}
        title="Endereço"
        fields={ADDRESS_FIELDS}
        section="address"
        savedMessage={ADDRESS_UPDATED}
        save={(values) =>
          updateCustomerAddress(clients, customer.id, {
            ...values.address,
            complement: values.address.complement.trim() || null,
            state: values.address.state.toUpperCase(),
          })
        }
      >
        {(form) => <AddressFields form={form} />}
      </EditSection>
      <CustomerTabs documentNumber={customer.document.documentNumber} />
    </section>
  );
}
