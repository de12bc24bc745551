import type { core } from '@balcao/client';
import { callerOf } from '../../http/operation';
import { featureToggles } from '../../rules/sellers';
import type { Handlers } from '../types';

type Ops = core.operations;

export const usersHandlers: Pick<Handlers<Ops>, 'listFeatureToggles'> = {
  listFeatureToggles: (input, { db, clock }) => featureToggles(db, clock, callerOf(input)),
};
