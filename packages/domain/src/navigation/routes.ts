import type { FeatureToggle } from '../access/features';
import { BANKING_ROLES, type Role, SELLER_ROLES } from '../access/roles';
import { CARD_MANAGER_ROLES, CARD_VIEWER_ROLES } from '../cards/cards';

/**
 * The route table of §2.2 of the common document: every URL with its title, menu section, the
 * roles that open it (any one suffices) and the feature toggles it needs (all of them). The app's
 * `beforeLoad` and the menu both read this table, so a page and its menu item never disagree.
 */
export type MenuSection = 'HOME' | 'ACQUIRING' | 'BANKING' | 'GENERAL' | 'SETTINGS' | 'PUBLIC';

export interface RouteDefinition {
  /** TanStack Router style: '$id' is a parameter, a final '$' takes the rest of the path. */
  readonly path: string;
  readonly title: string;
  readonly section: MenuSection;
  /** Empty only for PUBLIC routes, which need no session. */
  readonly roles: readonly Role[];
  /** The spec's 'feature key', as a list: the quick-link pages need two toggles. */
  readonly features: readonly FeatureToggle[];
  /** A menu item; detail, create and edit pages are reached from their list instead. */
  readonly inMenu: boolean;
  /** Shown with a 'new' mark in the menu. */
  readonly isNew?: boolean;
  /** Listed only while the banking account is not ACTIVE ('Ativar Conta PJ'). */
  readonly onlyWhileBankingInactive?: boolean;
  /** How a back button to this page reads, where the documents name it ('Gerenciar cartões'); else 'Voltar'. */
  readonly backLabel?: string;
}

const STAFF = ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE'] as const;
const HOME = [...STAFF, 'SELLER_DASHBOARD'] as const;
const PAYMENT_LINKS = [...STAFF, 'SELLER_PAYMENT_LINK'] as const;
const SUBSCRIPTIONS = [...STAFF, 'SELLER_SUBSCRIPTIONS'] as const;
const CHARGES = [...STAFF, 'SELLER_CHARGES'] as const;
const CUSTOMERS = [...STAFF, 'SELLER_CLIENTS'] as const;
const CHECKOUT = [...STAFF, 'SELLER_CHECKOUT'] as const;
const TREASURY = [
  'SELLER_MASTER',
  'B_SELLER_ADMIN',
  'SELLER_BACKOFFICE',
  'BANKING_ADMIN',
  'BANKING_WALLET',
  'BANKING_VISUALIZATION',
  'BANKING_PAYMENT_REQUEST',
  'BANKING_INVESTMENT',
] as const;
const CARDS = CARD_VIEWER_ROLES;
const CARD_INVOICES = CARD_MANAGER_ROLES;
const ACCOUNT_DATA = ['B_SELLER_ADMIN', 'SELLER_BACKOFFICE', 'BANKING_ADMIN', 'BANKING_WALLET'] as const;
const NOTIFICATION_SETTINGS = ['SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_CONFIG_NOTIFICATION'] as const;
/**
 * §2.2 lists six roles for /seguranca; every signed-in user may open it instead, since whoever moves money
 * (a banking-only operator) needs two-factor sign-in most (issue 26, decision 2026-12-05).
 */
const SECURITY = [...SELLER_ROLES, ...BANKING_ROLES] as const;
const REPORTS = [
  'B_SELLER_ADMIN',
  'BANKING_ADMIN',
  'BANKING_REPORT',
  'SELLER_ADMIN',
  'SELLER_BACKOFFICE',
  'SELLER_REPORTS',
] as const;

const LINKS = ['view_seller_payment_link'] as const;
const QUICK_LINKS = ['view_seller_payment_link', 'view_fast_payment_link'] as const;

type RouteExtras = Partial<
  Pick<RouteDefinition, 'features' | 'isNew' | 'onlyWhileBankingInactive' | 'backLabel'>
>;

function route<const P extends string>(
  inMenu: boolean,
  path: P,
  title: string,
  section: MenuSection,
  roles: readonly Role[],
  { features = [], ...flags }: RouteExtras = {},
): RouteDefinition & { readonly path: P } {
  return { path, title, section, roles, features, inMenu, ...flags };
}

const menu = <const P extends string>(...args: [P, string, MenuSection, readonly Role[], RouteExtras?]) =>
  route(true, ...args);
const page = <const P extends string>(...args: [P, string, MenuSection, readonly Role[], RouteExtras?]) =>
  route(false, ...args);

export const ROUTES = [
  page('/login', 'Entrar', 'PUBLIC', []),
  page('/redefinir-senha', 'Redefinir senha', 'PUBLIC', []),
  page('/redefinir-senha/$id', 'Nova senha', 'PUBLIC', []),

  menu('/', 'Início', 'HOME', HOME),

  menu('/seja-pago', 'Links de pagamento', 'ACQUIRING', PAYMENT_LINKS, { features: LINKS }),
  page('/seja-pago/criar/cobranca-pontual', 'Nova cobrança pontual', 'ACQUIRING', PAYMENT_LINKS, {
    features: LINKS,
  }),
  page('/seja-pago/criar/assinatura-customizada', 'Nova assinatura customizada', 'ACQUIRING', PAYMENT_LINKS, {
    features: LINKS,
  }),
  page('/seja-pago/criar/link-rapido', 'Novo link rápido', 'ACQUIRING', PAYMENT_LINKS, {
    features: QUICK_LINKS,
  }),
  page('/seja-pago/editar/$id', 'Editar link de pagamento', 'ACQUIRING', PAYMENT_LINKS, { features: LINKS }),
  page('/seja-pago/link-rapido', 'Link rápido', 'ACQUIRING', PAYMENT_LINKS, { features: QUICK_LINKS }),
  menu('/recorrencias', 'Recorrências', 'ACQUIRING', SUBSCRIPTIONS),
  page('/recorrencias/$id', 'Detalhes da recorrência', 'ACQUIRING', SUBSCRIPTIONS),
  page('/importacao-de-recorrencia', 'Importação de Recorrências', 'ACQUIRING', SUBSCRIPTIONS),
  menu('/cobrancas', 'Cobranças', 'ACQUIRING', CHARGES),
  page('/cobrancas/$id', 'Detalhes da cobrança', 'ACQUIRING', CHARGES),
  page('/cobrancas-agendadas/$id', 'Cobrança agendada', 'ACQUIRING', CHARGES),
  menu('/clientes', 'Clientes', 'ACQUIRING', CUSTOMERS),
  page('/clientes/adicionar-cliente', 'Adicionar cliente', 'ACQUIRING', CUSTOMERS),
  page('/clientes/$id', 'Editar cliente', 'ACQUIRING', CUSTOMERS),
  menu('/meu-checkout', 'Meu Checkout', 'ACQUIRING', CHECKOUT),
  page('/checkout-info', 'Informações Gerais', 'ACQUIRING', CHECKOUT),
  page('/meus-planos', 'Meus planos', 'ACQUIRING', CHECKOUT),
  page('/meus-planos/$id', 'Plano', 'ACQUIRING', CHECKOUT),
  menu('/financeiro', 'Financeiro', 'ACQUIRING', ['SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_FINANCES'], {
    features: ['view_seller_finance'],
  }),

  menu('/tesouraria', 'Tesouraria', 'BANKING', TREASURY),
  menu('/cartao', 'Cartões', 'BANKING', CARDS, { backLabel: 'Gerenciar cartões' }),
  page('/cartao/limites', 'Gerenciar limites', 'BANKING', CARDS),
  page('/cartao/faturas', 'Faturas', 'BANKING', CARD_INVOICES),
  page('/cartao/faturas/$yearMonth', 'Detalhes da fatura', 'BANKING', CARD_INVOICES),
  page('/cartao/$id', 'Cartão', 'BANKING', CARDS),
  menu(
    '/pagamentos',
    'Pagamentos',
    'BANKING',
    ['B_SELLER_ADMIN', 'BANKING_ADMIN', 'BANKING_PAYMENT_REQUEST'],
    {
      features: ['view_seller_accounts_payable'],
      isNew: true,
    },
  ),

  menu('/reports', 'Relatórios', 'GENERAL', REPORTS),
  menu('/usuarios', 'Usuários', 'GENERAL', ['SELLER_ADMIN', 'SELLER_BACKOFFICE']),
  // The banking profiles' 'logs' (issue 28 item 3): money movements, permission changes, confirmations.
  menu('/registro-atividades', 'Registro de atividades', 'GENERAL', ['BANKING_ADMIN']),

  menu('/ativar-pj', 'Ativar Conta PJ', 'SETTINGS', NOTIFICATION_SETTINGS, {
    features: ['view_create_banking_account'],
    onlyWhileBankingInactive: true,
  }),
  menu('/dados-conta', 'Dados da Conta', 'SETTINGS', ACCOUNT_DATA),
  menu('/pix-config', 'Configurações Pix', 'SETTINGS', ACCOUNT_DATA),
  menu('/notificacoes', 'Notificações', 'SETTINGS', NOTIFICATION_SETTINGS),
  menu('/metodos-pagamentos', 'Métodos de pagamento', 'SETTINGS', [
    ...STAFF,
    'SELLER_CONFIG_PAYMENT_METHODS',
  ]),
  menu('/nota-fiscal', 'Nota Fiscal', 'SETTINGS', ['SELLER_CONFIG_NF']),
  menu('/integracao', 'Integração', 'SETTINGS', ['SELLER_CONFIG_INTEGRATION']),
  menu('/sub-vendedores', 'Sub-vendedores', 'SETTINGS', STAFF),
  page('/sub-vendedores/novo', 'Novo sub-vendedor', 'SETTINGS', STAFF),
  page('/sub-vendedores/$id', 'Detalhes do sub-vendedor', 'SETTINGS', STAFF),
  // Last: open to every role, it is nobody's landing while a page of their work comes first.
  menu('/seguranca', 'Segurança', 'SETTINGS', SECURITY),
  page('/seguranca/$', 'Segurança', 'SETTINGS', SECURITY),
] as const;

/** Every path of the table, for typed links and lookups. */
export type RoutePath = (typeof ROUTES)[number]['path'];

const BY_PATH: ReadonlyMap<string, RouteDefinition> = new Map(ROUTES.map((route) => [route.path, route]));

export function routeByPath(path: RoutePath): RouteDefinition {
  const route = BY_PATH.get(path);
  if (!route) throw new RangeError(`No route ${path}`);
  return route;
}
