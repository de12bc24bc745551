import { createClients, createMemorySessionStore, type StepUpHandler } from '@balcao/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type ErrorRouteComponent,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { type Services, ServicesProvider } from '../app/services';
import { type AppSession, createAuth, toAppSession } from '../app/session';
import { routeStateDefaults } from '../shell/route-states';
import { ToastProvider } from '../ui';
import { gatewayDate } from './msw';

// jsdom has no scrolling; the router restores scroll positions on navigation.
window.scrollTo = () => undefined;

export const GATEWAY = 'http://gateway.test';

/** A session as the sandbox would give an ADMIN of the demo merchant; override what a test needs. */
export function demoSession(overrides: Partial<AppSession> = {}): AppSession {
  return {
    ...toAppSession({
      email: 'admin@demo.balcao.dev',
      roles: ['SELLER_ADMIN', 'SELLER_DASHBOARD'],
      bankingRoles: [],
      token: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.sig',
      refreshToken: 'refresh-1',
      idSeller: 1,
      mixedInstallment: false,
      document: '11222333000181',
      isActiveForTax: true,
      bankingType: 'PJ',
      companyName: 'Loja Exemplo Ltda',
      fantasyName: 'Loja Exemplo',
      bankingStatus: 'INACTIVE',
    }),
    ...overrides,
  };
}

/** A route's loader as the test wires it: the URL's search and the services. */
export type PageLoader = (search: Record<string, unknown>, services: Services) => Promise<unknown>;

/**
 * A route file's own loader, run as the router runs it (the URL's search through its validateSearch and
 * loaderDeps, the services as its context, `params` as its path's parsed parameters),
 * so a page's test proves the route's loading rather than a copy of it.
 */
export function loaderOf(route: AnyRoute, params: Record<string, string> = {}): PageLoader {
  return async (search, services) => {
    const { loader, loaderDeps, validateSearch } = route.options;
    const run = typeof loader === 'function' ? loader : loader?.handler;
    const parsed = typeof validateSearch === 'function' ? validateSearch(search) : search;
    const deps = loaderDeps ? loaderDeps({ search: parsed }) : {};
    const context = { ...services, appPaths: new Set<string>() };
    return run?.({ context, deps, params } as never);
  };
}

/**
 * Renders `ui` the way the app does: services (clients against msw at GATEWAY, a memory session
 * store), query client, toasts, and a memory router on `path` so links and hooks work;
 * `loader` reads what the page's route reads first, as the app's route does; `gatewayNow` is the
 * gateway's clock as an earlier answer told it (ISO 8601).
 */
export function renderWithApp(
  ui: ReactNode,
  {
    session = null as AppSession | null,
    path = '/',
    loader = undefined as PageLoader | undefined,
    gatewayNow = undefined as string | undefined,
    /** The route's own error state, where the route file sets one. */
    errorComponent = undefined as ErrorRouteComponent | undefined,
    /** The money calls' confirmation, as main.tsx wires it (app/step-up.ts). */
    stepUp = undefined as StepUpHandler | undefined,
  } = {},
) {
  const store = createMemorySessionStore<AppSession>(session);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const signOut = vi.fn(() => store.clear());
  const services: Services = {
    clients: createClients({
      baseUrl: GATEWAY,
      session: store,
      fetch: (request) => globalThis.fetch(request),
      ...(stepUp ? { stepUp } : {}),
    }),
    auth: createAuth(store),
    queryClient,
    gatewayUrl: GATEWAY,
    signOut,
  };
  // As if an earlier answer of the gateway had said this time (its `Date` header).
  if (gatewayNow) services.clients.clock.observe(new Response(null, gatewayDate(gatewayNow)));
  const rootRoute = createRootRoute({ component: Outlet });
  const pages = [
    '/',
    '/login',
    '/redefinir-senha',
    '/cobrancas',
    '/cobrancas/$id',
    '/usuarios',
    '/cartao',
    '/cartao/$id',
    '/financeiro',
    '/pagamentos',
    '/tesouraria',
    '/pix-config',
    '/dados-conta',
    '/registro-atividades',
    '/integracao',
    '/importacao-de-recorrencia',
    '/seja-pago/editar/$id',
  ];
  const routes = pages.map((routePath) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: routePath,
      component: () => <>{ui}</>,
      loaderDeps: ({ search }) => search as Record<string, unknown>,
      loader: loader ? ({ deps }) => loader(deps, services) : undefined,
      ...(errorComponent ? { errorComponent } : {}),
    }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    // The app's pending, error and not-found states, so pages that suspend render as in the app.
    ...routeStateDefaults,
  });
  const result = render(
    <ServicesProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </ServicesProvider>,
  );
  return { ...result, store, services, router, signOut };
}
