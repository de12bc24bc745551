import * as v from 'valibot';

/**
 * Each failing field's first message, keyed by its path ('items.0', 'address.zipCode'); empty when
 * the input passes. The one reading of a valibot result that every form and the sandbox share, so a
 * field shows the same message on the screen and in a 400.
 */
export function firstErrorByField<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const nested: Record<string, string[] | undefined> = v.flatten(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([path, messages]) => [path, messages?.[0] ?? '']));
}
