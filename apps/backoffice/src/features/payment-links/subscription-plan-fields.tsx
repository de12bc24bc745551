import { PERIODICITIES, type Periodicity } from '@balcao/domain/subscriptions';
import { LinkCustomerField } from './link-customer-field';
import type { LinkFormBag } from './link-form';
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
  bag,
  offered,
}: {
  bag: LinkFormBag<SubscriptionLinkForm>;
  offered: PlanOption[];
}) {
  const { form, values, change } = bag;
  const plan = offered.find((p) => String(p.id) === values.planId);
  return (
    <>
      <LinkCustomerField bag={bag} />
      <form.AppField
        name="planId"
        listeners={{
          // The plan brings its price, its title when none was typed, and the methods it accepts.
          onChange: ({ value }) =>
            change('planId', (previous) =>
              choosePlan(
                previous,
                offered.find((p) => String(p.id) === value),
              ),
            ),
        }}
      >
        {(field) => (
          <field.SelectField
            label="Plano"
            placeholder="Selecione"
            options={offered.map((p) => ({ value: String(p.id), label: p.title }))}
            hint={offered.length === 0 ? NO_ACTIVE_PLANS : undefined}
            required
          />
        )}
      </form.AppField>
      <form.AppField
        name="periodicity"
        listeners={{
          // Another periodicity takes the plan's price for it.
          onChange: ({ value }) =>
            change('periodicity', (previous) => choosePeriodicity(previous, plan, value)),
        }}
      >
        {(field) => (
          <field.SelectField
            label="Periodicidade"
            options={(plan ? planPeriodicities(plan) : (['MONTHLY'] as Periodicity[])).map((type) => ({
              value: type,
              label: PERIODICITIES[type].label,
            }))}
            disabled={!plan}
          />
        )}
      </form.AppField>
    </>
  );
}
