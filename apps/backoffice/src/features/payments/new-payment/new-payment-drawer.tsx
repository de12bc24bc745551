import { NEW_PAYMENT_MESSAGES, previousStage, primaryActionLabel } from '@balcao/domain/payables';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useServices } from '../../../app/services';
import { Button, Drawer, useLeaveGuard } from '../../../ui';
import { paymentQueries } from '../api';
import { requestPayment } from './api';
import * as styles from './new-payment.css';
import { PaymentSteps } from './payment-steps';
import { useNewPayment } from './use-new-payment';

/** §4.6: method, then the Pix or bank slip steps, then SUCCESS or ERROR with only 'Fechar'. */
function NewPaymentFlow({ onClose, onRequested }: { onClose(): void; onRequested(): void }) {
  const { clients } = useServices();
  const flow = useNewPayment(async (body) => {
    await requestPayment(clients, body);
    onRequested();
  });
  const { state, busy } = flow;
  // A payment under way (past the method, not yet sent) is not lost to back or a reload unasked.
  const leave = useLeaveGuard(state.stage.kind === 'pix' || state.stage.kind === 'bank-slip');
  const label = primaryActionLabel(state.stage);
  const loading =
    (state.stage.kind === 'pix' || state.stage.kind === 'bank-slip') && state.stage.step === 'loading';
  const disabled =
    (state.stage.kind === 'method' && flow.values.method === null) ||
    (state.stage.kind === 'pix' &&
      state.stage.step === 'amount' &&
      (flow.balancePending || (flow.values.amountCents !== null && flow.amountError !== null)));

  const footer =
    label === null ? (
      <Button variant="secondary" onClick={onClose}>
        Fechar
      </Button>
    ) : (
      <>
        <Button
          variant="secondary"
          disabled={busy || (state.stage.kind !== 'method' && previousStage(state.stage) === null)}
          onClick={state.stage.kind === 'method' ? onClose : flow.back}
        >
          {state.stage.kind === 'method' ? 'Cancelar' : 'Voltar'}
        </Button>
        <Button variant="primary" disabled={disabled} loading={busy || loading} onClick={flow.next}>
          {label}
        </Button>
      </>
    );

  return (
    <Drawer.Content title="Novo pagamento" footer={footer}>
      {state.stage.kind === 'success' ? (
        <div className={styles.outcome} role="status">
          <p className={styles.subtitle}>{NEW_PAYMENT_MESSAGES.requested}</p>
          <p>{NEW_PAYMENT_MESSAGES.awaitingApproval}</p>
        </div>
      ) : state.stage.kind === 'error' ? (
        <div className={styles.outcome} role="alert">
          <p className={styles.subtitle}>{NEW_PAYMENT_MESSAGES.processFailed}</p>
          {state.errors.map((line) => (
            <p key={line} className={styles.danger}>
              {line}
            </p>
          ))}
          <Button variant="primary" onClick={flow.retry}>
            {NEW_PAYMENT_MESSAGES.tryAgain}
          </Button>
        </div>
      ) : (
        <PaymentSteps flow={flow} />
      )}
      {leave.dialog}
    </Drawer.Content>
  );
}

/**
 * '+ Novo pagamento' (/pagamentos §2.8): opening it always starts at the method choice; the list and
 * the balance reload once it closes after a payment was requested (§4.6).
 */
export function NewPaymentDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const queryClient = useQueryClient();
  const requested = useRef(false);
  function change(next: boolean) {
    if (!next && requested.current) {
      requested.current = false;
      void queryClient.invalidateQueries({ queryKey: paymentQueries.all() });
    }
    onOpenChange(next);
  }
  return (
    <Drawer.Root open={open} onOpenChange={change}>
      {open ? (
        <NewPaymentFlow
          onClose={() => change(false)}
          onRequested={() => {
            requested.current = true;
          }}
        />
      ) : null}
    </Drawer.Root>
  );
}
