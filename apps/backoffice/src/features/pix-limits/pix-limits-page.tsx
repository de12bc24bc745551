import { PIX_KEY_MESSAGES } from '@balcao/domain/pix';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { isAccountNotConfigured, pixLimitQueries } from './api';
import * as styles from './pix-limits.css';
import { TransferLimitsCard } from './transfer-limits-card';

/** /pix-config 'Configurações Pix' (§2.4): the Pix transfer limits of the conta corrente. */
export function PixLimitsPage() {
  const { clients } = useServices();
  const limits = useQuery(pixLimitQueries.list(clients));
  return (
    <section className={styles.page} aria-labelledby="pix-config-title">
      <h1 id="pix-config-title" className={styles.title}>
        Configurações Pix
      </h1>
      {limits.isPending ? <p className={styles.muted}>Carregando…</p> : null}
      {limits.isError ? (
        <p role="alert" className={styles.notice}>
          {isAccountNotConfigured(limits.error)
            ? PIX_KEY_MESSAGES.accountNotConfigured
            : 'Não foi possível carregar os limites.'}
        </p>
      ) : null}
      {limits.data ? <TransferLimitsCard limits={limits.data} /> : null}
    </section>
  );
}
