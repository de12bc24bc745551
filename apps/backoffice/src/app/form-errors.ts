/** react-form keeps a field's errors as Standard Schema issues (valibot) or strings; show the first. */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  }
  return undefined;
}

interface BoundField<V extends string> {
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
