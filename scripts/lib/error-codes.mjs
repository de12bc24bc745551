// The error codes of the contract, as `pnpm gen` writes them to packages/client/src/generated/error-codes.ts:
// each operation's `x-error-codes` (status: codes), plus core.yaml's root `x-error-codes` — `byDeclaredStatus`
// for the statuses an operation declares, `anyOperation` for every operation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

function parseYaml(root, file) {
  // The sandbox's YAML parser: the root package has none of its own.
  const { parse } = createRequire(join(root, 'apps', 'sandbox', 'package.json'))('yaml');
  return parse(readFileSync(file, 'utf8'));
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const sorted = (codes) => [...new Set(codes)].sort();
const literal = (code) => `'${code.replaceAll("'", "\\'")}'`;
const list = (codes) => `[${sorted(codes).map(literal).join(', ')}]`;

export function errorCodesModule(root, documents) {
  const common = parseYaml(root, join(root, 'openapi', 'core.yaml'))['x-error-codes'];
  const operations = [];
  for (const document of documents) {
    const parsed = parseYaml(root, join(root, 'openapi', `${document}.yaml`));
    for (const [path, item] of Object.entries(parsed.paths ?? {}))
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation?.operationId) continue;
        const own = operation['x-error-codes'] ?? {};
        const statuses = Object.keys(operation.responses ?? {}).filter((s) => /^[45]\d\d$/.test(s));
        const byStatus = {};
        for (const status of new Set([...statuses, ...Object.keys(own)])) {
          const codes = [...(own[status] ?? []), ...(common.byDeclaredStatus[status] ?? [])];
          if (codes.length > 0) byStatus[status] = codes;
        }
        operations.push({
          id: operation.operationId,
          where: `${method.toUpperCase()} /${document}${path}`,
          byStatus,
        });
      }
  }
  operations.sort((a, b) => a.id.localeCompare(b.id));
  const lines = [
    '/**',
    ' * Generated from the `x-error-codes` of openapi/*.yaml by scripts/lib/error-codes.mjs.',
    ' * Do not edit: change the documents and run `pnpm gen`. `pnpm gen:check` fails when this file is out of date.',
    ' */',
    '',
    '/** The codes each operation answers, by HTTP status, besides `anyOperationErrorCodes`. */',
    'export const operationErrorCodes = {',
  ];
  for (const { id, where, byStatus } of operations) {
    lines.push(`  /** ${where} */`, `  ${id}: {`);
    for (const [status, codes] of Object.entries(byStatus).sort())
      lines.push(`    ${status}: ${list(codes)},`);
    lines.push('  },');
  }
  lines.push('} as const;', '');
  lines.push(
    '/** What the HTTP layer may answer to any operation, before it runs (body, size, host, faults). */',
  );
  lines.push('export const anyOperationErrorCodes = {');
  for (const [status, codes] of Object.entries(common.anyOperation).sort())
    lines.push(`  ${status}: ${list(codes)},`);
  lines.push('} as const;', '');
  lines.push(
    'type CodesOf<T> = T extends readonly (infer Code)[] ? Code : never;',
    'type Table = typeof operationErrorCodes;',
    '',
    '/** Every operation of the three gateways, by its `operationId`. */',
    'export type OperationId = keyof Table;',
    '',
    'export type AnyOperationErrorCode = CodesOf<(typeof anyOperationErrorCodes)[keyof typeof anyOperationErrorCodes]>;',
    '',
    '/** The codes an operation may answer (with `Status`, only those of that status). */',
    'export type ErrorCodeOf<Op extends OperationId, Status extends keyof Table[Op] = keyof Table[Op]> =',
    '  | CodesOf<Table[Op][Status]>',
    '  | AnyOperationErrorCode;',
    '',
    '/** Every code the gateways answer. */',
    'export type ErrorCode = { [Op in OperationId]: ErrorCodeOf<Op> }[OperationId];',
    '',
  );
  return lines.join('\n');
}
