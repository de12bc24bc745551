import { isApiError } from '@balcao/client';
import { formatBRL, PAYMENT_MESSAGES, paymentDateText, reaisToCents } from '@balcao/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { Button, Drawer } from '../../ui';
import { approvePayments, type Payment, paymentErrorLines } from './api';
import * as styles from './payments.css';

type ApprovalStep = 'choose-payment' | 'payment-success' | 'payment-error';

/**
 * 'Aprovar pagamentos' (§4.6): the chosen requests with their total, then success or error. The list
 * behind it reloads when the drawer closes, not while it is open.
 */
export function ApprovalDrawer({
  open,
  payments,
  onClose,
}: {
  open: boolean;
  payments: readonly Payment[];
  /** `approved` when the approval went through, so the page reloads the list and clears the selection. */
  onClose(approved: boolean): void;
}) {
  const { clients } = useServices();
  const [step, setStep] = useState<ApprovalStep>('choose-payment');
  const approval = useMutation({
    mutationFn: (transferIds: string[]) => approvePayments(clients, transferIds),
    onSuccess: () => setStep('payment-success'),
    onError: () => setStep('payment-error'),
  });
  const close = () => {
    if (approval.isPending) return;
    const approved = step === 'payment-success';
    setStep('choose-payment');
    approval.reset();
    onClose(approved);
  };
  // Integer cents: the sum is exact.
  const total = payments.reduce((sum, payment) => sum + reaisToCents(payment.amount), 0);
  const footer =
    step === 'choose-payment' ? (
      <div className={styles.row}>
        <Button variant="secondary" onClick={close} disabled={approval.isPending}>
          Cancelar
        </Button>
        <Button
          loading={approval.isPending}
          disabled={payments.length === 0}
          onClick={() => approval.mutate(payments.map((payment) => payment.transferId))}
        >
          Aprovar pagamentos
        </Button>
      </div>
    ) : (
      <Button onClick={close}>Fechar</Button>
    );
  return (
    <Drawer.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Drawer.Content title="Aprovar pagamentos" footer={footer}>
        {step === 'choose-payment' ? (
          <>
            <p className={styles.muted}>{PAYMENT_MESSAGES.approvalHint}</p>
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
        ) : step === 'payment-success' ? (
          <p role="status">{PAYMENT_MESSAGES.approved}</p>
        ) : (
          <div role="alert">
            <p>{PAYMENT_MESSAGES.approvalFailed}</p>
            {isApiError(approval.error)
              ? paymentErrorLines(approval.error, '').map((line) =>
                  line ? (
                    <p key={line} className={styles.muted}>
                      {line}
                    </p>
                  ) : null,
                )
              : null}
          </div>
        )}
      </Drawer.Content>
    </Drawer.Root>
  );
}
