import { isApiError } from '@balcao/client';
import { NO_PERMISSION_MESSAGE, NOT_FOUND_TITLE } from '@balcao/domain/navigation';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { apiErrorLines } from '../app/api-errors';
import { isForbiddenRouteError } from '../app/forbidden';
import { homePath } from '../app/landing';
import type { RouterContext } from '../app/router-context';
import { Button, useToast } from '../ui';
import * as styles from './route-states.css';

export const PAGE_LOAD_FAILED = 'Não foi possível carregar esta página.';

/** What every route shows while its loader runs: inside the layout, so the menu stays at hand. */
export function RoutePending() {
  return (
    <p role="status" className={styles.pending}>
      Carregando
    </p>
  );
}

/** §8: one toast per error of the failed read, 'code - description', once per error. */
function useErrorToasts(error: unknown) {
  const toast = useToast();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (shown.current === error) return;
    shown.current = error;
    for (const line of apiErrorLines(error)) toast.error(line);
  }, [error, toast]);
}

function LoadFailed({ error, title = PAGE_LOAD_FAILED }: { error: unknown; title?: string | undefined }) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  useErrorToasts(error);
  // A failed query stays failed in the cache; 'Tentar novamente' must read it again, not replay the error.
  useEffect(() => queryReset.reset(), [queryReset]);
  return (
    <section className={styles.box} aria-labelledby="route-error">
      <h1 id="route-error" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>Tente novamente em instantes.</p>
      <div>
        <Button variant="secondary" onClick={() => void router.invalidate()}>
          Tentar novamente
        </Button>
      </div>
    </section>
  );
}

/**
 * A route's error: the no-permission message of §2.1 when the role check refused it, the API's own
 * 'not found' sentence for a 404, 'Conta não configurada.' for a banking page of an account not yet active,
 * and otherwise the §8 toasts with a way to try again.
 */
export function RouteError({ error, loadFailedTitle }: { error: unknown; loadFailedTitle?: string }) {
  if (isForbiddenRouteError(error)) {
    return (
      <section className={styles.box} aria-labelledby="route-error">
        <h1 id="route-error" className={styles.title}>
          {NO_PERMISSION_MESSAGE}
        </h1>
        <HomeLink />
      </section>
    );
  }
  if (isApiError(error) && error.status === 404) {
    return <NotFound title={error.errors[0]?.description ?? NOT_FOUND_TITLE} />;
  }
  // The gateway's own sentence (§8: 'Conta não configurada.'), like a 404's: the domain's pix module, which
  // also has it, would bring Pix parsing into the bundle /login loads.
  const notConfigured = isApiError(error) && error.errors.find((item) => item.code === 'ACCOUNT_NOT_ACTIVE');
  if (notConfigured) return <LoadFailed error={error} title={notConfigured.description} />;
  return <LoadFailed error={error} title={loadFailedTitle} />;
}

/** 'Ir para o início' leads where the user starts, never to a page they may not open (nor to a refusal). */
function HomeLink() {
  const router = useRouter();
  const context = router.options.context as Partial<RouterContext> | undefined;
  const to = context?.auth?.session && context.appPaths ? homePath(context.auth, context.appPaths) : '/';
  return (
    <Link to={to} className={styles.link}>
      Ir para o início
    </Link>
  );
}

function NotFound({ title }: { title: string }) {
  return (
    <section className={styles.box} aria-labelledby="not-found">
      <h1 id="not-found" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>O endereço pode estar errado ou a página ainda não existe.</p>
      <HomeLink />
    </section>
  );
}

export function NotFoundContent() {
  return <NotFound title={NOT_FOUND_TITLE} />;
}

export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <NotFoundContent />
    </main>
  );
}

/** The router's shared states, for the app and for the tests that render pages inside a router. */
export const routeStateDefaults = {
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFoundContent,
  // 'Carregando' replaces the page only after a second: the top progress bar covers quicker loads, and the
  // page the user is on stays usable meanwhile instead of flashing a loading block.
  defaultPendingMs: 1000,
} as const;
