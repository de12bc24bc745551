import { describe, expect, it } from 'vitest';
import { FEATURE_TOGGLES } from '../access/features';
import {
  canOpenRoute,
  documentTitleFor,
  landingRoute,
  matchRoute,
  menuFor,
  NO_PERMISSION_MESSAGE,
} from './navigation';
import { routeByPath } from './routes';

const everyFeature = [...FEATURE_TOGGLES];

describe('the browser tab', () => {
  it('names each page from the route table, then the product', () => {
    expect(documentTitleFor('/cobrancas')).toBe('Cobranças · Balcão');
    expect(documentTitleFor('/cobrancas/abc')).toBe('Detalhes da cobrança · Balcão');
    expect(documentTitleFor('/login')).toBe('Entrar · Balcão');
    expect(documentTitleFor('/nada-aqui')).toBe('Página não encontrada · Balcão');
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', '/', {}],
    ['/cobrancas', '/cobrancas', {}],
    ['/cobrancas/', '/cobrancas', {}],
    ['/cobrancas/abc-123?page=2#top', '/cobrancas/$id', { id: 'abc-123' }],
    ['/clientes/adicionar-cliente', '/clientes/adicionar-cliente', {}],
    ['/clientes/42', '/clientes/$id', { id: '42' }],
    ['/cartao/faturas', '/cartao/faturas', {}],
    ['/cartao/faturas/2026-07', '/cartao/faturas/$yearMonth', { yearMonth: '2026-07' }],
    ['/cartao/limites', '/cartao/limites', {}],
    ['/cartao/9f1', '/cartao/$id', { id: '9f1' }],
    ['/sub-vendedores/novo', '/sub-vendedores/novo', {}],
    ['/seguranca', '/seguranca', {}],
    ['/seguranca/duplo-fator/ativar', '/seguranca/$', { _splat: 'duplo-fator/ativar' }],
    ['/redefinir-senha/t%C3%B3ken', '/redefinir-senha/$id', { id: 'tóken' }],
  ])('matches %s to %s', (pathname, path, params) => {
    const match = matchRoute(pathname);
    expect(match?.route.path).toBe(path);
    expect(match?.params).toEqual(params);
  });

  it.each(['/nada', '/cobrancas/1/2', '/cartao/faturas/2026-07/x', '/clientes/%E0%A4%A'])(
    'finds nothing for %s',
    (pathname) => {
      expect(matchRoute(pathname)).toBeNull();
    },
  );
});

describe('canOpenRoute', () => {
  it('opens public routes for anybody', () => {
    expect(canOpenRoute(routeByPath('/login'), { roles: [], features: [] })).toBe(true);
  });

  it('needs one of the roles', () => {
    const route = routeByPath('/cobrancas');
    expect(canOpenRoute(route, { roles: ['SELLER_CHARGES'], features: [] })).toBe(true);
    expect(canOpenRoute(route, { roles: ['SELLER_CLIENTS'], features: everyFeature })).toBe(false);
  });

  it('needs every feature of the route as well', () => {
    const route = routeByPath('/seja-pago/link-rapido');
    const roles = ['SELLER_PAYMENT_LINK'];
    expect(
      canOpenRoute(route, { roles, features: ['view_seller_payment_link', 'view_fast_payment_link'] }),
    ).toBe(true);
    expect(canOpenRoute(route, { roles, features: ['view_seller_payment_link'] })).toBe(false);
    expect(canOpenRoute(route, { roles: [], features: everyFeature })).toBe(false);
  });

  it('opens /ativar-pj read-only to an ACTIVE account without the toggle that offers opening one', () => {
    const route = routeByPath('/ativar-pj');
    const roles = ['SELLER_ADMIN'];
    expect(canOpenRoute(route, { roles, features: [], bankingStatus: 'ACTIVE' })).toBe(true);
    expect(canOpenRoute(route, { roles, features: [], bankingStatus: 'INACTIVE' })).toBe(false);
    expect(canOpenRoute(route, { roles: ['SELLER_CHARGES'], features: [], bankingStatus: 'ACTIVE' })).toBe(
      false,
    );
    // Only the activation page: another toggle stays a toggle whatever the account's status.
    expect(
      canOpenRoute(routeByPath('/seja-pago/link-rapido'), {
        roles: ['SELLER_PAYMENT_LINK'],
        features: [],
        bankingStatus: 'ACTIVE',
      }),
    ).toBe(false);
  });

  it('has the message for pages that are not allowed', () => {
    expect(NO_PERMISSION_MESSAGE).toBe('Você não tem permissão para visualizar essa página!');
  });
});

describe('landingRoute', () => {
  it('follows §2.1', () => {
    expect(landingRoute(['SELLER_DASHBOARD', 'SELLER_BUSINESS'])).toBe('/seja-pago');
    expect(landingRoute(['SELLER_DASHBOARD'])).toBe('/');
    expect(landingRoute(['SELLER_CHARGES'])).toBe('/cobrancas');
    expect(landingRoute(['SELLER_BUSINESS', 'SELLER_ADMIN'])).toBe('/cobrancas');
  });

  it('sends banking-only users to /tesouraria', () => {
    expect(landingRoute(['BANKING_VISUALIZATION'])).toBe('/tesouraria');
    expect(landingRoute(['B_SELLER_ADMIN', 'BANKING_CARD'])).toBe('/tesouraria');
  });

  it('sends anyone else to the first page their roles open', () => {
    expect(landingRoute(['BANKING_CARD'])).toBe('/cartao');
    expect(landingRoute(['SELLER_CONFIG_NF'])).toBe('/nota-fiscal');
    expect(landingRoute([])).toBe('/tesouraria');
  });
});

describe('menuFor', () => {
  const paths = (groups: ReturnType<typeof menuFor>) =>
    Object.fromEntries(groups.map((group) => [group.section, group.items.map((item) => item.path)]));

  it('shows a seller only the pages they may open, in sections', () => {
    const groups = menuFor({
      roles: ['SELLER_CHARGES', 'SELLER_CLIENTS'],
      features: [],
      bankingStatus: 'INACTIVE',
    });
    expect(groups.map((group) => group.title)).toEqual(['Adquirência', 'Configurações']);
    expect(paths(groups)).toEqual({ ACQUIRING: ['/cobrancas', '/clientes'], SETTINGS: ['/seguranca'] });
  });

  it('hides pages whose toggle is off', () => {
    const roles = ['SELLER_PAYMENT_LINK', 'SELLER_FINANCES'];
    expect(paths(menuFor({ roles, features: [], bankingStatus: 'INACTIVE' })).ACQUIRING).toBeUndefined();
    expect(paths(menuFor({ roles, features: everyFeature, bankingStatus: 'INACTIVE' })).ACQUIRING).toEqual([
      '/seja-pago',
      '/financeiro',
    ]);
  });

  it('lists Ativar Conta PJ only while the banking account is not ACTIVE', () => {
    const roles = ['SELLER_ADMIN'];
    const inactive = paths(menuFor({ roles, features: everyFeature, bankingStatus: 'INACTIVE' }));
    const active = paths(menuFor({ roles, features: everyFeature, bankingStatus: 'ACTIVE' }));
    expect(inactive.SETTINGS).toContain('/ativar-pj');
    expect(active.SETTINGS).not.toContain('/ativar-pj');
  });

  it('shows the Banking section to banking roles only', () => {
    const staff = paths(
      menuFor({ roles: ['SELLER_MASTER'], features: everyFeature, bankingStatus: 'INACTIVE' }),
    );
    expect(staff.BANKING).toBeUndefined();
    const banker = menuFor({ roles: ['B_SELLER_ADMIN'], features: everyFeature, bankingStatus: 'ACTIVE' });
    expect(paths(banker)).toEqual({
      BANKING: ['/tesouraria', '/cartao', '/pagamentos'],
      GENERAL: ['/reports'],
      SETTINGS: ['/dados-conta', '/pix-config', '/seguranca'],
    });
    expect(banker.find((group) => group.section === 'BANKING')?.items.find((item) => item.isNew)?.title).toBe(
      'Pagamentos',
    );
  });

  it('gives a full admin every section', () => {
    const groups = menuFor({
      roles: ['SELLER_ADMIN', 'SELLER_DASHBOARD', 'BANKING_ADMIN'],
      features: everyFeature,
      bankingStatus: 'ACTIVE',
    });
    expect(groups.map((group) => group.section)).toEqual([
      'HOME',
      'ACQUIRING',
      'BANKING',
      'GENERAL',
      'SETTINGS',
    ]);
    expect(paths(groups).GENERAL).toEqual(['/reports', '/usuarios', '/registro-atividades']);
  });
});
