import { isApiError } from '@balcao/client';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useServices } from '../../../app/services';
import { type Charge, chargeQueries } from '../api';
import * as styles from './charge-detail.css';

export const LOAD_FAILED = 'Falha ao carregar as informações da cobrança.';

/** One term and its value in a charge section's definition list. */
export function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}

/**
 * Loads a charge for either detail page (/cobrancas/{id} and /cobrancas-agendadas/{id}) and shows the
 * states they share: loading, not found, and the §8 load failure, titled with `titleId`.
 */
export function ChargeLoader({
  id,
  titleId,
  children,
}: {
  id: string;
  titleId: string;
  children: (charge: Charge) => ReactNode;
}) {
  const { clients } = useServices();
  const detail = useQuery(chargeQueries.detail(clients, id));
  if (detail.isPending) {
    return (
      <p role="status" className={styles.muted}>
        Carregando
      </p>
    );
  }
  if (detail.isError) {
    const missing = isApiError(detail.error) && detail.error.status === 404;
    return (
      <section className={styles.page} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {missing ? 'Cobrança não encontrada.' : LOAD_FAILED}
        </h1>
      </section>
    );
  }
  return children(detail.data);
}
