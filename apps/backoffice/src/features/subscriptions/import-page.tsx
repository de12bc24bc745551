import { addDays } from '@balcao/domain/dates';
import { centsToReais, reaisToCents } from '@balcao/domain/money';
import {
  emptyPlanForm,
  IMPORT_METHOD_LABELS,
  IMPORT_METHODS,
  type Periodicity,
  SUBSCRIPTION_IMPORT_MAX_DAYS_AHEAD,
  SUBSCRIPTION_IMPORT_REDIRECT_MS,
  SUBSCRIPTION_IMPORTED_MESSAGE,
  SUBSCRIPTION_MAX_VALUE_CENTS,
  type SubscriptionImportInput,
  subscriptionImportErrors,
} from '@balcao/domain/subscriptions';
import { revalidateLogic } from '@tanstack/react-form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import type { CustomerSlot } from '../../app/customer-slot';
import { fieldErrors } from '../../app/form-errors';
import { useGatewayToday } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { Button, Modal, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { label as labelStyle } from '../../ui/shared.css';
import {
  createPlan,
  importSubscription,
  type Plan,
  planQueries,
  planRequest,
  subscriptionQueries,
} from './api';
import { PlanForm } from './plan-form';
import { PLAN_MESSAGES } from './plan-page';
import { PERIODICITY_OPTIONS, planIdText } from './subscription-edit-dialog';
import * as styles from './subscriptions.css';

const FORM_ID = 'subscription-import-form';

const IMPORT_METHOD_OPTIONS = IMPORT_METHODS.map((method) => ({
  value: method,
  label: IMPORT_METHOD_LABELS[method],
}));

/** The period's price of a plan, to prefill the value when a plan or periodicity is chosen. */
const planValueCents = (plan: Plan | undefined, periodicity: Periodicity) => {
  const value = plan?.basicValues.find((v) => v.type === periodicity)?.value;
  return value === undefined ? null : reaisToCents(value);
};

function AddPlanDialog({ onClose, onCreated }: { onClose(): void; onCreated(plan: Plan): void }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  return (
    <Modal.Root open onOpenChange={(open) => !open && onClose()}>
      <Modal.Content title="Adicionar plano" size="lg">
        <PlanForm
          formId="add-plan-form"
          initial={emptyPlanForm()}
          onSubmit={async (value) => {
            let plan: Plan;
            try {
              plan = await createPlan(clients, planRequest(value));
            } catch (error) {
              for (const line of apiErrorLines(error)) toast.error(line);
              return;
            }
            toast.success(PLAN_MESSAGES.created);
            await queryClient.invalidateQueries({ queryKey: planQueries.all() });
            onCreated(plan);
          }}
          submitLabel="Salvar"
          cancel={
            <Modal.Close asChild>
              <Button variant="secondary">Cancelar</Button>
            </Modal.Close>
          }
        />
      </Modal.Content>
    </Modal.Root>
  );
}

/**
 * /importacao-de-recorrencia ('Importação de Recorrências', §2, §5): customer, plan (with 'Adicionar
 * plano'), value, periodicity, next due date and method; then 'Assinatura importada com sucesso' and,
 * half a second later, /recorrencias.
 */
export function ImportPage({ customerPicker, today }: { customerPicker: CustomerSlot; today?: string }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const gatewayToday = useGatewayToday();
  const day = today ?? gatewayToday;
  const lastDay = addDays(day, SUBSCRIPTION_IMPORT_MAX_DAYS_AHEAD);
  const { data: plans } = useSuspenseQuery(planQueries.select(clients));
  const active = plans.content.filter((plan) => plan.active);
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate({ to: '/recorrencias' }), SUBSCRIPTION_IMPORT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const form = useAppForm({
    defaultValues: {
      uuidBuyer: '',
      idPlan: null,
      valueCents: null,
      periodicity: 'MONTHLY',
      startDate: '',
      method: 'BANK_SLIP',
    } as SubscriptionImportInput,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: ({ value }) => fieldErrors(subscriptionImportErrors(value, day, lastDay)) },
    onSubmit: async ({ value }) => {
      if (done) return;
      try {
        await importSubscription(clients, {
          uuidBuyer: value.uuidBuyer,
          idPlan: value.idPlan ?? 0,
          basicValue: { type: value.periodicity, value: centsToReais(value.valueCents ?? 0) },
          payment: { method: value.method },
          startDate: value.startDate,
        });
      } catch (error) {
        for (const line of apiErrorLines(error)) toast.error(line);
        return;
      }
      toast.success(SUBSCRIPTION_IMPORTED_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: subscriptionQueries.all() });
      setDone(true);
    },
  });

  /** A plan or periodicity picked brings the period's price of the plan, when the plan has one. */
  const prefillValue = (idPlan: number | null, periodicity: Periodicity) => {
    const cents = planValueCents(
      active.find((plan) => plan.id === idPlan),
      periodicity,
    );
    if (cents !== null) form.setFieldValue('valueCents', cents);
  };

  return (
    <section className={styles.page} aria-labelledby="import-title">
      <h1 id="import-title" className={styles.title}>
        Importação de Recorrências
      </h1>
      <form id={FORM_ID} noValidate className={styles.card} onSubmit={submitHandler(form)}>
        <form.AppField name="uuidBuyer">
          {(field) => <field.SlotField render={customerPicker} />}
        </form.AppField>
        <div className={styles.item}>
          <form.AppField
            name="idPlan"
            listeners={{ onChange: ({ value }) => prefillValue(value, form.getFieldValue('periodicity')) }}
          >
            {(field) => (
              <div className={styles.itemField}>
                <field.SelectField
                  label="Plano"
                  placeholder="Selecione"
                  options={active.map((plan) => ({ value: String(plan.id), label: plan.title }))}
                  {...planIdText}
                />
              </div>
            )}
          </form.AppField>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Adicionar plano
          </Button>
        </div>
        <div className={styles.grid}>
          <form.AppField name="valueCents">
            {(field) => <field.MoneyField label="Valor" maxCents={SUBSCRIPTION_MAX_VALUE_CENTS} />}
          </form.AppField>
          <form.AppField
            name="periodicity"
            listeners={{ onChange: ({ value }) => prefillValue(form.getFieldValue('idPlan'), value) }}
          >
            {(field) => (
              <field.SelectField<Periodicity> label="Periodicidade" options={PERIODICITY_OPTIONS} />
            )}
          </form.AppField>
          <form.AppField name="startDate">
            {(field) => <field.DateField label="Próximo vencimento" today={day} min={day} max={lastDay} />}
          </form.AppField>
        </div>
        <form.AppField name="method">
          {(field) => (
            <field.RadioField
              legend="Método de pagamento"
              legendClassName={labelStyle}
              look="inline"
              options={IMPORT_METHOD_OPTIONS}
            />
          )}
        </form.AppField>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void navigate({ to: '/recorrencias' })}>
            Cancelar
          </Button>
          <form.AppForm>
            <form.SubmitButton loading={done}>Salvar</form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
      {adding ? (
        <AddPlanDialog
          onClose={() => setAdding(false)}
          onCreated={(plan) => {
            setAdding(false);
            form.setFieldValue('idPlan', plan.id);
            const cents = planValueCents(plan, form.getFieldValue('periodicity'));
            if (cents !== null) form.setFieldValue('valueCents', cents);
          }}
        />
      ) : null}
    </section>
  );
}
