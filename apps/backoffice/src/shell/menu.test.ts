import { createMemorySessionStore } from '@balcao/client';
import { describe, expect, it } from 'vitest';
import { hasNoPageYet, homePath, mayVisit } from '../app/landing';
import { type AppSession, createAuth } from '../app/session';
import { demoSession } from '../test/render-with-app';
import { sidebarMenu } from './menu';
import { breadcrumbFor } from './page-header';

/** The pages this build has, as the router lists them. */
const APP_PATHS = new Set([
  '/',
  '/cobrancas',
  '/cobrancas/$id',
  '/clientes',
  '/sub-vendedores',
  '/sub-vendedores/$id',
  '/usuarios',
]);

const authOf = (session: AppSession) => createAuth(createMemorySessionStore<AppSession>(session));

describe('sidebarMenu', () => {
  const built = new Set(['/', '/usuarios', '/cobrancas']);

  it('keeps only pages the app has and the user may open', () => {
    const menu = sidebarMenu(
      authOf(demoSession({ roles: ['SELLER_ADMIN', 'SELLER_DASHBOARD', 'SELLER_CHARGES'] })),
      built,
    );
    expect(menu.map((group) => [group.title, group.items.map((item) => item.path)])).toEqual([
      ['Início', ['/']],
      ['Adquirência', ['/cobrancas']],
      ['Geral', ['/usuarios']],
    ]);
  });

  it('shows a seller with only charges no home and no users', () => {
    const menu = sidebarMenu(authOf(demoSession({ roles: ['SELLER_CHARGES'] })), built);
    expect(menu.flatMap((group) => group.items.map((item) => item.path))).toEqual(['/cobrancas']);
  });
});

describe('breadcrumbFor', () => {
  it('names each level from the route table', () => {
    expect(breadcrumbFor('/')).toEqual([{ label: 'Início', to: '/' }]);
    expect(breadcrumbFor('/cobrancas/abc')).toEqual([
      { label: 'Início', to: '/' },
      { label: 'Cobranças', to: '/cobrancas' },
      { label: 'Detalhes da cobrança', to: '/cobrancas/abc' },
    ]);
  });

  it('links no level the user may not open, and leaves Início out for whoever may not open it', () => {
    const supervisor = authOf(demoSession({ roles: ['SELLER_CHARGES'] }));
    const mayGo = (path: string) => mayVisit(supervisor, APP_PATHS, path);
    expect(breadcrumbFor('/cobrancas/abc', mayGo)).toEqual([
      { label: 'Cobranças', to: '/cobrancas' },
      { label: 'Detalhes da cobrança', to: '/cobrancas/abc' },
    ]);
    expect(breadcrumbFor('/sub-vendedores/7', mayGo).every((item) => item.to === undefined)).toBe(true);
  });
});

describe('homePath', () => {
  it('sends a banking-only user to / while the app has no banking page, and others to their landing', () => {
    const operador = authOf(
      demoSession({ roles: ['BANKING_VISUALIZATION', 'BANKING_PAYMENT_REQUEST'], bankingRoles: [] }),
    );
    expect(homePath(operador, APP_PATHS)).toBe('/');
    expect(hasNoPageYet(operador, APP_PATHS)).toBe(true);
    expect(mayVisit(operador, APP_PATHS, '/')).toBe(true);
    expect(homePath(authOf(demoSession({ roles: ['SELLER_CHARGES'] })), APP_PATHS)).toBe('/cobrancas');
    expect(homePath(authOf(demoSession()), APP_PATHS)).toBe('/');
  });

  it('sends a banking-only user to /tesouraria once the app has it, before any other banking page', () => {
    const operador = authOf(
      demoSession({ roles: ['BANKING_VISUALIZATION', 'BANKING_PAYMENT_REQUEST'], bankingRoles: [] }),
    );
    const banking = new Set([...APP_PATHS, '/cartao', '/tesouraria']);
    expect(homePath(operador, banking)).toBe('/tesouraria');
    expect(hasNoPageYet(operador, banking)).toBe(false);
    expect(homePath(operador, new Set([...APP_PATHS, '/cartao']))).toBe('/cartao');
    // Whoever holds an acquiring landing keeps it.
    expect(homePath(authOf(demoSession({ roles: ['SELLER_CHARGES', 'BANKING_ADMIN'] })), banking)).toBe(
      '/cobrancas',
    );
  });
});
