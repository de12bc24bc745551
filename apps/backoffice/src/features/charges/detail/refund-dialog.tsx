import { isApiError } from '@balcao/client';
import { centsToReais, formatBRL, reaisToCents } from '@balcao/domain/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { useServices } from '../../../app/services';
import { Button, CurrencyInput, Modal, useToast } from '../../../ui';
import { type Charge, chargeQueries } from '../api';
import * as actionStyles from './actions.css';
import * as styles from './charge-detail.css';
import { refundCharge } from './detail-api';
import { defaultRefundKind } from './rules';

export const REFUNDED = 'Cobrança estornada com sucesso';
/** A partial refund leaves the charge paid: the result says so, never that the charge was refunded. */
export const PARTIALLY_REFUNDED = 'Estorno parcial realizado';
/** §8, the simpler flow's result. */
export const SIMPLE_REFUND_DONE = 'Seu estorno foi realizado com sucesso';
export const SIMPLE_REFUND_NOTE = 'A carta de cancelamento poderá ser emitida em instantes.';

type Eligibility = { availableAmount: number; partialAllowed: boolean };
type Kind = 'PARTIAL' | 'TOTAL';
type Step =
  | { name: 'choose' }
  | { name: 'confirm' }
  | { name: 'done'; refundedCents: number; leftCents: number }
  | { name: 'failed'; title: string; description: string };

function failure(error: unknown): Extract<Step, { name: 'failed' }> {
  const first = isApiError(error) ? error.errors[0] : undefined;
  return {
    name: 'failed',
    title: first?.code ?? 'Não foi possível estornar',
    description: first?.description ?? (error instanceof Error ? error.message : ''),
  };
}

/**
 * §4 refund flow: Parcial or Total, the amount clamped to what is still available, confirm, result.
 * The simpler flow (`simple`, the scheduled-charge page) offers only Total in a 520 px dialog and
 * reloads the charge when the dialog closes.
 */
export function RefundDialog({
  charge,
  eligibility,
  onClose,
  simple = false,
  returnFocusTo,
}: {
  charge: Charge;
  eligibility: Eligibility;
  onClose: () => void;
  simple?: boolean;
  /** Where focus goes back when the dialog closes (the button that opened it); the page otherwise. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const availableCents = reaisToCents(eligibility.availableAmount);
  const partialAllowed = eligibility.partialAllowed && !simple;
  const [kind, setKind] = useState<Kind | null>(partialAllowed ? defaultRefundKind(charge) : 'TOTAL');
  const [partialCents, setPartialCents] = useState<number | null>(null);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const amountCents = kind === 'TOTAL' ? availableCents : (partialCents ?? 0);
  const mutation = useMutation({
    mutationFn: () => refundCharge(clients, charge.uuid, centsToReais(amountCents)),
    // The charge reloads when the dialog closes: a total refund makes it REFUND, which would take the
    // refund button, and this dialog with it, off the page before the result is read.
    // What the gateway answered is what the result says: the charge is refunded only when nothing is left.
    onSuccess: (result) => {
      const leftCents = reaisToCents(result.availableAmount);
      toast.success(leftCents > 0 ? PARTIALLY_REFUNDED : REFUNDED);
      setStep({ name: 'done', refundedCents: reaisToCents(result.amount), leftCents });
    },
    onError: (error) => setStep(failure(error)),
  });
  const finish = () => {
    if (mutation.isSuccess || simple) void queryClient.invalidateQueries({ queryKey: chargeQueries.all() });
    onClose();
  };
  const close = (open: boolean) => {
    if (!open && !mutation.isPending) finish();
  };
  const width = simple ? actionStyles.narrowModal : undefined;
  const restoreFocus = (event: Event) => {
    if (!returnFocusTo?.current) return;
    event.preventDefault();
    returnFocusTo.current.focus();
  };
  const canContinue = kind !== null && amountCents > 0 && amountCents <= availableCents;

  return (
    <Modal.Root open onOpenChange={close}>
      {step.name === 'choose' ? (
        <Modal.Content
          className={width}
          onCloseAutoFocus={restoreFocus}
          title="Estornar cobrança"
          description={`Disponível para estorno: ${formatBRL(availableCents)}`}
          footer={
            // aria-disabled, not disabled: a disabled last button leaves the radio group as the trap's last
            // stop, and the browser, skipping the group's other radio, would keep Tab on the first one.
            <Button
              aria-disabled={!canContinue}
              onClick={() => {
                if (canContinue) setStep({ name: 'confirm' });
              }}
            >
              Continuar
            </Button>
          }
        >
          <fieldset className={styles.choices}>
            <legend className={styles.term}>Tipo de estorno</legend>
            {partialAllowed ? (
              <label>
                <input
                  type="radio"
                  name="refund-kind"
                  checked={kind === 'PARTIAL'}
                  onChange={() => setKind('PARTIAL')}
                />{' '}
                Parcial
              </label>
            ) : null}
            <label>
              <input
                type="radio"
                name="refund-kind"
                checked={kind === 'TOTAL'}
                onChange={() => setKind('TOTAL')}
              />{' '}
              Total
            </label>
          </fieldset>
          {kind === 'PARTIAL' ? (
            <CurrencyInput
              label="Valor do estorno"
              value={partialCents}
              onValueChange={setPartialCents}
              onBlur={() => {
                if (partialCents !== null && partialCents > availableCents) setPartialCents(availableCents);
              }}
            />
          ) : null}
        </Modal.Content>
      ) : null}
      {step.name === 'confirm' ? (
        <Modal.Content
          className={width}
          onCloseAutoFocus={restoreFocus}
          title="Confirmar estorno"
          description={`Deseja estornar ${formatBRL(amountCents)} desta cobrança?`}
          footer={
            <>
              <Button
                variant="secondary"
                disabled={mutation.isPending}
                onClick={() => setStep({ name: 'choose' })}
              >
                Voltar
              </Button>
              <Button loading={mutation.isPending} onClick={() => mutation.mutate()}>
                Confirmar
              </Button>
            </>
          }
        />
      ) : null}
      {step.name === 'done' ? (
        <Modal.Content
          className={width}
          onCloseAutoFocus={restoreFocus}
          title={simple ? SIMPLE_REFUND_DONE : step.leftCents > 0 ? PARTIALLY_REFUNDED : REFUNDED}
          description={
            simple
              ? SIMPLE_REFUND_NOTE
              : step.leftCents > 0
                ? `Estornado ${formatBRL(step.refundedCents)}. A cobrança segue paga; ainda disponível para estorno: ${formatBRL(step.leftCents)}.`
                : `Estornado ${formatBRL(step.refundedCents)}. A carta de cancelamento pode ser emitida na cobrança.`
          }
          footer={<Button onClick={finish}>Ok</Button>}
        />
      ) : null}
      {step.name === 'failed' ? (
        <Modal.Content
          className={width}
          onCloseAutoFocus={restoreFocus}
          title={step.title}
          description={step.description}
          footer={<Button onClick={finish}>Ok</Button>}
        />
      ) : null}
    </Modal.Root>
  );
}
