import type { APIPromise } from '../core/api-promise';
import type { PageIterator } from '../core/pagination';
import type { Plan, PlanListParams, PlanPage } from '../core/payment-types';
import type { RequestOptions, Transport } from '../core/transport';

/**
 * The seller's subscription plans, read only. For the roles that pick a plan: SELLER_MASTER,
 * SELLER_ADMIN, SELLER_BACKOFFICE, SELLER_CHECKOUT, SELLER_SUBSCRIPTIONS and SELLER_PAYMENT_LINK
 * (others get a PermissionDeniedError); another seller's plan is a NotFoundError. Each plan has a
 * price per periodicity (`basicValues`: MONTHLY, SEMESTER, YEARLY), in decimal reais.
 */
export class Plans {
  readonly #transport: Transport;

  /** @internal */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /**
   * Every plan (inactive ones included) whose title contains `title`, by title, fetched `size` at
   * a time (20 by default) as the loop asks for them.
   *
   * @example
   * for await (const plan of balcao.plans.list({ title: 'essencial' })) {
   *   console.log(plan.title, plan.active, plan.basicValues.map((price) => `${price.type} ${price.value}`));
   * }
   */
  list(params: PlanListParams = {}, options?: RequestOptions): PageIterator<Plan, PlanPage> {
    const { payment } = this.#transport;
    const { page: firstPage = 0, ...query } = params;
    return this.#transport.paginate(
      firstPage,
      (page, init) => payment.GET('/plans', { ...init, params: { query: { ...query, page } } }),
      options,
    );
  }

  /**
   * One plan.
   *
   * @example
   * const plan = await balcao.plans.retrieve(1);
   * const monthly = plan.basicValues.find((price) => price.type === 'MONTHLY');
   */
  retrieve(id: number, options?: RequestOptions): APIPromise<Plan> {
    const { payment } = this.#transport;
    return this.#transport.request({
      method: 'GET',
      authenticated: true,
      call: (init) => payment.GET('/plans/{id}', { ...init, params: { path: { id } } }),
      options,
    });
  }
}
