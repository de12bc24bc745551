import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from './button';
import { focusFirstField } from './dialog-focus';
import * as styles from './modal.css';

export type ModalContentProps = Omit<ComponentPropsWithRef<typeof Dialog.Content>, 'title'> & {
  /** Every dialog has a visible title: it is also the dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  /** Shows the × button in the header (labelled 'Fechar'). */
  showClose?: boolean;
  size?: 'md' | 'lg';
  footer?: ReactNode;
};

function ModalContent({
  title,
  description,
  showClose = true,
  size = 'md',
  footer,
  className,
  children,
  ...rest
}: ModalContentProps) {
  const classes = [styles.content, size === 'lg' ? styles.wide : undefined, className]
    .filter(Boolean)
    .join(' ');
  // Without a description Radix expects aria-describedby to be explicitly undefined.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content
        className={classes}
        {...describedBy}
        {...rest}
        onOpenAutoFocus={(event) => {
          rest.onOpenAutoFocus?.(event);
          focusFirstField(event);
        }}
      >
        <div className={styles.header}>
          <div>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            ) : null}
          </div>
          {showClose ? (
            <Dialog.Close className={styles.closeIcon} aria-label="Fechar">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          ) : null}
        </div>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

function ModalFooter({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={[styles.footer, className].filter(Boolean).join(' ')} {...rest} />;
}

/**
 * A form dialog's two buttons: 'Cancelar' closes it, the submit button sends the form named by
 * `formId` (the form lives in the body, the buttons in the footer).
 */
function ModalFormActions({
  formId,
  submitLabel = 'Salvar',
  disabled,
  loading,
}: {
  formId: string;
  submitLabel?: string;
  disabled?: boolean;
  loading?: boolean;
}) {
  return (
    <>
      <Dialog.Close asChild>
        <Button variant="secondary">Cancelar</Button>
      </Dialog.Close>
      <Button type="submit" form={formId} variant="primary" disabled={disabled} loading={loading}>
        {submitLabel}
      </Button>
    </>
  );
}

/**
 * Radix dialog with the house look: `<Modal.Root><Modal.Trigger asChild>…</Modal.Trigger>
 * <Modal.Content title="…">…<Modal.Close asChild><Button>Pronto</Button></Modal.Close></Modal.Content></Modal.Root>`.
 */
export const Modal = {
  Root: Dialog.Root,
  Trigger: Dialog.Trigger,
  Content: ModalContent,
  Footer: ModalFooter,
  FormActions: ModalFormActions,
  Close: Dialog.Close,
};
