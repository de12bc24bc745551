import type { WithResponse } from './api-promise';
import { AuthenticationError } from './errors';
import { contractCall } from './resource';
import type { SessionGuard, Transport } from './transport';
import type { Session } from './types';

/** The role the sign-in answers with when the user still owes the two-factor code. */
export const TWO_FACTOR_ROLE = 'TWO_FACTOR_AUTH';

/** A user's e-mail and password; `totpCode` is asked for only when the user has two factors on. */
export interface Credentials {
  email: string;
  password: string;
  /** Returns the current 6-digit code of the user's authenticator app (e.g. from `otplib`). */
  totpCode?: () => string | Promise<string>;
}

/**
 * Signs in with the configured credentials when a call needs a session and the store has none:
 * lazily, once for every call waiting at the same time, with the two-factor step when asked.
 * It never runs with a caller's signal, because other callers may be waiting on it; each caller
 * stops waiting on its own signal instead.
 */
export class SignIn implements SessionGuard {
  readonly #transport: Transport;
  readonly #credentials: Credentials | undefined;
  #inflight: Promise<WithResponse<Session>> | undefined;

  constructor(transport: Transport, credentials: Credentials | undefined) {
    this.#transport = transport;
    this.#credentials = credentials;
  }

  async ensure(): Promise<void> {
    if (this.#transport.store.get() !== null || !this.#credentials) return;
    await this.run();
  }

  canRecover(): boolean {
    return this.#credentials !== undefined && this.#transport.store.get() === null;
  }

  /** Signs in now (sharing a sign-in already running) and stores the session. */
  run(): Promise<WithResponse<Session>> {
    const credentials = this.#credentials;
    if (!credentials) {
      return Promise.reject(
        new AuthenticationError('No credentials: pass `credentials` to `new Balcao()` to sign in.'),
      );
    }
    this.#inflight ??= this.#exchange(credentials).finally(() => {
      this.#inflight = undefined;
    });
    return this.#inflight;
  }

  async #exchange(credentials: Credentials): Promise<WithResponse<Session>> {
    const signedIn = await this.#transport.send({
      method: 'POST',
      authenticated: false,
      call: contractCall(this.#transport, 'post', 'core', '/public/auth/sign-in', {
        body: { credentials: { email: credentials.email, password: credentials.password } },
      }),
    });
    const result = signedIn.data.roles.includes(TWO_FACTOR_ROLE)
      ? await this.#verifyTwoFactor(credentials, signedIn.data.token)
      : signedIn;
    this.#transport.store.set(result.data);
    return result;
  }

  async #verifyTwoFactor(credentials: Credentials, twoFactorToken: string): Promise<WithResponse<Session>> {
    if (!credentials.totpCode) {
      throw new AuthenticationError(
        'This user has two-factor authentication on: pass `credentials.totpCode` to `new Balcao()`.',
      );
    }
    const code = await credentials.totpCode();
    const verify = contractCall(this.#transport, 'post', 'core', '/twofactor/verify', {
      params: { query: { code, loginType: 'API' } },
    });
    return this.#transport.send({
      method: 'POST',
      authenticated: false,
      // The two-factor token is the bearer here; the session's rules leave a caller's bearer alone.
      call: (init) =>
        verify({ ...init, headers: { ...init.headers, Authorization: `Bearer ${twoFactorToken}` } }),
    });
  }
}
