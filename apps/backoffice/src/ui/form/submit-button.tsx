import { useStore } from '@tanstack/react-form';
import { type ReactNode, useId } from 'react';
import { Button } from '../button';
import { useFormContext } from './form-context';
import { MissingHint } from './missing-hint';

export interface SubmitButtonProps {
  children: ReactNode;
  /** What is still missing, in the words of the hint ('título', 'valor'); disabled while any is. */
  missing?: readonly string[];
  /** What the hint says the user is trying to do: 'criar o link' → 'Para criar o link, falta: …'. */
  action?: string;
  /** A send the form does not await itself (a mutation); the form's own submit otherwise. */
  loading?: boolean;
}

/**
 * The form's submit: disabled while something is missing, and then saying what beside it (a disabled
 * button alone does not), named by aria-describedby so a screen reader hears it too.
 */
export function SubmitButton({ children, missing = [], action = 'enviar', loading }: SubmitButtonProps) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const missingId = useId();
  return (
    <>
      <Button
        type="submit"
        disabled={missing.length > 0}
        loading={loading ?? submitting}
        aria-describedby={missing.length ? missingId : undefined}
      >
        {children}
      </Button>
      <MissingHint id={missingId} action={action} missing={missing} />
    </>
  );
}
