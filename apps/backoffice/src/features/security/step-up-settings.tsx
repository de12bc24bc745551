import {
  REFUND_THRESHOLD_MAX_CENTS,
  STEP_UP_OPERATION_LABELS,
  STEP_UP_OPERATIONS,
  type StepUpOperation,
} from '@balcao/domain/access';
import { centsToReais, reaisToCents } from '@balcao/domain/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorLines } from '../../app/api-errors';
import { useServices } from '../../app/services';
import { Button, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { type StepUpSettings, type StepUpSettingsUpdate, saveStepUpSettings, stepUpQueries } from './api';
import * as styles from './security.css';

/**
 * 'Confirmação de movimentações' (issue 28, item 3), for the merchant's administrator: which money movements
 * ask the code of the authenticator (or the password) before moving anything, and above which amount a
 * refund asks.
 */
export function StepUpSettingsCard() {
  const { clients } = useServices();
  const { data } = useQuery(stepUpQueries.settings(clients));
  return data ? <StepUpSettingsForm saved={data} /> : null;
}

/** Each operation as a switch of its own: on when it asks for a confirmation. */
const switchesOf = (operations: readonly StepUpOperation[]) =>
  Object.fromEntries(
    STEP_UP_OPERATIONS.map((operation) => [operation, operations.includes(operation)]),
  ) as Record<StepUpOperation, boolean>;

function StepUpSettingsForm({ saved }: { saved: StepUpSettings }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: (body: StepUpSettingsUpdate) => saveStepUpSettings(clients, body),
    onSuccess: (settings) => {
      queryClient.setQueryData(stepUpQueries.settings(clients).queryKey, settings);
      toast.success('Confirmações salvas.');
    },
    onError: (error) => {
      for (const line of apiErrorLines(error)) toast.error(line);
    },
  });
  const form = useAppForm({
    defaultValues: {
      asks: switchesOf(saved.operations),
      thresholdCents: reaisToCents(saved.refundThreshold) as number | null,
    },
    onSubmit: ({ value }) => {
      if (save.isPending) return;
      save.mutate({
        operations: STEP_UP_OPERATIONS.filter((operation) => value.asks[operation]),
        refundThreshold: centsToReais(value.thresholdCents ?? 0),
      });
    },
  });

  return (
    <form className={styles.card} onSubmit={submitHandler(form)} aria-labelledby="step-up-title">
      <span id="step-up-title" className={styles.subtitle}>
        Confirmação de movimentações
      </span>
      <span className={styles.muted}>
        Antes de movimentar dinheiro, pedir o código do aplicativo autenticador (ou a senha, de quem não usa o
        duplo fator) em:
      </span>
      {STEP_UP_OPERATIONS.map((operation) => (
        <form.AppField key={operation} name={`asks.${operation}`}>
          {(field) => <field.SwitchField label={STEP_UP_OPERATION_LABELS[operation]} />}
        </form.AppField>
      ))}
      <form.AppField name="thresholdCents">
        {(field) => <field.MoneyField label="Estornos acima de" maxCents={REFUND_THRESHOLD_MAX_CENTS} />}
      </form.AppField>
      <Button type="submit" disabled={save.isPending} loading={save.isPending}>
        Salvar
      </Button>
    </form>
  );
}
