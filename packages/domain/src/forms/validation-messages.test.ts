import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAN_PRICE_REQUIRED_MESSAGE } from '../subscriptions/plan-schema';
import { WEBHOOK_URL_MESSAGE } from '../webhooks/webhooks';
import { VALIDATION_MESSAGES } from './validation-messages';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const SOURCES = ['packages/domain/src', 'apps/backoffice/src', 'apps/sandbox/src'];
const HOME = 'packages/domain/src/forms/validation-messages.ts';

/** Every source file (tests and generated code aside) of the app, the sandbox and the domain. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.fixture\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('VALIDATION_MESSAGES', () => {
  it('are written once: no form, schema or handler spells one out again', () => {
    const spelt = SOURCES.flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .filter((file) => relative(ROOT, file) !== HOME)
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return Object.values(VALIDATION_MESSAGES)
          .filter((message) => text.includes(`'${message}'`))
          .map((message) => `${relative(ROOT, file)}: ${message}`);
      });
    expect(spelt).toEqual([]);
  });

  it('speak with one voice: one required message and one URL message', () => {
    expect(PLAN_PRICE_REQUIRED_MESSAGE).toBe(VALIDATION_MESSAGES.required);
    expect(WEBHOOK_URL_MESSAGE).toBe(VALIDATION_MESSAGES.urlInvalid);
    expect(VALIDATION_MESSAGES.urlInvalid).not.toBe('Entre com uma url correta');
  });
});
