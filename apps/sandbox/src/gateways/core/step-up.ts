import type { core } from '@balcao/client';
import { confirmStepUp } from '../../areas/step-up/confirm';
import { getStepUpSettings, updateStepUpSettings } from '../../areas/step-up/settings';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

export const stepUpHandlers: Pick<
  Handlers<core.operations>,
  'confirmStepUp' | 'getStepUpSettings' | 'updateStepUpSettings'
> = {
  confirmStepUp: ({ body, ...input }, { db, clock }) =>
    confirmStepUp(db, clock, callerOf(input), body, input.peerAddress),
  getStepUpSettings: (input, { db, clock }) => getStepUpSettings(db, clock, callerOf(input)),
  updateStepUpSettings: ({ body, ...input }, { db, clock }) =>
    updateStepUpSettings(db, clock, callerOf(input), body),
};
