import { errorLines, isApiError } from '@balcao/client';
import {
  isWithdrawalBlocked,
  reaisToCents,
  WITHDRAWAL_BLOCKED_MESSAGE,
  WITHDRAWAL_FAILURE_MESSAGE,
  WITHDRAWAL_SUCCESS_MESSAGE,
  withdrawalBlocker,
} from '@balcao/domain';
import { useEffect, useState } from 'react';
import { Button, CurrencyInput, Modal, useToast } from '../../ui';
import { type FinancialBalance, useRequestTransfer } from './api';
import * as styles from './financial.css';

/** The sandbox's clock read through the offset measured with the balance, so the window follows it. */
function useServerNow(offsetMs: number): Date {
  const [now, setNow] = useState(() => new Date(Date.now() + offsetMs));
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date(Date.now() + offsetMs)), 15_000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  return now;
}

/**
 * 'Novo repasse' (§2.1, §5, §8): the amount typed as currency; Sacar disabled at R$ 9,00 or less, above the
 * available balance, in the 23:00–01:00 window (with its banner) and while sending. The server refuses
 * the same, so a stale page moves no money either.
 */
export function WithdrawalDialog({
  balance,
  onClose,
}: {
  balance: FinancialBalance & { clockOffsetMs: number };
  onClose(): void;
}) {
  const [amountCents, setAmountCents] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const toast = useToast();
  const request = useRequestTransfer();
  const now = useServerNow(balance.clockOffsetMs);
  const availableCents = reaisToCents(balance.amount);
  const blocked = balance.withdrawalBlocked || isWithdrawalBlocked(now);
  const blocker = withdrawalBlocker({
    amountCents,
    availableCents,
    includeBalanceToRelease: false,
    blocked,
    sending: request.isPending,
  });
  function submit() {
    if (amountCents === null || blocker) return;
    setErrors([]);
    request.mutate(amountCents, {
      onSuccess: () => {
        toast.success(WITHDRAWAL_SUCCESS_MESSAGE);
        onClose();
      },
      onError: (error) => setErrors(isApiError(error) ? errorLines(error) : [WITHDRAWAL_FAILURE_MESSAGE]),
    });
  }
  return (
    <Modal.Root open onOpenChange={(open) => (open || request.isPending ? undefined : onClose())}>
      <Modal.Content title="Novo repasse">
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {blocked ? (
            <p className={styles.banner} role="alert">
              {WITHDRAWAL_BLOCKED_MESSAGE}
            </p>
          ) : null}
          <CurrencyInput
            label="Valor"
            value={amountCents}
            onValueChange={setAmountCents}
            disabled={availableCents <= 0}
            hint={blocker === 'OVER_BALANCE' ? 'O valor é maior que o saldo disponível.' : undefined}
          />
          {errors.length > 0 ? (
            <p role="alert" className={styles.errors}>
              {errors.join('\n')}
            </p>
          ) : null}
          <div className={styles.row}>
            <Modal.Close asChild>
              <Button variant="secondary" disabled={request.isPending}>
                Cancelar
              </Button>
            </Modal.Close>
            <Button type="submit" disabled={blocker !== null} loading={request.isPending}>
              Sacar
            </Button>
          </div>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
