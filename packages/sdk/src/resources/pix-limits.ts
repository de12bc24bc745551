import type { banking } from '@balcao/client';
import { type APIPromise, mapData } from '../core/api-promise';
import { BalcaoError } from '../core/errors';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

type Schemas = banking.components['schemas'];
/**
 * A Pix transfer limit of the checking account: `period` DAY (06:00–19:59:59) or NIGHT (20:00–05:59:59,
 * São Paulo). `amount` is in force; `scheduledAmount` is an increase in process, in force at `scheduledFor`.
 */
export type PixLimit = Schemas['PixLimit'];
export type PixLimitUpdateParams = Schemas['PixLimitUpdate'];
/** Both windows' limits by name, each narrowed to its period. */
export interface PixLimitsByPeriod {
  day: PixLimit & { period: 'DAY' };
  night: PixLimit & { period: 'NIGHT' };
}

/** The gateway answers a list; it is read by each item's `period`, never by its position. */
function byPeriod(limits: PixLimit[]): PixLimitsByPeriod {
  const day = limits.find((limit): limit is PixLimitsByPeriod['day'] => limit.period === 'DAY');
  const night = limits.find((limit): limit is PixLimitsByPeriod['night'] => limit.period === 'NIGHT');
  if (!day || !night) throw new BalcaoError('The gateway did not answer both Pix limits (DAY and NIGHT).');
  return { day, night };
}

/**
 * The Pix limits of the business account (/pix-config), for B_SELLER_ADMIN, SELLER_BACKOFFICE,
 * BANKING_ADMIN or BANKING_WALLET. Both calls need the account ACTIVE: otherwise a ConflictError
 * `ACCOUNT_NOT_ACTIVE` ('Conta não configurada.').
 */
export class PixLimits extends APIResource {
  /**
   * The day and the night limit as they stand now, by name.
   *
   * @example
   * const { night } = await balcao.pix.limits.get();
   * if (night.scheduledAmount !== null) console.log(`R$ ${night.scheduledAmount} a partir de ${night.scheduledFor}`);
   */
  get(options?: RequestOptions): APIPromise<PixLimitsByPeriod> {
    const result = this._get('banking', '/accounts/limits', {}, options);
    return mapData(result, byPeriod);
  }

  /**
   * Changes one limit, in reais with at most two decimals (0 to 1,000,000). A higher amount is
   * scheduled for 24 hours later (the Banco Central's rule) and comes back in `scheduledAmount`; a
   * lower one is in force at once and drops a pending increase of that period. Not retried on
   * failure: a PATCH carries no idempotency key (though sending the same amount twice is harmless).
   *
   * @example
   * const { night } = await balcao.pix.limits.get();
   * const after = await balcao.pix.limits.update({ limitId: night.limitId, accountId: night.accountId, amount: 3000 });
   * console.log(after.amount, after.scheduledAmount, after.scheduledFor); // 1000, 3000, tomorrow at this time
   */
  update(params: PixLimitUpdateParams, options?: RequestOptions): APIPromise<PixLimit> {
    return this._patch('banking', '/accounts/limits', { body: params }, options);
  }
}
