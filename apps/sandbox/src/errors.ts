/** The one error shape of every gateway: `{ errors: [{ code, description }], message }`. */
export interface ErrorBody {
  errors: { code: string; description: string }[];
  message: string;
}

export function errorBody(code: string, description: string): ErrorBody {
  return { errors: [{ code, description }], message: description };
}

export interface HttpErrorOptions {
  headers?: Record<string, string>;
  /**
   * Commit what the operation wrote before failing. Only for writes that are the point of the failure
   * (a failed sign-in counted, a reused refresh token's family revoked); every other error rolls back.
   */
  keepWrites?: boolean;
}

/** A failure a rule means to report, with its status and a Portuguese description. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly headers: Record<string, string>;
  readonly keepWrites: boolean;

  constructor(statusCode: number, code: string, description: string, options: HttpErrorOptions = {}) {
    super(description);
    this.statusCode = statusCode;
    this.code = code;
    // Every 409 a rule raises is final (a state that forbids the call, a key reused with another
    // body), not lock contention: clients that retry 409s by default, like the SDK, are told not to.
    this.headers =
      statusCode === 409 ? { 'x-should-retry': 'false', ...options.headers } : (options.headers ?? {});
    this.keepWrites = options.keepWrites ?? false;
  }

  get body(): ErrorBody {
    return errorBody(this.code, this.message);
  }
}

export const forbidden = () => new HttpError(403, 'FORBIDDEN', 'Você não tem permissão para esta operação.');

export const unauthorized = (description = 'Sessão expirada ou inválida.') =>
  new HttpError(401, 'UNAUTHORIZED', description);

export const notFound = (description = 'Registro não encontrado.') =>
  new HttpError(404, 'NOT_FOUND', description);

export const badRequest = (description: string, code = 'VALIDATION') => new HttpError(400, code, description);

/**
 * The one rule for conflicts (docs/decisions/2026-12-05-conflitos-409.md): a valid request that what already
 * exists forbids (a duplicate, a status, a setting missing or off, a one-time step already used) is a 409;
 * a request wrong in itself, or asking more money than there is, a 400.
 */
export const conflict = (description: string, code: string) => new HttpError(409, code, description);

export const tooManyAttempts = (retryAfterSeconds: number, options: HttpErrorOptions = {}) =>
  new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Muitas tentativas. Tente novamente em alguns minutos.', {
    ...options,
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

/** Every problem of a request at once, in the form's words: one 400 whose `errors` has an item per problem. */
export class ValidationErrors extends HttpError {
  constructor(readonly descriptions: readonly string[]) {
    super(400, 'VALIDATION', descriptions[0] ?? 'Requisição inválida.');
  }

  override get body(): ErrorBody {
    return {
      errors: this.descriptions.map((description) => ({ code: 'VALIDATION', description })),
      message: this.message,
    };
  }
}
