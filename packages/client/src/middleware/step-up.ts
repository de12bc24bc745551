import type { Middleware } from 'openapi-fetch';
import { apiErrorFromThrown, discardBody } from '../api-error';

export const STEP_UP_HEADER = 'X-Balcao-Confirmation';

/** How the app confirms who moves money: which calls may ask, and the dialog that gets a confirmation. */
export interface StepUpHandler {
  /** The kind of movement a call is (`PAYMENT_APPROVAL`, …), or null for calls that never ask. */
  operationOf(method: string, schemaPath: string): string | null;
  /** Asks the user (code or password) and returns a confirmation for `operation`, or null if they gave up. */
  confirm(operation: string): Promise<string | null>;
}

/**
 * A money call answered 428 (the merchant asks for a confirmation) is sent again, once, with the
 * confirmation the user gave, the same body and the same Idempotency-Key (the refusal freed the key).
 * Registered after auth: its copy carries the bearer, and its `onResponse` runs before auth's.
 */
export function stepUpMiddleware(handler: StepUpHandler): Middleware {
  const sent = new Map<string, { clone: Request; operation: string }>();
  return {
    onRequest({ request, schemaPath, id }) {
      const operation = handler.operationOf(request.method, schemaPath);
      if (!operation || request.headers.has(STEP_UP_HEADER)) return;
      sent.set(id, { clone: request.clone(), operation });
    },
    async onResponse({ response, id, options }) {
      const entry = sent.get(id);
      sent.delete(id);
      if (!entry || response.status !== 428) return;
      const confirmation = await handler.confirm(entry.operation);
      if (!confirmation) return;
      const request = entry.clone;
      request.headers.set(STEP_UP_HEADER, confirmation);
      let retried: Response;
      try {
        retried = await options.fetch(request);
      } catch (error) {
        throw apiErrorFromThrown(error, request.signal) ?? error;
      }
      discardBody(response);
      return retried;
    },
    onError({ id }) {
      sent.delete(id);
    },
  };
}
