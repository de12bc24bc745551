import type { core } from '@balcao/client';
import { requestPasswordReset, setNewPassword } from '../../areas/auth/password-reset';
import { signOut } from '../../areas/auth/session';
import { refreshSession, signIn, verifyTwoFactor } from '../../areas/auth/sign-in';
import { badRequest, unauthorized } from '../../errors';
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

  // Two forms (000 §7.1): the code in the query with the token as bearer, or both in the body.
  verifyTwoFactor: ({ query, body: sent, twoFactor }, { db, clock, tokens }) => {
    if (twoFactor === null) throw unauthorized();
    // No body at all arrives as null.
    const body = sent ?? undefined;
    if (query.code !== undefined && body !== undefined)
      throw badRequest('Envie o código na consulta ou no corpo, não nos dois.', 'TWO_FACTOR_FORM');
    const code = query.code ?? body?.pin;
    if (code === undefined) throw badRequest('Informe o código de verificação.', 'TWO_FACTOR_FORM');
    return verifyTwoFactor(db, clock, tokens, twoFactor, code);
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
