/** react-form keeps a field's errors as Standard Schema issues (valibot) or strings; show the first. */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  }
  return undefined;
}

interface BoundField {
  state: { value: string; meta: { errors: readonly unknown[] } };
  handleChange(value: string): void;
  handleBlur(): void;
}

/** The props that tie a text input to a react-form field: value, change, blur and its first error. */
export function textFieldProps(field: BoundField) {
  return {
    value: field.state.value,
    onChange: (event: { target: { value: string } }) => field.handleChange(event.target.value),
    onBlur: field.handleBlur,
    error: firstError(field.state.meta.errors),
  };
}
