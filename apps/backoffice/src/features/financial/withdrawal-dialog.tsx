import { errorLines, isApiError } from '@balcao/client';
import {
  FRAUD_WITHDRAWAL_NOTICE,
  isWithdrawalBlocked,
  loadsFraudCheck,
  offersBalanceToRelease,
  WITHDRAWAL_BLOCKED_MESSAGE,
  WITHDRAWAL_FAILURE_MESSAGE,
  WITHDRAWAL_SUCCESS_MESSAGE,
  withdrawalBlocker,
} from '@balcao/domain/financial';
import { reaisToCents } from '@balcao/domain/money';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGatewayNow } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { Button, Modal, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import { type FinancialBalance, useRequestTransfer } from './api';
import * as styles from './financial.css';
import {
  antiFraudQuery,
  useSettled,
  useWithdrawWithBalanceToRelease,
  withdrawalPreviewQuery,
} from './withdrawal-api';
import { WithdrawalPreviewPanel } from './withdrawal-preview';

/** The gateway's time, read again every 15 s so the blocked window opens and closes on screen. */
function useTickingGatewayNow(): Date {
  const now = useGatewayNow();
  const [, setTicks] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTicks((ticks) => ticks + 1), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now();
}

/**
 * 'Novo repasse' (§2.1, §5, §8): the amount typed as currency; Sacar disabled at R$ 9,00 or less, above the
 * available balance, in the 23:00–01:00 window (with its banner) and while sending. The server refuses
 * the same, so a stale page moves no money either. 'Incluir saldo a liberar' (§4.1, §6, §9) previews what
 * the balance to release adds, then anticipates it and withdraws the total a second later.
 */
export function WithdrawalDialog({ balance, onClose }: { balance: FinancialBalance; onClose(): void }) {
  const form = useAppForm({
    defaultValues: { amountCents: null as number | null, include: false },
    onSubmit: () => submit(),
  });
  const { amountCents, include } = useStore(form.store, (state) => state.values);
  const [errors, setErrors] = useState<string[]>([]);
  const { clients, auth } = useServices();
  const toast = useToast();
  const request = useRequestTransfer();
  const combined = useWithdrawWithBalanceToRelease();
  const sending = request.isPending || combined.isPending;
  const now = useTickingGatewayNow();
  const availableCents = reaisToCents(balance.amount);
  const offered =
    balance.isOnDemandEnabled &&
    offersBalanceToRelease({
      roles: auth.roles,
      features: auth.features,
      bankingType: balance.bankingType,
      provisionedCents: reaisToCents(balance.provisionedAmount),
    });
  // §9's 10% is said before the option is ticked, to the admin who may read the flag (§6).
  const antiFraud = useQuery({ ...antiFraudQuery(clients), enabled: offered && loadsFraudCheck(auth.roles) });
  const settled = useSettled(amountCents);
  const previewed = offered && include && settled !== null && settled > 0 && settled === amountCents;
  const preview = useQuery({
    ...withdrawalPreviewQuery(clients, settled ?? 0),
    enabled: previewed,
  });
  const anticipatedCents = previewed && preview.data ? reaisToCents(preview.data.anticipatedAmount) : 0;
  const blocked = balance.withdrawalBlocked || isWithdrawalBlocked(now);
  const blocker = withdrawalBlocker({
    amountCents,
    availableCents,
    includeBalanceToRelease: anticipatedCents > 0,
    blocked,
    sending,
  });
  // With the option ticked, Sacar waits for the preview of this very amount (and is refused above it).
  const waiting = offered && include && (!previewed || !preview.isSuccess);
  const done = () => {
    toast.success(WITHDRAWAL_SUCCESS_MESSAGE);
    onClose();
  };
  const failed = (error: unknown) =>
    setErrors(isApiError(error) ? errorLines(error) : [WITHDRAWAL_FAILURE_MESSAGE]);
  function submit() {
    if (amountCents === null || blocker || waiting) return;
    setErrors([]);
    if (anticipatedCents > 0)
      combined.mutate({ totalCents: amountCents, anticipatedCents }, { onSuccess: done, onError: failed });
    else request.mutate(amountCents, { onSuccess: done, onError: failed });
  }
  const previewError =
    previewed && preview.isError && isApiError(preview.error)
      ? errorLines(preview.error).join('\n')
      : undefined;
  return (
    <Modal.Root open onOpenChange={(open) => (open || sending ? undefined : onClose())}>
      <Modal.Content title="Novo repasse">
        <form className={styles.form} onSubmit={submitHandler(form)}>
          {blocked ? (
            <p className={styles.banner} role="alert">
              {WITHDRAWAL_BLOCKED_MESSAGE}
            </p>
          ) : null}
          <form.AppField name="amountCents">
            {(field) => (
              <field.MoneyField
                label="Valor"
                // §5 disables the field with nothing available, unless the balance to release is included.
                disabled={availableCents <= 0 && !(offered && include)}
                hint={
                  previewError ??
                  (blocker === 'OVER_BALANCE' ? 'O valor é maior que o saldo disponível.' : undefined)
                }
              />
            )}
          </form.AppField>
          {offered ? (
            <form.AppField name="include">
              {(field) => (
                <field.CheckboxField
                  label="Incluir saldo a liberar"
                  className={styles.check}
                  disabled={sending}
                />
              )}
            </form.AppField>
          ) : null}
          {offered && antiFraud.data?.isFraud ? (
            <p className={styles.muted}>{FRAUD_WITHDRAWAL_NOTICE}</p>
          ) : null}
          {previewed && preview.data ? <WithdrawalPreviewPanel preview={preview.data} /> : null}
          {errors.length > 0 ? (
            <p role="alert" className={styles.errors}>
              {errors.join('\n')}
            </p>
          ) : null}
          <div className={styles.row}>
            <Modal.Close asChild>
              <Button variant="secondary" disabled={sending}>
                Cancelar
              </Button>
            </Modal.Close>
            <Button type="submit" disabled={blocker !== null || waiting} loading={sending}>
              Sacar
            </Button>
          </div>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
