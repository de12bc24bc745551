// Every error code of the contract is documented in the README, with the status the contract gives it.
import { readFileSync } from 'node:fs';
import { anyOperationErrorCodes, operationErrorCodes } from '@balcao/client';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The README's table row of a code: `| \`CODE\` | statuses | operations | means |`. */
function row(code: string): string[] | undefined {
  const line = readme.split('\n').find((l) => l.startsWith(`| \`${code}\` |`));
  return line?.split(' | ').map((cell) => cell.trim());
}

describe('the README documents every error code', () => {
  const common = new Set<string>(Object.values(anyOperationErrorCodes).flat());
  const byCode = new Map<string, Set<string>>();
  for (const [operationId, statuses] of Object.entries(operationErrorCodes))
    for (const [status, codes] of Object.entries(statuses as Record<string, readonly string[]>))
      for (const code of codes) {
        if (!byCode.has(code)) byCode.set(code, new Set());
        byCode.get(code)?.add(`${status} ${operationId}`);
      }

  it('names each code every operation may answer', () => {
    for (const code of common) expect(readme, code).toContain(`\`${code}\``);
    for (const code of ['VALIDATION', 'UNAUTHORIZED', 'NOT_FOUND', 'IDEMPOTENCY_CONFLICT'])
      expect(readme, code).toContain(`\`${code}\` (`);
  });

  it("lists each operation's own code with its status and operations", () => {
    const generic = new Set([
      'VALIDATION',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'API_KEY_FORBIDDEN',
      'NOT_FOUND',
      'IDEMPOTENCY_CONFLICT',
      'IDEMPOTENCY_NOT_REPLAYED',
    ]);
    for (const [code, uses] of byCode) {
      if (generic.has(code)) continue;
      const cells = row(code);
      expect(cells, code).toBeDefined();
      const statuses = new Set([...uses].map((use) => use.split(' ')[0]));
      const operations = new Set([...uses].map((use) => use.split(' ')[1]));
      expect(cells?.[1], code).toBe([...statuses].sort().join(', '));
      for (const operation of operations) expect(cells?.[2], code).toContain(`\`${operation}\``);
      expect(cells?.[3]?.length, code).toBeGreaterThan(5);
    }
  });
});
