/** One item of the gateways' error body `{ errors: [{ code, description }] }`. */
export interface ApiErrorItem {
  code: string;
  description: string;
}

/** Messages of §7.5 of the common specification, plus the timeout the documents leave open. */
export const API_ERROR_MESSAGES = {
  unknown: 'Erro desconhecido',
  notJson: 'Erro ao acessar API',
  connection: 'Erro de conexão com o servidor',
  timeout: 'Tempo de resposta esgotado',
  sessionExpired: 'Sessão expirada. Entre novamente.',
} as const;

/** Status given to failures that never reached a response, as §7.5 asks (network) or we decided (timeout). */
export const CONNECTION_ERROR_STATUS = 500;
export const TIMEOUT_STATUS = 408;

/**
 * Why a call failed, for code to branch on (never the Portuguese message, which is for people): the
 * gateway answered with an error, the deadline passed, the connection failed or was cut, or the session
 * ended and could not be renewed.
 */
export type ApiErrorKind = 'response' | 'timeout' | 'connection' | 'session-ended';

/** Every failure of a call made through `createClients`, whatever its cause. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 500 for a network failure, 408 for a timeout. */
  readonly status: number;
  /** The body's errors list (empty when the body had none), for 'code - description' toasts. */
  readonly errors: ApiErrorItem[];
  /** The parsed JSON body, or the raw text, or undefined when there was no response. */
  readonly body: unknown;
  readonly kind: ApiErrorKind;

  constructor(init: {
    status: number;
    message: string;
    /** Default 'response': the gateway answered. */
    kind?: ApiErrorKind;
    errors?: ApiErrorItem[];
    body?: unknown;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.body = init.body;
    this.kind = init.kind ?? 'response';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** One line per error item as §8 shows them ('code - description'), or the message when there are none. */
export function errorLines(error: ApiError): string[] {
  if (error.errors.length === 0) return [error.message];
  return error.errors.map((item) => `${item.code} - ${item.description}`);
}

function errorItems(value: unknown): ApiErrorItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({ code: String(item.code ?? ''), description: String(item.description ?? '') }));
}

/** Builds the ApiError of §7.5 from an error body already read: parsed JSON, or text that was not JSON. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  if (typeof body === 'string' || body === undefined) {
    return new ApiError({ status, message: API_ERROR_MESSAGES.notJson, body });
  }
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof fields.message === 'string' && fields.message !== '' ? fields.message : API_ERROR_MESSAGES.unknown;
  return new ApiError({ status, message, errors: errorItems(fields.errors), body });
}

/** Reads a failed response's body into an ApiError following §7.5. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const { status } = response;
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    return new ApiError({ status, message: API_ERROR_MESSAGES.notJson, cause });
  }
  try {
    return apiErrorFromBody(status, JSON.parse(text));
  } catch {
    return apiErrorFromBody(status, text);
  }
}

/**
 * Turns what `fetch` threw into an ApiError, or returns undefined when the caller aborted the
 * request on purpose: a cancellation is not a failure, and query libraries expect the abort error.
 */
export function apiErrorFromThrown(error: unknown, signal: AbortSignal): ApiError | undefined {
  if (isApiError(error)) return error;
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    const timedOut =
      typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError';
    if (!timedOut) return undefined;
    return new ApiError({
      status: TIMEOUT_STATUS,
      message: API_ERROR_MESSAGES.timeout,
      kind: 'timeout',
      cause: error,
    });
  }
  return new ApiError({
    status: CONNECTION_ERROR_STATUS,
    message: API_ERROR_MESSAGES.connection,
    kind: 'connection',
    cause: error,
  });
}

/**
 * Lets go of a body nobody will read, so the connection can be reused. Not awaited: some
 * streams (msw's among them) settle their cancel only when the other side is done.
 */
export function discardBody(response: Response): void {
  if (response.body && !response.bodyUsed) response.body.cancel().catch(() => {});
}
