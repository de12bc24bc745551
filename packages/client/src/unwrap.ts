import { API_ERROR_MESSAGES, ApiError, apiErrorFromBody } from './api-error';

interface CallResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** A success body type, with "no content" read as the `{}` the client gives for it. */
export type Unwrapped<R extends CallResult> = [Exclude<R['data'], undefined>] extends [never]
  ? Record<string, never>
  : Exclude<R['data'], undefined>;

/**
 * `const charge = await unwrap(payment.GET(...))`: the data typed without `undefined`. The clients
 * already reject failed calls with an ApiError; this only narrows the type, and still throws
 * should a result without data reach it (a client built without the middleware, a HEAD call).
 */
export async function unwrap<R extends CallResult>(call: Promise<R>): Promise<Unwrapped<R>> {
  const result = await call;
  if (result.data !== undefined) return result.data as Unwrapped<R>;
  throw result.response.ok
    ? new ApiError({ status: result.response.status, message: API_ERROR_MESSAGES.unknown })
    : apiErrorFromBody(result.response.status, result.error);
}
