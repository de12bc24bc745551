import { CUSTOMER_PICKER_SIZE } from '@balcao/domain/common';
import { PERIODICITIES, type Periodicity } from '@balcao/domain/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { customerPickerQuery } from '../../app/customer-picker-query';
import { useServices } from '../../app/services';
import { SelectField } from '../../ui';
import type { PlanOption } from './subscription-link-api';
import {
  choosePeriodicity,
  choosePlan,
  planPeriodicities,
  type SubscriptionLinkForm,
} from './subscription-link-state';

export const NO_ACTIVE_PLANS = 'Nenhum plano ativo. Cadastre um plano em Meus planos.';

/**
 * What a subscription link sells (§3 subscription payload): the optional customer, the plan (the seller's
 * active ones) and the periodicity among those the plan prices; choosing either brings the plan's price.
 */
export function SubscriptionPlanFields({
  form,
  change,
  shows,
  canPickCustomer,
  offered,
}: {
  form: SubscriptionLinkForm;
  change: (field: string, next: (previous: SubscriptionLinkForm) => SubscriptionLinkForm) => void;
  shows: (field: string) => string | undefined;
  canPickCustomer: boolean;
  offered: PlanOption[];
}) {
  const { clients } = useServices();
  const customers = useQuery({
    ...customerPickerQuery(clients, CUSTOMER_PICKER_SIZE),
    enabled: canPickCustomer,
    // A customer added in another tab ('Adicionar cliente') is in the list on coming back.
    refetchOnWindowFocus: true,
  });
  const plan = offered.find((p) => String(p.id) === form.planId);
  return (
    <>
      {canPickCustomer ? (
        <SelectField
          label="Cliente (opcional)"
          placeholder="Link para qualquer cliente"
          options={(customers.data?.content ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={form.customerId}
          onChange={(event) => {
            const customerId = event.target.value;
            change('customerId', (previous) => ({ ...previous, customerId }));
          }}
        />
      ) : null}
      <SelectField
        label="Plano"
        placeholder="Selecione"
        options={offered.map((p) => ({ value: String(p.id), label: p.title }))}
        value={form.planId}
        onChange={(event) => {
          const chosen = offered.find((p) => String(p.id) === event.target.value);
          change('planId', (previous) => choosePlan(previous, chosen));
        }}
        hint={offered.length === 0 ? NO_ACTIVE_PLANS : undefined}
        error={shows('planId')}
        required
      />
      <SelectField
        label="Periodicidade"
        options={(plan ? planPeriodicities(plan) : (['MONTHLY'] as Periodicity[])).map((type) => ({
          value: type,
          label: PERIODICITIES[type].label,
        }))}
        value={form.periodicity}
        disabled={!plan}
        onChange={(event) => {
          const periodicity = event.target.value as Periodicity;
          change('periodicity', (previous) => choosePeriodicity(previous, plan, periodicity));
        }}
      />
    </>
  );
}
