import {
  BANKING_ROLES,
  canAcceptTerms,
  hasAnyRole,
  mayCall,
  NOTIFICATION_BELL_ROLES,
  OPERATION_ACCESS,
  type Role,
} from '@balcao/domain/access';
import { INVOICE_ROLES } from '@balcao/domain/charges';
import { BALANCE_ROLES, loadsBalance } from '@balcao/domain/dashboard';
import { ANTICIPATION_ROLES, canAnticipate } from '@balcao/domain/financial';
import { routeByPath } from '@balcao/domain/navigation';
import { PAYMENT_APPROVER_ROLES } from '@balcao/domain/payables';
import { BANK_REPORT_ROLES, canRequestChargeReport, SALES_REPORT_ROLES } from '@balcao/domain/reports';
import { SUB_SELLER_COLUMN_ROLES, SUB_SELLER_ROLES } from '@balcao/domain/sub-sellers';

/** Who may call an operation, as the domain's tables say, and which table said it. */
export interface RoleExpectation {
  /** `body` is the JSON sent, for the calls whose body names a further right. */
  allows(roles: readonly string[], features: readonly string[], body?: string): boolean;
  source: string;
}

const byRoles = (roles: readonly Role[], source: string): RoleExpectation => ({
  allows: (userRoles) => hasAnyRole(userRoles, roles),
  source,
});
/** A page's call needs the page's roles and all of its feature toggles, as the route table says. */
const page = (path: Parameters<typeof routeByPath>[0]): RoleExpectation => {
  const route = routeByPath(path);
  const needs = route.features.length ? ` + ${route.features.join(' + ')}` : '';
  return {
    allows: (roles, features) =>
      hasAnyRole(roles, route.roles) && route.features.every((f) => features.includes(f)),
    source: `route ${path}${needs}`,
  };
};
/** 'Antecipar' and its modal (§6 of the banking document): the roles and the feature toggle. */
const anticipation = (): RoleExpectation => ({
  allows: (roles, features) => canAnticipate({ roles, features }),
  source: `canAnticipate (${ANTICIPATION_ROLES.join('|')} + view_balance_anticipation)`,
});
/** 'Aprovar pagamentos' (002 §6), and rejecting or cancelling: the approvers, with the page's toggle. */
const paymentDecision = (): RoleExpectation => {
  const route = routeByPath('/pagamentos');
  return {
    allows: (roles, features) =>
      hasAnyRole(roles, PAYMENT_APPROVER_ROLES) && route.features.every((f) => features.includes(f)),
    source: `PAYMENT_APPROVER_ROLES (${PAYMENT_APPROVER_ROLES.join('|')}) + ${route.features.join(' + ')}`,
  };
};
/**
 * 'Sacar' on /financeiro; with an `anticipationId` it also takes the balance to release, which §6 gives
 * only to whoever may anticipate ('Incluir saldo a liberar'): the same roles and toggle.
 */
const withBalanceToRelease = (withdrawal: RoleExpectation): RoleExpectation => ({
  allows: (roles, features, body) =>
    withdrawal.allows(roles, features) &&
    (!body || !('anticipationId' in JSON.parse(body)) || canAnticipate({ roles, features })),
  source: `${withdrawal.source}; with anticipationId also canAnticipate (${ANTICIPATION_ROLES.join('|')} + view_balance_anticipation)`,
});
const anySession = (source: string): RoleExpectation => ({ allows: () => true, source });
/** A call two pages make: either page's roles (and toggles) open it. */
const either = (a: RoleExpectation, b: RoleExpectation): RoleExpectation => ({
  allows: (roles, features) => a.allows(roles, features) || b.allows(roles, features),
  source: `${a.source} or ${b.source}`,
});

/**
 * The domain has no table per operation (issue 9 asked for one if it existed): this maps each
 * operation to the route table entry (roles and feature toggles), or the domain constant, whose page
 * or feature calls it. Operations missing from this map are reported as gaps, never guessed.
 */
export const ROLE_EXPECTATIONS: Readonly<Record<string, RoleExpectation>> = {
  getCurrentTerms: anySession('§2.5: every signed-in user sees the terms'),
  acceptCurrentTerms: { allows: canAcceptTerms, source: 'canAcceptTerms (SELLER_ADMIN)' },
  getSellerBlock: anySession('the session bootstrap reads it for every user'),
  listFeatureToggles: anySession('the session bootstrap reads it for every user'),
  getTwoFactorStatus: page('/seguranca'),
  generateTwoFactorSecret: page('/seguranca'),
  setTwoFactorEnabled: page('/seguranca'),
  listUsers: page('/usuarios'),
  createUser: page('/usuarios'),
  listUserProfiles: page('/usuarios'),
  getUser: page('/usuarios'),
  updateUser: page('/usuarios'),
  deleteUser: page('/usuarios'),
  listNotifications: byRoles(NOTIFICATION_BELL_ROLES, 'NOTIFICATION_BELL_ROLES'),
  countUnreadNotifications: byRoles(NOTIFICATION_BELL_ROLES, 'NOTIFICATION_BELL_ROLES'),
  markNotificationRead: byRoles(NOTIFICATION_BELL_ROLES, 'NOTIFICATION_BELL_ROLES'),
  markAllNotificationsRead: byRoles(NOTIFICATION_BELL_ROLES, 'NOTIFICATION_BELL_ROLES'),
  listCustomers: page('/clientes'),
  createCustomer: page('/clientes'),
  getCustomer: page('/clientes'),
  updateCustomer: page('/clientes'),
  updateCustomerAddress: page('/clientes'),
  listSubSellers: byRoles(SUB_SELLER_COLUMN_ROLES, 'SUB_SELLER_COLUMN_ROLES'),
  createSubSeller: byRoles(SUB_SELLER_ROLES, 'SUB_SELLER_ROLES'),
  getSubSeller: byRoles(SUB_SELLER_ROLES, 'SUB_SELLER_ROLES'),
  updateSubSeller: byRoles(SUB_SELLER_ROLES, 'SUB_SELLER_ROLES'),
  updateSubSellerAddress: byRoles(SUB_SELLER_ROLES, 'SUB_SELLER_ROLES'),
  updateSubSellerAccounts: byRoles(SUB_SELLER_ROLES, 'SUB_SELLER_ROLES'),
  updateSubSellerContacts: byRoles(SUB_SELLER_ROLES, 'SUB_SELLER_ROLES'),
  setSubSellerActive: byRoles(SUB_SELLER_ROLES, 'SUB_SELLER_ROLES'),
  registerSubSellerSplit: byRoles(SUB_SELLER_ROLES, 'SUB_SELLER_ROLES'),
  listCharges: page('/cobrancas'),
  listDashboardCharges: page('/'),
  getCharge: page('/cobrancas'),
  createCharge: page('/cobrancas'),
  rescheduleCharge: page('/cobrancas'),
  deleteCharge: page('/cobrancas'),
  payChargeManually: page('/cobrancas'),
  getChargeSplit: page('/cobrancas'),
  getRefundEligibility: page('/cobrancas'),
  refundCharge: page('/cobrancas'),
  getAutomationRefundBalance: page('/cobrancas'),
  requestAutomationRefund: page('/cobrancas'),
  requestChargeback: page('/cobrancas'),
  listPosRefunds: page('/cobrancas'),
  requestPosRefund: page('/cobrancas'),
  createCancellationLetter: page('/cobrancas'),
  // §6 of the acquiring document: 'Receivables table and statement loading need SELLER_FINANCES', no toggle.
  getChargeStatement: byRoles(['SELLER_FINANCES'], '§6: statement loading needs SELLER_FINANCES'),
  getSellerDashboard: page('/'),
  getSellerBalance: {
    allows: (roles, features) => loadsBalance({ roles, features }),
    source: `loadsBalance (${BALANCE_ROLES.join('|')} + view_seller_finance)`,
  },
  // /financeiro (002 §6): the balance load, statement and withdrawals need the page's roles + view_seller_finance.
  getFinancialBalance: page('/financeiro'),
  listStatement: page('/financeiro'),
  listFutureEntries: page('/financeiro'),
  getPendingTransfersTotal: page('/financeiro'),
  listPendingTransfers: page('/financeiro'),
  requestTransfer: withBalanceToRelease(page('/financeiro')),
  // /ativar-pj (002 §2.2): the wizard's roles (its toggle only shows the menu item); the account's status and
  // ids are read by the wizard and by every banking page; the checking balance by the pages that show or spend it.
  getBankAccountActivation: byRoles(routeByPath('/ativar-pj').roles, 'route /ativar-pj roles'),
  submitBankAccountActivation: byRoles(routeByPath('/ativar-pj').roles, 'route /ativar-pj roles'),
  getBankAccount: byRoles(
    [...routeByPath('/ativar-pj').roles, ...BANKING_ROLES, 'SELLER_MASTER'],
    'route /ativar-pj roles or any banking role',
  ),
  getBankAccountBalance: byRoles(
    [
      ...routeByPath('/tesouraria').roles,
      ...routeByPath('/pagamentos').roles,
      ...routeByPath('/cartao/faturas').roles,
      ...routeByPath('/financeiro').roles,
    ],
    'routes /tesouraria, /pagamentos, /cartao/faturas, /financeiro roles',
  ),
  // /dados-conta (002 §2.3): every Pix key call is the page's.
  listPixKeys: page('/dados-conta'),
  createPixKey: page('/dados-conta'),
  confirmPixKey: page('/dados-conta'),
  deletePixKey: page('/dados-conta'),
  // /pix-config (002 §2.4): both limit calls are the page's.
  getPixLimits: page('/pix-config'),
  updatePixLimit: page('/pix-config'),
  // /pagamentos (002 §2.8, §6): asking, reading and receipts are the page's; deciding is 'Aprovar pagamentos'.
  listPayments: page('/pagamentos'),
  getPayment: page('/pagamentos'),
  checkPayment: page('/pagamentos'),
  createPayment: page('/pagamentos'),
  listPaymentFavorites: page('/pagamentos'),
  getPaymentReceipt: page('/pagamentos'),
  approvePayments: paymentDecision(),
  rejectPayments: paymentDecision(),
  cancelPayment: paymentDecision(),
  listSubscriptions: page('/recorrencias'),
  getSubscription: page('/recorrencias'),
  listChargeInvoices: byRoles(INVOICE_ROLES, 'INVOICE_ROLES'),
  emitChargeInvoice: byRoles(INVOICE_ROLES, 'INVOICE_ROLES'),
  sendChargeInvoiceEmail: byRoles(INVOICE_ROLES, 'INVOICE_ROLES'),
  cancelInvoice: byRoles(INVOICE_ROLES, 'INVOICE_ROLES'),
  getInvoiceConfig: page('/nota-fiscal'),
  updateInvoiceConfig: page('/nota-fiscal'),
  listApiKeys: page('/integracao'),
  createApiKey: page('/integracao'),
  updateApiKey: page('/integracao'),
  deleteApiKey: page('/integracao'),
  setApiKeyActive: page('/integracao'),
  listWebhooks: page('/integracao'),
  createWebhook: page('/integracao'),
  updateWebhook: page('/integracao'),
  deleteWebhook: page('/integracao'),
  setWebhookActive: page('/integracao'),
  rotateWebhookSecret: page('/integracao'),
  listWebhookAttempts: page('/integracao'),
  resendWebhookDelivery: page('/integracao'),
  // The event log behind `balcao listen`: the integration page's role or the administrator (API keys act as one).
  listEvents: {
    allows: (roles) => mayCall(OPERATION_ACCESS.listEvents, roles),
    source: 'OPERATION_ACCESS.listEvents',
  },
  replayEvent: {
    allows: (roles) => mayCall(OPERATION_ACCESS.replayEvent, roles),
    source: 'OPERATION_ACCESS.replayEvent',
  },
  simulateAnticipation: anticipation(),
  confirmAnticipation: anticipation(),
  requestAnticipation: anticipation(),
  requestRevenueAnticipationContact: anticipation(),
  listAnticipations: anticipation(),
  // 'Incluir saldo a liberar' in 'Novo repasse' (§6): the anticipation's roles and toggle.
  previewWithdrawal: anticipation(),
  requestReport: byRoles(SALES_REPORT_ROLES, '§6 sales reports (SELLER_ADMIN|SELLER_REPORTS)'),
  requestBankStatementReport: byRoles(
    BANK_REPORT_ROLES,
    "§6 'Extrato de contas' (BANKING_ADMIN|BANKING_REPORT)",
  ),
  listReports: page('/reports'),
  sendChargeReport: {
    allows: canRequestChargeReport,
    source: 'canRequestChargeReport (whoever opens /cobrancas)',
  },
  createPaymentLink: page('/seja-pago'),
  getPaymentLink: page('/seja-pago'),
  deletePaymentLink: page('/seja-pago'),
  listPaymentLinks: page('/seja-pago'),
  updatePaymentLink: page('/seja-pago'),
  simulatePaymentLinkInstallments: page('/seja-pago'),
  getPaymentLinkSettings: page('/seja-pago'),
  // §6: the link's split needs the links' roles, SELLER_ADMIN (or staff) and its feature.
  previewPaymentLinkSplit: {
    allows: (roles, features) =>
      mayCall(OPERATION_ACCESS.previewPaymentLinkSplit, roles) &&
      features.includes('view_split_subseller_payment_link'),
    source: 'OPERATION_ACCESS.previewPaymentLinkSplit + view_split_subseller_payment_link',
  },
  listSplitSubSellers: {
    allows: (roles, features) =>
      mayCall(OPERATION_ACCESS.listSplitSubSellers, roles) &&
      features.includes('view_split_subseller_payment_link'),
    source: 'OPERATION_ACCESS.listSplitSubSellers + view_split_subseller_payment_link',
  },
  updatePaymentLinkSplit: {
    allows: (roles, features) =>
      mayCall(OPERATION_ACCESS.updatePaymentLinkSplit, roles) &&
      features.includes('view_split_subseller_payment_link'),
    source: 'OPERATION_ACCESS.updatePaymentLinkSplit + view_split_subseller_payment_link',
  },
  // Plans are read by several pages ('Meus planos', subscriptions, the subscription link): the domain's
  // per-operation table is the one that names all their roles.
  listPlans: {
    allows: (roles) => mayCall(OPERATION_ACCESS.listPlans, roles),
    source: 'OPERATION_ACCESS.listPlans',
  },
  getPlan: {
    allows: (roles) => mayCall(OPERATION_ACCESS.getPlan, roles),
    source: 'OPERATION_ACCESS.getPlan',
  },
  updateSubscription: page('/recorrencias/$id'),
  setSubscriptionStatus: page('/recorrencias/$id'),
  setSubscriptionInvoice: page('/recorrencias/$id'),
  createSubscription: page('/importacao-de-recorrencia'),
  importSubscription: page('/importacao-de-recorrencia'),
  // A plan is created in 'Meus planos' and in the import's 'Adicionar plano' modal.
  createPlan: either(page('/meus-planos/$id'), page('/importacao-de-recorrencia')),
  updatePlan: page('/meus-planos/$id'),
  setPlanActive: page('/meus-planos'),
  // The checkout is read by its page and by the payment links' forms (the public link's address).
  getDefaultCheckout: either(page('/checkout-info'), page('/seja-pago')),
  createCheckout: page('/checkout-info'),
  updateCheckout: page('/checkout-info'),
  checkSubdomain: page('/checkout-info'),
  getNotificationSettings: page('/notificacoes'),
  updateNotificationIdentification: page('/notificacoes'),
  setNotificationActive: page('/notificacoes'),
  setEveryNotificationActive: page('/notificacoes'),
  getDefaultPaymentMethods: page('/metodos-pagamentos'),
  updateDefaultPaymentMethods: page('/metodos-pagamentos'),
  getDefaultTax: page('/metodos-pagamentos'),
  updateDefaultTax: page('/metodos-pagamentos'),
  // The default methods are also read by the payment links' forms: the domain's table names both pages' roles.
  getPaymentMethods: {
    allows: (roles) => mayCall(OPERATION_ACCESS.getPaymentMethods, roles),
    source: 'OPERATION_ACCESS.getPaymentMethods',
  },
};

/** Operations no page or feature constant describes on its own; none left since OPERATION_ACCESS. */
export const ROLE_GAPS: Readonly<Record<string, string>> = {};
