import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '..', '..');

/** Every screen's source: the features, and what the whole app shows (the step-up dialog, the shell). */
const screenSources = ['features', 'app', 'shell'].flatMap((dir) =>
  (readdirSync(join(srcDir, dir), { recursive: true }) as string[])
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => `${dir}/${path.split('\\').join('/')}`),
);
/** The components among them. */
const featureFiles = screenSources.filter((path) => path.endsWith('.tsx'));

/** A field bound by hand: `<form.Field`, `<api.Field`, `<form.api.Field` (the kit's is `AppField`). */
const PLAIN_FIELD = /<(?:\w+\.)+Field\b/;

const source = (path: string) => readFileSync(join(srcDir, path), 'utf8');

/** A form element sending by hand: `onSubmit={(event) => { event.preventDefault(); … handleSubmit() }}`. */
const INLINE_SUBMIT = /onSubmit=\{\(event\) =>/;
/** A submit button spinning on the form's state read by hand (the kit's buttons read it themselves). */
const SUBMITTING_SPINNER = /loading=\{[^}]*isSubmitting/;

describe('the forms of the app (issue 27 item 4)', () => {
  it("bind every field through the kit's form.AppField, never a plain form.Field and its own input", () => {
    const plain = featureFiles.filter((path) => PLAIN_FIELD.test(source(path)));
    expect(plain).toEqual([]);
  });

  it("send through submitHandler(form) and the kit's submit buttons, not a handler and a spinner of their own", () => {
    const ownWay = featureFiles.filter(
      (path) => INLINE_SUBMIT.test(source(path)) || SUBMITTING_SPINNER.test(source(path)),
    );
    expect(ownWay).toEqual([]);
  });

  it('send every form through submitHandler, the sign-in page too (without react-form: its bundle budget)', () => {
    // Each form element's `onSubmit={…}`: submitHandler's, or a frame's prop its page gives submitHandler's.
    const handlers = featureFiles.flatMap((path) =>
      [...source(path).matchAll(/<form\b[^>]*?onSubmit=\{([^}]*)\}/gs)].map(([, handler]) => [
        path,
        handler?.trim(),
      ]),
    );
    expect(handlers).toContainEqual(['features/auth/sign-in-page.tsx', 'submitHandler(form)']);
    const elsewise = handlers.filter(
      ([, handler]) => !handler?.startsWith('submitHandler(') && handler !== 'onSubmit',
    );
    expect(elsewise).toEqual([]);
  });

  it("leave the submit's own steps (the click's messages, then the send) to submitHandler alone", () => {
    // The new payment's Continuar did them by hand once (`form.validate('submit')` then `handleSubmit()`).
    // What stays: a confirmation dialog that sends a form already checked (the customer edit's review).
    const byHand = screenSources.filter((path) => /validate\('submit'\)/.test(source(path)));
    expect(byHand).toEqual([]);
    const sends = screenSources.filter((path) => /\.handleSubmit\(/.test(source(path)));
    expect(sends).toEqual(['features/customers/customer-detail-page.tsx']);
  });
});
