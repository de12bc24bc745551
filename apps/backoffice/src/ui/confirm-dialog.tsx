import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { Button } from './button';
import * as styles from './confirm-dialog.css';
import * as modal from './modal.css';

/** Which buttons the dialog offers (§2.8): alert → Pronto; confirm → Cancelar, Confirmar; question → Não, Sim. */
export type ConfirmDialogKind = 'alert' | 'confirm' | 'question';

const labels: Record<ConfirmDialogKind, { confirm: string; cancel: string | null }> = {
  alert: { confirm: 'Pronto', cancel: null },
  confirm: { confirm: 'Confirmar', cancel: 'Cancelar' },
  question: { confirm: 'Sim', cancel: 'Não' },
};

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message?: ReactNode;
  children?: ReactNode;
  kind?: ConfirmDialogKind;
  /** 'danger' paints the confirm button red, for irreversible actions. */
  tone?: 'default' | 'danger';
  /**
   * Pronto, Confirmar or Sim. When it returns a promise the buttons wait for it: the dialog closes when it
   * resolves and stays open when it rejects (the caller shows the error).
   */
  onConfirm?: () => unknown;
  /** Cancelar or Não, and also Escape or a click outside. */
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  children,
  kind = 'confirm',
  tone = 'default',
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const texts = labels[kind];
  const cancelText = cancelLabel ?? texts.cancel;

  function dismiss() {
    if (busy) return;
    onCancel?.();
    onOpenChange(false);
  }

  async function confirm() {
    if (busy) return;
    const result = onConfirm?.();
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setBusy(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // The caller reports the failure; keeping the dialog open lets the user try again or cancel.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : dismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content
          role="alertdialog"
          className={modal.content}
          {...(message ? {} : { 'aria-describedby': undefined })}
          onPointerDownOutside={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          <Dialog.Title className={modal.title}>{title}</Dialog.Title>
          {message ? <Dialog.Description className={styles.message}>{message}</Dialog.Description> : null}
          {children}
          <div className={modal.footer}>
            {cancelText ? (
              <Button variant="secondary" onClick={dismiss} disabled={busy}>
                {cancelText}
              </Button>
            ) : null}
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={confirm} loading={busy}>
              {confirmLabel ?? texts.confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
