import { describe, expect, it } from 'vitest';
import { FEATURE_TOGGLES } from '../access/features';
import { BANKING_ROLES, SELLER_ROLES } from '../access/roles';
import { ROUTES, type RoutePath, routeByPath } from './routes';

describe('route table', () => {
  it('has each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers every path of §2.2, Configurações children included', () => {
    const expected: RoutePath[] = [
      '/',
      '/login',
      '/redefinir-senha',
      '/redefinir-senha/$id',
      '/seja-pago',
      '/seja-pago/criar/cobranca-pontual',
      '/seja-pago/criar/assinatura-customizada',
      '/seja-pago/criar/link-rapido',
      '/seja-pago/editar/$id',
      '/seja-pago/link-rapido',
      '/importacao-de-recorrencia',
      '/recorrencias',
      '/recorrencias/$id',
      '/cobrancas',
      '/cobrancas/$id',
      '/cobrancas-agendadas/$id',
      '/clientes',
      '/clientes/adicionar-cliente',
      '/clientes/$id',
      '/meu-checkout',
      '/checkout-info',
      '/meus-planos',
      '/meus-planos/$id',
      '/tesouraria',
      '/cartao',
      '/cartao/$id',
      '/cartao/limites',
      '/cartao/faturas',
      '/cartao/faturas/$yearMonth',
      '/pagamentos',
      '/financeiro',
      '/reports',
      '/sub-vendedores',
      '/sub-vendedores/novo',
      '/sub-vendedores/$id',
      '/usuarios',
      '/registro-atividades',
      '/ativar-pj',
      '/dados-conta',
      '/pix-config',
      '/notificacoes',
      '/metodos-pagamentos',
      '/seguranca',
      '/seguranca/$',
      '/nota-fiscal',
      '/integracao',
    ];
    expect([...ROUTES.map((route) => route.path)].sort()).toEqual([...expected].sort());
  });

  it('gives every route a title and, outside PUBLIC, at least one role', () => {
    for (const route of ROUTES) {
      expect(route.title).not.toBe('');
      expect(route.roles.length === 0).toBe(route.section === 'PUBLIC');
      for (const feature of route.features) expect(FEATURE_TOGGLES).toContain(feature);
    }
  });

  it('carries the roles of §2.2', () => {
    expect(routeByPath('/').roles).toEqual([
      'SELLER_MASTER',
      'SELLER_ADMIN',
      'SELLER_BACKOFFICE',
      'SELLER_DASHBOARD',
    ]);
    expect(routeByPath('/cartao/faturas/$yearMonth').roles).toEqual([
      'B_SELLER_ADMIN',
      'BANKING_ADMIN',
      'BANKING_CARD',
    ]);
    expect(routeByPath('/nota-fiscal').roles).toEqual(['SELLER_CONFIG_NF']);
    expect(routeByPath('/ativar-pj').roles).toEqual([
      'SELLER_ADMIN',
      'SELLER_BACKOFFICE',
      'SELLER_CONFIG_NOTIFICATION',
    ]);
    expect(routeByPath('/seguranca/$').roles).toEqual(routeByPath('/seguranca').roles);
    // Every signed-in user manages their own two-factor sign-in (issue 26): every role opens /seguranca.
    expect([...routeByPath('/seguranca').roles].sort()).toEqual([...SELLER_ROLES, ...BANKING_ROLES].sort());
    expect(routeByPath('/sub-vendedores/$id').roles).toEqual([
      'SELLER_MASTER',
      'SELLER_ADMIN',
      'SELLER_BACKOFFICE',
    ]);
  });

  it('gates routes by the toggles that obviously belong to them', () => {
    expect(routeByPath('/seja-pago').features).toEqual(['view_seller_payment_link']);
    expect(routeByPath('/seja-pago/editar/$id').features).toEqual(['view_seller_payment_link']);
    expect(routeByPath('/seja-pago/link-rapido').features).toEqual([
      'view_seller_payment_link',
      'view_fast_payment_link',
    ]);
    expect(routeByPath('/financeiro').features).toEqual(['view_seller_finance']);
    expect(routeByPath('/pagamentos').features).toEqual(['view_seller_accounts_payable']);
    expect(routeByPath('/ativar-pj').features).toEqual(['view_create_banking_account']);
    expect(routeByPath('/cobrancas').features).toEqual([]);
  });

  it('marks Pagamentos as new and Ativar Conta PJ as banking-inactive only', () => {
    expect(routeByPath('/pagamentos').isNew).toBe(true);
    expect(routeByPath('/ativar-pj').onlyWhileBankingInactive).toBe(true);
    expect(routeByPath('/usuarios').section).toBe('GENERAL');
  });

  it('types paths: an unknown path does not compile and throws', () => {
    // @ts-expect-error '/nope' is not a RoutePath
    expect(() => routeByPath('/nope')).toThrow(RangeError);
  });
});
