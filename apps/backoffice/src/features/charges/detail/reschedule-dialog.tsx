import {
  BOLETO_RESCHEDULE_MAX_DAYS,
  boletoRescheduleDateProblem,
  rescheduleActions,
} from '@balcao/domain/charges';
import { addDays, formatApiDate } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiErrorLines } from '../../../app/api-errors';
import { fieldErrors } from '../../../app/form-errors';
import { useGatewayToday } from '../../../app/gateway-time';
import { useServices } from '../../../app/services';
import { Button, Modal, useToast } from '../../../ui';
import { submitHandler, useAppForm } from '../../../ui/form';
import { type Charge, chargeQueries } from '../api';
import { rescheduleCharge } from '../new-charge-api';
import * as styles from './charge-detail.css';

export const REISSUED = 'Segunda via emitida e enviada ao cliente.';

/**
 * 'Prorrogar' and 'Segunda via' on an open boleto's page (issue 28): a new due date, the fine and
 * interest from the first due date added unless waived, a new linha digitável; the old boleto stops
 * being payable. 'Segunda via' is the same with today as the due date and the fees kept.
 */
export function RescheduleActions({ charge }: { charge: Charge }) {
  const offered = rescheduleActions(charge);
  if (!offered.extend && !offered.secondCopy) return null;
  return (
    <>
      {offered.extend ? <RescheduleDialog charge={charge} mode="extend" /> : null}
      {offered.secondCopy ? <RescheduleDialog charge={charge} mode="copy" /> : null}
    </>
  );
}

function RescheduleDialog({ charge, mode }: { charge: Charge; mode: 'extend' | 'copy' }) {
  const { clients } = useServices();
  const toast = useToast();
  const queryClient = useQueryClient();
  const today = useGatewayToday();
  const id = useId();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: (body: { expirationDate: string; waiveLateFees: boolean }) =>
      rescheduleCharge(clients, charge.uuid, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: chargeQueries.all() });
      toast.success(REISSUED);
      setOpen(false);
    },
    onError: (error) => {
      for (const line of apiErrorLines(error)) toast.error(line);
    },
  });

  const form = useAppForm({
    // Segunda via is due today; a prorrogação asks for its day.
    defaultValues: { due: mode === 'copy' ? today : '', waive: false },
    validators: {
      onSubmit: ({ value }) =>
        fieldErrors({ due: boletoRescheduleDateProblem(value.due, today) ?? undefined }),
    },
    onSubmit: ({ value }) => {
      if (mutation.isPending) return;
      mutation.mutate({ expirationDate: value.due, waiveLateFees: mode === 'extend' && value.waive });
    },
  });

  function openChange(next: boolean) {
    if (next) form.reset();
    if (!mutation.isPending) setOpen(next);
  }

  const todayTotal = reaisToCents(charge.value) + reaisToCents(charge.interestAmount);
  const title = mode === 'copy' ? 'Segunda via' : 'Prorrogar';
  return (
    <Modal.Root open={open} onOpenChange={openChange}>
      <Modal.Trigger asChild>
        <Button variant="secondary">{title}</Button>
      </Modal.Trigger>
      <Modal.Content
        title={mode === 'copy' ? 'Emitir segunda via' : 'Prorrogar vencimento'}
        description={
          mode === 'copy'
            ? `Novo boleto com vencimento hoje (${formatApiDate(today)}), multa e juros incluídos: ${formatBRL(todayTotal)}. O boleto anterior deixa de valer.`
            : 'Novo boleto com o novo vencimento; a multa e os juros contam do primeiro vencimento até ele. O boleto anterior deixa de valer.'
        }
        footer={
          <div className={styles.actions}>
            <Modal.Close asChild>
              <Button variant="ghost" disabled={mutation.isPending}>
                Cancelar
              </Button>
            </Modal.Close>
            <Button type="submit" form={`${id}-form`} loading={mutation.isPending}>
              {mode === 'copy' ? 'Emitir segunda via' : 'Prorrogar'}
            </Button>
          </div>
        }
      >
        <form id={`${id}-form`} onSubmit={submitHandler(form)} noValidate>
          {mode === 'extend' ? (
            <>
              <form.AppField name="due">
                {(field) => (
                  <field.DateField
                    label="Novo vencimento"
                    today={today}
                    min={today}
                    max={addDays(today, BOLETO_RESCHEDULE_MAX_DAYS)}
                  />
                )}
              </form.AppField>
              <form.AppField name="waive">
                {(field) => <field.CheckboxField label="Dispensar multa e juros" />}
              </form.AppField>
            </>
          ) : null}
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
