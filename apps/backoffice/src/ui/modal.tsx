import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
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
      <Dialog.Content className={classes} {...describedBy} {...rest}>
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
 * Radix dialog with the house look: `<Modal.Root><Modal.Trigger asChild>…</Modal.Trigger>
 * <Modal.Content title="…">…<Modal.Close asChild><Button>Pronto</Button></Modal.Close></Modal.Content></Modal.Root>`.
 */
export const Modal = {
  Root: Dialog.Root,
  Trigger: Dialog.Trigger,
  Content: ModalContent,
  Footer: ModalFooter,
  Close: Dialog.Close,
};
