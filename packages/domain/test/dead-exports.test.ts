import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const trees: string[] = [];

/** A workspace shaped like this one: the domain with an area, the app importing one of its names. */
function workspace(moneyArea: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-exports-'));
  trees.push(dir);
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'balcao', private: true, type: 'module' }),
    'pnpm-workspace.yaml': 'packages:\n  - packages/*\n  - apps/*\n',
    'packages/domain/package.json': JSON.stringify({
      name: '@balcao/domain',
      type: 'module',
      exports: { './money': './src/money/index.ts' },
    }),
    'packages/domain/src/money/index.ts': "export * from './format';\n",
    'packages/domain/src/money/format.ts': moneyArea,
    'packages/domain/src/money/format.test.ts': "import { formatCents } from './format';\nformatCents(1);\n",
    'apps/backoffice/package.json': JSON.stringify({
      name: '@balcao/backoffice',
      type: 'module',
      dependencies: { '@balcao/domain': 'workspace:*' },
    }),
    'apps/backoffice/src/main.ts': "import { formatCents } from '@balcao/domain/money';\nformatCents(2);\n",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  // The app resolves the domain as pnpm links it.
  mkdirSync(join(dir, 'apps/backoffice/node_modules/@balcao'), { recursive: true });
  symlinkSync(join(dir, 'packages/domain'), join(dir, 'apps/backoffice/node_modules/@balcao/domain'));
  return dir;
}

function check(dir: string) {
  return spawnSync(process.execPath, [join(root, 'scripts/check-exports.mjs'), '--directory', dir], {
    encoding: 'utf8',
  });
}

afterEach(() => {
  for (const dir of trees.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// knip reads a whole workspace each time: a few seconds on a busy machine.
describe('the dead-export check (scripts/check-exports.mjs)', { timeout: 30_000 }, () => {
  it('passes when every exported name is imported somewhere else', () => {
    const result = check(workspace('export const formatCents = (cents: number) => String(cents);\n'));
    expect(result.stdout).toContain('nenhuma sem uso');
    expect(result.status).toBe(0);
  });

  it('fails naming a planted export that nobody imports', () => {
    const result = check(
      workspace(
        'export const formatCents = (cents: number) => String(cents);\nexport const plantedRate = 0.5;\n',
      ),
    );
    expect(result.stdout).toContain('plantedRate');
    expect(result.stdout).not.toContain('formatCents');
    expect(result.status).toBe(1);
  });

  it('fails on an export only its own file uses', () => {
    const result = check(
      workspace(
        'export const CENTS_PER_REAL = 100;\nexport const formatCents = (cents: number) => String(cents / CENTS_PER_REAL);\n',
      ),
    );
    expect(result.stdout).toContain('CENTS_PER_REAL');
    expect(result.status).toBe(1);
  });
});
