import type { ReactNode } from 'react';
import { errorText, hint as hintStyle } from './shared.css';

export interface FieldNotesProps {
  /** The field's id: the notes are `{id}-hint` and `{id}-error`, which `describedBy` names. */
  id: string;
  hint?: ReactNode;
  /** A validation message: the control is marked invalid and reads it with its name. */
  error?: ReactNode;
}

/** The lines under a field of the kit: its hint, then its error. */
export function FieldNotes({ id, hint, error }: FieldNotesProps) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className={hintStyle}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={errorText}>
          {error}
        </span>
      ) : null}
    </>
  );
}

/**
 * The control's `aria-describedby`: ids of its own first (a count, the caller's), then the notes
 * `FieldNotes` shows; undefined when there is none.
 */
export function describedBy(
  { id, hint, error }: FieldNotesProps,
  ...before: (string | false | null | undefined)[]
): string | undefined {
  const ids = [...before, hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined];
  return ids.filter(Boolean).join(' ') || undefined;
}
