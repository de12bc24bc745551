/** react-form keeps a field's errors as Standard Schema issues (valibot) or strings; show the first. */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  }
  return undefined;
}
