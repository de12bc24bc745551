import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const folders: string[] = [];

/** Runs the codemod on one file holding `text`; returns the file's text after it, and the run. */
function codemod(text: string) {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-codemod-'));
  folders.push(dir);
  const file = join(dir, 'consumer.ts');
  writeFileSync(file, text);
  const run = spawnSync(process.execPath, [join(root, 'scripts/codemods/domain-subpaths.mjs'), file], {
    encoding: 'utf8',
  });
  return { text: readFileSync(file, 'utf8'), run, again: () => codemod(readFileSync(file, 'utf8')) };
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// The compiler reads the whole domain to learn which area exports which name.
describe('scripts/codemods/domain-subpaths.mjs', { timeout: 30_000 }, () => {
  it('splits a root import by the area that exports each name, keeping aliases and types', () => {
    const { text, run } = codemod(
      [
        "import { formatBRL, type BankingRole, SELLER_ROLES as sellers } from '@balcao/domain';",
        "import type { RoutePath } from '@balcao/domain';",
        '',
        'export const shown = [formatBRL(1), sellers, null as unknown as BankingRole, null as unknown as RoutePath];',
        '',
      ].join('\n'),
    );
    expect(run.status).toBe(0);
    expect(text).not.toMatch(/'@balcao\/domain'/);
    expect(text).toContain("import { formatBRL } from '@balcao/domain/money';");
    expect(text).toMatch(
      /import \{ type BankingRole, SELLER_ROLES as sellers \} from '@balcao\/domain\/access';/,
    );
    expect(text).toContain("import type { RoutePath } from '@balcao/domain/navigation';");
    expect(text).toContain('export const shown');
  });

  it('adds names to an import of the same area the file already has, and a second run changes nothing', () => {
    const first = codemod(
      [
        "import { formatAmount } from '@balcao/domain/money';",
        "import { formatBRL } from '@balcao/domain';",
        '',
        'export const shown = [formatAmount(1), formatBRL(2)];',
        '',
      ].join('\n'),
    );
    expect(first.text).toContain("import { formatAmount, formatBRL } from '@balcao/domain/money';");
    expect(first.text.match(/@balcao\/domain/g)).toHaveLength(1);
    const second = first.again();
    expect(second.text).toBe(first.text);
    expect(second.run.stdout).toContain('0 arquivo(s) reescrito(s)');
  });

  it('leaves a file with a name no area exports as it was, and says which', () => {
    const original =
      "import { formatBRL, noSuchRule } from '@balcao/domain';\nexport const x = [formatBRL, noSuchRule];\n";
    const { text, run } = codemod(original);
    expect(text).toBe(original);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('noSuchRule: nenhuma área');
  });
});
