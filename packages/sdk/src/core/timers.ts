import { APIUserAbortError } from './errors';

function abortError(signal: AbortSignal): APIUserAbortError {
  return new APIUserAbortError(undefined, { cause: signal.reason });
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError(signal);
}

/** Settles like `promise`, or rejects with APIUserAbortError as soon as the caller's signal aborts. */
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
