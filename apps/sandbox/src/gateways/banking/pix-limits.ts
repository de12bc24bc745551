import type { banking } from '@balcao/client';
import { listPixLimits, updatePixLimit } from '../../areas/pix-limits/limits';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

export const pixLimitsHandlers: Pick<Handlers<banking.operations>, 'getPixLimits' | 'updatePixLimit'> = {
  getPixLimits: (input, { db, clock }) => listPixLimits(db, clock, callerOf(input)),
  updatePixLimit: (input, { db, clock }) => updatePixLimit(db, clock, callerOf(input), input.body),
};
