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
export { FieldsSpeak } from './speaks';
export { submitHandler } from './submit-handler';
