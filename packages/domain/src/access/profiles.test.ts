import { describe, expect, it } from 'vitest';
import { availableLanding, canOpenRoute, landingRoute } from '../navigation/navigation';
import { ROUTES, type RoutePath, routeByPath } from '../navigation/routes';
import { FEATURE_TOGGLES, loadsBankingFeatures } from './features';
import {
  ACQUIRING_PROFILE_TABLE,
  ACQUIRING_PROFILES,
  type AcquiringProfile,
  BANKING_PROFILE_TABLE,
  BANKING_PROFILES,
  type BankingProfile,
  isAcquiringProfile,
  isBankingProfile,
  profileOptions,
  rolesForBankingProfile,
  rolesForProfile,
  rolesForUser,
} from './profiles';
import { canSeeNotifications, hasAnyRole, isBankingRole } from './roles';

const everyFeature = FEATURE_TOGGLES.filter((feature) => feature !== 'disable_paymentlink');

function opens(roles: readonly string[], path: RoutePath): boolean {
  return canOpenRoute(routeByPath(path), { roles, features: everyFeature });
}

const acquiring = (profile: AcquiringProfile) => rolesForProfile(profile);
const banking = (profile: BankingProfile) => rolesForBankingProfile(profile);

describe('profile tables', () => {
  it('label and describe every profile in Portuguese', () => {
    for (const table of [ACQUIRING_PROFILE_TABLE, BANKING_PROFILE_TABLE]) {
      for (const definition of Object.values(table)) {
        expect(definition.label).not.toBe('');
        expect(definition.description).not.toBe('');
        expect(new Set(definition.roles).size).toBe(definition.roles.length);
      }
    }
    expect(ACQUIRING_PROFILE_TABLE.SALE.label).toBe('Vendedor');
    expect(BANKING_PROFILE_TABLE.OPERADOR.label).toBe('Operador');
  });

  it('grant acquiring roles from acquiring profiles and banking roles from banking profiles', () => {
    for (const profile of ACQUIRING_PROFILES) expect(acquiring(profile).some(isBankingRole)).toBe(false);
    for (const profile of BANKING_PROFILES) expect(banking(profile).every(isBankingRole)).toBe(true);
  });

  it('never grant the provider staff roles or SELLER_BUSINESS', () => {
    const granted = [...ACQUIRING_PROFILES.flatMap(acquiring), ...BANKING_PROFILES.flatMap(banking)];
    expect(granted).not.toContain('SELLER_MASTER');
    expect(granted).not.toContain('SELLER_BACKOFFICE');
    expect(granted).not.toContain('SELLER_BUSINESS');
  });

  it('recognise profile names', () => {
    expect(isAcquiringProfile('MANAGER')).toBe(true);
    expect(isAcquiringProfile('OPERADOR')).toBe(false);
    expect(isBankingProfile('FINANCEIRO')).toBe(true);
  });
});

describe('acquiring profiles against the route table', () => {
  it('ADMIN: full access to every page an acquiring role can open', () => {
    const roles = acquiring('ADMIN');
    const acquiringPages = ROUTES.filter(
      (route) => route.section !== 'PUBLIC' && route.roles.some((role) => role.startsWith('SELLER_')),
    );
    const closed = acquiringPages.filter((route) => !canOpenRoute(route, { roles, features: everyFeature }));
    expect(closed.map((route) => route.path)).toEqual(['/tesouraria', '/dados-conta', '/pix-config']);
  });

  it('MANAGER: everything except settings and integrations', () => {
    const roles = acquiring('MANAGER');
    for (const path of [
      '/',
      '/seja-pago',
      '/recorrencias',
      '/cobrancas',
      '/clientes',
      '/meu-checkout',
      '/financeiro',
    ] as const)
      expect(opens(roles, path)).toBe(true);
    expect(opens(roles, '/reports')).toBe(true);
    for (const path of [
      '/notificacoes',
      '/metodos-pagamentos',
      '/nota-fiscal',
      '/integracao',
      '/usuarios',
    ] as const)
      expect(opens(roles, path)).toBe(false);
  });

  it('FINANCE: dashboard, customers, finance, reports, anticipation, notifications; no charges or links', () => {
    const roles = acquiring('FINANCE');
    for (const path of ['/', '/clientes', '/financeiro', '/reports', '/notificacoes'] as const)
      expect(opens(roles, path)).toBe(true);
    for (const path of ['/cobrancas', '/seja-pago', '/recorrencias'] as const)
      expect(opens(roles, path)).toBe(false);
    expect(roles).toContain('SELLER_ANTICIPATION');
  });

  it('SUPERVISOR: links, charges, customers, notifications; no finance, reports or anticipation', () => {
    const roles = acquiring('SUPERVISOR');
    for (const path of ['/seja-pago', '/cobrancas', '/clientes', '/notificacoes'] as const)
      expect(opens(roles, path)).toBe(true);
    for (const path of ['/financeiro', '/reports', '/'] as const) expect(opens(roles, path)).toBe(false);
    expect(roles).not.toContain('SELLER_ANTICIPATION');
    expect(canSeeNotifications(roles)).toBe(true);
  });

  it('SALE: links, charges and customers, nothing else', () => {
    const roles = acquiring('SALE');
    for (const path of ['/seja-pago', '/cobrancas', '/clientes'] as const)
      expect(opens(roles, path)).toBe(true);
    for (const path of ['/notificacoes', '/financeiro', '/reports', '/recorrencias', '/'] as const)
      expect(opens(roles, path)).toBe(false);
    expect(canSeeNotifications(roles)).toBe(false);
  });

  it('land where each profile can work', () => {
    expect(landingRoute(acquiring('ADMIN'))).toBe('/');
    expect(landingRoute(acquiring('MANAGER'))).toBe('/');
    expect(landingRoute(acquiring('FINANCE'))).toBe('/');
    expect(landingRoute(acquiring('SUPERVISOR'))).toBe('/cobrancas');
    expect(landingRoute(acquiring('SALE'))).toBe('/cobrancas');
    for (const profile of BANKING_PROFILES) expect(landingRoute(banking(profile))).toBe('/tesouraria');
  });

  it('land on a page the app has and they may open, or nowhere while the app has none', () => {
    const built = new Set(['/', '/cobrancas', '/clientes', '/usuarios']);
    const available = (path: string) => built.has(path);
    const access = (roles: readonly string[]) => ({ roles, features: [] });
    expect(availableLanding(access(acquiring('ADMIN')), available)).toBe('/');
    expect(availableLanding(access(acquiring('SALE')), available)).toBe('/cobrancas');
    expect(availableLanding(access(banking('OPERADOR')), available)).toBeNull();
    expect(availableLanding(access(banking('OPERADOR')), (path) => path === '/tesouraria')).toBe(
      '/tesouraria',
    );
  });
});

describe('banking profiles against the route table and §6 capabilities', () => {
  const approves = (roles: readonly string[]) => hasAnyRole(roles, ['BANKING_ADMIN', 'B_SELLER_ADMIN']);
  const withdraws = (roles: readonly string[]) => hasAnyRole(roles, ['BANKING_ADMIN', 'BANKING_WALLET']);
  const invests = (roles: readonly string[]) =>
    hasAnyRole(roles, ['B_SELLER_ADMIN', 'BANKING_ADMIN', 'BANKING_INVESTMENT']);
  const managesCards = (roles: readonly string[]) =>
    hasAnyRole(roles, ['B_SELLER_ADMIN', 'BANKING_ADMIN', 'BANKING_CARD']);

  it('ADMIN: every banking page and operation, reports included', () => {
    const roles = banking('ADMIN');
    for (const route of ROUTES.filter((r) => r.roles.some(isBankingRole)))
      expect(canOpenRoute(route, { roles, features: everyFeature })).toBe(true);
    expect(approves(roles) && withdraws(roles) && invests(roles) && managesCards(roles)).toBe(true);
    expect(loadsBankingFeatures(roles)).toBe(true);
  });

  it('OPERADOR: balance, statement, payment requests, card viewing; no withdraw, approval, settings or card management', () => {
    const roles = banking('OPERADOR');
    for (const path of ['/tesouraria', '/pagamentos', '/cartao', '/cartao/$id'] as const)
      expect(opens(roles, path)).toBe(true);
    for (const path of ['/cartao/faturas', '/dados-conta', '/pix-config', '/reports'] as const)
      expect(opens(roles, path)).toBe(false);
    expect(approves(roles) || withdraws(roles) || invests(roles) || managesCards(roles)).toBe(false);
  });

  it('FINANCEIRO: Pix key, withdraw, invest, transfer, payment requests, cards; no approval', () => {
    const roles = banking('FINANCEIRO');
    for (const path of [
      '/tesouraria',
      '/pagamentos',
      '/cartao',
      '/cartao/faturas',
      '/dados-conta',
      '/pix-config',
    ] as const)
      expect(opens(roles, path)).toBe(true);
    expect(withdraws(roles) && invests(roles) && managesCards(roles)).toBe(true);
    expect(approves(roles)).toBe(false);
  });
});

describe('rolesForUser and the profile options', () => {
  it('adds up both profiles', () => {
    const roles = rolesForUser({ profile: 'SALE', bankingProfile: 'OPERADOR' });
    expect(roles).toEqual([...acquiring('SALE'), ...banking('OPERADOR')]);
    expect(rolesForUser({ profile: 'SALE' })).toEqual(acquiring('SALE'));
    expect(rolesForUser({ bankingProfile: null })).toEqual([]);
  });

  it('offers banking profiles only while the banking account is ACTIVE', () => {
    expect(profileOptions('INACTIVE').map((option) => option.type)).not.toContain('banking_profile');
    const active = profileOptions('ACTIVE');
    expect(active).toHaveLength(8);
    expect(active).toContainEqual({ value: 'FINANCEIRO', label: 'Financeiro', type: 'banking_profile' });
    expect(active).toContainEqual({ value: 'MANAGER', label: 'Gerente', type: 'user_profile' });
  });
});
