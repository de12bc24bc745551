import { errorLines, isApiError } from '@balcao/client';
import { WITHDRAWAL_FAILURE_MESSAGE } from '@balcao/domain/financial';
import { formatBRL } from '@balcao/domain/money';
import {
  TREASURY_OPERATION_COPY,
  type TreasuryOperation,
  treasuryAmountProblem,
} from '@balcao/domain/treasury';
import { useStore } from '@tanstack/react-form';
import { type ReactNode, useRef, useState } from 'react';
import { fieldErrors } from '../../app/form-errors';
import { Button, Modal, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { useTreasuryOperation } from './api';
import * as styles from './treasury.css';

/** A line of the confirmation: what the user is about to do, in their words. */
export interface OperationDetail {
  label: string;
  value: ReactNode;
}

export interface OperationDialogProps {
  operation: TreasuryOperation;
  /** The most the operation may move, in cents (§5): checking balance, application amount, balance. */
  limitCents: number;
  /** How the limit is named above the field ('Saldo em conta corrente'). */
  limitLabel: string;
  /** The product to invest in or the application to redeem from. */
  targetId?: string;
  /** What the entry step asks besides the amount (the product to invest in). */
  entryExtra?: ReactNode;
  /** The confirmation's lines besides the amount. */
  details: readonly OperationDetail[];
  /** A shortcut that fills the whole limit ('Resgatar valor total'). */
  fillLimitLabel?: string;
  onClose(): void;
}

/**
 * Invest, redeem and withdraw (§4.4): an entry modal with the amount, checked against the operation's limit
 * (§5), then a confirmation. The gateway's 202 shows '… em processamento.' (§8 and the spec README); a
 * refusal toasts each of its errors as 'code - description' and returns to the amount.
 */
export function OperationDialog({
  operation,
  limitCents,
  limitLabel,
  targetId,
  entryExtra,
  details,
  fillLimitLabel,
  onClose,
}: OperationDialogProps) {
  const copy = TREASURY_OPERATION_COPY[operation];
  const toast = useToast();
  const mutation = useTreasuryOperation();
  const [step, setStep] = useState<'entry' | 'confirm'>('entry');
  // §5: the amount against the operation's limit; Continuar goes on to the confirmation once it holds.
  const form = useAppForm({
    defaultValues: { amountCents: null as number | null },
    validators: {
      onChange: ({ value }) =>
        fieldErrors({
          amountCents: treasuryAmountProblem(operation, value.amountCents, limitCents) ?? undefined,
        }),
    },
    onSubmit: () => setStep('confirm'),
  });
  const amountCents = useStore(form.store, (state) => state.values.amountCents);
  const tried = useStore(form.store, (state) => state.submissionAttempts > 0);
  const problem = treasuryAmountProblem(operation, amountCents, limitCents);
  const sending = mutation.isPending;
  // Set before the click re-renders Confirmar as busy, so a double click sends one operation.
  const inFlight = useRef(false);

  function confirm() {
    if (inFlight.current || problem || amountCents === null) return;
    inFlight.current = true;
    mutation.mutate(
      { operation, amountCents, ...(targetId ? { targetId } : {}) },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: ({ accepted }) => {
          toast.success(accepted ? copy.processing : copy.done);
          onClose();
        },
        onError: (error) => {
          const lines =
            isApiError(error) && error.errors.length > 0 ? errorLines(error) : [WITHDRAWAL_FAILURE_MESSAGE];
          for (const line of lines) toast.error(line);
          setStep('entry');
        },
      },
    );
  }

  return (
    <Modal.Root open onOpenChange={(open) => (open || sending ? undefined : onClose())}>
      <Modal.Content title={step === 'entry' ? copy.title : copy.confirmTitle}>
        {step === 'entry' ? (
          <form className={styles.form} noValidate onSubmit={submitHandler(form)}>
            <p className={styles.muted}>
              {limitLabel}: {formatBRL(limitCents)}
            </p>
            {entryExtra}
            <form.AppField name="amountCents">{(field) => <field.MoneyField label="Valor" />}</form.AppField>
            {fillLimitLabel ? (
              <div className={styles.row}>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => form.setFieldValue('amountCents', limitCents)}
                >
                  {fillLimitLabel}
                </Button>
              </div>
            ) : null}
            <div className={styles.row}>
              <Modal.Close asChild>
                <Button variant="secondary">Cancelar</Button>
              </Modal.Close>
              <Button type="submit" disabled={tried && problem !== null}>
                Continuar
              </Button>
            </div>
          </form>
        ) : (
          <div className={styles.form}>
            <dl className={styles.summary} aria-label={copy.confirmTitle}>
              <dt className={styles.summaryLabel}>Valor</dt>
              <dd className={styles.summaryValue}>{formatBRL(amountCents ?? 0)}</dd>
              {details.map((detail) => (
                <Detail key={detail.label} {...detail} />
              ))}
            </dl>
            <div className={styles.row}>
              <Button variant="secondary" disabled={sending} onClick={() => setStep('entry')}>
                Voltar
              </Button>
              <Button onClick={confirm} loading={sending}>
                Confirmar
              </Button>
            </div>
          </div>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}

function Detail({ label, value }: OperationDetail) {
  return (
    <>
      <dt className={styles.summaryLabel}>{label}</dt>
      <dd className={styles.summaryValue}>{value}</dd>
    </>
  );
}
