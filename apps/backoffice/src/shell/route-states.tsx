import { NO_PERMISSION_MESSAGE } from '@balcao/domain';
import { Link } from '@tanstack/react-router';
import { isForbiddenRouteError } from '../app/forbidden';
import * as styles from './route-states.css';

/** A route's error: the no-permission message of §2.1 when the role check refused it. */
export function RouteError({ error }: { error: unknown }) {
  if (isForbiddenRouteError(error)) {
    return (
      <section className={styles.box} aria-labelledby="route-error">
        <h1 id="route-error" className={styles.title}>
          {NO_PERMISSION_MESSAGE}
        </h1>
      </section>
    );
  }
  return (
    <section className={styles.box} aria-labelledby="route-error">
      <h1 id="route-error" className={styles.title}>
        Não foi possível carregar esta página.
      </h1>
      <p className={styles.text}>Tente novamente em instantes.</p>
    </section>
  );
}

export function NotFoundContent() {
  return (
    <section className={styles.box} aria-labelledby="not-found">
      <h1 id="not-found" className={styles.title}>
        Página não encontrada
      </h1>
      <p className={styles.text}>O endereço pode estar errado ou a página ainda não existe.</p>
      <Link to="/" className={styles.link}>
        Ir para o início
      </Link>
    </section>
  );
}

export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <NotFoundContent />
    </main>
  );
}
