export { createMemorySessionStore, type SessionStore } from '@balcao/client';
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
  ConflictError,
  type ErrorItem,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  WebhookVerificationError,
} from './core/errors';
export { PageIterator, type SpringPage } from './core/pagination';
export type {
  Charge,
  ChargeListParams,
  ChargePage,
  ChargeSplitLine,
  ChargeStatementLine,
  ChargeStatus,
  ChargeSummary,
  Customer,
  CustomerAddressParams,
  CustomerCreateParams,
  CustomerListParams,
  CustomerPage,
  CustomerSummary,
  CustomerUpdateParams,
  DashboardCharge,
  DashboardChargeListParams,
  Refund,
  RefundCreateParams,
  RefundEligibility,
  RefundEligibilityParams,
  SellerDashboard,
  SellerDashboardParams,
  SubSeller,
  SubSellerAccountParams,
  SubSellerAddressParams,
  SubSellerContactParams,
  SubSellerCreateParams,
  SubSellerListParams,
  SubSellerPage,
  SubSellerSummary,
  SubSellerUpdateParams,
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
// The resource classes, for annotations; they are built by `new Balcao()`, never by hand.
export { Auth } from './resources/auth';
export { ChargeRefunds } from './resources/charge-refunds';
export { Charges } from './resources/charges';
export { Customers } from './resources/customers';
export { Features } from './resources/features';
export { Lookups } from './resources/lookups';
export { Notifications } from './resources/notifications';
export { Seller } from './resources/seller';
export { SubSellers } from './resources/sub-sellers';
export { Terms } from './resources/terms';
export { Users } from './resources/users';
export {
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  type WebhookSignParams,
  Webhooks,
  type WebhookVerifyParams,
} from './resources/webhooks';
