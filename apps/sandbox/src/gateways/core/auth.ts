import type { core } from '@balcao/client';
import { requestPasswordReset, setNewPassword } from '../../areas/auth/password-reset';
import { signOut } from '../../areas/auth/session';
import { refreshSession, signIn, verifyTwoFactor } from '../../areas/auth/sign-in';
import { unauthorized } from '../../errors';
import type { Handlers } from '../types';

type Ops = core.operations;

export const authHandlers: Pick<
  Handlers<Ops>,
  'signIn' | 'refreshToken' | 'signOut' | 'verifyTwoFactor' | 'requestPasswordReset' | 'setNewPassword'
> = {
  // `attemptReference` is accepted for the contract's sake but counts for nothing: a client may leave it out.
  signIn: ({ body, peerAddress }, { db, clock, tokens }) =>
    signIn(db, clock, tokens, {
      email: body.credentials.email,
      password: body.credentials.password,
      peerAddress,
    }),

  refreshToken: ({ body }, { db, clock, tokens }) => refreshSession(db, clock, tokens, body.refreshToken),

  signOut: async ({ body }, { db, clock }) => {
    await signOut(db, clock, body.refreshToken);
    return undefined;
  },

  verifyTwoFactor: ({ query, twoFactor }, { db, clock, tokens }) => {
    if (twoFactor === null) throw unauthorized();
    return verifyTwoFactor(db, clock, tokens, twoFactor, query.code);
  },

  requestPasswordReset: async ({ body, appUrl, peerAddress }, { db, clock }) => {
    await requestPasswordReset(db, clock, { email: body.email, appUrl, peerAddress });
    return undefined;
  },

  setNewPassword: async ({ body, params }, { db, clock }) => {
    await setNewPassword(db, clock, { token: params.token, newPassword: body.newPassword });
    return undefined;
  },
};
