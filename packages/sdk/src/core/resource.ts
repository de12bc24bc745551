import type {
  banking,
  core,
  FetchResponse,
  GatewayCallInit,
  GatewayMethod,
  MaybeOptionalInit,
  payment,
} from '@balcao/client';
import type { APIPromise } from './api-promise';
import type { PagePromise, SpringPage } from './pagination';
import type { CallInit, RequestOptions, Transport } from './transport';

/** The three gateways' contracts, by the name of their client on the transport. */
interface Gateways {
  core: core.paths;
  banking: banking.paths;
  payment: payment.paths;
}
type Gateway = keyof Gateways;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths of a gateway's contract that answer `method`. */
type PathWith<G extends Gateway, M extends Method> = {
  [P in keyof Gateways[G]]: Gateways[G][P] extends Record<M, object> ? P : never;
}[keyof Gateways[G]];
type PathItem<G extends Gateway, P> = Gateways[G][P & keyof Gateways[G]];
/** What the call takes (openapi-fetch's shape of it): `params` (path, query) and `body`, typed by the contract. */
type Init<G extends Gateway, M extends Method, P> = MaybeOptionalInit<
  PathItem<G, P>,
  M & keyof PathItem<G, P>
>;
/** The success body the contract declares for the call (`parseAs` honoured). */
type Data<G extends Gateway, M extends Method, P, I> = NonNullable<
  FetchResponse<PathItem<G, P>[M & keyof PathItem<G, P>] & object, I, 'application/json'>['data']
>;
/** What the contract cannot say about a call. */
interface How {
  /** The call is public (a lookup): no sign-in first, no bearer. Default false. */
  public?: boolean;
  /** The call answers 204 with no body: success resolves to undefined instead of failing. */
  noContent?: boolean;
}

/** A list path's answer as `list()` gives it: its items, page after page, or its first page. */
type ListOf<Page> = Page extends SpringPage<infer Item> ? PagePromise<Item, Page> : never;

/**
 * The base of every resource, as in stripe-node and openai-node: a method names its gateway, its path
 * in the contract, the path's params and body, and the caller's options; `_get`, `_post`… do the rest
 * (the session, the idempotency key of a POST, retries, the error classes, the `APIPromise`), all in
 * the transport. Request and answer are typed from the contract by the path.
 *
 * The init is a function when it computes from the arguments or reads the session: it then runs when
 * the request is sent (after the lazy sign-in, once per attempt), so that a bad argument rejects the
 * `APIPromise` like any other failure instead of throwing before there is one.
 */
export abstract class APIResource {
  readonly #transport: Transport;

  /** @internal */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /**
   * @internal The transport: its session store, and `request` for a method still written the old way
   * (those merged from branches started before this base); new methods use the helpers below.
   */
  protected get _transport(): Transport {
    return this.#transport;
  }

  /** @internal */
  protected _get<G extends Gateway, P extends PathWith<G, 'get'>, I extends Init<G, 'get', P>>(
    gateway: G,
    path: P,
    init: I | (() => I),
    options?: RequestOptions,
    how?: How,
  ): APIPromise<Data<G, 'get', P, I>> {
    return this.#call('get', gateway, path, init, options, how);
  }

  /** @internal */
  protected _post<G extends Gateway, P extends PathWith<G, 'post'>, I extends Init<G, 'post', P>>(
    gateway: G,
    path: P,
    init: I | (() => I),
    options?: RequestOptions,
    how?: How,
  ): APIPromise<Data<G, 'post', P, I>> {
    return this.#call('post', gateway, path, init, options, how);
  }

  /** @internal */
  protected _put<G extends Gateway, P extends PathWith<G, 'put'>, I extends Init<G, 'put', P>>(
    gateway: G,
    path: P,
    init: I | (() => I),
    options?: RequestOptions,
    how?: How,
  ): APIPromise<Data<G, 'put', P, I>> {
    return this.#call('put', gateway, path, init, options, how);
  }

  /** @internal */
  protected _patch<G extends Gateway, P extends PathWith<G, 'patch'>, I extends Init<G, 'patch', P>>(
    gateway: G,
    path: P,
    init: I | (() => I),
    options?: RequestOptions,
    how?: How,
  ): APIPromise<Data<G, 'patch', P, I>> {
    return this.#call('patch', gateway, path, init, options, how);
  }

  /** @internal */
  protected _delete<G extends Gateway, P extends PathWith<G, 'delete'>, I extends Init<G, 'delete', P>>(
    gateway: G,
    path: P,
    init: I | (() => I),
    options?: RequestOptions,
    how?: How,
  ): APIPromise<Data<G, 'delete', P, I>> {
    return this.#call('delete', gateway, path, init, options, how);
  }

  /**
   * @internal A Spring-paged GET as a page promise: `query.page` (zero-based, 0 when absent) is where
   * the walk starts, the rest of the init goes with every page.
   */
  protected _list<G extends Gateway, P extends PathWith<G, 'get'>, I extends Init<G, 'get', P>>(
    gateway: G,
    path: P,
    init: I,
    options?: RequestOptions,
  ): ListOf<Data<G, 'get', P, I>> {
    const params: { query?: { page?: number } } = (init as { params?: object } | undefined)?.params ?? {};
    const { page: firstPage = 0, ...query } = params.query ?? {};
    return this.#transport.paginate(
      firstPage,
      (page, callInit) =>
        untypedCall(this.#transport, 'get', gateway, path as string, {
          ...init,
          params: { ...params, query: { ...query, page } },
        })(callInit) as Promise<{ data: SpringPage<unknown>; response: Response }>,
      options,
    ) as ListOf<Data<G, 'get', P, I>>;
  }

  #call(
    method: Method,
    gateway: Gateway,
    path: string | number | symbol,
    init: object | (() => object) | undefined,
    options: RequestOptions | undefined,
    how: How | undefined,
  ): APIPromise<never> {
    return this.#transport.request<never>({
      method: method.toUpperCase() as GatewayMethod,
      authenticated: !how?.public,
      noContent: how?.noContent,
      call: untypedCall(this.#transport, method, gateway, path as string, init),
      options,
    });
  }
}

/**
 * @internal What the transport's `spec.call` runs for `method path` of a gateway, once per attempt,
 * its answer typed by the contract (as the helpers of `APIResource`, for callers outside one: the
 * sign-in). The init is a function when it reads the session or may throw (see `APIResource`).
 */
export function contractCall<
  G extends Gateway,
  M extends Method,
  P extends PathWith<G, M>,
  I extends Init<G, M, P>,
>(
  transport: Transport,
  method: M,
  gateway: G,
  path: P,
  init: I | (() => I),
): (callInit: CallInit) => Promise<{ data: Data<G, M, P, I>; response: Response }> {
  return untypedCall(transport, method, gateway, path as string, init) as (
    callInit: CallInit,
  ) => Promise<{ data: Data<G, M, P, I>; response: Response }>;
}

/** The contract's types end at the helpers' signatures: below them a call is a method, a path and an init. */
function untypedCall(
  transport: Transport,
  method: Method,
  gateway: Gateway,
  path: string,
  init: object | (() => object) | undefined,
): (callInit: CallInit) => Promise<{ data: never; response: Response }> {
  const upper = method.toUpperCase() as GatewayMethod;
  return (callInit) =>
    transport.call(gateway, upper, path, {
      ...callInit,
      ...(typeof init === 'function' ? init() : init),
    } as GatewayCallInit) as Promise<{ data: never; response: Response }>;
}
