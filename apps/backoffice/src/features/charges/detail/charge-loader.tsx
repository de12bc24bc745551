import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useServices } from '../../../app/services';
import { type Charge, chargeQueries } from '../api';
import * as styles from './charge-detail.css';

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
 * Reads a charge for either detail page (/cobrancas/{id} and /cobrancas-agendadas/{id}); loading,
 * 'not found' and the §8 load failure are the route's shared states.
 */
export function ChargeLoader({ id, children }: { id: string; children: (charge: Charge) => ReactNode }) {
  const { clients } = useServices();
  const { data } = useSuspenseQuery(chargeQueries.detail(clients, id));
  return children(data);
}
