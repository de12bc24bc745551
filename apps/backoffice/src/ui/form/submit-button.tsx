import { useStore } from '@tanstack/react-form';
import { type ReactNode, useId } from 'react';
import { Button, type ButtonProps } from '../button';
import { Modal } from '../modal';
import { useFormContext } from './form-context';
import { MissingHint } from './missing-hint';

export interface SubmitButtonProps extends Pick<ButtonProps, 'variant' | 'fullWidth'> {
  children: ReactNode;
  /** What is still missing, in the words of the hint ('título', 'valor'); disabled while any is. */
  missing?: readonly string[];
  /** What the hint says the user is trying to do: 'criar o link' → 'Para criar o link, falta: …'. */
  action?: string;
  /** A send the form does not await itself (a mutation, a page about to leave); the form's own send otherwise. */
  loading?: boolean;
  /** Held for a reason the hint does not name (nothing changed yet). */
  disabled?: boolean;
  /** The form element it sends, when the button sits outside it (a page header, a dialog footer). */
  form?: string;
}

/**
 * The form's submit: spinning while the form is being sent (a second click cannot send it twice),
 * disabled while something is missing, and then saying what beside it (a disabled button alone does
 * not), named by aria-describedby so a screen reader hears it too.
 */
export function SubmitButton({
  children,
  missing = [],
  action = 'enviar',
  loading,
  disabled,
  form: formId,
  variant,
  fullWidth,
}: SubmitButtonProps) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const missingId = useId();
  return (
    <>
      <Button
        type="submit"
        form={formId}
        variant={variant}
        fullWidth={fullWidth}
        disabled={disabled || missing.length > 0}
        loading={submitting || loading}
        aria-describedby={missing.length ? missingId : undefined}
      >
        {children}
      </Button>
      <MissingHint id={missingId} action={action} missing={missing} />
    </>
  );
}

/**
 * A form dialog's footer (Modal.FormActions: 'Cancelar' and the submit of the form named by `formId`),
 * spinning while the form is being sent.
 */
export function DialogActions({
  formId,
  submitLabel,
  disabled,
}: {
  formId: string;
  submitLabel?: string;
  disabled?: boolean;
}) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Modal.FormActions formId={formId} submitLabel={submitLabel} disabled={disabled} loading={submitting} />
  );
}
