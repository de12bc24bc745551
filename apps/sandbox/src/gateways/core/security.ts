import type { core } from '@balcao/client';
import { setTwoFactorEnabled, startTwoFactorSetup, twoFactorStatus } from '../../areas/auth/two-factor-setup';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = core.operations;

export const securityHandlers: Pick<
  Handlers<Ops>,
  'getTwoFactorStatus' | 'generateTwoFactorSecret' | 'setTwoFactorEnabled'
> = {
  getTwoFactorStatus: (input, { db, clock }) => twoFactorStatus(db, clock, callerOf(input)),
  generateTwoFactorSecret: (input, { db, clock }) => startTwoFactorSetup(db, clock, callerOf(input)),
  setTwoFactorEnabled: ({ query, ...input }, { db, clock }) =>
    setTwoFactorEnabled(db, clock, callerOf(input), {
      enabled: query.enabled,
      ...(query.code !== undefined ? { code: query.code } : {}),
    }),
};
