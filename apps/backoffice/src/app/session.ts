import type { Session, SessionStore } from '@balcao/client';
import {
  type BankingStatus,
  bankingStatusFor,
  type FeatureToggle,
  mergeSessionRoles,
  type Role,
} from '@balcao/domain';

/** What the app keeps in local storage (§3.1): the server's session plus the derived features and banking status. */
export type AppSession = Session & {
  features: FeatureToggle[];
  bankingStatus: BankingStatus;
  /** The toggles failed at sign-in: `features` is empty for now and the next private page asks again. */
  featuresPending?: true;
};

/**
 * The signed-in user as routes and components see it, read from the store each time so that a
 * refresh (new roles) or a sign-out is seen at once. Put in the router context; components take
 * roles from there, never from storage.
 */
export interface Auth {
  readonly session: AppSession | null;
  readonly roles: Role[];
  readonly features: FeatureToggle[];
  readonly bankingStatus: BankingStatus;
  store: SessionStore<AppSession>;
}

export function createAuth(store: SessionStore<AppSession>): Auth {
  return {
    store,
    get session() {
      return store.get();
    },
    get roles() {
      const session = store.get();
      return session ? mergeSessionRoles(session.roles, session.bankingRoles) : [];
    },
    get features() {
      return store.get()?.features ?? [];
    },
    get bankingStatus() {
      const session = store.get();
      return session?.bankingStatus ?? bankingStatusFor(session?.bankingRoles ?? []);
    },
  };
}

/** The session as first stored after sign-in, before the feature list arrives. */
export function toAppSession(session: Session, features: FeatureToggle[] = []): AppSession {
  return { ...session, features, bankingStatus: bankingStatusFor(session.bankingRoles) };
}
