import { useStore } from '@tanstack/react-form';
import { createContext, type ReactNode, useContext } from 'react';
import { firstError, shownError } from './field-error';
import { useFieldContext } from './form-context';

/**
 * When a kit field says its message: once changed or left (the app's default), or only once left,
 * for a form whose specification says so (the sub-seller form, §5); a submit attempt makes them all
 * speak. 'validated': as soon as the form has one, for a form whose rules answer only for the parts the
 * user tried to leave (the customer form's sections). 'sent': only after a submit attempt, for a field
 * whose own check speaks on leaving it through `lookupError` (the sub-seller's document).
 */
export type Speaks = 'changed' | 'left' | 'validated' | 'sent';

const SpeaksContext = createContext<Speaks>('changed');

/** Sets when the kit fields inside it speak. */
export function FieldsSpeak({ when, children }: { when: Speaks; children: ReactNode }) {
  return <SpeaksContext.Provider value={when}>{children}</SpeaksContext.Provider>;
}

/** The field's message as the kit shows it, by the rule of the form it is in. */
export function useShownError<V>(): string | undefined {
  const field = useFieldContext<V>();
  const when = useContext(SpeaksContext);
  const attempts = useStore(field.form.store, (state) => state.submissionAttempts);
  const { meta } = field.state;
  if (when === 'validated') return firstError(meta.errors);
  if (when === 'sent') return attempts > 0 ? firstError(meta.errors) : undefined;
  return shownError(when === 'left' ? { ...meta, isDirty: false } : meta, attempts);
}
