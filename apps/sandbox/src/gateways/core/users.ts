import type { core } from '@balcao/client';
import { featureToggles } from '../../areas/sellers/sellers';
import {
  assignableProfiles,
  createSellerUser,
  deleteSellerUser,
  getSellerUser,
  listSellerUsers,
  updateSellerUser,
} from '../../areas/users/management';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = core.operations;

export const usersHandlers: Pick<
  Handlers<Ops>,
  | 'listFeatureToggles'
  | 'listUsers'
  | 'createUser'
  | 'listUserProfiles'
  | 'getUser'
  | 'updateUser'
  | 'deleteUser'
> = {
  listFeatureToggles: (input, { db, clock }) => featureToggles(db, clock, callerOf(input)),
  listUsers: (input, { db, clock }) => listSellerUsers(db, clock, callerOf(input), input.query),
  createUser: (input, { db, clock }) =>
    createSellerUser(db, clock, callerOf(input), {
      ...input.body,
      appUrl: input.appUrl,
      peerAddress: input.peerAddress,
    }),
  listUserProfiles: (input, { db, clock }) => assignableProfiles(db, clock, callerOf(input)),
  getUser: (input, { db, clock }) => getSellerUser(db, clock, callerOf(input), input.params.id),
  updateUser: (input, { db, clock }) =>
    updateSellerUser(db, clock, callerOf(input), input.params.id, input.body),
  deleteUser: async (input, { db, clock }) => {
    await deleteSellerUser(db, clock, callerOf(input), input.params.id);
    return undefined;
  },
};
