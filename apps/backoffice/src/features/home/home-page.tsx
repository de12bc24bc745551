import { useServices } from '../../app/services';
import * as styles from './home.css';

/** Início (/): the dashboard's greeting, with the trade name (or the company name). */
export function HomePage() {
  const { auth } = useServices();
  const session = auth.session;
  const name = session?.fantasyName || session?.companyName || '';
  return (
    <section className={styles.greeting} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        Olá, {name}!
      </h1>
      <p className={styles.text}>Bem-vindo ao Balcão. Use o menu para acompanhar suas vendas e sua conta.</p>
    </section>
  );
}
