import { useServices } from '../app/services';
import { FAQ_URL } from './menu';
import * as styles from './route-states.css';

/** / for a user the app has no page for yet: a greeting and where to get help, never a refusal. */
export function WelcomePage() {
  const { auth } = useServices();
  const session = auth.session;
  const name = session?.fantasyName || session?.companyName || session?.email || '';
  return (
    <section className={styles.box} aria-labelledby="welcome-title">
      <h1 id="welcome-title" className={styles.title}>
        Olá, {name}!
      </h1>
      <p className={styles.text}>
        O seu acesso ainda não inclui nenhuma página do Balcão. Peça ao administrador da sua conta o perfil de
        que você precisa; as páginas dele aparecerão no menu.
      </p>
      <a className={styles.link} href={FAQ_URL} target="_blank" rel="noreferrer">
        Dúvidas frequentes (FAQ)
      </a>
    </section>
  );
}
