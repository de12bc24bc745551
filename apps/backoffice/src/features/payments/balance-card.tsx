import { offersBalanceRetry } from '@balcao/domain/dashboard';
import { formatBRL } from '@balcao/domain/money';
import { type BalanceFailure, balanceFailureMessage, balanceLastAttemptText } from '@balcao/domain/payables';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useServices } from '../../app/services';
import { Button } from '../../ui';
import { paymentQueries } from './api';
import { BalanceLoadError, type CheckingBalance } from './balance-load';
import * as styles from './payments.css';

/**
 * Failed loads since the last good one (each load being an attempt and its automatic retries): the
 * manual retry is offered while there were fewer than 2 (§4.6), and comes back once a load succeeds.
 */
function useFailuresInARow(query: UseQueryResult<CheckingBalance>): number {
  const lastSuccess = useRef({ at: 0, errors: 0 });
  if (query.dataUpdatedAt > lastSuccess.current.at)
    lastSuccess.current = { at: query.dataUpdatedAt, errors: query.errorUpdateCount };
  return query.errorUpdateCount - lastSuccess.current.errors;
}

const failureOf = (error: unknown): BalanceFailure =>
  error instanceof BalanceLoadError ? error.failure : { kind: 'network' };

/** /pagamentos' balance card (§2.8, §4.6, §8, §9): loading, loaded or error with its retry. */
export function PaymentsBalanceCard() {
  const { clients, auth } = useServices();
  const hasSeller = typeof auth.session?.idSeller === 'number';
  const balance = useQuery(paymentQueries.balance(clients, hasSeller));
  const failures = useFailuresInARow(balance);
  return (
    <section className={styles.card} aria-labelledby="payments-balance-title">
      <h2 id="payments-balance-title" className={styles.subtitle}>
        Saldo em conta
      </h2>
      {balance.isError && !balance.isFetching ? (
        <div role="alert" className={styles.row}>
          <p className={styles.muted}>{balanceFailureMessage(failureOf(balance.error))}</p>
          {offersBalanceRetry(failures) ? (
            <Button variant="secondary" size="sm" onClick={() => void balance.refetch()}>
              Tentar novamente
            </Button>
          ) : null}
          <p className={styles.muted}>{balanceLastAttemptText(new Date(balance.errorUpdatedAt))}</p>
        </div>
      ) : balance.data && !(balance.isError && balance.isFetching) ? (
        <div>
          <p className={styles.muted}>Saldo disponível</p>
          <p className={styles.balanceValue}>{formatBRL(balance.data.availableBalanceCents)}</p>
        </div>
      ) : (
        <p className={styles.muted} role="status">
          Carregando saldo…
        </p>
      )}
    </section>
  );
}
