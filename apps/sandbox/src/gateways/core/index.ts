import type { core } from '@balcao/client';
import type { Handlers } from '../types';
import { authHandlers } from './auth';
import { lookupsHandlers } from './lookups';
import { notificationsHandlers } from './notifications';
import { securityHandlers } from './security';
import { sellersHandlers } from './sellers';
import { stepUpHandlers } from './step-up';
import { usersHandlers } from './users';

/** Every operation of `openapi/core.yaml`; the type fails to compile when one is missing. */
export const coreHandlers: Handlers<core.operations> = {
  ...authHandlers,
  ...sellersHandlers,
  ...usersHandlers,
  ...notificationsHandlers,
  ...lookupsHandlers,
  ...securityHandlers,
  ...stepUpHandlers,
};
