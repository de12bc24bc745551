import { Link } from '@tanstack/react-router';
import * as styles from './checkout.css';

/** 'Meu Checkout' (§2): 'Informações Gerais' and 'Meus planos' as two tabs over their pages. */
export function CheckoutTabs({ current }: { current: '/checkout-info' | '/meus-planos' }) {
  return (
    <nav aria-label="Meu Checkout" className={styles.tabs}>
      <Link
        to="/checkout-info"
        className={styles.tab}
        aria-current={current === '/checkout-info' ? 'page' : undefined}
      >
        Informações Gerais
      </Link>
      <Link
        to="/meus-planos"
        className={styles.tab}
        aria-current={current === '/meus-planos' ? 'page' : undefined}
      >
        Meus planos
      </Link>
    </nav>
  );
}
