import { useRouterState } from '@tanstack/react-router';
import * as styles from './navigation-progress.css';

/** A thin bar across the top while the router loads the next page; the old page stays readable below. */
export function NavigationProgress() {
  const loading = useRouterState({ select: (state) => state.isLoading });
  if (!loading) return null;
  return <div className={styles.bar} role="progressbar" aria-label="Carregando página" />;
}
