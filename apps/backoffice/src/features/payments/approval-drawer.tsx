import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { PAYMENT_MESSAGES, paymentDateText } from '@balcao/domain/payables';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { Button, Drawer, TextField } from '../../ui';
import { approvePayments, type Payment, paymentErrorLines, rejectPayments } from './api';
import * as styles from './payments.css';

type ApprovalStep = 'choose-payment' | 'reject-reason' | 'payment-success' | 'payment-error';
type Decision = 'approve' | 'reject';

export const REJECTION_MESSAGES = {
  done: 'Pagamentos rejeitados.',
  failed: 'Não foi possível rejeitar os pagamentos.',
} as const;
/** The contract's longest reason. */
const REASON_MAX_LENGTH = 300;

function ChosenPayments({ payments }: { payments: readonly Payment[] }) {
  // Integer cents: the sum is exact.
  const total = payments.reduce((sum, payment) => sum + reaisToCents(payment.amount), 0);
  return (
    <>
      <ul className={styles.list} aria-label="Pagamentos selecionados">
        {payments.map((payment) => (
          <li key={payment.transferId} className={styles.listItem}>
            <span>
              {payment.beneficiary}
              <br />
              <span className={styles.muted}>{paymentDateText(payment.scheduledDate)}</span>
            </span>
            <span>{formatBRL(reaisToCents(payment.amount))}</span>
          </li>
        ))}
      </ul>
      <p>
        Total: <strong>{formatBRL(total)}</strong>
      </p>
    </>
  );
}

/**
 * 'Aprovar pagamentos' (§4.6): the chosen requests with their total, then success or error. The same
 * drawer rejects them (with an optional reason), which sends them to Rejeitados. The list behind it
 * reloads when the drawer closes, not while it is open.
 */
export function ApprovalDrawer({
  open,
  payments,
  onClose,
}: {
  open: boolean;
  payments: readonly Payment[];
  /** `decided` when the approval or rejection went through: the page reloads the list and clears the selection. */
  onClose(decided: boolean): void;
}) {
  const { clients } = useServices();
  const [step, setStep] = useState<ApprovalStep>('choose-payment');
  const [reason, setReason] = useState('');
  const decision = useMutation({
    mutationFn: ({ kind, ids }: { kind: Decision; ids: string[] }) =>
      kind === 'approve' ? approvePayments(clients, ids) : rejectPayments(clients, ids, reason.trim()),
    onSuccess: () => setStep('payment-success'),
    onError: () => setStep('payment-error'),
  });
  const kind = decision.variables?.kind;
  const decide = (next: Decision) =>
    decision.mutate({ kind: next, ids: payments.map((payment) => payment.transferId) });
  const close = () => {
    if (decision.isPending) return;
    const decided = step === 'payment-success';
    setStep('choose-payment');
    setReason('');
    decision.reset();
    onClose(decided);
  };
  const rejecting = step === 'reject-reason' || kind === 'reject';
  const footer =
    step === 'choose-payment' ? (
      <div className={styles.row}>
        <Button variant="secondary" onClick={close}>
          Cancelar
        </Button>
        <Button variant="secondary" disabled={payments.length === 0} onClick={() => setStep('reject-reason')}>
          Rejeitar
        </Button>
        <Button
          loading={decision.isPending}
          disabled={payments.length === 0}
          onClick={() => decide('approve')}
        >
          Aprovar pagamentos
        </Button>
      </div>
    ) : step === 'reject-reason' ? (
      <div className={styles.row}>
        <Button variant="secondary" disabled={decision.isPending} onClick={() => setStep('choose-payment')}>
          Voltar
        </Button>
        <Button variant="danger" loading={decision.isPending} onClick={() => decide('reject')}>
          Rejeitar pagamentos
        </Button>
      </div>
    ) : (
      <Button onClick={close}>Fechar</Button>
    );
  return (
    <Drawer.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Drawer.Content title={rejecting ? 'Rejeitar pagamentos' : 'Aprovar pagamentos'} footer={footer}>
        {step === 'choose-payment' ? (
          <>
            <p className={styles.muted}>{PAYMENT_MESSAGES.approvalHint}</p>
            <ChosenPayments payments={payments} />
          </>
        ) : step === 'reject-reason' ? (
          <>
            <p className={styles.muted}>
              Os pagamentos rejeitados não serão executados e vão para a aba Rejeitados.
            </p>
            <ChosenPayments payments={payments} />
            <TextField
              label="Motivo da rejeição (opcional)"
              maxLength={REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </>
        ) : step === 'payment-success' ? (
          <p role="status">{kind === 'reject' ? REJECTION_MESSAGES.done : PAYMENT_MESSAGES.approved}</p>
        ) : (
          <div role="alert">
            <p>{kind === 'reject' ? REJECTION_MESSAGES.failed : PAYMENT_MESSAGES.approvalFailed}</p>
            {paymentErrorLines(decision.error, '')
              .filter(Boolean)
              .map((line) => (
                <p key={line} className={styles.muted}>
                  {line}
                </p>
              ))}
          </div>
        )}
      </Drawer.Content>
    </Drawer.Root>
  );
}
