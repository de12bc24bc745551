import { type BalcaoClients, type Session, type SessionStore, unwrap } from '@balcao/client';
import { deriveFeatures, mergeSessionRoles, needsTwoFactor } from '@balcao/domain/access';
import { type AppSession, lacksFeatures, toAppSession } from '../../app/session';

const DEVICE_KEY = 'balcao.device';

/**
 * §7.1's attemptReference, a per-browser id. The gateway accepts it but counts failures by peer address
 * and account instead, since a client may leave it out (docs/decisions/2026-11-24-seguranca-e-entrada-hostil.md).
 */
export function deviceReference(storage: Storage = localStorage): string {
  let reference = storage.getItem(DEVICE_KEY);
  if (!reference) {
    reference = crypto.randomUUID();
    storage.setItem(DEVICE_KEY, reference);
  }
  return reference;
}

export type SignInResult =
  | { kind: 'signed-in'; session: AppSession }
  | { kind: 'two-factor'; twoFactorToken: string };

export interface AuthDeps {
  clients: BalcaoClients;
  store: { set(session: AppSession): void };
}

export async function signIn(deps: AuthDeps, email: string, password: string): Promise<SignInResult> {
  const session = await unwrap(
    deps.clients.core.POST('/public/auth/sign-in', {
      body: { credentials: { email, password }, attemptReference: deviceReference() },
    }),
  );
  if (needsTwoFactor(session.roles)) return { kind: 'two-factor', twoFactorToken: session.token };
  return { kind: 'signed-in', session: await completeSignIn(deps, session) };
}

/** The second step: the two-factor token is the bearer of this one call (§4.1). */
export async function verifyTwoFactor(
  deps: AuthDeps,
  twoFactorToken: string,
  code: string,
): Promise<AppSession> {
  const session = await unwrap(
    deps.clients.core.POST('/twofactor/verify', {
      params: { query: { code, loginType: 'WEB' } },
      headers: { Authorization: `Bearer ${twoFactorToken}` },
    }),
  );
  return completeSignIn(deps, session);
}

/**
 * Loads the feature toggles with the new token, then stores the session once, with its features (§4.2).
 * Stored before them, the app would leave /login on the bare session, and a reload in that moment kept a
 * session without features for good (the journey met it as a permission page on /seja-pago). A toggle
 * failure is only logged (§8): the user still gets in, with no optional features, and the session is
 * marked so that the next page opened asks for them again (`reloadPendingFeatures`).
 */
async function completeSignIn(deps: AuthDeps, session: Session): Promise<AppSession> {
  try {
    // The caller's own Authorization: the client's middleware neither adds the stored one nor refreshes.
    const withFeatures = await withLoadedFeatures(deps.clients, toAppSession(session));
    deps.store.set(withFeatures);
    return withFeatures;
  } catch (error) {
    console.warn('Falha ao carregar as feature toggles', error);
    const pending = { ...toAppSession(session), featuresPending: true as const };
    deps.store.set(pending);
    return pending;
  }
}

async function withLoadedFeatures(clients: BalcaoClients, session: AppSession): Promise<AppSession> {
  const toggles = await unwrap(
    clients.core.GET('/users/feature-toggles', { headers: { Authorization: `Bearer ${session.token}` } }),
  );
  const roles = mergeSessionRoles(session.roles, session.bankingRoles);
  const { featuresPending: _loaded, ...rest } = session;
  return { ...rest, features: deriveFeatures({ toggles, roles, bankingStatus: session.bankingStatus }) };
}

/**
 * A session whose toggles failed at sign-in, or one stored by an older build without any, asks for them
 * when a private page opens. Failing
 * again keeps the mark (the next page tries once more); a session changed meanwhile (sign-out, another
 * user) is left alone.
 */
export async function reloadPendingFeatures(clients: BalcaoClients, store: SessionStore<AppSession>) {
  const session = store.get();
  if (!session || !lacksFeatures(session)) return;
  try {
    const withFeatures = await withLoadedFeatures(clients, session);
    if (store.get()?.token === session.token) store.set(withFeatures);
  } catch (error) {
    console.warn('Falha ao carregar as feature toggles', error);
  }
}

export async function requestPasswordReset(clients: BalcaoClients, email: string): Promise<void> {
  await unwrap(clients.core.PATCH('/public/users/reset-password', { body: { email } }));
}

export async function setNewPassword(
  clients: BalcaoClients,
  token: string,
  newPassword: string,
): Promise<void> {
  await unwrap(
    clients.core.PATCH('/public/password-tokens/{token}', {
      params: { path: { token } },
      body: { newPassword },
    }),
  );
}

/**
 * Sair: asks the gateway to end this session (its refresh family, and with it the access token), then
 * clears it here whatever the answer, so an unreachable gateway never keeps anyone signed in on this screen.
 */
export async function signOut(
  deps: { clients: BalcaoClients; store: Pick<SessionStore<AppSession>, 'get'> },
  clearLocally: () => void,
): Promise<void> {
  const refreshToken = deps.store.get()?.refreshToken;
  try {
    if (refreshToken) await deps.clients.core.POST('/public/auth/sign-out', { body: { refreshToken } });
  } catch {
    // Not reached, or refused: the session still ends here; the gateway's copy dies within 30 days.
  } finally {
    clearLocally();
  }
}
