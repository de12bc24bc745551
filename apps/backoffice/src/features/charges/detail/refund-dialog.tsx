import { isApiError } from '@balcao/client';
import { centsToReais, formatBRL, reaisToCents } from '@balcao/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../../app/services';
import { Button, CurrencyInput, Modal, useToast } from '../../../ui';
import { type Charge, chargeQueries } from '../api';
import * as styles from './charge-detail.css';
import { refundCharge } from './detail-api';
import { defaultRefundKind } from './rules';

export const REFUNDED = 'Cobrança estornada com sucesso';

type Eligibility = { availableAmount: number; partialAllowed: boolean };
type Kind = 'PARTIAL' | 'TOTAL';
type Step =
  | { name: 'choose' }
  | { name: 'confirm' }
  | { name: 'done' }
  | { name: 'failed'; title: string; description: string };

function failure(error: unknown): Extract<Step, { name: 'failed' }> {
  const first = isApiError(error) ? error.errors[0] : undefined;
  return {
    name: 'failed',
    title: first?.code ?? 'Não foi possível estornar',
    description: first?.description ?? (error instanceof Error ? error.message : ''),
  };
}

/** §4 refund flow: Parcial or Total, the amount clamped to what is still available, confirm, result. */
export function RefundDialog({
  charge,
  eligibility,
  onClose,
}: {
  charge: Charge;
  eligibility: Eligibility;
  onClose: () => void;
}) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const availableCents = reaisToCents(eligibility.availableAmount);
  const [kind, setKind] = useState<Kind | null>(
    eligibility.partialAllowed ? defaultRefundKind(charge) : 'TOTAL',
  );
  const [partialCents, setPartialCents] = useState<number | null>(null);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const amountCents = kind === 'TOTAL' ? availableCents : (partialCents ?? 0);
  const mutation = useMutation({
    mutationFn: () => refundCharge(clients, charge.uuid, centsToReais(amountCents)),
    onSuccess: () => {
      toast.success(REFUNDED);
      setStep({ name: 'done' });
      return queryClient.invalidateQueries({ queryKey: chargeQueries.all() });
    },
    onError: (error) => setStep(failure(error)),
  });
  const close = (open: boolean) => {
    if (!open && !mutation.isPending) onClose();
  };
  const canContinue = kind !== null && amountCents > 0 && amountCents <= availableCents;

  return (
    <Modal.Root open onOpenChange={close}>
      {step.name === 'choose' ? (
        <Modal.Content
          title="Estornar cobrança"
          description={`Disponível para estorno: ${formatBRL(availableCents)}`}
          footer={
            <Button disabled={!canContinue} onClick={() => setStep({ name: 'confirm' })}>
              Continuar
            </Button>
          }
        >
          <fieldset className={styles.choices}>
            <legend className={styles.term}>Tipo de estorno</legend>
            {eligibility.partialAllowed ? (
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
          title="Estorno em processamento"
          description="A carta de estorno ficará disponível após o processamento."
          footer={<Button onClick={onClose}>Ok</Button>}
        />
      ) : null}
      {step.name === 'failed' ? (
        <Modal.Content
          title={step.title}
          description={step.description}
          footer={<Button onClick={onClose}>Ok</Button>}
        />
      ) : null}
    </Modal.Root>
  );
}
