import type { Session, SessionStore } from '@balcao/client';
import {
  type BankingStatus,
  bankingStatusFor,
  type FeatureToggle,
  mergeSessionRoles,
  type Role,
} from '@balcao/domain/access';

/** What the app keeps in local storage (§3.1): the server's session plus the derived features and banking status. */
export type AppSession = Session & {
  features: FeatureToggle[];
  bankingStatus: BankingStatus;
  /** The toggles failed at sign-in: `features` is empty for now and the next private page asks again. */
  featuresPending?: true;
};

/**
 * Whether the stored session still lacks its feature list: the toggles failed at sign-in, or the session
 * was stored by an older build that kept no `features` at all (read as none, it would never be completed).
 */
export const lacksFeatures = (session: AppSession | null): boolean =>
  session !== null && (session.featuresPending === true || !Array.isArray(session.features));

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
  /**
   * Keeps the stored status in step with what the gateway just said (the wizard's submission, its read of
   * the account): the menu follows at once instead of at the next refresh.
   */
  setBankingStatus(status: BankingStatus): void;
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
    setBankingStatus(status) {
      const session = store.get();
      if (session && session.bankingStatus !== status) store.set({ ...session, bankingStatus: status });
    },
  };
}

/**
 * The session as first stored after sign-in, before the feature list arrives, with the banking status the
 * gateway stored (002 §3).
 */
export function toAppSession(session: Session, features: FeatureToggle[] = []): AppSession {
  return { ...session, features };
}
