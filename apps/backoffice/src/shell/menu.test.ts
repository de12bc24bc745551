import { createMemorySessionStore } from '@balcao/client';
import { describe, expect, it } from 'vitest';
import { type AppSession, createAuth } from '../app/session';
import { demoSession } from '../test/render-with-app';
import { sidebarMenu } from './menu';
import { breadcrumbFor } from './page-header';

const authOf = (session: AppSession) => createAuth(createMemorySessionStore<AppSession>(session));

describe('sidebarMenu', () => {
  const built = new Set(['/', '/usuarios', '/cobrancas']);

  it('keeps only pages the app has and the user may open', () => {
    const menu = sidebarMenu(
      authOf(demoSession({ roles: ['SELLER_ADMIN', 'SELLER_DASHBOARD', 'SELLER_CHARGES'] })),
      built,
    );
    expect(menu.map((group) => [group.title, group.items.map((item) => item.path)])).toEqual([
      ['Home', ['/']],
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
});
