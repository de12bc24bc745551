import { CARD_BLOCKER_ROLES, CARD_MANAGER_ROLES, CARD_VIEWER_ROLES } from '../cards/cards';
import { ANTICIPATION_ROLES } from '../financial/anticipation';
import { FINANCIAL_ROLES, FRAUD_CHECK_ROLES } from '../financial/financial';
import { PAYMENT_APPROVER_ROLES } from '../payables/payment-actions';
import { PIX_KEY_ROLES } from '../pix/pix-keys';
import { BANK_REPORT_ROLES, SALES_REPORT_ROLES } from '../reports/reports';
import { TREASURY_INVEST_ROLES, TREASURY_WITHDRAW_ROLES } from '../treasury/treasury-access';
import { BANKING_ROLES, hasAnyRole, type Role } from './roles';

/**
 * Who may call each operation of the contract, keyed by operationId: declared once here, enforced by the
 * sandbox at its HTTP edge before any rule runs (so a refused caller learns nothing, not even whether an
 * id exists), and read by the resilience suite's role matrix. The lists are the §6 tables of the
 * documents written out, not derived from the app's routes: a test checks that they agree with the route
 * table where a page and its calls share a rule, and that every role here is one a profile grants or a
 * provider-staff role.
 *
 * `roles` is a list of groups: the caller needs one role of every group (the charges report needs one of
 * the charges page's roles and one of the reports roles). Feature toggles and the seller's state (links
 * disabled, banking not active) are business rules and stay with the rules.
 */
export type OperationAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'two-factor' }
  | { readonly kind: 'session' }
  | { readonly kind: 'roles'; readonly roles: readonly (readonly Role[])[] };

const anyOf = (...roles: Role[]): OperationAccess => ({ kind: 'roles', roles: [roles] });
const PUBLIC: OperationAccess = { kind: 'public' };
const SESSION: OperationAccess = { kind: 'session' };

// §6 of the acquiring document, group by group. SELLER_MASTER and SELLER_BACKOFFICE are the provider's staff.
const CHARGES: Role[] = ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_CHARGES'];
const DASHBOARD: Role[] = ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_DASHBOARD'];
const PAYMENT_LINKS: Role[] = ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_PAYMENT_LINK'];
const USERS: Role[] = ['SELLER_ADMIN', 'SELLER_BACKOFFICE'];
const CUSTOMERS: Role[] = ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_CLIENTS'];
const SUBSCRIPTIONS: Role[] = ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_SUBSCRIPTIONS'];
/** Plans are read by 'Meus planos', the subscriptions and the subscription link. */
const PLAN_READERS: Role[] = [...new Set<Role>([...SUBSCRIPTIONS, ...PAYMENT_LINKS, 'SELLER_CHECKOUT'])];
const SUB_SELLERS: Role[] = ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE'];
/** 'Meu Checkout': the checkout page and 'Meus planos'. */
const CHECKOUT: Role[] = ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_CHECKOUT'];
/** A plan is created in 'Meus planos' and in the import's 'Adicionar plano' modal. */
const PLAN_CREATORS: Role[] = [...new Set<Role>([...CHECKOUT, ...SUBSCRIPTIONS])];
/** The default checkout is read by its page and by the payment links' forms (§7 Payment links). */
const CHECKOUT_READERS: Role[] = [...new Set<Role>([...CHECKOUT, ...PAYMENT_LINKS])];
/** The sub-seller column of the lists (and its list) is also for who configures invoices. */
const SUB_SELLER_COLUMN: Role[] = ['SELLER_CONFIG_NF', ...SUB_SELLERS];
const INVOICES: Role[] = ['SELLER_CONFIG_NF', 'SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE'];
/** Integração > Chaves API (§6: SELLER_CONFIG_INTEGRATION, as the route /integracao). */
const API_KEYS: Role[] = ['SELLER_CONFIG_INTEGRATION'];
/** Integração > Webhooks: the same page and role. */
const WEBHOOKS: Role[] = ['SELLER_CONFIG_INTEGRATION'];
/** The event log behind `balcao listen`: the integration page's role, and the administrator an API key acts as. */
const EVENTS: Role[] = ['SELLER_CONFIG_INTEGRATION', 'SELLER_ADMIN'];
const BELL: Role[] = ['SELLER_ADMIN', 'SELLER_VIZUALIZATION', 'SELLER_BACKOFFICE'];
/** /notificacoes: the customers' notification settings (the route table's roles). */
const NOTIFICATION_SETTINGS: Role[] = ['SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_CONFIG_NOTIFICATION'];
/** /metodos-pagamentos; its defaults are also read by the payment links' forms to tick a new link. */
const PAYMENT_SETTINGS: Role[] = [
  'SELLER_MASTER',
  'SELLER_ADMIN',
  'SELLER_BACKOFFICE',
  'SELLER_CONFIG_PAYMENT_METHODS',
];
const PAYMENT_METHOD_READERS: Role[] = [...new Set<Role>([...PAYMENT_SETTINGS, ...PAYMENT_LINKS])];
const BALANCE: Role[] = [
  'SELLER_FINANCES',
  'SELLER_ADMIN',
  'SELLER_BACKOFFICE',
  'SELLER_BALANCE_VISUALIZATION',
];
/** /financeiro (002 §2.1, §6): balances, statement and withdrawals; view_seller_finance stays with the rules. */
const FINANCIAL: Role[] = ['SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_FINANCES'];
/** 'Antecipar' and the anticipation modal (002 §6): SELLER_ADMIN or SELLER_ANTICIPATION; the feature stays with the rules. */
const ANTICIPATION: Role[] = [...ANTICIPATION_ROLES];
/** /ativar-pj (002 §2.2): the wizard's roles, as the route table has them. */
const ACTIVATION: Role[] = ['SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_CONFIG_NOTIFICATION'];
/**
 * The account's status and ids (§7.2 'GET accounts'): the wizard reads it, and so does every banking
 * screen that names an account (Pix keys, treasury, cards, payables).
 */
const BANK_ACCOUNT_READERS: Role[] = ['SELLER_MASTER', ...ACTIVATION, ...BANKING_ROLES];
/** The checking balance: treasury (§2.7), accounts payable (§7.7) and card invoices paid from the balance (§5). */
const CHECKING_BALANCE: Role[] = [
  'SELLER_MASTER',
  'SELLER_BACKOFFICE',
  'B_SELLER_ADMIN',
  'BANKING_ADMIN',
  'BANKING_WALLET',
  'BANKING_VISUALIZATION',
  'BANKING_PAYMENT_REQUEST',
  'BANKING_INVESTMENT',
  'BANKING_CARD',
];
/** /pix-config (002 §2.4): the roles of /dados-conta. */
const PIX_LIMITS: Role[] = ['B_SELLER_ADMIN', 'SELLER_BACKOFFICE', 'BANKING_ADMIN', 'BANKING_WALLET'];
/** /cartao, /cartao/{id}, /cartao/limites (002 §2.6): who sees cards, limits and statements. */
const CARD_VIEW: Role[] = [...CARD_VIEWER_ROLES];
/** 002 §6: 'Ver faturas', 'Gerenciar limites', 'Novo cartão' and the invoices (the /cartao/faturas routes). */
const CARD_MANAGE: Role[] = [...CARD_MANAGER_ROLES];
/** 002 §6: block and cancel on the card detail, and 'Pagar' (BANKING_CARDS is BANKING_CARD). */
const CARD_HOLDER_ACTIONS: Role[] = [...CARD_BLOCKER_ROLES];
/** /tesouraria (002 §2.7): who sees the balances, statements, applications and withdrawals. */
const TREASURY_VIEW: Role[] = [
  'SELLER_MASTER',
  'B_SELLER_ADMIN',
  'SELLER_BACKOFFICE',
  'BANKING_ADMIN',
  'BANKING_WALLET',
  'BANKING_VISUALIZATION',
  'BANKING_PAYMENT_REQUEST',
  'BANKING_INVESTMENT',
];
/** 002 §6 'Treasury invest and redeem'. */
const TREASURY_INVEST: Role[] = [...TREASURY_INVEST_ROLES];
/** 002 §6 'Treasury withdraw'. */
const TREASURY_WITHDRAW: Role[] = [...TREASURY_WITHDRAW_ROLES];
/** /pagamentos (002 §2.8, the route's roles): list, detail, lookups, requests, favourites, receipts. */
const PAYABLES: Role[] = ['B_SELLER_ADMIN', 'BANKING_ADMIN', 'BANKING_PAYMENT_REQUEST'];
/** 002 §6 'Aprovar pagamentos'; rejecting and cancelling a scheduled payment are the same decision. */
const PAYABLES_APPROVE: Role[] = [...PAYMENT_APPROVER_ROLES];
/** /reports: who opens the page (the route table's roles). */
const REPORT_PAGE: Role[] = [
  'B_SELLER_ADMIN',
  'BANKING_ADMIN',
  'BANKING_REPORT',
  'SELLER_ADMIN',
  'SELLER_BACKOFFICE',
  'SELLER_REPORTS',
];

export const OPERATION_ACCESS = {
  // core: session and account
  signIn: PUBLIC,
  refreshToken: PUBLIC,
  signOut: PUBLIC,
  requestPasswordReset: PUBLIC,
  setNewPassword: PUBLIC,
  getCompanyByCnpj: PUBLIC,
  getPostalCode: PUBLIC,
  verifyTwoFactor: { kind: 'two-factor' },
  getCurrentTerms: SESSION,
  acceptCurrentTerms: anyOf('SELLER_ADMIN'),
  getSellerBlock: SESSION,
  listFeatureToggles: SESSION,
  // core: the user's own two-factor, from /seguranca (§2.9 of the banking document), which every signed-in
  // user may open: who moves money needs a second factor most (issue 26, decision 2026-12-05).
  getTwoFactorStatus: SESSION,
  generateTwoFactorSecret: SESSION,
  setTwoFactorEnabled: SESSION,
  // core: step-up (issue 28 item 3). Every user confirms who they are and reads when the app must ask;
  // only the merchant's administrator chooses which money movements ask.
  confirmStepUp: SESSION,
  getStepUpSettings: SESSION,
  updateStepUpSettings: anyOf('SELLER_ADMIN'),
  // banking: the activity log, the banking profiles' 'logs' (BANKING_ADMIN only).
  listActivityLog: anyOf('BANKING_ADMIN'),
  exportActivityLog: anyOf('BANKING_ADMIN'),
  // core: users and notifications
  listUsers: anyOf(...USERS),
  createUser: anyOf(...USERS),
  listUserProfiles: anyOf(...USERS),
  getUser: anyOf(...USERS),
  updateUser: anyOf(...USERS),
  deleteUser: anyOf(...USERS),
  listNotifications: anyOf(...BELL),
  countUnreadNotifications: anyOf(...BELL),
  markNotificationRead: anyOf(...BELL),
  markAllNotificationsRead: anyOf(...BELL),
  // payment: notification settings
  getNotificationSettings: anyOf(...NOTIFICATION_SETTINGS),
  updateNotificationIdentification: anyOf(...NOTIFICATION_SETTINGS),
  setNotificationActive: anyOf(...NOTIFICATION_SETTINGS),
  setEveryNotificationActive: anyOf(...NOTIFICATION_SETTINGS),
  // payment: customers and sub-sellers
  listCustomers: anyOf(...CUSTOMERS),
  createCustomer: anyOf(...CUSTOMERS),
  getCustomer: anyOf(...CUSTOMERS),
  updateCustomer: anyOf(...CUSTOMERS),
  updateCustomerAddress: anyOf(...CUSTOMERS),
  listSubSellers: anyOf(...SUB_SELLER_COLUMN),
  createSubSeller: anyOf(...SUB_SELLERS),
  getSubSeller: anyOf(...SUB_SELLERS),
  updateSubSeller: anyOf(...SUB_SELLERS),
  updateSubSellerAddress: anyOf(...SUB_SELLERS),
  updateSubSellerAccounts: anyOf(...SUB_SELLERS),
  updateSubSellerContacts: anyOf(...SUB_SELLERS),
  setSubSellerActive: anyOf(...SUB_SELLERS),
  registerSubSellerSplit: anyOf(...SUB_SELLERS),
  // payment: charges, dashboard and balance
  listCharges: anyOf(...CHARGES),
  getCharge: anyOf(...CHARGES),
  createCharge: anyOf(...CHARGES),
  rescheduleCharge: anyOf(...CHARGES),
  deleteCharge: anyOf(...CHARGES),
  payChargeManually: anyOf(...CHARGES),
  getChargeSplit: anyOf(...CHARGES),
  getRefundEligibility: anyOf(...CHARGES),
  refundCharge: anyOf(...CHARGES),
  getAutomationRefundBalance: anyOf(...CHARGES),
  requestAutomationRefund: anyOf(...CHARGES),
  requestChargeback: anyOf(...CHARGES),
  listPosRefunds: anyOf(...CHARGES),
  requestPosRefund: anyOf(...CHARGES),
  createCancellationLetter: anyOf(...CHARGES),
  getChargeStatement: anyOf('SELLER_FINANCES'),
  listDashboardCharges: anyOf(...DASHBOARD),
  getSellerDashboard: anyOf(...DASHBOARD),
  getSellerBalance: anyOf(...BALANCE),
  // banking: the financial page (issue 14)
  getFinancialBalance: anyOf(...FINANCIAL),
  listStatement: anyOf(...FINANCIAL),
  listFutureEntries: anyOf(...FINANCIAL),
  exportStatementCsv: anyOf(...FINANCIAL),
  getPendingTransfersTotal: anyOf(...FINANCIAL),
  listPendingTransfers: anyOf(...FINANCIAL),
  requestTransfer: anyOf(...FINANCIAL),
  // §6 'Include balance to release' (the feature and the banking type stay with the rules)
  previewWithdrawal: anyOf(...ANTICIPATION),
  simulateAnticipation: anyOf(...ANTICIPATION),
  simulateAnticipationWithBody: anyOf(...ANTICIPATION),
  confirmAnticipation: anyOf(...ANTICIPATION),
  requestAnticipation: anyOf(...ANTICIPATION),
  requestRevenueAnticipationContact: anyOf(...ANTICIPATION),
  listAnticipations: anyOf(...ANTICIPATION),
  // banking: the PJ account and its activation (002 §2.2, §7.2; the account's state stays with the rules)
  getBankAccount: anyOf(...BANK_ACCOUNT_READERS),
  // Also /financeiro's roles: the page shows a PJ seller's checking balance (002 §6 'Banking balance load').
  getBankAccountBalance: anyOf(...CHECKING_BALANCE, ...FINANCIAL_ROLES),
  getBankAccountActivation: anyOf(...ACTIVATION),
  submitBankAccountActivation: anyOf(...ACTIVATION),
  // /dados-conta (002 §2.3): the Pix keys for the page's roles; the account's state stays with the rules.
  listPixKeys: anyOf(...PIX_KEY_ROLES),
  createPixKey: anyOf(...PIX_KEY_ROLES),
  confirmPixKey: anyOf(...PIX_KEY_ROLES),
  deletePixKey: anyOf(...PIX_KEY_ROLES),
  // banking: Pix limits of /pix-config (002 §2.4: the roles of /dados-conta; the ACTIVE account stays with the rules)
  getPixLimits: anyOf(...PIX_LIMITS),
  updatePixLimit: anyOf(...PIX_LIMITS),
  // banking: corporate cards and their invoices (002 §2.6, §6; the ACTIVE account and block_items_credit_card stay with the rules)
  listCards: anyOf(...CARD_VIEW),
  getCard: anyOf(...CARD_VIEW),
  listCardTransactions: anyOf(...CARD_VIEW),
  getCardLimits: anyOf(...CARD_VIEW),
  sendCardStatement: anyOf(...CARD_VIEW),
  createCard: anyOf(...CARD_MANAGE),
  renameCard: anyOf(...CARD_MANAGE),
  changeCardLimit: anyOf(...CARD_MANAGE),
  revealCardData: anyOf(...CARD_MANAGE),
  updateCardStatus: anyOf(...CARD_HOLDER_ACTIONS),
  cancelCard: anyOf(...CARD_HOLDER_ACTIONS),
  listCardInvoices: anyOf(...CARD_MANAGE),
  getCardInvoice: anyOf(...CARD_MANAGE),
  getCardInvoiceSettings: anyOf(...CARD_MANAGE),
  getCardInvoiceSummary: anyOf(...CARD_MANAGE),
  setCardInvoiceDueDay: anyOf(...CARD_MANAGE),
  listPayableCardInvoices: anyOf(...CARD_MANAGE),
  getPendingCardInvoicePayment: anyOf(...CARD_MANAGE),
  getCardInvoicePayment: anyOf(...CARD_MANAGE),
  generateCardInvoicePayment: anyOf(...CARD_HOLDER_ACTIONS),
  // banking: the treasury (002 §2.7, §6, §7.6; the ACTIVE account stays with the rules). 'Extrair extrato'
  // goes with the 'Extrato de contas' report: BANKING_ADMIN or BANKING_REPORT.
  getTreasurySummary: anyOf(...TREASURY_VIEW),
  listTreasuryLedger: anyOf(...TREASURY_VIEW),
  listTreasuryApplications: anyOf(...TREASURY_VIEW),
  listTreasuryWithdrawals: anyOf(...TREASURY_VIEW),
  createTreasuryApplication: anyOf(...TREASURY_INVEST),
  redeemTreasuryApplication: anyOf(...TREASURY_INVEST),
  createTreasuryWithdrawal: anyOf(...TREASURY_WITHDRAW),
  requestTreasuryStatement: anyOf(...BANK_REPORT_ROLES),
  // banking: accounts payable (002 §2.8, §6, §7.7; the ACTIVE account and view_seller_accounts_payable stay with the rules)
  listPayments: anyOf(...PAYABLES),
  getPayment: anyOf(...PAYABLES),
  checkPayment: anyOf(...PAYABLES),
  createPayment: anyOf(...PAYABLES),
  listPaymentFavorites: anyOf(...PAYABLES),
  getPaymentReceipt: anyOf(...PAYABLES),
  approvePayments: anyOf(...PAYABLES_APPROVE),
  rejectPayments: anyOf(...PAYABLES_APPROVE),
  cancelPayment: anyOf(...PAYABLES_APPROVE),
  // /reports (002 §2.5, §6): sales reports for SELLER_ADMIN or SELLER_REPORTS, 'Extrato de contas' for
  // BANKING_ADMIN or BANKING_REPORT; the list for the route's roles, filtered by type in the rule.
  requestReport: anyOf(...SALES_REPORT_ROLES),
  requestBankStatementReport: anyOf(...BANK_REPORT_ROLES),
  listReports: anyOf(...REPORT_PAGE),
  sendChargeReport: anyOf(...CHARGES),
  // payment: invoices
  listChargeInvoices: anyOf(...INVOICES),
  emitChargeInvoice: anyOf(...INVOICES),
  sendChargeInvoiceEmail: anyOf(...INVOICES),
  cancelInvoice: anyOf(...INVOICES),
  getInvoiceConfig: anyOf(...INVOICES),
  updateInvoiceConfig: anyOf('SELLER_CONFIG_NF'),
  // payment: subscriptions, plans and links
  listSubscriptions: anyOf(...SUBSCRIPTIONS),
  getSubscription: anyOf(...SUBSCRIPTIONS),
  listPlans: anyOf(...PLAN_READERS),
  getPlan: anyOf(...PLAN_READERS),
  updateSubscription: anyOf(...SUBSCRIPTIONS),
  setSubscriptionStatus: anyOf(...SUBSCRIPTIONS),
  setSubscriptionInvoice: anyOf(...SUBSCRIPTIONS),
  createSubscription: anyOf(...SUBSCRIPTIONS),
  importSubscription: anyOf(...SUBSCRIPTIONS),
  createPlan: anyOf(...PLAN_CREATORS),
  updatePlan: anyOf(...CHECKOUT),
  setPlanActive: anyOf(...CHECKOUT),
  getDefaultCheckout: anyOf(...CHECKOUT_READERS),
  createCheckout: anyOf(...CHECKOUT),
  updateCheckout: anyOf(...CHECKOUT),
  checkSubdomain: anyOf(...CHECKOUT),
  createPaymentLink: anyOf(...PAYMENT_LINKS),
  getPaymentLink: anyOf(...PAYMENT_LINKS),
  deletePaymentLink: anyOf(...PAYMENT_LINKS),
  listPaymentLinks: anyOf(...PAYMENT_LINKS),
  updatePaymentLink: anyOf(...PAYMENT_LINKS),
  simulatePaymentLinkInstallments: anyOf(...PAYMENT_LINKS),
  getPaymentLinkSettings: anyOf(...PAYMENT_LINKS),
  // payment: API keys, never reachable with an API key (integration-access.ts)
  listApiKeys: anyOf(...API_KEYS),
  createApiKey: anyOf(...API_KEYS),
  updateApiKey: anyOf(...API_KEYS),
  deleteApiKey: anyOf(...API_KEYS),
  setApiKeyActive: anyOf(...API_KEYS),
  listWebhooks: anyOf(...WEBHOOKS),
  createWebhook: anyOf(...WEBHOOKS),
  updateWebhook: anyOf(...WEBHOOKS),
  deleteWebhook: anyOf(...WEBHOOKS),
  setWebhookActive: anyOf(...WEBHOOKS),
  rotateWebhookSecret: anyOf(...WEBHOOKS),
  listWebhookAttempts: anyOf(...WEBHOOKS),
  resendWebhookDelivery: anyOf(...WEBHOOKS),
  listEvents: anyOf(...EVENTS),
  replayEvent: anyOf(...EVENTS),
  // payment: settings (payment methods, late fine and interest)
  getDefaultPaymentMethods: anyOf(...PAYMENT_SETTINGS),
  updateDefaultPaymentMethods: anyOf(...PAYMENT_SETTINGS),
  getPaymentMethods: anyOf(...PAYMENT_METHOD_READERS),
  updatePaymentMethods: anyOf(...PAYMENT_SETTINGS),
  getDefaultTax: anyOf(...PAYMENT_SETTINGS),
  updateDefaultTax: anyOf(...PAYMENT_SETTINGS),
  // §6 of both documents: 'The fraud check is loaded for SELLER_ADMIN'.
  getAntiFraudStatus: anyOf(...FRAUD_CHECK_ROLES),
  // §6: the payment-link split also needs SELLER_ADMIN (or the provider's staff).
  previewPaymentLinkSplit: {
    kind: 'roles',
    roles: [PAYMENT_LINKS, ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE']],
  },
  listSplitSubSellers: {
    kind: 'roles',
    roles: [PAYMENT_LINKS, ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE']],
  },
  updatePaymentLinkSplit: {
    kind: 'roles',
    roles: [PAYMENT_LINKS, ['SELLER_MASTER', 'SELLER_ADMIN', 'SELLER_BACKOFFICE']],
  },
} as const satisfies Record<string, OperationAccess>;

export type OperationId = keyof typeof OPERATION_ACCESS;

/** Whether a caller holding `roles` passes the operation's gate (public and two-factor ones: anyone). */
export function mayCall(access: OperationAccess, roles: readonly string[]): boolean {
  if (access.kind !== 'roles') return true;
  return access.roles.every((group) => hasAnyRole(roles, group));
}
