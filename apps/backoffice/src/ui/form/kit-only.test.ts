import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = join(import.meta.dirname, '..', '..', 'features');

/**
 * Forms another branch (forms-kit-4) is converting at the same time as this guard lands. Whoever
 * merges last removes the list: from then on no feature binds a field by hand.
 */
const BEING_CONVERTED = [
  'checkout/checkout-page.tsx',
  'subscriptions/import-page.tsx',
  'subscriptions/plan-form.tsx',
  'subscriptions/subscription-edit-dialog.tsx',
];

const featureFiles = (readdirSync(featuresDir, { recursive: true }) as string[])
  .filter((path) => path.endsWith('.tsx') && !path.endsWith('.test.tsx'))
  .map((path) => path.split('\\').join('/'));

/** A field bound by hand: `<form.Field`, `<api.Field`, `<form.api.Field` (the kit's is `AppField`). */
const PLAIN_FIELD = /<(?:\w+\.)+Field\b/;

describe('the forms of the app (issue 27 item 4)', () => {
  it("bind every field through the kit's form.AppField, never a plain form.Field and its own input", () => {
    const plain = featureFiles.filter(
      (path) =>
        !BEING_CONVERTED.includes(path) && PLAIN_FIELD.test(readFileSync(join(featuresDir, path), 'utf8')),
    );
    expect(plain).toEqual([]);
  });

  it('lists as being converted only files that still bind a field by hand', () => {
    const done = BEING_CONVERTED.filter(
      (path) => !PLAIN_FIELD.test(readFileSync(join(featuresDir, path), 'utf8')),
    );
    expect(done).toEqual([]);
  });
});
