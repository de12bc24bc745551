import type { TokenSettings } from '../auth/tokens';
import type { SandboxClock } from '../clock';
import type { Db } from '../db/db';
import type { Caller } from '../rules/caller';

/** What every handler may use besides its input. */
export interface SandboxContext {
  db: Db;
  clock: SandboxClock;
  tokens: TokenSettings;
  /** Where the back-office is served, for links in e-mails; by default the caller's origin. */
  publicAppUrl?: string;
  /** Where this gateway is reached, for links to files it serves; by default the request's origin. */
  publicGatewayUrl?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer security handler. */
    caller?: Caller;
    /** Set by the two-factor security handler: whose second step this is. */
    twoFactorUserId?: number;
  }
}
