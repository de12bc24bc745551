import { REQUIRED_MESSAGE } from '@balcao/domain/access';
import {
  BOLETO_RESCHEDULE_MAX_DAYS,
  BOLETO_RESCHEDULE_PAST_MESSAGE,
  rescheduleActions,
} from '@balcao/domain/charges';
import { addDays, formatApiDate } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { apiErrorLines } from '../../../app/api-errors';
import { useGatewayToday } from '../../../app/gateway-time';
import { useServices } from '../../../app/services';
import { Button, DatePicker, Modal, useToast } from '../../../ui';
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
  const [due, setDue] = useState('');
  const [waive, setWaive] = useState(false);
  const [problem, setProblem] = useState<string>();
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

  function openChange(next: boolean) {
    if (next) {
      setDue(mode === 'copy' ? today : '');
      setWaive(false);
      setProblem(undefined);
    }
    if (!mutation.isPending) setOpen(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const message = due === '' ? REQUIRED_MESSAGE : due < today ? BOLETO_RESCHEDULE_PAST_MESSAGE : undefined;
    setProblem(message);
    if (!message) mutation.mutate({ expirationDate: due, waiveLateFees: mode === 'extend' && waive });
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
        <form id={`${id}-form`} onSubmit={submit} noValidate>
          {mode === 'extend' ? (
            <>
              <DatePicker
                label="Novo vencimento"
                today={today}
                min={today}
                max={addDays(today, BOLETO_RESCHEDULE_MAX_DAYS)}
                value={due}
                error={problem}
                onChange={setDue}
              />
              <label>
                <input type="checkbox" checked={waive} onChange={(event) => setWaive(event.target.checked)} />{' '}
                Dispensar multa e juros
              </label>
            </>
          ) : null}
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
