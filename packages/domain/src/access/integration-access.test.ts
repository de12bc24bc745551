import { describe, expect, it } from 'vitest';
import {
  API_KEY_TITLE_MAX_MESSAGE,
  API_KEY_TITLE_REQUIRED_MESSAGE,
  apiKeyTitleError,
  defaultApiKeyTitle,
  INTEGRATION_OPERATIONS,
  INTEGRATION_ROLES,
  isApiKeyToken,
  mayIntegrationCall,
} from './integration-access';
import { mayCall, OPERATION_ACCESS, type OperationId } from './operation-access';

describe('what an API key may call', () => {
  it('reaches what an integrator scripts', () => {
    for (const id of [
      'listCharges',
      'createCustomer',
      'createPaymentLink',
      'importSubscription',
      'createPlan',
    ])
      expect(mayIntegrationCall(id), id).toBe(true);
    expect(mayIntegrationCall('createSubSeller')).toBe(true);
  });

  it('reaches the financial page and the sales reports, as the seller’s administrator may', () => {
    for (const id of [
      'getFinancialBalance',
      'listStatement',
      'listFutureEntries',
      'requestTransfer',
      'listPendingTransfers',
      'simulateAnticipation',
      'requestAnticipation',
      'listAnticipations',
      'requestReport',
      'listReports',
    ])
      expect(mayIntegrationCall(id), id).toBe(true);
  });

  it('never reaches users, settings, API keys, the bank account or a session’s own calls', () => {
    const never: OperationId[] = [
      'listUsers',
      'createUser',
      'deleteUser',
      'listApiKeys',
      'createApiKey',
      'setApiKeyActive',
      'getInvoiceConfig',
      'updateInvoiceConfig',
      'updateCheckout',
      'getSellerBalance',
      'getChargeStatement',
      'sendChargeReport',
      'requestBankStatementReport',
      'acceptCurrentTerms',
      'listNotifications',
    ];
    for (const id of never) expect(mayIntegrationCall(id), id).toBe(false);
    // An operation nobody added (a webhook call, a banking one) is refused by default.
    expect(mayIntegrationCall('createWebhook')).toBe(false);
  });

  it('lists only role-gated operations the seller’s administrator may call', () => {
    for (const id of INTEGRATION_OPERATIONS) {
      expect(OPERATION_ACCESS[id].kind, id).toBe('roles');
      expect(mayCall(OPERATION_ACCESS[id], INTEGRATION_ROLES), id).toBe(true);
    }
  });

  it('tells a key from a session token by its prefix', () => {
    expect(isApiKeyToken('bk_test_abc')).toBe(true);
    expect(isApiKeyToken('eyJhbGciOiJIUzI1NiJ9.x.y')).toBe(false);
  });
});

describe('the key’s title', () => {
  it('suggests the next number and asks for a title of at most 60 characters', () => {
    expect(defaultApiKeyTitle(0)).toBe('Chave 1');
    expect(defaultApiKeyTitle(2)).toBe('Chave 3');
    expect(apiKeyTitleError('  ')).toBe(API_KEY_TITLE_REQUIRED_MESSAGE);
    expect(apiKeyTitleError('x'.repeat(61))).toBe(API_KEY_TITLE_MAX_MESSAGE);
    expect(apiKeyTitleError('<b>')).toMatch(/< e >/);
    expect(apiKeyTitleError(' ERP da loja ')).toBeNull();
  });
});
