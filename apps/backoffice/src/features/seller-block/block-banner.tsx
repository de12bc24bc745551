import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { sellerBlockQueries } from './api';
import * as styles from './block-banner.css';

/** §2.6: a closable banner while the seller's payouts are blocked. A failed check shows nothing (§8). */
export function BlockBanner({ idSeller }: { idSeller: number }) {
  const { clients } = useServices();
  const [closed, setClosed] = useState(false);
  const block = useQuery(sellerBlockQueries.status(clients, idSeller));
  if (closed || !block.data?.blockReason) return null;
  return (
    <div className={styles.banner} role="alert">
      <div>
        <p className={styles.title}>Seller com repasse bloqueado</p>
        <p className={styles.text}>Entre em contato com o suporte para atualizar seu cadastro.</p>
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label="Fechar aviso"
        onClick={() => setClosed(true)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
