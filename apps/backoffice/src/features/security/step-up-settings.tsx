import {
  REFUND_THRESHOLD_MAX_CENTS,
  STEP_UP_OPERATION_LABELS,
  STEP_UP_OPERATIONS,
  type StepUpOperation,
} from '@balcao/domain/access';
import { centsToReais, reaisToCents } from '@balcao/domain/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { useServices } from '../../app/services';
import { Button, CurrencyInput, useToast } from '../../ui';
import { type StepUpSettings, saveStepUpSettings, stepUpQueries } from './api';
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

function StepUpSettingsForm({ saved }: { saved: StepUpSettings }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [operations, setOperations] = useState<StepUpOperation[]>(saved.operations);
  const [threshold, setThreshold] = useState<number | null>(reaisToCents(saved.refundThreshold));
  const save = useMutation({
    mutationFn: () =>
      saveStepUpSettings(clients, { operations, refundThreshold: centsToReais(threshold ?? 0) }),
    onSuccess: (settings) => {
      queryClient.setQueryData(stepUpQueries.settings(clients).queryKey, settings);
      toast.success('Confirmações salvas.');
    },
    onError: (error) => {
      for (const line of apiErrorLines(error)) toast.error(line);
    },
  });
  const toggle = (operation: StepUpOperation) =>
    setOperations((current) =>
      current.includes(operation) ? current.filter((o) => o !== operation) : [...current, operation],
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  }

  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="step-up-title">
      <span id="step-up-title" className={styles.subtitle}>
        Confirmação de movimentações
      </span>
      <span className={styles.muted}>
        Antes de movimentar dinheiro, pedir o código do aplicativo autenticador (ou a senha, de quem não usa o
        duplo fator) em:
      </span>
      {STEP_UP_OPERATIONS.map((operation) => (
        <label key={operation} className={styles.switchRow}>
          <span className={styles.switchText}>{STEP_UP_OPERATION_LABELS[operation]}</span>
          <input
            type="checkbox"
            checked={operations.includes(operation)}
            onChange={() => toggle(operation)}
          />
        </label>
      ))}
      <CurrencyInput
        label="Estornos acima de"
        value={threshold}
        onValueChange={setThreshold}
        maxCents={REFUND_THRESHOLD_MAX_CENTS}
      />
      <Button type="submit" disabled={save.isPending} loading={save.isPending}>
        Salvar
      </Button>
    </form>
  );
}
