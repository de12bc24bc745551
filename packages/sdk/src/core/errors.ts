import type { ErrorCode } from '@balcao/client';

/**
 * One item of the gateways' error body `{ errors: [{ code, description }] }`, descriptions in Portuguese.
 * `code` is one of the contract's codes (`ErrorCode`; per operation `ErrorCodeOf<'createCustomer'>`), so a
 * comparison with a code that does not exist fails to compile.
 */
export interface ErrorItem {
  code: ErrorCode;
  description: string;
}

/**
 * Readable names for the sign-in's codes, which keep the gateway's `BAR-` numbering on the wire (the
 * specification's sign-in family: the back office shows them as 'code - description').
 *
 * @example
 * if (error instanceof AuthenticationError && error.code === SignInErrorCode.invalidCredentials) { ... }
 */
export const SignInErrorCode = {
  /** Wrong e-mail or password (never says which). */
  invalidCredentials: 'BAR-0001',
  /** Right password, but the user is blocked or inactive. */
  userWithoutAccess: 'BAR-0002',
  /** Wrong or expired two-factor code. */
  invalidTotpCode: 'BAR-0003',
  /** The gateway failed while signing in. */
  signInFailed: 'BAR-9999',
} as const satisfies Record<string, ErrorCode>;

export interface BalcaoErrorInit {
  /** HTTP status; undefined when no response was received (connection failure, timeout, abort). */
  status?: number | undefined;
  errors?: ErrorItem[];
  headers?: Headers | undefined;
  /** The parsed JSON body, or its text when it was not JSON. */
  body?: unknown;
  cause?: unknown;
}

/** Every error the SDK throws on purpose is one of these; `instanceof BalcaoError` catches them all. */
export class BalcaoError extends Error {
  override name = 'BalcaoError';
  readonly status: number | undefined;
  readonly errors: ErrorItem[];
  /** The gateway's `x-request-id`, to quote when asking support about a call. */
  readonly requestId: string | undefined;
  readonly headers: Headers | undefined;
  readonly body: unknown;

  constructor(message: string, init: BalcaoErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.headers = init.headers;
    this.requestId = init.headers?.get('x-request-id') ?? undefined;
    this.body = init.body;
  }

  /** The first error's code (`errors[0].code`): what to branch on. Undefined when no response came. */
  get code(): ErrorCode | undefined {
    return this.errors[0]?.code;
  }
}

export class BadRequestError extends BalcaoError {
  override name = 'BadRequestError';
}
export class AuthenticationError extends BalcaoError {
  override name = 'AuthenticationError';
}
export class PermissionDeniedError extends BalcaoError {
  override name = 'PermissionDeniedError';
}
export class NotFoundError extends BalcaoError {
  override name = 'NotFoundError';
}
export class ConflictError extends BalcaoError {
  override name = 'ConflictError';
}
/** 428: the call moves money and the merchant asks for a confirmation (`stepUp.confirm`); nothing moved. */
export class ConfirmationRequiredError extends BalcaoError {
  override name = 'ConfirmationRequiredError';
}
export class RateLimitError extends BalcaoError {
  override name = 'RateLimitError';
}
export class InternalServerError extends BalcaoError {
  override name = 'InternalServerError';
}

/** The request never got a response: DNS, refused connection, reset socket. */
export class APIConnectionError extends BalcaoError {
  override name = 'APIConnectionError';
  constructor(message = 'Connection error.', init: BalcaoErrorInit = {}) {
    super(message, init);
  }
}

/**
 * No response within `timeoutMs`, or the caller's signal reached its deadline (`AbortSignal.timeout()`,
 * any abort whose reason is a `TimeoutError`; that reason is the `cause`, and it is not retried).
 * A connection error too, so `instanceof APIConnectionError` holds.
 */
export class APITimeoutError extends APIConnectionError {
  override name = 'APITimeoutError';
  constructor(message = 'Request timed out.', init: BalcaoErrorInit = {}) {
    super(message, init);
  }
}

/** The caller's `signal` aborted the call for any reason but a deadline (that reason is the `cause`); never retried. */
export class APIUserAbortError extends BalcaoError {
  override name = 'APIUserAbortError';
  constructor(message = 'Request was aborted.', init: BalcaoErrorInit = {}) {
    super(message, init);
  }
}

/** A webhook whose signature header is missing, malformed, wrong or too old. */
export class WebhookVerificationError extends BalcaoError {
  override name = 'WebhookVerificationError';
}

function errorItems(value: unknown): ErrorItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      // Trusted as the contract's: the sandbox's tests refuse any code its x-error-codes do not list.
      code: String(item.code ?? '') as ErrorCode,
      description: String(item.description ?? ''),
    }));
}

/** The server's own words (Portuguese) after the status, so logs show what the gateway said. */
function statusMessage(status: number, body: unknown, errors: ErrorItem[]): string {
  const summary =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  if (typeof summary === 'string' && summary !== '') return `${status} ${summary}`;
  if (errors.length > 0) return `${status} ${errors.map((e) => `${e.code}: ${e.description}`).join('; ')}`;
  return `${status} status code (no error body)`;
}

/** The error class for an HTTP error response, chosen by status family. */
export function errorFromResponse(
  status: number,
  body: unknown,
  headers: Headers | undefined,
  cause?: unknown,
): BalcaoError {
  const errors =
    typeof body === 'object' && body !== null ? errorItems((body as { errors?: unknown }).errors) : [];
  const message = statusMessage(status, body, errors);
  const init: BalcaoErrorInit = { status, errors, headers, body, cause };
  if (status === 400) return new BadRequestError(message, init);
  if (status === 401) return new AuthenticationError(message, init);
  if (status === 403) return new PermissionDeniedError(message, init);
  if (status === 404) return new NotFoundError(message, init);
  if (status === 409) return new ConflictError(message, init);
  if (status === 428) return new ConfirmationRequiredError(message, init);
  if (status === 429) return new RateLimitError(message, init);
  if (status >= 500) return new InternalServerError(message, init);
  return new BalcaoError(message, init);
}
