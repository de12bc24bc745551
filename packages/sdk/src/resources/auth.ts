import { APIPromise } from '../core/api-promise';
import type { SignIn } from '../core/sign-in';
import { abortable } from '../core/timers';
import type { Session } from '../core/types';

export class Auth {
  readonly #signIn: SignIn;

  /** @internal */
  constructor(signIn: SignIn) {
    this.#signIn = signIn;
  }

  /**
   * Signs in with the client's `credentials` now rather than on the first call (two-factor step
   * included), stores the session and returns it. Rejects with AuthenticationError when the
   * client has no credentials or the gateway refuses them.
   */
  signIn(options: { signal?: AbortSignal } = {}): APIPromise<Session> {
    return new APIPromise(abortable(this.#signIn.run(), options.signal));
  }
}
