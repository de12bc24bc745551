/** openapi-fetch's types of a call's options and answer, for typed wrappers such as the SDK's resources. */
export type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
export {
  API_ERROR_MESSAGES,
  ApiError,
  type ApiErrorItem,
  type ApiErrorKind,
  CONNECTION_ERROR_STATUS,
  errorLines,
  isApiError,
  TIMEOUT_STATUS,
} from './api-error';
export {
  type BalcaoClients,
  type CreateClientsOptions,
  createClients,
  DEFAULT_REFRESH_THRESHOLD_SECONDS,
  DEFAULT_TIMEOUT_MS,
} from './create-clients';
export type {
  Gateway,
  GatewayCall,
  GatewayCallInit,
  GatewayMethod,
  SendRequest,
} from './gateway-call';
export { requestSender } from './gateway-call';
export { createGatewayClock, type GatewayClock } from './gateway-clock';
export type * as banking from './generated/banking';
export type * as core from './generated/core';
export {
  type AnyOperationErrorCode,
  anyOperationErrorCodes,
  type ErrorCode,
  type ErrorCodeOf,
  type OperationId,
  operationErrorCodes,
} from './generated/error-codes';
export type * as payment from './generated/payment';
export { STEP_UP_HEADER, type StepUpHandler } from './middleware/step-up';
export type { SessionEndReason } from './session-keeper';
export {
  createLocalStorageSessionStore,
  createMemorySessionStore,
  type Session,
  type SessionListener,
  type SessionStorageArea,
  type SessionStore,
} from './session-store';
export { type TimedSignal, timedSignal } from './timed-signal';
export { decodeTokenExpiry } from './token';
export { type Unwrapped, unwrap } from './unwrap';
