import { APITimeoutError, APIUserAbortError } from './errors';

/**
 * What a call ends with when the caller's signal aborted it: a deadline (`AbortSignal.timeout()`, or any
 * abort whose reason is a `TimeoutError`) is a timeout, like the SDK's own `timeoutMs`; any other abort
 * is the caller's decision. Neither is retried: the signal stays aborted. The reason is the cause.
 */
export function abortError(signal: AbortSignal): APITimeoutError | APIUserAbortError {
  const cause: unknown = signal.reason;
  const deadline =
    typeof cause === 'object' && cause !== null && (cause as { name?: unknown }).name === 'TimeoutError';
  if (deadline)
    return new APITimeoutError("Request timed out: the caller's signal reached its deadline.", { cause });
  return new APIUserAbortError(undefined, { cause });
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError(signal);
}

/** Settles like `promise`, or rejects with `abortError` as soon as the caller's signal aborts. */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The waits between retries. An object rather than a bare function so that tests can replace
 * `sleep` (`vi.spyOn(timers, 'sleep')`) and assert the delays without waiting them out.
 */
export const timers = {
  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });
    return abortable(wait, signal).finally(() => clearTimeout(timer));
  },
};
