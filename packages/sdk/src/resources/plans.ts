import type { APIPromise } from '../core/api-promise';
import type { PagePromise } from '../core/pagination';
import type {
  Plan,
  PlanCreateParams,
  PlanListParams,
  PlanPage,
  PlanUpdateParams,
} from '../core/payment-types';
import { APIResource } from '../core/resource';
import type { RequestOptions } from '../core/transport';

/**
 * The seller's subscription plans. Reading is for the roles that pick a plan: SELLER_MASTER,
 * SELLER_ADMIN, SELLER_BACKOFFICE, SELLER_CHECKOUT, SELLER_SUBSCRIPTIONS and SELLER_PAYMENT_LINK
 * (others get a PermissionDeniedError); creating also for SELLER_SUBSCRIPTIONS (the import's
 * 'Adicionar plano'), editing for SELLER_CHECKOUT and the staff. Another seller's plan is a NotFoundError. Each plan has a
 * price per periodicity (`basicValues`: MONTHLY, SEMESTER, YEARLY), in decimal reais.
 */
export class Plans extends APIResource {
  /**
   * Every plan (inactive ones included) whose title contains `title`, by title, fetched `size` at
   * a time (20 by default) as the loop asks for them.
   *
   * @example
   * for await (const plan of balcao.plans.list({ title: 'essencial' })) {
   *   console.log(plan.title, plan.active, plan.basicValues.map((price) => `${price.type} ${price.value}`));
   * }
   */
  list(params: PlanListParams = {}, options?: RequestOptions): PagePromise<Plan, PlanPage> {
    return this._list('payment', '/plans', { params: { query: params } }, options);
  }

  /**
   * One plan.
   *
   * @example
   * const plan = await balcao.plans.retrieve(1);
   * const monthly = plan.basicValues.find((price) => price.type === 'MONTHLY');
   */
  retrieve(id: number, options?: RequestOptions): APIPromise<Plan> {
    return this._get('payment', '/plans/{id}', { params: { path: { id } } }, options);
  }

  /**
   * A new active plan. `basicValues` has MONTHLY, SEMESTER and YEARLY once each: `valuePerMonth` is the
   * per-month figure and `value` the period's (1, 6 and 12 times it), or a BadRequestError says which.
   *
   * @example
   * const plan = await balcao.plans.create({
   *   title: 'Plano Família', bullets: [{ description: 'Até 5 pessoas' }],
   *   basicValues: [
   *     { type: 'MONTHLY', value: 100, valuePerMonth: 100 },
   *     { type: 'SEMESTER', value: 540, valuePerMonth: 90 },
   *     { type: 'YEARLY', value: 960, valuePerMonth: 80 },
   *   ],
   *   enableBankSlip: true, enableCreditCard: true, enablePixPayment: true,
   * });
   */
  create(params: PlanCreateParams, options?: RequestOptions): APIPromise<Plan> {
    return this._post('payment', '/plans', { body: params }, options);
  }

  /**
   * Replaces a plan, with the creation's rules; subscriptions already sold keep their values.
   *
   * @example
   * await balcao.plans.update(plan.id, { ...params, title: 'Plano Família Plus' });
   */
  update(id: number, params: PlanUpdateParams, options?: RequestOptions): APIPromise<Plan> {
    return this._put('payment', '/plans/{id}', { params: { path: { id } }, body: params }, options);
  }

  /**
   * Turns a plan on or off; an inactive plan cannot be imported or sold in new links.
   *
   * @example
   * await balcao.plans.setActive(plan.id, false);
   */
  setActive(id: number, active: boolean, options?: RequestOptions): APIPromise<Plan> {
    return this._patch('payment', '/plans/{id}', { params: { path: { id } }, body: { active } }, options);
  }
}
