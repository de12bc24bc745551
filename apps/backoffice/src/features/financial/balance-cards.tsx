import { hasAnyRole } from '@balcao/domain/access';
import {
  ANTICIPATION_CONTACT_SENT,
  CHECKING_BALANCE_LOAD_FAILURE,
  FINANCIAL_BALANCE_LOAD_FAILURE,
  loadsCheckingBalance,
  mayWithdraw,
} from '@balcao/domain/financial';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { sellerBlockQueries } from '../../app/seller-block';
import { useServices } from '../../app/services';
import { Button } from '../../ui';
import { anticipationErrorLines, useRequestAnticipationContact } from './anticipation-api';
import { AnticipationDialog } from './anticipation-dialog';
import { financialQueries } from './api';
import * as styles from './financial.css';
import { TransfersDialog } from './transfers-dialog';
import { WithdrawalDialog } from './withdrawal-dialog';

/** Beside the balances while the seller's payouts are blocked (§2.6): they stay visible, read-only. */
export const PAYOUTS_BLOCKED_NOTE =
  'Com o repasse bloqueado, saques e antecipações ficam suspensos até o cadastro ser atualizado.';

/**
 * Where on-demand anticipation is off, who could anticipate asks the team for it (POST
 * /email-messages/revenue-anticipation); once sent the card says so instead of offering it again.
 */
function AnticipationContact() {
  const ask = useRequestAnticipationContact();
  // A second click before the first re-render would send a second e-mail: one request at a time.
  const sending = useRef(false);
  const send = () => {
    if (sending.current) return;
    sending.current = true;
    ask.mutate(undefined, { onSettled: () => (sending.current = false) });
  };
  if (ask.isSuccess)
    return (
      <p className={styles.muted} role="status">
        {ANTICIPATION_CONTACT_SENT}
      </p>
    );
  return (
    <div className={styles.row}>
      <Button onClick={send} disabled={ask.isPending}>
        Solicitar antecipação
      </Button>
      {ask.isError ? (
        <p className={styles.muted} role="alert">
          {anticipationErrorLines(ask.error, 'Falha ao enviar o pedido. Tente novamente.').join('\n')}
        </p>
      ) : null}
    </div>
  );
}

function Figure({ label, reais }: { label: string; reais: number }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{formatBRL(reaisToCents(reais))}</dd>
    </div>
  );
}

/** A PJ seller's checking account, loading on its own: its failure leaves the other cards in place (§8). */
function CheckingCard({
  query,
}: {
  query: { isPending: boolean; isError: boolean; data?: { debitAccountAmount: number } };
}) {
  return (
    <section className={styles.card} aria-label="Conta corrente">
      {query.isError ? (
        <p className={styles.muted} role="alert">
          {CHECKING_BALANCE_LOAD_FAILURE}
        </p>
      ) : query.data ? (
        <dl className={styles.figures}>
          <Figure label="Conta corrente" reais={query.data.debitAccountAmount} />
        </dl>
      ) : (
        <p className={styles.muted} role="status">
          Carregando
        </p>
      )}
    </section>
  );
}

/**
 * §2.1 balance cards: what may be anticipated (with Antecipar, when on-demand anticipation is on for the
 * seller and the user may anticipate), and total, available and to release with Sacar and Ver solicitações
 * (§6: the financial roles plus view_seller_finance).
 */
export function BalanceCards() {
  const { clients, auth } = useServices();
  const access = { roles: auth.roles, features: auth.features };
  const queryClient = useQueryClient();
  const balance = useQuery(financialQueries.balance(clients));
  const checking = useQuery({
    ...financialQueries.checkingBalance(clients),
    enabled: loadsCheckingBalance(balance.data?.bankingType),
  });
  const block = useQuery(sellerBlockQueries.status(clients, auth.session?.idSeller ?? 0));
  // Until the check answers no money moves from here; a failed check is left to the gateway (§8).
  const payoutsBlocked = block.isPending || Boolean(block.data?.blockReason);
  const [dialog, setDialog] = useState<'withdraw' | 'transfers' | 'anticipate' | null>(null);
  const close = () => setDialog(null);
  if (balance.isPending)
    return (
      <p className={styles.muted} role="status">
        Carregando
      </p>
    );
  if (balance.isError)
    return (
      <p className={styles.muted} role="alert">
        {FINANCIAL_BALANCE_LOAD_FAILURE}
      </p>
    );
  const b = balance.data;
  const mayAnticipate =
    !payoutsBlocked &&
    hasAnyRole(auth.roles, ['SELLER_ADMIN', 'SELLER_ANTICIPATION']) &&
    auth.features.includes('view_balance_anticipation');
  const anticipates = mayAnticipate && b.isOnDemandEnabled;
  const withdraws = !payoutsBlocked && mayWithdraw(access);
  return (
    <div className={styles.cards}>
      <section className={styles.card} aria-label="Disponível para antecipação">
        <dl className={styles.figures}>
          <Figure label="Disponível para antecipação" reais={b.onDemandNetAmount} />
        </dl>
        {anticipates ? (
          <div className={styles.row}>
            <Button onClick={() => setDialog('anticipate')}>Antecipar</Button>
          </div>
        ) : mayAnticipate ? (
          <AnticipationContact />
        ) : null}
      </section>
      <section className={styles.card} aria-label="Saldo">
        <dl className={styles.figures}>
          <Figure label="Saldo total" reais={b.totalAmount} />
          <Figure label="Disponível" reais={b.amount} />
          <Figure label="A liberar" reais={b.provisionedAmount} />
        </dl>
        {block.data?.blockReason ? (
          <p className={styles.muted} role="note">
            {PAYOUTS_BLOCKED_NOTE}
          </p>
        ) : null}
        {withdraws ? (
          <div className={styles.row}>
            <Button onClick={() => setDialog('withdraw')}>Sacar</Button>
            <Button variant="secondary" onClick={() => setDialog('transfers')}>
              Ver solicitações
            </Button>
          </div>
        ) : null}
      </section>
      {loadsCheckingBalance(b.bankingType) ? <CheckingCard query={checking} /> : null}
      {dialog === 'withdraw' ? <WithdrawalDialog balance={b} onClose={close} /> : null}
      {dialog === 'transfers' ? <TransfersDialog onClose={close} /> : null}
      {dialog === 'anticipate' ? (
        <AnticipationDialog
          open
          onClose={close}
          onDone={() => void queryClient.invalidateQueries({ queryKey: financialQueries.all() })}
        />
      ) : null}
    </div>
  );
}
