import { formatBRL } from '@balcao/domain/money';
import { PERIODICITIES } from '@balcao/domain/subscriptions';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { EXPIRY_FIELDS, LinkExpiryFields } from './link-expiry-fields';
import { LinkForm, type LinkFormBag, type LinkFormProps, type LinkKind } from './link-form';
import { methodPriceCents, toggleMethod } from './link-form-state';
import * as styles from './links.css';
import { type LinkMethod, METHOD_FIELDS, PaymentMethodFields } from './payment-method-fields';
import { PAYMENT_ORDER_FIELDS, PaymentOrderFields } from './payment-order-fields';
import { toggleSplit } from './split-form-state';
import { SplitSection, type useSplitPreview } from './split-section';
import { SubscriptionAdditionalFields } from './subscription-additional-fields';
import { subscriptionLinkQueries } from './subscription-link-api';
import { SubscriptionLinkPreview } from './subscription-link-preview';
import {
  emptySubscriptionLinkForm,
  formOfSubscriptionLink,
  formPerMonthCents,
  missingForSubscriptionLink,
  planMethods,
  type SubscriptionLinkForm,
  subscriptionLinkErrors,
  toSubscriptionRequest,
} from './subscription-link-state';
import { SubscriptionPlanFields } from './subscription-plan-fields';
import { LinkTypeSelector } from './type-selector';

/** §8 has no message of its own for a subscription link: the link form's creation message. */
export const SUBSCRIPTION_LINK_CREATED = 'Cobrança criada com sucesso';
export { CANCEL_EDIT as CANCEL_SUBSCRIPTION_EDIT } from './link-form';
/** §4: recurring card charges are not received in advance, and the card on file lowers defaults. */
export const RECURRENT_CARD_NOTE = '35% menos inadimplência';

const METHOD_ORDER: LinkMethod[] = ['creditCard', 'bankSlip', 'pix'];
/** A subscription link stops accepting subscriptions after this many paid ones. */
const PAID_SUBSCRIPTIONS = {
  label: 'Limite de assinaturas pagas (opcional)',
  hint: 'Depois desse número de assinaturas pagas o link deixa de aceitar novas.',
};

/** The plans the select offers: the active ones, and the link's own even when inactive. */
function useOfferedPlans(planId: string) {
  const { clients } = useServices();
  const { data: plans } = useSuspenseQuery(subscriptionLinkQueries.plans(clients));
  const offered = plans.content.filter((plan) => plan.active || String(plan.id) === planId);
  return { offered, plan: offered.find((p) => String(p.id) === planId) };
}

/** The subscription link's fields (§2 'Nova assinatura customizada', §4, §5), in the order shown. */
function SubscriptionLinkFields({
  bag,
  splitPreview,
}: {
  bag: LinkFormBag<SubscriptionLinkForm>;
  splitPreview: ReturnType<typeof useSplitPreview>;
}) {
  const { form, values, change, shows, rights, now } = bag;
  const { offered, plan } = useOfferedPlans(values.planId);
  const accepted = planMethods(plan);
  // The split needs the card: shown when the plan accepts it (a saved split stays visible on edit).
  const maySplit = rights.split && (accepted.creditCard || values.splitOn);
  const perMonth = formPerMonthCents(values);
  return (
    <>
      <SubscriptionPlanFields bag={bag} offered={offered} />
      <PaymentOrderFields
        form={form}
        fields={PAYMENT_ORDER_FIELDS}
        valueHint={
          perMonth !== null && values.periodicity !== 'MONTHLY'
            ? `Valor de cada cobrança ${PERIODICITIES[values.periodicity].label.toLowerCase()}: ${formatBRL(perMonth)} por mês.`
            : 'Valor de cada cobrança.'
        }
      />
      <PaymentMethodFields
        form={form}
        fields={METHOD_FIELDS}
        methods={METHOD_ORDER.filter((method) => accepted[method])}
        // Unticking clears the discount, boleto or Pix turns the split off; the list's message speaks.
        onToggle={(method, on) => change('creditCard', (previous) => toggleMethod(previous, method, on))}
        error={shows('creditCard')}
        emptyText="Escolha o plano para ver os métodos que ele aceita."
        extra={(method) =>
          method === 'creditCard' && values.creditCard ? (
            <p className={styles.muted}>{`Cobrança recorrente no cartão: ${RECURRENT_CARD_NOTE}`}</p>
          ) : null
        }
      />
      {values.bankSlip ? (
        <form.AppField name="bankSlipDescription">
          {(field) => <field.TextField label="Descrição do boleto" />}
        </form.AppField>
      ) : null}
      {maySplit ? (
        <SplitSection
          form={form}
          fields={{ splitOn: 'splitOn', split: 'split' }}
          onToggle={(on) => change('creditCard', (previous) => toggleSplit(previous, on))}
          preview={splitPreview}
        />
      ) : null}
      <SubscriptionAdditionalFields form={form} values={values} />
      <LinkExpiryFields form={form} fields={EXPIRY_FIELDS} now={now} paidUses={PAID_SUBSCRIPTIONS} />
    </>
  );
}

function SubscriptionLinkAside({ bag }: { bag: LinkFormBag<SubscriptionLinkForm> }) {
  const { plan } = useOfferedPlans(bag.values.planId);
  return (
    <SubscriptionLinkPreview
      form={bag.values}
      planTitle={plan?.title ?? bag.link?.paymentSubscription?.planTitle}
    />
  );
}

/** 'Nova assinatura customizada' (§2, §4, §5): the form beside its live preview. */
export const SUBSCRIPTION_LINK: LinkKind<SubscriptionLinkForm> = {
  headingId: 'subscription-link-title',
  heading: { create: 'Nova assinatura customizada', edit: 'Editar link de pagamento' },
  createLabel: 'Criar link',
  createdMessage: SUBSCRIPTION_LINK_CREATED,
  selector: () => (
    <LinkTypeSelector current="SUBSCRIPTION" recurringPath="/seja-pago/criar/assinatura-customizada" />
  ),
  initial: (link) => (link ? formOfSubscriptionLink(link) : emptySubscriptionLinkForm()),
  errors: (form, now) => subscriptionLinkErrors(form, now),
  missing: missingForSubscriptionLink,
  request: (form, rights) => toSubscriptionRequest(form, rights),
  // A split left on while the plan lacks the card stays shown (and sent): on with the right alone.
  split: ({ values, rights }) => ({
    on: rights.split && values.splitOn,
    lines: values.split,
    priceCents:
      values.valueCents === null ? null : methodPriceCents(values.valueCents, values.creditCardDiscount),
    installments: 1,
  }),
  Fields: SubscriptionLinkFields,
  Preview: SubscriptionLinkAside,
};

export type SubscriptionLinkPageProps = Omit<LinkFormProps, 'recurringPath' | 'startingMethods'>;

/** 'Nova assinatura customizada' and its edit: the one link form of the subscription kind. */
export function SubscriptionLinkPage(props: SubscriptionLinkPageProps) {
  return <LinkForm kind={SUBSCRIPTION_LINK} {...props} />;
}
