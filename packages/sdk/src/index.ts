export {
  createMemorySessionStore,
  type ErrorCode,
  type ErrorCodeOf,
  type OperationId,
  type SessionStore,
} from '@balcao/client';
export { Balcao, type BalcaoOptions, DEFAULT_TIMEOUT_MS } from './client';
export { APIPromise, type WithResponse } from './core/api-promise';
export {
  APIConnectionError,
  APITimeoutError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  BalcaoError,
  type BalcaoErrorInit,
  ConfirmationRequiredError,
  ConflictError,
  type ErrorItem,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  SignInErrorCode,
  WebhookVerificationError,
} from './core/errors';
export { PageIterator, PagePromise, type SpringPage } from './core/pagination';
export type {
  BasicValue,
  CancellationLetter,
  Charge,
  Chargeback,
  ChargebackParams,
  ChargeCreateParams,
  ChargeListParams,
  ChargePage,
  ChargeReportParams,
  ChargeReportResult,
  ChargeRescheduleParams,
  ChargeSplitLine,
  ChargeStatementLine,
  ChargeStatus,
  ChargeSummary,
  Checkout,
  CheckoutCreateParams,
  CheckoutUpdateParams,
  Customer,
  CustomerAddressParams,
  CustomerCreateParams,
  CustomerListParams,
  CustomerPage,
  CustomerSummary,
  CustomerUpdateParams,
  DashboardCharge,
  DashboardChargeListParams,
  InstallmentSimulation,
  InstallmentSimulationParams,
  Invoice,
  InvoiceConfig,
  InvoiceConfigUpdateParams,
  InvoiceEmailResult,
  InvoiceStatus,
  PaymentLink,
  PaymentLinkCreateParams,
  PaymentLinkListParams,
  PaymentLinkPage,
  PaymentLinkSettings,
  PaymentLinkSplitShare,
  PaymentLinkType,
  PaymentLinkUpdateParams,
  Periodicity,
  Plan,
  PlanCreateParams,
  PlanListParams,
  PlanPage,
  PlanUpdateParams,
  PosRefundAttempt,
  PosRefundCreateParams,
  Refund,
  RefundBalance,
  RefundCreateParams,
  RefundEligibility,
  RefundEligibilityParams,
  SellerBalance,
  SellerDashboard,
  SellerDashboardParams,
  SplitPreview,
  SplitPreviewParams,
  SplitShare,
  SplitSubSeller,
  SplitSubSellerListParams,
  SplitSubSellerPage,
  SubdomainCheck,
  SubSeller,
  SubSellerAccountParams,
  SubSellerAddressParams,
  SubSellerContactParams,
  SubSellerCreateParams,
  SubSellerListParams,
  SubSellerPage,
  SubSellerSummary,
  SubSellerUpdateParams,
  Subscription,
  SubscriptionCharge,
  SubscriptionImportParams,
  SubscriptionListParams,
  SubscriptionPage,
  SubscriptionStatus,
  SubscriptionSummary,
  SubscriptionUpdateParams,
} from './core/payment-types';
export { DEFAULT_MAX_RETRIES } from './core/retry-policy';
export type { Credentials } from './core/sign-in';
export type { RequestOptions } from './core/transport';
export type {
  Company,
  Notification,
  NotificationListParams,
  NotificationPage,
  PostalAddress,
  PostalAddressFound,
  ProfileOption,
  SellerBlock,
  Session,
  TermsStatus,
  UnreadCount,
  User,
  UserCreateParams,
  UserListParams,
  UserPage,
  UserUpdateParams,
} from './core/types';
export {
  ActivityLog,
  type ActivityLogCsvParams,
  type ActivityLogEntry,
  type ActivityLogListParams,
  type ActivityLogPage,
} from './resources/activity-log';
export {
  type Anticipation,
  type AnticipationContact,
  type AnticipationListParams,
  type AnticipationPage,
  type AnticipationSimulation,
  Anticipations,
} from './resources/anticipations';
export type {
  ApiKey,
  ApiKeyCreated,
  ApiKeyCreateParams,
  ApiKeyListParams,
  ApiKeyPage,
  ApiKeyUpdateParams,
} from './resources/api-keys';
// The resource classes, for annotations; they are built by `new Balcao()`, never by hand.
export { Auth } from './resources/auth';
export { Balance } from './resources/balance';
export {
  type BankAccount,
  type BankAccountActivation,
  type BankAccountActivationParams,
  BankAccountActivationResource,
  type BankAccountActive,
  type BankAccountBalance,
  type BankAccountNotActive,
  BankAccountResource,
  type BankAccountStatus,
} from './resources/bank-account';
export { CancellationLetters } from './resources/cancellation-letters';
export {
  type CardInvoiceMonth,
  type CardInvoiceMonthPage,
  type CardInvoiceMonthSummary,
  type CardInvoicePayment,
  type CardInvoicePaymentParams,
  type CardInvoiceSettings,
  CardInvoices,
  type PayableCardInvoices,
} from './resources/card-invoices';
export {
  type Card,
  type CardCreateParams,
  type CardLimitSummary,
  type CardListParams,
  type CardPage,
  type CardStatementSent,
  Cards,
  type CardTransaction,
  type CardTransactionListParams,
  type CardTransactionPage,
  RevealedCard,
} from './resources/cards';
export { ChargeInvoices } from './resources/charge-invoices';
export { ChargePosRefunds } from './resources/charge-pos-refunds';
export { ChargeRefunds } from './resources/charge-refunds';
export { Charges } from './resources/charges';
export { Checkouts } from './resources/checkouts';
export { Customers } from './resources/customers';
export {
  type EventDelivery,
  type EventListParams,
  type EventPage,
  type EventReplayParams,
  Events,
} from './resources/events';
export { Features } from './resources/features';
export { InvoiceConfigs } from './resources/invoice-config';
export { Lookups } from './resources/lookups';
export {
  type NotificationIdentificationParams,
  type NotificationSettings,
  NotificationSettingsResource,
  type NotificationSwitch,
  type NotificationType,
} from './resources/notification-settings';
export { Notifications } from './resources/notifications';
export { PaymentLinks } from './resources/payment-links';
export {
  DefaultMethods,
  type DefaultPaymentMethods,
  type DefaultPaymentMethodsUpdateParams,
  type LateTax,
  LateTaxes,
  type LateTaxRate,
  type LateTaxUpdateParams,
  PaymentSettings,
} from './resources/payment-settings';
export {
  type Payment,
  type PaymentCheck,
  type PaymentCheckParams,
  type PaymentCreateParams,
  type PaymentFavorite,
  type PaymentFavoriteListParams,
  type PaymentFavoritePage,
  type PaymentListParams,
  type PaymentPage,
  type PaymentStatus,
  Payments,
} from './resources/payments';
export {
  type PixKey,
  type PixKeyChallenge,
  type PixKeyCreateParams,
  type PixKeyRegistered,
  type PixKeyRegistration,
  PixKeys,
  type PixKeyType,
} from './resources/pix-keys';
export {
  type PixLimit,
  PixLimits,
  type PixLimitsByPeriod,
  type PixLimitUpdateParams,
} from './resources/pix-limits';
export { Plans } from './resources/plans';
export {
  type BankStatementReportParams,
  type ReportListParams,
  type ReportRequest,
  type ReportRequestPage,
  type ReportRequestParams,
  Reports,
} from './resources/reports';
export { type AntiFraudStatus, Seller } from './resources/seller';
export {
  type FinancialBalance,
  type FutureEntriesParams,
  Statement,
  type StatementCsvParams,
  type StatementLine,
  type StatementListParams,
  type StatementPage,
} from './resources/statement';
export {
  StepUp,
  type StepUpConfirmation,
  type StepUpConfirmParams,
  type StepUpOperation,
  type StepUpSettings,
  type StepUpSettingsUpdateParams,
} from './resources/step-up';
export { SubSellers } from './resources/sub-sellers';
export { Subscriptions } from './resources/subscriptions';
export { Terms } from './resources/terms';
export {
  type Transfer,
  type TransferCreateParams,
  type TransferListParams,
  type TransferPage,
  Transfers,
  type WithdrawalPreview,
} from './resources/transfers';
export {
  Treasury,
  type TreasuryAccountType,
  type TreasuryApplication,
  type TreasuryApplicationPage,
  type TreasuryApplicationStatus,
  type TreasuryLedgerLine,
  type TreasuryLedgerPage,
  type TreasuryLedgerParams,
  type TreasuryProduct,
  type TreasuryRedemption,
  type TreasuryStatementReport,
  type TreasurySummary,
  type TreasuryWithdrawal,
  type TreasuryWithdrawalPage,
} from './resources/treasury';
export { Users } from './resources/users';
export {
  type WebhookAttempt,
  type WebhookAttemptListParams,
  type WebhookAttemptPage,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEndpointCreateParams,
  type WebhookEndpointListParams,
  type WebhookEndpointPage,
  WebhookEndpoints,
  type WebhookEndpointUpdateParams,
  type WebhookSecret,
} from './resources/webhook-endpoints';
export {
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  type IncomingHeaders,
  type TestDelivery,
  type TestDeliveryParams,
  type WebhookEvent,
  type WebhookEventOf,
  type WebhookEventType,
  type WebhookHeaders,
  type WebhookSignParams,
  Webhooks,
  type WebhookVerifyParams,
} from './resources/webhooks';
