import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '..', '..');

/** Every screen's source: the features, and what the whole app shows (the step-up dialog, the shell). */
const featureFiles = ['features', 'app', 'shell'].flatMap((dir) =>
  (readdirSync(join(srcDir, dir), { recursive: true }) as string[])
    .filter((path) => path.endsWith('.tsx') && !path.endsWith('.test.tsx'))
    .map((path) => `${dir}/${path.split('\\').join('/')}`),
);

/** A field bound by hand: `<form.Field`, `<api.Field`, `<form.api.Field` (the kit's is `AppField`). */
const PLAIN_FIELD = /<(?:\w+\.)+Field\b/;

const source = (path: string) => readFileSync(join(srcDir, path), 'utf8');

/** A form element sending by hand: `onSubmit={(event) => { event.preventDefault(); … handleSubmit() }}`. */
const INLINE_SUBMIT = /onSubmit=\{\(event\) =>/;
/** A submit button spinning on the form's state read by hand (the kit's buttons read it themselves). */
const SUBMITTING_SPINNER = /loading=\{[^}]*isSubmitting/;

/** The forms that send their own way, and why. */
const OWN_SUBMIT: Record<string, string> = {
  // Plain form without react-form: the library would add about 13 KB to /login (decision 107).
  'features/auth/sign-in-page.tsx': 'bundle budget',
};

describe('the forms of the app (issue 27 item 4)', () => {
  it("bind every field through the kit's form.AppField, never a plain form.Field and its own input", () => {
    const plain = featureFiles.filter((path) => PLAIN_FIELD.test(source(path)));
    expect(plain).toEqual([]);
  });

  it("send through submitHandler(form) and the kit's submit buttons, not a handler and a spinner of their own", () => {
    const ownWay = featureFiles.filter(
      (path) =>
        !OWN_SUBMIT[path] && (INLINE_SUBMIT.test(source(path)) || SUBMITTING_SPINNER.test(source(path))),
    );
    expect(ownWay).toEqual([]);
  });

  it('keep a submit of their own only where the reason still holds', () => {
    const stale = Object.keys(OWN_SUBMIT).filter(
      (path) =>
        !(INLINE_SUBMIT.test(source(path)) || /onSubmit=\{submit\}|state\.isSubmitting/.test(source(path))),
    );
    expect(stale).toEqual([]);
  });
});
