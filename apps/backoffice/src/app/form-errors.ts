import { firstError } from '../ui/form';

export { firstError };

/**
 * A form-level validator's answer from a map of path → message: react-form sets each message on its
 * field, and an empty map clears them.
 */
export function fieldErrors<K extends string>(errors: Partial<Record<K, string>>) {
  return Object.keys(errors).length > 0 ? { fields: errors } : undefined;
}
