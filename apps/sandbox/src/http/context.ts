import type { TwoFactorStep } from '../areas/auth/session';
import type { SignedToken, TokenSettings } from '../areas/auth/tokens';
import type { Caller } from '../areas/shared/caller';
import type { SandboxClock } from '../clock';
import type { Db } from '../db/db';
import type { Scheduler } from '../scheduler/scheduler';

/** What every handler may use besides its input. */
export interface SandboxContext {
  db: Db;
  clock: SandboxClock;
  tokens: TokenSettings;
  /** Where links in what the product sends point: configuration only, never the request's headers. */
  urls: PublicUrls;
}

/**
 * The public origins of the back-office (links in e-mails) and of this gateway (links to files it
 * serves). Mutable only so that a server told to listen on any free port can fill in the one it got.
 */
export interface PublicUrls {
  app: string;
  gateway: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's scheduler (src/scheduler): `drain()` runs what is due now. */
    scheduler: Scheduler;
  }
  interface FastifyRequest {
    /** Set by the bearer security handler. */
    caller?: Caller;
    /**
     * Set by the bearer security handler instead of `caller` on a read: the session token whose user is
     * read inside the read's own transaction (http/operation.ts), so a GET takes one connection.
     */
    sessionToConfirm?: SignedToken;
    /** Set by the two-factor security handler: whose second step this is, by which token. */
    twoFactor?: TwoFactorStep;
  }
}
