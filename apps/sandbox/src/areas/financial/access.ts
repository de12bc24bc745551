import { mayWithdraw } from '@balcao/domain/financial';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { forbidden } from '../../errors';
import { featureToggles } from '../sellers/sellers';
import type { Caller } from '../shared/caller';

/**
 * §6: the roles are checked at the HTTP edge (OPERATION_ACCESS); the feature view_seller_finance is the
 * seller's (or the user's) toggle, so it is checked here, before anything is read or written.
 */
export async function requireFinance(db: Db, clock: Clock, caller: Caller): Promise<void> {
  const features = await featureToggles(db, clock, caller);
  if (!mayWithdraw({ roles: [...caller.roles, ...caller.bankingRoles], features })) throw forbidden();
}
