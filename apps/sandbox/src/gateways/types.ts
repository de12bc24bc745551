import type { SandboxContext } from '../http/context';
import type { FileAnswer, OperationInput } from '../http/operation';

type Json<T> = T extends { content: { 'application/json': infer B } }
  ? B
  : T extends { content: { 'application/pdf': unknown } | { 'text/csv': unknown } }
    ? FileAnswer
    : undefined;
/** A required body; an optional one (the verify's second form) may be absent; none is undefined. */
type BodyOf<O> = O extends { requestBody: infer R }
  ? Json<NonNullable<R>>
  : O extends { requestBody?: infer R }
    ? [NonNullable<R>] extends [never]
      ? undefined
      : Json<NonNullable<R>> | undefined
    : undefined;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : undefined;
type PathOf<O> = O extends { parameters: { path?: infer P } } ? NonNullable<P> : undefined;
/** The body of the operation's success: 200, 201 for a creation, or 202 for work accepted for later. */
type SuccessOf<O> = O extends { responses: { 200: infer R } }
  ? Json<R>
  : O extends { responses: { 201: infer R } }
    ? Json<R>
    : O extends { responses: { 202: infer R } }
      ? Json<R>
      : undefined;

/**
 * One handler per operationId of a document, typed from the generated `operations`: the compiler
 * says when an operation of the contract has no handler, or a handler answers another shape.
 */
export type Handlers<Operations> = {
  [K in keyof Operations]: (
    input: OperationInput<BodyOf<Operations[K]>, QueryOf<Operations[K]>, PathOf<Operations[K]>>,
    ctx: SandboxContext,
  ) => Promise<SuccessOf<Operations[K]>>;
};
