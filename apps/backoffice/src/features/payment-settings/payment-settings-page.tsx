import { DefaultMethodsCard } from './default-methods-card';
import { LateTaxCard } from './late-tax-card';
import * as styles from './payment-settings.css';

/** /metodos-pagamentos ('Métodos de pagamento', §2 Settings): default methods, late fine and interest. */
export function PaymentSettingsPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Métodos de pagamento</h1>
      <DefaultMethodsCard />
      <LateTaxCard />
    </section>
  );
}
