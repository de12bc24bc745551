/** A successful call: the parsed body and the HTTP response it came from (body already read). */
export interface WithResponse<T> {
  data: T;
  response: Response;
}

/**
 * What every resource method returns: await it for the data, or call `.withResponse()` for the
 * response too (headers such as `x-request-id`, the status). The request starts when the method is
 * called, as with any promise; the data promise is derived only when someone awaits it, so a
 * caller who only uses `.withResponse()` does not leave a second rejection unhandled.
 */
export class APIPromise<T> implements PromiseLike<T> {
  readonly #result: Promise<WithResponse<T>>;
  #data: Promise<T> | undefined;

  constructor(result: Promise<WithResponse<T>>) {
    this.#result = result;
  }

  withResponse(): Promise<WithResponse<T>> {
    return this.#result;
  }

  #parsed(): Promise<T> {
    this.#data ??= this.#result.then((result) => result.data);
    return this.#data;
  }

  // biome-ignore lint/suspicious/noThenProperty: being a thenable is the point of this class.
  then<A = T, B = never>(
    onfulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#parsed().then(onfulfilled, onrejected);
  }

  catch<B = never>(onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<T | B> {
    return this.#parsed().catch(onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#parsed().finally(onfinally);
  }

  get [Symbol.toStringTag](): string {
    return 'APIPromise';
  }
}

/**
 * The same call with its data reshaped (e.g. a `{ data: [...] }` wrapper taken off), response
 * untouched. A function rather than a method, so that it stays out of the public class.
 */
export function mapData<T, U>(promise: APIPromise<T>, transform: (data: T) => U): APIPromise<U> {
  return new APIPromise(
    promise.withResponse().then(({ data, response }) => ({ data: transform(data), response })),
  );
}
