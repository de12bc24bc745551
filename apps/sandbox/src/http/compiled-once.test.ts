import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { defaultOpenapiDir, GATEWAYS, loadDocuments } from '../openapi';
import { createTestSandbox, type TestSandbox } from '../test-support';

const sandboxRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// The Ajv that Fastify's validator compiler uses (http/validator.ts reaches it the same way).
const fromCompiler = createRequire(
  createRequire(createRequire(import.meta.url).resolve('fastify')).resolve('@fastify/ajv-compiler'),
);
const Ajv = (fromCompiler('ajv') as { default: { prototype: { compile(schema: unknown): unknown } } })
  .default;
// The Ajv that checks each contract against the OpenAPI meta-schema inside fastify-openapi-glue
// (@seriousme/openapi-schema-validator, patched in patches/ to compile that schema once per process),
// reached from where pnpm put it beside the plugin: an ESM package whose exports a require cannot resolve.
const contractCheckDir = join(
  realpathSync(join(sandboxRoot, 'node_modules', 'fastify-openapi-glue')),
  '..',
  '@seriousme',
  'openapi-schema-validator',
);
const AjvOfContractCheck = (
  createRequire(join(contractCheckDir, 'index.js'))('ajv/dist/core') as {
    default: { prototype: { compile(schema: unknown): unknown } };
  }
).default;

describe('building a sandbox again in the same process (each test file builds one)', () => {
  const sandboxes: TestSandbox[] = [];
  afterAll(async () => {
    for (const sandbox of sandboxes) await sandbox.close();
  });

  it('compiles no validator twice: the second finds the first one’s, and validates alike', async () => {
    sandboxes.push(await createTestSandbox());
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    const compileMetaSchema = vi.spyOn(AjvOfContractCheck.prototype, 'compile');
    try {
      const second = await createTestSandbox();
      sandboxes.push(second);
      expect(compile).not.toHaveBeenCalled();
      expect(compileMetaSchema).not.toHaveBeenCalled();
      // The shared validators still refuse what the contract refuses, in both.
      for (const sandbox of sandboxes) {
        const { status, body } = await sandbox.call({
          method: 'POST',
          url: '/core/public/auth/sign-in',
          payload: { credentials: { email: 'admin@demo.balcao.dev', password: 123 } },
        });
        expect(status).toBe(400);
        expect(JSON.stringify(body)).toContain('password');
      }
    } finally {
      compile.mockRestore();
      compileMetaSchema.mockRestore();
    }
  });

  it('parses each contract once, frozen, and again only when its file changes', () => {
    const [first, again] = [loadDocuments(), loadDocuments()];
    for (const [index, loaded] of first.entries()) {
      expect(again[index]?.document).toBe(loaded.document);
      expect(Object.isFrozen(loaded.document.paths)).toBe(true);
    }
    expect(() => {
      (first[0]?.document.paths as Record<string, unknown>)['/novo'] = {};
    }).toThrow(TypeError);

    const dir = mkdtempSync(join(tmpdir(), 'balcao-contracts-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    for (const gateway of GATEWAYS) {
      writeFileSync(join(dir, `${gateway}.yaml`), readFileSync(join(defaultOpenapiDir, `${gateway}.yaml`)));
    }
    const copied = loadDocuments(dir);
    writeFileSync(
      join(dir, 'core.yaml'),
      readFileSync(join(dir, 'core.yaml'), 'utf8').replace(/title: .*/, 'title: Outro título'),
    );
    const changed = loadDocuments(dir);
    expect(changed[0]?.document).not.toBe(copied[0]?.document);
    expect(changed[0]?.document.info?.title).toBe('Outro título');
    expect(changed[1]?.document).toBe(copied[1]?.document);
  });
});
