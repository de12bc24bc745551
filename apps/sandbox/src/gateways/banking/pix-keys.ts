import type { banking } from '@balcao/client';
import { confirmPixKey } from '../../areas/pix-keys/challenges';
import { createPixKey, deletePixKey, listPixKeys } from '../../areas/pix-keys/keys';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

export const pixKeysHandlers: Pick<
  Handlers<banking.operations>,
  'listPixKeys' | 'createPixKey' | 'confirmPixKey' | 'deletePixKey'
> = {
  listPixKeys: (input, { db }) => listPixKeys(db, callerOf(input), input.params.id),
  createPixKey: (input, { db, clock }) => createPixKey(db, clock, callerOf(input), input.body),
  confirmPixKey: (input, { db, clock }) =>
    confirmPixKey(db, clock, callerOf(input), input.params.challengeId, input.body.code),
  deletePixKey: async (input, { db }) => {
    await deletePixKey(db, callerOf(input), input.params.id, input.query.keyType);
    return undefined;
  },
};
