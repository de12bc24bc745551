import type { ReactNode } from 'react';
import { useFieldContext } from './form-context';
import { useShownError } from './speaks';

/** What a lent control gets from its field: the value, the change and leave, and the message to show. */
interface SlotProps<V> {
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * A field whose control the form does not own: one a route lends a feature (the customers feature's
 * picker on the links, 'Nova cobrança' and the import, as a feature never imports another), bound to
 * its field like every kit field, its message shown by the same rule.
 */
export function SlotField<V>({ render }: { render: (props: SlotProps<V>) => ReactNode }) {
  const field = useFieldContext<V>();
  const error = useShownError<V>();
  return (
    <>{render({ value: field.state.value, onChange: field.handleChange, onBlur: field.handleBlur, error })}</>
  );
}
