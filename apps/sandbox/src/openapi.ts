import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const GATEWAYS = ['core', 'banking', 'payment'] as const;
export type Gateway = (typeof GATEWAYS)[number];

export const defaultOpenapiDir = fileURLToPath(new URL('../../../openapi/', import.meta.url));

export type OpenApiDocument = {
  info?: { title?: string; description?: string; version?: string };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  security?: Record<string, string[]>[];
  [key: string]: unknown;
};

export interface LoadedDocument {
  gateway: Gateway;
  /** The file as written, served at `/openapi/<gateway>.yaml`. */
  source: string;
  document: OpenApiDocument;
}

/** Each file's text and what it parsed to, for the process: tests build a sandbox per file. */
const parsed = new Map<string, { source: string; document: OpenApiDocument }>();

/** Frozen all the way down: one parse serves every sandbox in the process, so none may change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The three contract documents, read at start. Parsed once per process while the file says the same
 * (parsing was a tenth of building a sandbox); the documents are frozen, and whoever rewrites one (the
 * routes' plugin) works on a copy.
 */
export function loadDocuments(dir = defaultOpenapiDir): LoadedDocument[] {
  return GATEWAYS.map((gateway) => {
    const file = `${dir}/${gateway}.yaml`;
    const source = readFileSync(file, 'utf8');
    let known = parsed.get(file);
    if (known?.source !== source) {
      known = { source, document: deepFreeze(parse(source) as OpenApiDocument) };
      parsed.set(file, known);
    }
    return { gateway, source, document: known.document };
  });
}

/** Whether the operation declares its body optional (`required: false`): the verify's second form. */
export function bodyIsOptional(document: OpenApiDocument, path: string, method: string): boolean {
  const operation = document.paths?.[path]?.[method.toLowerCase()] as
    | { requestBody?: { required?: boolean } }
    | undefined;
  return operation?.requestBody !== undefined && operation.requestBody.required !== true;
}

/** The status a successful call answers: the first 2xx the operation declares. */
export function successStatus(document: OpenApiDocument, path: string, method: string): number {
  const operation = document.paths?.[path]?.[method.toLowerCase()] as
    | { responses?: Record<string, unknown> }
    | undefined;
  const code = Object.keys(operation?.responses ?? {}).find((c) => /^2\d\d$/.test(c));
  return code ? Number(code) : 200;
}
