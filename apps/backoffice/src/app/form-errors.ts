import { firstError } from '../ui/form';

export { firstError };

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
