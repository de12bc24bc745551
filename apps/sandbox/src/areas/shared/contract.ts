/**
 * Rule inputs typed from the contract's generated `operations`, so that a query parameter or body field
 * added to or dropped from an OpenAPI document changes the rule's type with it.
 */

/** The query parameters an operation declares. */
export type ContractQuery<Operation> = Operation extends { parameters: { query?: infer Query } }
  ? NonNullable<Query>
  : never;

/**
 * The query as a rule gets it: the parameters the gateway fills with the contract's defaults (page,
 * size, sort…) are always there.
 */
export type QueryWithDefaults<
  Operation,
  Defaulted extends keyof ContractQuery<Operation>,
> = ContractQuery<Operation> & Required<Pick<ContractQuery<Operation>, Defaulted>>;

/** The JSON body an operation accepts. */
export type ContractBody<Operation> = Operation extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
