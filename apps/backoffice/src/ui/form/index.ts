import { createFormHook } from '@tanstack/react-form';
import { CheckboxGroupField } from './checkbox-group-field';
import { DateRangeField } from './date-range-field';
import { CheckboxField, DateField, MaskedField, MoneyField, SelectField, TextField } from './fields';
import { fieldContext, formContext } from './form-context';
import { RadioField } from './radio-field';
import { ScheduledDateField } from './scheduled-date-field';
import { SlotField } from './slot-field';
import { DialogActions, SubmitButton } from './submit-button';
import { SwitchField } from './switch-field';
import { TextAreaField } from './text-area-field';

/**
 * The app's one way to build a form (CONVENTIONS 5): `useAppForm` with the kit's field components,
 * each bound to its field (`<form.AppField name="title">{(f) => <f.TextField label="Título" />}</form.AppField>`),
 * and the submit that says what is missing. Validation is the domain's: a valibot schema (Standard
 * Schema) or a map of path → message through `fieldErrors`. `withFieldGroup` is a group of kit fields
 * two forms share (the link forms' split), bound to each form's own fields.
 */
export const { useAppForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    MoneyField,
    MaskedField,
    SelectField,
    DateField,
    CheckboxField,
    RadioField,
    DateRangeField,
    ScheduledDateField,
    SwitchField,
    CheckboxGroupField,
    TextAreaField,
    SlotField,
  },
  formComponents: { SubmitButton, DialogActions },
});

export { firstError } from './field-error';

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

export { FieldsSpeak } from './speaks';
