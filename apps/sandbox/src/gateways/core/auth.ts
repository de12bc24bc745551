import type { core } from '@balcao/client';
import { unauthorized } from '../../http/errors';
import { refreshSession, signIn, verifyTwoFactor } from '../../rules/auth';
import { requestPasswordReset, setNewPassword } from '../../rules/password-reset';
import type { Handlers } from '../types';

type Ops = core.operations;

export const authHandlers: Pick<
  Handlers<Ops>,
  'signIn' | 'refreshToken' | 'verifyTwoFactor' | 'requestPasswordReset' | 'setNewPassword'
> = {
  signIn: ({ body }, { db, clock, tokens }) =>
    signIn(db, clock, tokens, {
      email: body.credentials.email,
      password: body.credentials.password,
      ...(body.attemptReference ? { attemptReference: body.attemptReference } : {}),
    }),

  refreshToken: ({ body }, { db, clock, tokens }) => refreshSession(db, clock, tokens, body.refreshToken),

  verifyTwoFactor: ({ query, twoFactorUserId }, { db, clock, tokens }) => {
    if (twoFactorUserId === null) throw unauthorized();
    return verifyTwoFactor(db, clock, tokens, twoFactorUserId, query.code);
  },

  requestPasswordReset: async ({ body, appUrl }, { db, clock }) => {
    await requestPasswordReset(db, clock, { email: body.email, appUrl });
    return undefined;
  },

  setNewPassword: async ({ body, params }, { db, clock }) => {
    await setNewPassword(db, clock, { token: params.token, newPassword: body.newPassword });
    return undefined;
  },
};
