import { useSuspenseQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { pixLimitQueries } from './api';
import * as styles from './pix-limits.css';
import { TransferLimitsCard } from './transfer-limits-card';

/** /pix-config 'Configurações Pix' (§2.4): the Pix transfer limits of the conta corrente. */
export function PixLimitsPage() {
  const { clients } = useServices();
  const { data: limits } = useSuspenseQuery(pixLimitQueries.list(clients));
  return (
    <section className={styles.page} aria-labelledby="pix-config-title">
      <h1 id="pix-config-title" className={styles.title}>
        Configurações Pix
      </h1>
      <TransferLimitsCard limits={limits} />
    </section>
  );
}
