/** react-form keeps a field's errors as Standard Schema issues (valibot) or strings; show the first. */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  }
  return undefined;
}

/**
 * When a field speaks: once the user changed it or left it, or tried to send the form. Until then its
 * message is kept but not shown, so an empty form does not open in red.
 */
export function shownError(
  meta: { isDirty: boolean; isBlurred: boolean; errors: readonly unknown[] },
  submissionAttempts: number,
): string | undefined {
  return meta.isDirty || meta.isBlurred || submissionAttempts > 0 ? firstError(meta.errors) : undefined;
}
