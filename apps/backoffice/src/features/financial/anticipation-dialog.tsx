import { formatApiDate } from '@balcao/domain/dates';
import {
  ANTICIPATION_COPY,
  ANTICIPATION_MESSAGES,
  anticipationCreditDate,
  anticipationCreditLabel,
} from '@balcao/domain/financial';
import { formatBRL, formatPercentage, reaisToCents } from '@balcao/domain/money';
import { useState } from 'react';
import { useGatewayNow, useGatewayToday } from '../../app/gateway-time';
import { Button, Modal, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import {
  type AnticipationSimulation,
  anticipationErrorLines,
  useConfirmAnticipation,
  useSimulateAnticipation,
} from './anticipation-api';
import * as styles from './anticipation-dialog.css';

/** R$ 99.999.999,99: the most the contract takes as an amount; further digits are not taken. */
const MAX_AMOUNT_CENTS = 9_999_999_999;

export interface AnticipationDialogProps {
  open: boolean;
  onClose(): void;
  /** After a confirmed anticipation: the page refreshes its balances and statement. */
  onDone(): void;
}

function SimulationPanel({ simulation }: { simulation: AnticipationSimulation }) {
  const rows: [string, string][] = [
    ['Valor líquido', formatBRL(reaisToCents(simulation.netAmount))],
    ['Valor bruto', formatBRL(reaisToCents(simulation.grossAmount))],
    ['Taxa', formatBRL(reaisToCents(simulation.feeAmount))],
    ['Taxa efetiva', formatPercentage(Math.round(simulation.effectiveRate * 100))],
    ['Data da antecipação', formatApiDate(simulation.anticipationDate)],
  ];
  return (
    <dl className={styles.summary} aria-label="Simulação">
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 'Antecipação de recebíveis' (§2.1, §4.1): the typed digits are cents; the first click simulates and the
 * button then reads 'Confirmar antecipação'; editing the amount clears the simulation. An amount above the
 * available net (or none) is simulated at the maximum and the field takes that maximum. The confirmation
 * sends the simulated net, so what is confirmed is what was shown.
 */
function AnticipationForm({ onClose, onDone }: Omit<AnticipationDialogProps, 'open'>) {
  const toast = useToast();
  // The simulation is the gateway's answer, not a field: it is shown until the amount changes.
  const [simulation, setSimulation] = useState<AnticipationSimulation | null>(null);
  const form = useAppForm({
    defaultValues: { amountCents: null as number | null },
    onSubmit: ({ value }) => submit(value.amountCents),
  });
  const simulate = useSimulateAnticipation();
  const confirm = useConfirmAnticipation();
  const busy = simulate.isPending || confirm.isPending;
  const nothing = simulation !== null && simulation.maxNetAmount === 0;
  // The day the money lands, by the gateway's clock: the simulation's once there is one (the same rule).
  const today = useGatewayToday();
  const now = useGatewayNow();
  const creditDate = simulation?.anticipationDate ?? anticipationCreditDate(now());

  async function submit(amount: number | null) {
    if (busy) return;
    if (simulation === null) {
      try {
        const result = await simulate.mutateAsync(amount && amount > 0 ? amount : null);
        // The field takes the maximum the gateway simulated; that is no edit, so the simulation stays.
        if (result.capped)
          form.setFieldValue('amountCents', reaisToCents(result.netAmount), { dontRunListeners: true });
        setSimulation(result);
      } catch (error) {
        console.error(error);
        for (const line of anticipationErrorLines(error, ANTICIPATION_COPY.simulateError)) toast.error(line);
      }
      return;
    }
    try {
      await confirm.mutateAsync(reaisToCents(simulation.netAmount));
      toast.success(ANTICIPATION_COPY.success);
      onDone();
      onClose();
    } catch (error) {
      for (const line of anticipationErrorLines(error, ANTICIPATION_COPY.confirmError)) toast.error(line);
      // What could be anticipated may have changed: the next click simulates again.
      setSimulation(null);
    }
  }

  return (
    <Modal.Content
      title={ANTICIPATION_COPY.title}
      description={`${anticipationCreditLabel(creditDate, today)} o que está a liberar, com a taxa proporcional aos dias antecipados.`}
      footer={
        <>
          <Modal.Close asChild>
            <Button variant="secondary">Cancelar</Button>
          </Modal.Close>
          <Button
            type="submit"
            form="anticipation-form"
            variant="primary"
            loading={busy}
            disabled={busy || nothing}
          >
            {simulation === null ? ANTICIPATION_COPY.simulate : ANTICIPATION_COPY.confirm}
          </Button>
        </>
      }
    >
      <form id="anticipation-form" noValidate className={styles.body} onSubmit={submitHandler(form)}>
        <form.AppField name="amountCents" listeners={{ onChange: () => setSimulation(null) }}>
          {(field) => (
            <field.MoneyField
              label="Valor a antecipar"
              maxCents={MAX_AMOUNT_CENTS}
              disabled={confirm.isPending}
            />
          )}
        </form.AppField>
        {simulation ? <SimulationPanel simulation={simulation} /> : null}
        {nothing ? <p className={styles.note}>{ANTICIPATION_MESSAGES.nothingToAnticipate}</p> : null}
      </form>
    </Modal.Content>
  );
}

export function AnticipationDialog({ open, onClose, onDone }: AnticipationDialogProps) {
  return (
    <Modal.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {/* Mounted only while open: each opening starts with an empty field and no simulation. */}
      {open ? <AnticipationForm onClose={onClose} onDone={onDone} /> : null}
    </Modal.Root>
  );
}
