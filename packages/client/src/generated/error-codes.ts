/**
 * Generated from the `x-error-codes` of openapi/*.yaml by scripts/lib/error-codes.mjs.
 * Do not edit: change the documents and run `pnpm gen`. `pnpm gen:check` fails when this file is out of date.
 */

/** The codes each operation answers, by HTTP status, besides `anyOperationErrorCodes`. */
export const operationErrorCodes = {
  /** PATCH /core/sellers/user-terms/current */
  acceptCurrentTerms: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** POST /banking/payments/approval */
  approvePayments: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND', 'PAYMENT_NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'PAYMENT_EXPIRED', 'PAYMENT_NOT_REQUESTED'],
    428: ['CONFIRMATION_INVALID', 'CONFIRMATION_REQUIRED'],
  },
  /** DELETE /banking/cards */
  cancelCard: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** DELETE /payment/sellers/invoices/{id}/company/{cnpj} */
  cancelInvoice: {
    400: ['INVOICE_COMPANY', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'INVOICE_STATUS'],
  },
  /** DELETE /banking/payments/{transferId} */
  cancelPayment: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND', 'PAYMENT_NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'PAYMENT_NOT_CANCELLABLE'],
  },
  /** PATCH /banking/limits/change-limit */
  changeCardLimit: {
    400: ['INVALID_LIMIT', 'LIMIT_ABOVE_GLOBAL', 'LIMIT_NOT_ALLOWED', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /banking/payments/create */
  checkPayment: {
    400: ['FAVORITE_AMBIGUOUS', 'INVALID_BARCODE', 'INVALID_PIX_KEY', 'OWN_PIX_KEY', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND', 'PIX_KEY_NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /payment/subdomains/{subDomain}/exists */
  checkSubdomain: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** POST /banking/redeems/anticipation/amount */
  confirmAnticipation: {
    400: ['ABOVE_MAXIMUM', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
    428: ['CONFIRMATION_INVALID', 'CONFIRMATION_REQUIRED'],
  },
  /** POST /banking/key/confirmation/{challengeId} */
  confirmPixKey: {
    400: ['INVALID_CODE', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'PIX_KEY_CHALLENGE_EXPIRED'],
  },
  /** POST /core/step-up */
  confirmStepUp: {
    400: ['INVALID_CODE', 'INVALID_PASSWORD', 'STEP_UP_FORM', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    429: ['TOO_MANY_ATTEMPTS'],
  },
  /** GET /core/notification-panel/quantity-unread */
  countUnreadNotifications: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** POST /payment/seller-api-tokens */
  createApiKey: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['API_KEY_LIMIT', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /payment/cartas/cancelamento */
  createCancellationLetter: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['CHARGE_STATUS', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /banking/cards */
  createCard: {
    400: ['INVALID_CARD_NAME', 'INVALID_LIMIT', 'LIMIT_ABOVE_GLOBAL', 'LIMIT_NOT_ALLOWED', 'LIMIT_REQUIRED', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /payment/charges */
  createCharge: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** POST /payment/checkouts */
  createCheckout: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['CHECKOUT_EXISTS', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'SUBDOMAIN_TAKEN'],
  },
  /** POST /payment/seller-clients */
  createCustomer: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['DUPLICATE_DOCUMENT', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /banking/payments */
  createPayment: {
    400: ['AMOUNT_MISMATCH', 'FAVORITE_AMBIGUOUS', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
    428: ['CONFIRMATION_INVALID', 'CONFIRMATION_REQUIRED'],
  },
  /** POST /payment/payment-links */
  createPaymentLink: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /banking/key */
  createPixKey: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['ACCOUNT_NOT_ACTIVE', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'PIX_KEY_ALREADY_REGISTERED', 'PIX_KEY_LIMIT'],
  },
  /** POST /payment/plans */
  createPlan: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /payment/subscriptions */
  createSubscription: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /payment/sellers/subseller */
  createSubSeller: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['DUPLICATE_DOCUMENT', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /banking/v1/products/{id}/applications */
  createTreasuryApplication: {
    400: ['INSUFFICIENT_BALANCE', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND', 'PRODUCT_NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
    428: ['CONFIRMATION_INVALID', 'CONFIRMATION_REQUIRED'],
  },
  /** POST /banking/v1/banking/transfers */
  createTreasuryWithdrawal: {
    400: ['INSUFFICIENT_BALANCE', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
    428: ['CONFIRMATION_INVALID', 'CONFIRMATION_REQUIRED'],
  },
  /** POST /core/app/v1/users */
  createUser: {
    400: ['BANKING_PROFILE_UNAVAILABLE', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['EMAIL_IN_USE', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
    429: ['TOO_MANY_ATTEMPTS'],
  },
  /** POST /payment/seller-api-webhooks */
  createWebhook: {
    400: ['VALIDATION', 'WEBHOOK_TARGET'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'WEBHOOK_LIMIT'],
  },
  /** DELETE /payment/seller-api-tokens/{id} */
  deleteApiKey: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** DELETE /payment/charges/{id} */
  deleteCharge: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['CHARGE_STATUS', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** DELETE /payment/payment-links/{id} */
  deletePaymentLink: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** DELETE /banking/key/{id} */
  deletePixKey: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** DELETE /core/sellers/authenticated/users/{id} */
  deleteUser: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'OWN_USER'],
  },
  /** DELETE /payment/seller-api-webhooks/{id} */
  deleteWebhook: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** POST /payment/charges/{id}/invoices */
  emitChargeInvoice: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['CHARGE_STATUS', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'INVOICE_CONFIG', 'INVOICE_EXISTS'],
  },
  /** GET /banking/activity-log/csv */
  exportActivityLog: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /banking/redeems/statement/csv */
  exportStatementCsv: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** POST /banking/cards/invoices/generate-payment */
  generateCardInvoicePayment: {
    400: ['INSUFFICIENT_BALANCE', 'NOTHING_TO_PAY', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['INVOICE_NOT_FOUND', 'NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'INVOICE_NOT_PAYABLE', 'PAYMENT_PENDING'],
    428: ['CONFIRMATION_INVALID', 'CONFIRMATION_REQUIRED'],
  },
  /** POST /core/twofactor/generate */
  generateTwoFactorSecret: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'TWO_FACTOR_ENABLED'],
  },
  /** GET /payment/sellers/anti-fraud */
  getAntiFraudStatus: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/automation/refunds/balance */
  getAutomationRefundBalance: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** GET /banking/accounts */
  getBankAccount: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /banking/accounts/activation */
  getBankAccountActivation: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /banking/accounts/balance */
  getBankAccountBalance: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['ACCOUNT_NOT_ACTIVE', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/card/{id} */
  getCard: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['CARD_NOT_FOUND', 'NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/cards/invoices/{yearMonth} */
  getCardInvoice: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['INVOICE_NOT_FOUND', 'NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/cards/invoices/payments/{id} */
  getCardInvoicePayment: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/cards/invoices/settings */
  getCardInvoiceSettings: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/cards/invoices/summary */
  getCardInvoiceSummary: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/limits */
  getCardLimits: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /payment/charges/{id} */
  getCharge: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** GET /payment/charges/{id}/split */
  getChargeSplit: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** GET /payment/redeems/statement/charge/{id} */
  getChargeStatement: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** GET /core/public/companies/{document} */
  getCompanyByCnpj: {
    400: ['INVALID_CNPJ', 'VALIDATION'],
    404: ['NOT_FOUND'],
  },
  /** GET /core/sellers/user-terms/current */
  getCurrentTerms: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/seller-clients/{id} */
  getCustomer: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** GET /payment/checkouts/default */
  getDefaultCheckout: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** GET /payment/sellers/default-payments-method */
  getDefaultPaymentMethods: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/sellers/default-tax */
  getDefaultTax: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /banking/redeems */
  getFinancialBalance: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/sellers/invoice-config */
  getInvoiceConfig: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/seller-notifications */
  getNotificationSettings: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /banking/payments/{transferId} */
  getPayment: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND', 'PAYMENT_NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /payment/payment-links/{id} */
  getPaymentLink: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** GET /payment/payment-links/settings */
  getPaymentLinkSettings: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/sellers/payment-methods */
  getPaymentMethods: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /banking/payments/{transferId}/receipt */
  getPaymentReceipt: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND', 'PAYMENT_NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'RECEIPT_NOT_AVAILABLE'],
  },
  /** GET /banking/cards/invoices/verify-pending-payment */
  getPendingCardInvoicePayment: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/sellers/transfers */
  getPendingTransfersTotal: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /banking/accounts/limits */
  getPixLimits: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['ACCOUNT_NOT_ACTIVE', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /payment/plans/{id} */
  getPlan: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** GET /core/public/postal-codes/{cep}/json */
  getPostalCode: {
    400: ['VALIDATION'],
  },
  /** GET /payment/charges/{id}/refunds/eligibility */
  getRefundEligibility: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** GET /payment/sellers/balance */
  getSellerBalance: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /core/sellers-blocked-malga-cerc */
  getSellerBlock: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/seller/dashboard */
  getSellerDashboard: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /core/step-up/settings */
  getStepUpSettings: {
    401: ['UNAUTHORIZED'],
  },
  /** GET /payment/subscriptions/{id} */
  getSubscription: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** GET /payment/sellers/subseller/{id} */
  getSubSeller: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** GET /banking/v1/products/summary */
  getTreasurySummary: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['ACCOUNT_NOT_ACTIVE', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /core/twofactor/status */
  getTwoFactorStatus: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /core/app/v1/users/{id} */
  getUser: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** POST /payment/subscriptions/import */
  importSubscription: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/activity-log */
  listActivityLog: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /banking/redeems/anticipations */
  listAnticipations: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/seller-api-tokens */
  listApiKeys: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /banking/cards/invoices */
  listCardInvoices: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/cards */
  listCards: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['ACCOUNT_NOT_ACTIVE', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/transactions */
  listCardTransactions: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /payment/invoices/charge/{id} */
  listChargeInvoices: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** GET /payment/charges */
  listCharges: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/seller-clients */
  listCustomers: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/charges/dashboard */
  listDashboardCharges: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/events */
  listEvents: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /core/users/feature-toggles */
  listFeatureToggles: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /banking/redeems/statement/future */
  listFutureEntries: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /core/notification-panel */
  listNotifications: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /banking/cards/invoices/ready-for-payment */
  listPayableCardInvoices: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/payments/favorites */
  listPaymentFavorites: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /payment/payment-links */
  listPaymentLinks: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /banking/payments */
  listPayments: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['ACCOUNT_NOT_ACTIVE', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/sellers/transfers/approve */
  listPendingTransfers: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /banking/key/{id} */
  listPixKeys: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['ACCOUNT_NOT_ACTIVE', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /payment/plans */
  listPlans: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/charges/{id}/pos/refunds */
  listPosRefunds: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** GET /payment/automation/reports */
  listReports: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/payment-links/subseller */
  listSplitSubSellers: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /banking/redeems/statement */
  listStatement: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/subscriptions */
  listSubscriptions: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/sellers/subseller */
  listSubSellers: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /banking/v1/products/{id}/applications */
  listTreasuryApplications: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND', 'PRODUCT_NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/v1/ledger */
  listTreasuryLedger: {
    400: ['INVALID_PERIOD', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/v1/banking/withdrawals */
  listTreasuryWithdrawals: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /core/app/v1/users/profiles */
  listUserProfiles: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /core/app/v1/users */
  listUsers: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** GET /payment/seller-api-webhooks/{id}/attempts */
  listWebhookAttempts: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** GET /payment/seller-api-webhooks */
  listWebhooks: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** PATCH /core/notification-panel/read-all */
  markAllNotificationsRead: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** PATCH /core/notification-panel/{id}/read */
  markNotificationRead: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** PATCH /payment/charges/{id}/manual-pay */
  payChargeManually: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['CHARGE_STATUS', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /payment/payment-links/split-preview */
  previewPaymentLinkSplit: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/sellers/transfers/preview */
  previewWithdrawal: {
    400: ['ABOVE_MAXIMUM', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['BALANCE_TO_RELEASE_UNAVAILABLE', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /banking/v1/application/{id}/withdrawals */
  redeemTreasuryApplication: {
    400: ['INSUFFICIENT_BALANCE', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['APPLICATION_PROCESSING', 'APPLICATION_REDEEMED', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
    428: ['CONFIRMATION_INVALID', 'CONFIRMATION_REQUIRED'],
  },
  /** POST /core/public/auth/refresh-token */
  refreshToken: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /payment/charges/{id}/refunds */
  refundCharge: {
    400: ['Não é possível estornar essa transação', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
    428: ['CONFIRMATION_INVALID', 'CONFIRMATION_REQUIRED'],
  },
  /** POST /payment/sellers/subseller/{id}/split */
  registerSubSellerSplit: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'SPLIT_ACTIVE', 'SPLIT_PENDING'],
  },
  /** POST /banking/payments/rejection */
  rejectPayments: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'PAYMENT_EXPIRED', 'PAYMENT_NOT_REQUESTED'],
  },
  /** PATCH /banking/cards/rename-card */
  renameCard: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['CARD_CANCELLED', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /payment/events/{id}/replay */
  replayEvent: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'WEBHOOK_INACTIVE'],
  },
  /** POST /banking/redeems/anticipation */
  requestAnticipation: {
    400: ['NOTHING_TO_ANTICIPATE', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
    428: ['CONFIRMATION_INVALID', 'CONFIRMATION_REQUIRED'],
  },
  /** POST /payment/automation/refunds */
  requestAutomationRefund: {
    400: ['Não é possível estornar essa transação', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /banking/bank/statements/report */
  requestBankStatementReport: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** PATCH /payment/charges/{id}/refund */
  requestChargeback: {
    400: ['Não é possível estornar essa transação', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['CHARGE_STATUS', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** PATCH /core/public/users/reset-password */
  requestPasswordReset: {
    400: ['VALIDATION'],
    429: ['TOO_MANY_ATTEMPTS'],
  },
  /** PATCH /payment/charges/{id}/pos/refunds */
  requestPosRefund: {
    400: ['Não é possível estornar essa transação', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['CHARGE_STATUS', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
    428: ['CONFIRMATION_INVALID', 'CONFIRMATION_REQUIRED'],
  },
  /** POST /payment/automation/reports */
  requestReport: {
    400: ['INVALID_PERIOD', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /banking/email-messages/revenue-anticipation */
  requestRevenueAnticipationContact: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['ANTICIPATION_ENABLED', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /banking/sellers/transfers */
  requestTransfer: {
    400: ['BELOW_MINIMUM', 'INSUFFICIENT_BALANCE', 'VALIDATION', 'WITHDRAWAL_BLOCKED'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['ANTICIPATION_ALREADY_USED', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
    428: ['CONFIRMATION_INVALID', 'CONFIRMATION_REQUIRED'],
  },
  /** POST /banking/v1/bank/statements/balance */
  requestTreasuryStatement: {
    400: ['INVALID_PERIOD', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /payment/charges/{id}/reschedule */
  rescheduleCharge: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['CHARGE_STATUS', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /payment/seller-api-webhooks/{id}/deliveries/{deliveryId}/resend */
  resendWebhookDelivery: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'WEBHOOK_INACTIVE'],
  },
  /** GET /banking/card/{id}/sensitive-data */
  revealCardData: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['CARD_CANCELLED', 'CARD_DATA_UNREADABLE', 'CARD_PENDING', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
    429: ['TOO_MANY_REVEALS'],
  },
  /** POST /payment/seller-api-webhooks/{id}/secret/rotate */
  rotateWebhookSecret: {
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /banking/v1/banking/card/transactions */
  sendCardStatement: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /payment/charges/{id}/invoice-email */
  sendChargeInvoiceEmail: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'INVOICE_STATUS'],
  },
  /** POST /payment/sellers/send-charge-report */
  sendChargeReport: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** PATCH /payment/seller-api-tokens/{id}/active */
  setApiKeyActive: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** PATCH /banking/cards/invoices/update-due-day/{day} */
  setCardInvoiceDueDay: {
    400: ['INVALID_DUE_DAY', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['DUE_DAY_ALREADY_SET', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** PATCH /payment/seller-notifications/migration/active */
  setEveryNotificationActive: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** PATCH /core/public/password-tokens/{token} */
  setNewPassword: {
    400: ['VALIDATION'],
    404: ['NOT_FOUND'],
  },
  /** PATCH /payment/seller-notifications/active */
  setNotificationActive: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** PATCH /payment/plans/{id} */
  setPlanActive: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** PATCH /payment/subscriptions/{id}/invoice */
  setSubscriptionInvoice: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** PATCH /payment/subscriptions/{id}/status */
  setSubscriptionStatus: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'SUBSCRIPTION_STATUS'],
  },
  /** PATCH /payment/sellers/subseller/{id}/active */
  setSubSellerActive: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** POST /core/twofactor/enabled */
  setTwoFactorEnabled: {
    400: ['INVALID_CODE', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'TWO_FACTOR_ENABLED', 'TWO_FACTOR_NOT_STARTED'],
    429: ['TOO_MANY_ATTEMPTS'],
  },
  /** PATCH /payment/seller-api-webhooks/{id}/active */
  setWebhookActive: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** POST /core/public/auth/sign-in */
  signIn: {
    400: ['VALIDATION'],
    401: ['BAR-0001', 'BAR-0002', 'UNAUTHORIZED'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
    429: ['TOO_MANY_ATTEMPTS'],
  },
  /** POST /core/public/auth/sign-out */
  signOut: {
    400: ['VALIDATION'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /banking/seller/antecipation/rate */
  simulateAnticipation: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['ANTICIPATION_DISABLED', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** POST /banking/seller/antecipation/rate */
  simulateAnticipationWithBody: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** GET /payment/payment-links/installments-payment */
  simulatePaymentLinkInstallments: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** POST /banking/accounts/activation */
  submitBankAccountActivation: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['ACCOUNT_ACTIVE', 'ACCOUNT_PENDING', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** PUT /payment/seller-api-tokens/{id} */
  updateApiKey: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** PATCH /banking/cards */
  updateCardStatus: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['CARD_NOT_FOUND', 'NOT_FOUND'],
    409: ['CARD_CANCELLED', 'IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** PUT /payment/checkouts/{id} */
  updateCheckout: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'SUBDOMAIN_TAKEN'],
  },
  /** PUT /payment/seller-clients/{id} */
  updateCustomer: {
    400: ['DOCUMENT_READ_ONLY', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** PATCH /payment/seller-clients/{id}/address */
  updateCustomerAddress: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** PATCH /payment/sellers/default-payments-method */
  updateDefaultPaymentMethods: {
    400: ['PAYMENT_METHODS', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** PATCH /payment/sellers/default-tax */
  updateDefaultTax: {
    400: ['LATE_TAX', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** PATCH /payment/sellers/invoice-config */
  updateInvoiceConfig: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'INVOICE_CONFIG'],
  },
  /** PATCH /payment/seller-notifications/basic */
  updateNotificationIdentification: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** PUT /payment/payment-links/{id} */
  updatePaymentLink: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** PATCH /payment/payment-links/sub-seller/payment */
  updatePaymentLinkSplit: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** PATCH /payment/sellers/payment-methods */
  updatePaymentMethods: {
    400: ['PAYMENT_METHODS', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** PATCH /banking/accounts/limits */
  updatePixLimit: {
    400: ['PIX_LIMIT_TOO_HIGH', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
  },
  /** PUT /payment/plans/{id} */
  updatePlan: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** PUT /core/step-up/settings */
  updateStepUpSettings: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
  },
  /** PATCH /payment/subscriptions/{id} */
  updateSubscription: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'SUBSCRIPTION_STATUS'],
  },
  /** PATCH /payment/sellers/subseller/{id} */
  updateSubSeller: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** PATCH /payment/sellers/subseller/{id}/accounts */
  updateSubSellerAccounts: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** PATCH /payment/sellers/subseller/{id}/address */
  updateSubSellerAddress: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** PATCH /payment/sellers/subseller/{id}/contacts */
  updateSubSellerContacts: {
    400: ['VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** PATCH /core/app/v1/users/{id} */
  updateUser: {
    400: ['BANKING_PROFILE_UNAVAILABLE', 'VALIDATION'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED', 'OWN_USER', 'USER_NOT_EDITABLE'],
  },
  /** PUT /payment/seller-api-webhooks/{id} */
  updateWebhook: {
    400: ['VALIDATION', 'WEBHOOK_TARGET'],
    401: ['UNAUTHORIZED'],
    403: ['API_KEY_FORBIDDEN', 'FORBIDDEN'],
    404: ['NOT_FOUND'],
  },
  /** POST /core/twofactor/verify */
  verifyTwoFactor: {
    400: ['TWO_FACTOR_FORM', 'VALIDATION'],
    401: ['BAR-0003', 'UNAUTHORIZED'],
    409: ['IDEMPOTENCY_CONFLICT', 'IDEMPOTENCY_NOT_REPLAYED'],
    429: ['TOO_MANY_ATTEMPTS'],
  },
} as const;

/** What the HTTP layer may answer to any operation, before it runs (body, size, host, faults). */
export const anyOperationErrorCodes = {
  400: ['BAD_REQUEST', 'BAD_URL', 'BODY_TOO_DEEP', 'INVALID_CONTENT_LENGTH', 'INVALID_JSON', 'UNSUPPORTED_MEDIA_TYPE'],
  413: ['BODY_TOO_LARGE'],
  414: ['URI_TOO_LONG'],
  415: ['UNSUPPORTED_MEDIA_TYPE'],
  421: ['HOST_NOT_ALLOWED'],
  500: ['BAR-9999'],
  501: ['NOT_IMPLEMENTED'],
  503: ['SANDBOX_FAULT'],
} as const;

type CodesOf<T> = T extends readonly (infer Code)[] ? Code : never;
type Table = typeof operationErrorCodes;

/** Every operation of the three gateways, by its `operationId`. */
export type OperationId = keyof Table;

export type AnyOperationErrorCode = CodesOf<(typeof anyOperationErrorCodes)[keyof typeof anyOperationErrorCodes]>;

/** The codes an operation may answer (with `Status`, only those of that status). */
export type ErrorCodeOf<Op extends OperationId, Status extends keyof Table[Op] = keyof Table[Op]> =
  | CodesOf<Table[Op][Status]>
  | AnyOperationErrorCode;

/** Every code the gateways answer. */
export type ErrorCode = { [Op in OperationId]: ErrorCodeOf<Op> }[OperationId];
