import { createFormHook } from '@tanstack/react-form';
import { CheckboxField, DateField, MoneyField, SelectField, TextField } from './fields';
import { fieldContext, formContext } from './form-context';
import { SubmitButton } from './submit-button';

/**
 * The app's one way to build a form (CONVENTIONS 5): `useAppForm` with the kit's field components,
 * each bound to its field (`<form.AppField name="title">{(f) => <f.TextField label="Título" />}</form.AppField>`),
 * and the submit that says what is missing. Validation is the domain's: a valibot schema (Standard
 * Schema) or a map of path → message through `fieldErrors`.
 */
export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, MoneyField, SelectField, DateField, CheckboxField },
  formComponents: { SubmitButton },
});

export { firstError, shownError } from './field-error';
export { useFieldContext, useFormContext } from './form-context';
export { MissingHint, missingText } from './missing-hint';
