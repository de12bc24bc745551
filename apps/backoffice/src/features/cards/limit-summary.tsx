import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { cardQueries } from './api';
import * as styles from './cards.css';

export const LIMITS_LOAD_FAILURE = 'Não foi possível carregar os limites.';

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

function Figure({ label, reais }: { label: string; reais: number }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{formatBRL(reaisToCents(reais))}</dd>
    </div>
  );
}

/**
 * The limit summary (§3 Card limit summary): the global limit or one card's, what remains, what was spent
 * and not paid, and the used percentage (§9: the invoice value over the limit).
 */
export function LimitSummary({ cardId }: { cardId?: string }) {
  const { clients } = useServices();
  const limits = useQuery(cardQueries.limits(clients, cardId));
  const title = cardId ? 'Limite do cartão' : 'Limite global';
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.subtitle}>{title}</h2>
      {limits.isPending ? (
        <p className={styles.muted} role="status">
          Carregando
        </p>
      ) : limits.isError ? (
        <p className={styles.muted} role="alert">
          {LIMITS_LOAD_FAILURE}
        </p>
      ) : (
        <>
          <dl className={styles.figures}>
            <Figure label={cardId ? 'Limite' : 'Limite global'} reais={limits.data.totalValueBag} />
            <Figure label="Limite restante" reais={limits.data.availableValueVirtualCard} />
            {/* Spent and unpaid on every open, closed or overdue invoice: not any one invoice's total. */}
            <Figure label="Limite utilizado" reais={limits.data.invoiceValue} />
          </dl>
          <p className={styles.muted}>{percent.format(limits.data.usedPercentage)}% do limite usado</p>
        </>
      )}
    </section>
  );
}
