import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sellerBlockQueries } from '../../app/seller-block';
import { useServices } from '../../app/services';
import * as styles from './block-banner.css';

const CLOSED_KEY = 'balcao:block-banner-closed:';

function closedBefore(idSeller: number): boolean {
  try {
    return sessionStorage.getItem(CLOSED_KEY + idSeller) === '1';
  } catch {
    return false;
  }
}

function rememberClosed(idSeller: number) {
  try {
    sessionStorage.setItem(CLOSED_KEY + idSeller, '1');
  } catch {
    // Without storage the banner stays closed until the app is loaded again.
  }
}

/** On sign-out: the next session shows the banner again. */
export function forgetClosedBanner() {
  try {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(CLOSED_KEY)) sessionStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/**
 * §2.6: a closable banner (its title in Portuguese, 'Conta' for the spec's 'Seller') while the seller's payouts are blocked; once closed it stays closed for the
 * session (the tab), on every page and across reloads. A failed check shows nothing (§8).
 */
export function BlockBanner({ idSeller }: { idSeller: number }) {
  const { clients } = useServices();
  const [closed, setClosed] = useState(() => closedBefore(idSeller));
  const block = useQuery(sellerBlockQueries.status(clients, idSeller));
  if (closed || !block.data?.blockReason) return null;
  return (
    <div className={styles.banner} role="alert">
      <div>
        <p className={styles.title}>Conta com repasse bloqueado</p>
        <p className={styles.text}>Entre em contato com o suporte para atualizar seu cadastro.</p>
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label="Fechar aviso"
        onClick={() => {
          rememberClosed(idSeller);
          setClosed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
