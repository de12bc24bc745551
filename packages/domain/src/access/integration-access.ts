import * as v from 'valibot';
import { noMarkup } from '../customers/customer-schema';
import { VALIDATION_MESSAGES } from '../forms/validation-messages';
import type { OperationId } from './operation-access';
import type { Role } from './roles';

/**
 * What an API key may do: the operations an integrator scripts against the acquiring API, acting for
 * the seller. It is written as a list of operations rather than a set of profile roles because the
 * sub-seller calls are gated by administrator roles that would also open users and settings; and a list
 * refuses every operation added later until someone puts it here on purpose. Each is one the seller's
 * administrator may call (INTEGRATION_ROLES). Never users, settings (invoice configuration, checkout page,
 * notifications, payment methods), API keys, webhooks (their secrets; the event log is here), the charges report sent by e-mail, or the business
 * bank account (its statement report, Pix, cards): those need a user's session.
 */
export const INTEGRATION_OPERATIONS = [
  // customers
  'listCustomers',
  'createCustomer',
  'getCustomer',
  'updateCustomer',
  'updateCustomerAddress',
  // charges, refunds and what a reconciliation reads
  'listCharges',
  'getCharge',
  'createCharge',
  'rescheduleCharge',
  'deleteCharge',
  'payChargeManually',
  'getChargeSplit',
  'getRefundEligibility',
  'refundCharge',
  'getAutomationRefundBalance',
  'requestAutomationRefund',
  'createCancellationLetter',
  'listDashboardCharges',
  'getSellerDashboard',
  // payment links
  'listPaymentLinks',
  'createPaymentLink',
  'getPaymentLink',
  'updatePaymentLink',
  'deletePaymentLink',
  'simulatePaymentLinkInstallments',
  'previewPaymentLinkSplit',
  'listSplitSubSellers',
  'updatePaymentLinkSplit',
  'getPaymentLinkSettings',
  // subscriptions and plans
  'listSubscriptions',
  'getSubscription',
  'updateSubscription',
  'setSubscriptionStatus',
  'setSubscriptionInvoice',
  'createSubscription',
  'importSubscription',
  'listPlans',
  'getPlan',
  'createPlan',
  'updatePlan',
  'setPlanActive',
  // sub-sellers (marketplaces register their recipients by script)
  'listSubSellers',
  'createSubSeller',
  'getSubSeller',
  'updateSubSeller',
  'updateSubSellerAddress',
  'updateSubSellerAccounts',
  'updateSubSellerContacts',
  'setSubSellerActive',
  'registerSubSellerSplit',
  // the financial page: balances, statement, withdrawals and anticipations of the acquiring account
  'getFinancialBalance',
  'listStatement',
  'listFutureEntries',
  'exportStatementCsv',
  'getPendingTransfersTotal',
  'listPendingTransfers',
  'previewWithdrawal',
  'requestTransfer',
  'simulateAnticipation',
  'simulateAnticipationWithBody',
  'confirmAnticipation',
  'requestAnticipation',
  'listAnticipations',
  // /reports: the sales reports, to the e-mail the request names
  'requestReport',
  'listReports',
  // the event log behind `balcao listen`: the events, never the webhooks' secrets
  'listEvents',
  'replayEvent',
] as const satisfies readonly OperationId[];

/**
 * The roles an API key holds where a rule looks at roles beyond the operation (which reports it lists, the
 * finance and anticipation checks, the split): the seller's administrator of the acquiring side, never a
 * banking profile. The seller's feature toggles still apply.
 */
export const INTEGRATION_ROLES = ['SELLER_ADMIN'] as const satisfies readonly Role[];

const INTEGRATION_SET: ReadonlySet<string> = new Set(INTEGRATION_OPERATIONS);

/** Whether an API key may call the operation (its roles are not consulted: the grant is this list). */
export function mayIntegrationCall(operationId: string): boolean {
  return INTEGRATION_SET.has(operationId);
}

/** How a secret of this sandbox starts: recognisable in logs and by secret scanners. */
export const API_KEY_PREFIX = 'bk_test_';

/** Whether a bearer value is an API key rather than a session token (a JWT never starts so). */
export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** §5: title required, default 'Chave {n+1}'. */
export const API_KEY_TITLE_REQUIRED_MESSAGE = VALIDATION_MESSAGES.required;
export const API_KEY_TITLE_MAX_MESSAGE = 'O título deve ter no máximo 60 caracteres!';
const API_KEY_TITLE_MAX = 60;

/** §8. */
export const API_KEY_MESSAGES = {
  created: 'Token criado com sucesso!',
  updated: 'Token atualizado com sucesso!',
  deleted: 'Token deletado com sucesso!',
  activated: 'Token ativado com sucesso!',
  deactivated: 'Token desativado com sucesso',
  copied: 'Token copiado para a área de transferência!',
} as const;

/** The screen's suggestion for the next key: one more than the keys listed. */
export function defaultApiKeyTitle(existing: number): string {
  return `Chave ${existing + 1}`;
}

export const apiKeyTitleSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(API_KEY_TITLE_REQUIRED_MESSAGE),
  v.maxLength(API_KEY_TITLE_MAX, API_KEY_TITLE_MAX_MESSAGE),
  noMarkup,
);

/** The title's first problem, or null; the form and the gateway ask the same question. */
export function apiKeyTitleError(title: string): string | null {
  const result = v.safeParse(apiKeyTitleSchema, title);
  return result.success ? null : (result.issues[0]?.message ?? API_KEY_TITLE_REQUIRED_MESSAGE);
}
