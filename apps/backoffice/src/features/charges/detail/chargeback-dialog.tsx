import { isApiError } from '@balcao/client';
import { formatApiDate } from '@balcao/domain/dates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useId, useState } from 'react';
import { useServices } from '../../../app/services';
import { Button, Modal, useToast } from '../../../ui';
import { type Charge, chargeQueries } from '../api';
import * as styles from './actions.css';
import { requestChargeback } from './actions-api';
import { ContestInstructions } from './dispute-info';
import { REFUNDED } from './refund-dialog';

export const CHARGEBACK_REQUESTED = 'Estorno solicitado';

type Result = Awaited<ReturnType<typeof requestChargeback>>;
type Step =
  | { name: 'ask' }
  | { name: 'done'; result: Result }
  | { name: 'failed'; title: string; description: string };

/**
 * §4, the older flow of sellers without view_seller_refund: a card charge's refund is requested, with
 * 'Possível fraude' when the seller suspects the card was not used by its holder (the charge then
 * goes to dispute for the anti-fraud team). The dialog explains the contest deadline and documents.
 */
export function ChargebackDialog({
  charge,
  onClose,
  returnFocusTo,
}: {
  charge: Charge;
  onClose: () => void;
  /** Where focus goes back when the dialog closes (the button that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const fraudHint = useId();
  const [asFraud, setAsFraud] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'ask' });
  const mutation = useMutation({
    mutationFn: () => requestChargeback(clients, charge.uuid, asFraud),
    onSuccess: (result) => {
      toast.success(result.status === 'REFUND' ? REFUNDED : CHARGEBACK_REQUESTED);
      setStep({ name: 'done', result });
      return queryClient.invalidateQueries({ queryKey: chargeQueries.all() });
    },
    onError: (error) => {
      const first = isApiError(error) ? error.errors[0] : undefined;
      setStep({
        name: 'failed',
        title: first?.code ?? 'Não foi possível estornar',
        description: first?.description ?? (error instanceof Error ? error.message : ''),
      });
    },
  });
  const close = (open: boolean) => {
    if (!open && !mutation.isPending) onClose();
  };
  const restoreFocus = (event: Event) => {
    if (!returnFocusTo?.current) return;
    event.preventDefault();
    returnFocusTo.current.focus();
  };
  return (
    <Modal.Root open onOpenChange={close}>
      {step.name === 'ask' ? (
        <Modal.Content
          onCloseAutoFocus={restoreFocus}
          title="Estornar cobrança"
          description="O valor disponível será devolvido ao cartão do comprador."
          footer={
            <>
              <Button variant="secondary" disabled={mutation.isPending} onClick={onClose}>
                Cancelar
              </Button>
              <Button loading={mutation.isPending} onClick={() => mutation.mutate()}>
                Solicitar estorno
              </Button>
            </>
          }
        >
          <div className={styles.body}>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={asFraud}
                aria-describedby={fraudHint}
                onChange={(event) => setAsFraud(event.target.checked)}
              />
              Possível fraude
            </label>
            <p id={fraudHint} className={styles.hint}>
              Marque se você suspeita que a compra não foi feita pelo titular do cartão: a cobrança fica em
              disputa até a análise do antifraude.
            </p>
            <p className={styles.paragraph}>
              Prazo de contestação: 5 dias corridos após a solicitação, por e-mail ao antifraude.
            </p>
            <ContestInstructions deadline={null} />
          </div>
        </Modal.Content>
      ) : null}
      {step.name === 'done' ? (
        <Modal.Content
          onCloseAutoFocus={restoreFocus}
          title={CHARGEBACK_REQUESTED}
          description={
            step.result.status === 'DISPUTE'
              ? `A cobrança ficou em disputa para análise do antifraude. Envie os documentos até ${formatApiDate(step.result.contestDeadline)}.`
              : 'A cobrança foi estornada.'
          }
          footer={<Button onClick={onClose}>Ok</Button>}
        >
          <p className={styles.hint}>As instruções também foram enviadas para o seu e-mail.</p>
        </Modal.Content>
      ) : null}
      {step.name === 'failed' ? (
        <Modal.Content
          onCloseAutoFocus={restoreFocus}
          title={step.title}
          description={step.description}
          footer={<Button onClick={onClose}>Ok</Button>}
        />
      ) : null}
    </Modal.Root>
  );
}
