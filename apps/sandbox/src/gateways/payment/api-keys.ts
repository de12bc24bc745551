import type { payment } from '@balcao/client';
import {
  createApiKey,
  deleteApiKey,
  listApiKeys,
  setApiKeyActive,
  updateApiKey,
} from '../../areas/api-keys/keys';
import { callerOf } from '../../http/operation';
import type { Handlers } from '../types';

type Ops = payment.operations;

/** Integração > Chaves API: the keys themselves; what a key may call is decided at the edge (http/access.ts). */
export const apiKeysHandlers: Pick<
  Handlers<Ops>,
  'listApiKeys' | 'createApiKey' | 'updateApiKey' | 'deleteApiKey' | 'setApiKeyActive'
> = {
  listApiKeys: ({ query, ...input }, { db, clock }) =>
    listApiKeys(db, clock, callerOf(input), { page: query.page ?? 0, size: query.size ?? 20 }),
  createApiKey: ({ body, ...input }, { db, clock }) => createApiKey(db, clock, callerOf(input), body),
  updateApiKey: ({ params, body, ...input }, { db, clock }) =>
    updateApiKey(db, clock, callerOf(input), params.id, body),
  setApiKeyActive: ({ params, body, ...input }, { db, clock }) =>
    setApiKeyActive(db, clock, callerOf(input), params.id, body),
  deleteApiKey: async ({ params, ...input }, { db, clock }) => {
    await deleteApiKey(db, clock, callerOf(input), params.id);
    return undefined;
  },
};
