import { API_ERROR_MESSAGES } from './api-error';

export interface TimedSignal {
  /** Aborts with the caller's reason, or with a TimeoutError once `timeoutMs` has passed. */
  signal: AbortSignal | undefined;
  /** Lets go of the timer and of the listener on the caller's signal, once the call has settled. */
  done(): void;
}

/**
 * One call's deadline on a signal that also follows the caller's own. `AbortSignal.any` with
 * `AbortSignal.timeout` does the same at a cost that showed on a one-millisecond call; this one is
 * let go of as soon as the call settles. A TimeoutError is what `apiErrorFromThrown` reports as 408.
 * With the timeout off (0, or not finite) the caller's signal is used as it is.
 */
export function timedSignal(timeoutMs: number, caller: AbortSignal | undefined): TimedSignal {
  if (!(timeoutMs > 0 && Number.isFinite(timeoutMs))) return { signal: caller, done: () => {} };
  const controller = new AbortController();
  const follow = () => controller.abort(caller?.reason);
  if (caller?.aborted) follow();
  else caller?.addEventListener('abort', follow, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException(API_ERROR_MESSAGES.timeout, 'TimeoutError')),
    timeoutMs,
  );
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', follow);
    },
  };
}
