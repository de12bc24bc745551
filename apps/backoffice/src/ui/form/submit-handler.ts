// The form element's submit, apart from the kit's fields: it needs nothing of react-form, so the sign-in
// page (the first page every visit loads, under a bundle budget) sends through it too without the library.

/** Forms whose step is being checked (it may await): react-form's isSubmitting only holds once sent. */
const stepping = new WeakSet<object>();

function send(form: { validate: (cause: 'submit') => unknown; handleSubmit: () => Promise<unknown> }) {
  void form.validate('submit');
  void form.handleSubmit();
}

/**
 * The form element's submit: the form's own rules run at once, so their messages show in the same
 * render as the click (react-form's submit validates after a tick), then the form is sent; a second
 * click while a send (or a step's check) is on its way is ignored (an onSubmit that awaits its request
 * covers a send). A form of several steps passes `step`: it runs first and says whether this submit
 * sends (the last step, every step valid) or only moved between steps (false).
 */
export const submitHandler =
  (
    form: {
      state: { isSubmitting: boolean };
      validate: (cause: 'submit') => unknown;
      handleSubmit: () => Promise<unknown>;
    },
    { step }: { step?: () => boolean | Promise<boolean> } = {},
  ) =>
  (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    // React carries a submit through a dialog's portal to the form the dialog was opened from (a customer
    // added from a link's picker): each form sends alone, and the other keeps what was typed.
    event.stopPropagation();
    if (form.state.isSubmitting || stepping.has(form)) return;
    if (!step) return send(form);
    stepping.add(form);
    void Promise.resolve(step())
      .then((sends) => (sends ? send(form) : undefined))
      .finally(() => stepping.delete(form));
  };
