import * as styles from './auth.css';

/** The promotional side banner of the sign-in screen (§2.3): selling in up to 24x. */
export function PromoPanel() {
  return (
    <aside className={styles.promo} aria-label="Novidade">
      <p className={styles.promoTitle}>Venda em até 24x no cartão</p>
      <p className={styles.promoText}>
        Ofereça parcelamento em até 24 vezes para seus clientes e receba com segurança, por link de pagamento,
        assinatura ou cobrança avulsa.
      </p>
    </aside>
  );
}
