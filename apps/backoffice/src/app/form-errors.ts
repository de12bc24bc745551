import { firstError } from '../ui/form';

export { firstError };

export interface BoundField<V extends string> {
  state: { value: V; meta: { errors: readonly unknown[] } };
  handleChange: (value: V) => void;
  handleBlur: () => void;
}

/**
 * The props that tie a text input or a select to a react-form field: value, change, blur and its
 * first error. A select's options are the field's values, so the typed text is one of them.
 */
export function textFieldProps<V extends string>(field: BoundField<V>) {
  return {
    value: field.state.value,
    onChange: (event: { target: { value: string } }) => field.handleChange(event.target.value as V),
    onBlur: field.handleBlur,
    error: firstError(field.state.meta.errors),
  };
}

/**
 * The first error of a field that speaks only once the user has left it or tried to send the form
 * (the sub-seller form, §5); until then the message is kept but not shown.
 */
export function errorOnceLeft(
  meta: { isBlurred: boolean; errors: readonly unknown[] },
  submitted: boolean,
): string | undefined {
  return meta.isBlurred || submitted ? firstError(meta.errors) : undefined;
}

/**
 * A form-level validator's answer from a map of path → message: react-form sets each message on its
 * field, and an empty map clears them.
 */
export function fieldErrors<K extends string>(errors: Partial<Record<K, string>>) {
  return Object.keys(errors).length > 0 ? { fields: errors } : undefined;
}
