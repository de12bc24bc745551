import { loadsBalance, offersBalanceRetry, showsBalanceCard } from '@balcao/domain/dashboard';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import type { Access } from '@balcao/domain/navigation';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { Button } from '../../ui';
import { dashboardQueries } from './api';
import * as styles from './dashboard.css';

export const BALANCE_FAILED = 'Não foi possível carregar o saldo.';
export const BALANCE_NOT_ALLOWED = 'Os valores do saldo não estão disponíveis para o seu acesso.';

function BalanceFigures() {
  const { clients } = useServices();
  const balance = useQuery(dashboardQueries.balance(clients));
  if (balance.isPending && !balance.isError) {
    return (
      <p className={styles.muted} role="status">
        Carregando saldo…
      </p>
    );
  }
  if (balance.isError) {
    return (
      <div className={styles.row} role="alert">
        <p className={styles.muted}>{BALANCE_FAILED}</p>
        {offersBalanceRetry(balance.errorUpdateCount) ? (
          <Button
            variant="secondary"
            size="sm"
            loading={balance.isFetching}
            onClick={() => void balance.refetch()}
          >
            Tentar novamente
          </Button>
        ) : (
          <p className={styles.muted}>Tente novamente mais tarde.</p>
        )}
      </div>
    );
  }
  const figures = [
    { label: 'Saldo total', value: balance.data.totalAmount },
    { label: 'Disponível', value: balance.data.amount },
    { label: 'A liberar', value: balance.data.provisionedAmount },
  ];
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd className={styles.figureValue}>{formatBRL(reaisToCents(figure.value))}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * §2: the balance card for SELLER_FINANCES, SELLER_ADMIN, SELLER_BACKOFFICE or
 * SELLER_BALANCE_VISUALIZATION with view_seller_balance; its figures load only with
 * view_seller_finance (the call would answer 403, which ends the session).
 */
export function BalanceCard({ access }: { access: Access }) {
  if (!showsBalanceCard(access)) return null;
  return (
    <section className={styles.card} aria-labelledby="balance-title">
      <h2 id="balance-title" className={styles.cardTitle}>
        Saldo
      </h2>
      {loadsBalance(access) ? <BalanceFigures /> : <p className={styles.muted}>{BALANCE_NOT_ALLOWED}</p>}
    </section>
  );
}
