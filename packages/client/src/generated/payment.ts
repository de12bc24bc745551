/**
 * Generated from openapi/payment.yaml by openapi-typescript.
 * Do not edit: change the document and run `pnpm gen` (node scripts/gen.mjs).
 * `pnpm gen:check` fails when this file is out of date.
 */

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
