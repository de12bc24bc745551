import { hasFeature } from '@balcao/domain/access';
import { NOT_REFUNDABLE, type RefundFlow, refundFlow } from '@balcao/domain/charges';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { HttpError } from '../../errors';
import { featureToggles } from '../sellers/sellers';
import type { Caller } from '../shared/caller';
import type { ChargeRow } from './model';

/** The tooltip of the disabled 'Estornar cobrança' (§4), also the code of every refused refund. */

export const REFUNDS_DISABLED = 'Os estornos estão desativados para esta conta.';

/**
 * Why `wanted` is not this charge's refund flow for the caller's feature toggles (§6), or null. The
 * app hides the other flows; the server refuses them too, so a script cannot take a flow the account
 * does not have.
 */
export async function flowRefusal(
  db: Db,
  clock: Clock,
  caller: Caller,
  charge: ChargeRow,
  wanted: Exclude<RefundFlow, 'none'>,
): Promise<string | null> {
  const features = await featureToggles(db, clock, caller);
  const subject = { paymentMethod: charge.payment_method, physicalSale: charge.physical_sale };
  const actual = refundFlow(subject, features);
  if (actual === wanted) return null;
  if (hasFeature(features, 'view_disable_refund')) return REFUNDS_DISABLED;
  if (charge.payment_method === 'BOLETO') return 'Cobranças de boleto não são estornadas pela plataforma.';
  const physical = charge.payment_method === 'CREDIT_CARD' && charge.physical_sale;
  if (wanted === 'pos')
    return physical
      ? 'O estorno na maquininha não está habilitado para esta conta.'
      : 'Só vendas físicas de cartão são estornadas pela maquininha.';
  if (physical) return 'Vendas físicas são estornadas pela maquininha.';
  if (wanted === 'refund') return 'O fluxo de estorno não está habilitado para esta conta.';
  return actual === 'refund'
    ? 'Esta conta estorna pelo fluxo de estorno (Estornar cobrança), não por solicitação de chargeback.'
    : 'Só cobranças de cartão podem ter o estorno solicitado por chargeback.';
}

export async function requireFlow(
  db: Db,
  clock: Clock,
  caller: Caller,
  charge: ChargeRow,
  wanted: Exclude<RefundFlow, 'none'>,
): Promise<void> {
  const reason = await flowRefusal(db, clock, caller, charge, wanted);
  if (reason) throw new HttpError(400, NOT_REFUNDABLE, reason);
}
