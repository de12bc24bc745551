import { centsToReais, reaisToCents } from '@balcao/domain/money';
import {
  PERIODICITIES,
  PERIODICITY_TYPES,
  type Periodicity,
  SUBSCRIPTION_MAX_VALUE_CENTS,
  SUBSCRIPTION_UPDATED_MESSAGE,
  type SubscriptionEditInput,
  subscriptionEditErrors,
} from '@balcao/domain/subscriptions';
import { revalidateLogic } from '@tanstack/react-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorLines } from '../../app/api-errors';
import { fieldErrors } from '../../app/form-errors';
import { useServices } from '../../app/services';
import { Modal, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { planQueries, type Subscription, subscriptionQueries, updateSubscription } from './api';
import * as styles from './subscriptions.css';

const FORM_ID = 'subscription-edit-form';

export const PERIODICITY_OPTIONS = PERIODICITY_TYPES.map((type) => ({
  value: type,
  label: PERIODICITIES[type].label,
}));

/** The plan select's text for the plan's id, which is null until a plan is picked ('' is 'Selecione'). */
export const planIdText = {
  parse: (text: string): number | null => (text ? Number(text) : null),
  read: (id: number | null) => (id === null ? '' : String(id)),
};

/** Editar (only while Ativo, §4): plan, periodicity, the period's value and the boleto description. */
export function SubscriptionEditDialog({
  subscription,
  onClose,
}: {
  subscription: Subscription;
  onClose(): void;
}) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const plans = useQuery(planQueries.select(clients));
  const options = (plans.data?.content ?? [])
    .filter((plan) => plan.active || plan.id === subscription.idPlan)
    .map((plan) => ({ value: String(plan.id), label: plan.title }));
  const form = useAppForm({
    defaultValues: {
      idPlan: subscription.idPlan,
      periodicity: subscription.basicValue.type,
      valueCents: reaisToCents(subscription.basicValue.value),
      bankSlipDescription: subscription.bankSlipDescription ?? '',
    } as SubscriptionEditInput,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: ({ value }) => fieldErrors(subscriptionEditErrors(value)) },
    onSubmit: async ({ value }) => {
      try {
        await updateSubscription(clients, subscription.uuid, {
          idPlan: value.idPlan ?? subscription.idPlan,
          basicValueRequest: { type: value.periodicity, value: centsToReais(value.valueCents ?? 0) },
          bankSlipDescription: value.bankSlipDescription.trim() || null,
        });
      } catch (error) {
        for (const line of apiErrorLines(error)) toast.error(line);
        return;
      }
      toast.success(SUBSCRIPTION_UPDATED_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: subscriptionQueries.all() });
      onClose();
    },
  });
  return (
    <Modal.Root open onOpenChange={(open) => !open && onClose()}>
      <Modal.Content
        title="Editar recorrência"
        size="lg"
        footer={
          <form.AppForm>
            <form.DialogActions formId={FORM_ID} />
          </form.AppForm>
        }
      >
        <form id={FORM_ID} noValidate className={styles.grid} onSubmit={submitHandler(form)}>
          <form.AppField name="idPlan">
            {(field) => <field.SelectField label="Plano" options={options} {...planIdText} />}
          </form.AppField>
          <form.AppField name="periodicity">
            {(field) => (
              <field.SelectField<Periodicity> label="Periodicidade" options={PERIODICITY_OPTIONS} />
            )}
          </form.AppField>
          <form.AppField name="valueCents">
            {(field) => <field.MoneyField label="Valor" maxCents={SUBSCRIPTION_MAX_VALUE_CENTS} />}
          </form.AppField>
          <form.AppField name="bankSlipDescription">
            {(field) => <field.TextField label="Descrição do boleto" maxLength={130} />}
          </form.AppField>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
