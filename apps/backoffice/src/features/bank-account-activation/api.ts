import { type BalcaoClients, type banking, unwrap } from '@balcao/client';
import {
  type ActivationAccountInput,
  type ActivationForm,
  activationFormOf,
  activationPayloadOf,
  emptyActivationForm,
} from '@balcao/domain/bank-account';
import { formatCnpj } from '@balcao/domain/documents';
import { applyMask } from '@balcao/domain/forms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupCompany } from '../../app/lookups';
import { useServices } from '../../app/services';

export type Activation = banking.components['schemas']['BankAccountActivation'];

/** Query keys and fetchers of /ativar-pj (002 §7.2). */
export const activationQueries = {
  all: () => ['bank-account'] as const,
  activation: (clients: BalcaoClients) =>
    queryOptions({
      queryKey: [...activationQueries.all(), 'activation'],
      queryFn: () => unwrap(clients.banking.GET('/accounts/activation')),
    }),
};

/** What the wizard starts from: the last submission, or else the company lookup of the stored document. */
export interface ActivationStart {
  form: ActivationForm;
  /** §8: the lookup failed (or knows no such company); the fields are filled by hand. */
  lookupFailed: boolean;
}

/**
 * §4.2 'Company data is prefilled from the stored document through a company lookup': name, e-mail, phone
 * and address of step 1, and the trade name of step 2. A failure leaves the document alone.
 */
export async function activationStart(
  clients: BalcaoClients,
  activation: Activation,
  document: string,
): Promise<ActivationStart> {
  if (activation.accountInput)
    return { form: activationFormOf(activation.accountInput as ActivationAccountInput), lookupFailed: false };
  const form = emptyActivationForm({ document: formatCnpj(document) });
  try {
    const company = await lookupCompany(clients, document);
    if (!company) return { form, lookupFailed: true };
    const { address } = company;
    form.company = {
      ...form.company,
      companyName: company.companyName,
      email: company.email ?? '',
      phone: applyMask('brPhone', company.phone ?? ''),
      zipCode: applyMask('cep', address.zipCode),
      street: address.street,
      number: address.number,
      complement: address.complement ?? '',
      district: address.district,
      city: address.city,
      state: address.state,
    };
    form.additional.fantasyName = company.fantasyName ?? '';
    return { form, lookupFailed: false };
  } catch {
    return { form, lookupFailed: true };
  }
}

/** Finalizar: the account becomes PENDING; the session's stored status follows at once (the menu too). */
export function useSubmitActivation() {
  const { clients, auth } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ActivationForm) =>
      unwrap(clients.banking.POST('/accounts/activation', { body: activationPayloadOf(form) })),
    onSuccess: (activation) => {
      queryClient.setQueryData(activationQueries.activation(clients).queryKey, activation);
      auth.setBankingStatus(activation.status);
    },
  });
}
