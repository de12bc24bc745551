import './theme/global.css';
import { createClients, createLocalStorageSessionStore } from '@balcao/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './app/config';
import { isForbiddenRouteError } from './app/forbidden';
import { createQueryClient } from './app/query-client';
import { type Services, ServicesProvider } from './app/services';
import { type AppSession, createAuth } from './app/session';
import { createStepUpBridge } from './app/step-up';
import { signOut } from './features/auth/api';
import { forgetClosedBanner } from './features/seller-block/block-banner';
import { routeTree } from './routeTree.gen';
import { forgetSearches } from './shell/list-search-memory';
import { routeStateDefaults } from './shell/route-states';
import { ToastProvider } from './ui';

// The confirmation dialog is needed only once a money call asks (issue 28): its own chunk, loaded after
// the first render, keeps /login's JavaScript within its budget (bench/bundle-size.mjs).
const StepUpDialog = lazy(() => import('./app/step-up-dialog').then((m) => ({ default: m.StepUpDialog })));

function createAppRouter(services: Omit<Services, 'signOut' | 'gatewayUrl'>) {
  const appPaths = new Set<string>();
  const router = createRouter({
    routeTree,
    context: { auth: services.auth, queryClient: services.queryClient, clients: services.clients, appPaths },
    defaultPreload: 'intent',
    // Loaders read through the query cache, so the router keeps no copy of its own.
    defaultPreloadStaleTime: 0,
    ...routeStateDefaults,
  });
  for (const path of Object.keys(router.routesByPath)) appPaths.add(path);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

async function start() {
  const config = await loadRuntimeConfig();
  const store = createLocalStorageSessionStore<AppSession>();
  const queryClient = createQueryClient();
  const auth = createAuth(store);
  const endSession = () => {
    store.clear();
    queryClient.clear();
    forgetSearches();
    forgetClosedBanner();
    void router.navigate({ to: '/login', replace: true });
  };
  // Money actions that the merchant asks to confirm open the one confirmation dialog, then go again.
  const stepUp = createStepUpBridge();
  const clients = createClients({
    baseUrl: config.gatewayUrl,
    session: store,
    onSessionEnd: endSession,
    stepUp: stepUp.handler,
  });
  const router = createAppRouter({ clients, auth, queryClient });
  const services: Services = {
    clients,
    auth,
    queryClient,
    gatewayUrl: config.gatewayUrl,
    signOut: () => void signOut({ clients, store }, endSession),
  };
  // With a session the first page is private: have the layout's chunk before the first render, so a
  // slow read shows 'Carregando' inside the shell (the router otherwise parks the whole layout pending).
  if (auth.session) await router.loadRouteChunk(router.routesById['/_app']);
  // New roles after a refresh (a changed profile) re-run every route's role check.
  store.subscribe(() => void router.invalidate());
  // A page restored from the back-forward cache shows what it showed before Sair: check the session again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void router.invalidate();
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root, {
    // A refused page is an expected answer, shown as the §2.1 message; React would log it as an error.
    onCaughtError: (error, info) => {
      if (!isForbiddenRouteError(error)) console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <RouterProvider router={router} />
            <Suspense fallback={null}>
              <StepUpDialog bridge={stepUp} />
            </Suspense>
          </ToastProvider>
        </QueryClientProvider>
      </ServicesProvider>
    </StrictMode>,
  );
}

void start();
