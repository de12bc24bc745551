import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { focusFirstField } from './dialog-focus';
import * as styles from './drawer.css';
import * as modal from './modal.css';
import { visuallyHidden } from './shared.css';

export type DrawerContentProps = Omit<ComponentPropsWithRef<typeof Dialog.Content>, 'title'> & {
  title: ReactNode;
  /** Keeps the title for screen readers only (e.g. the mobile menu). */
  hideTitle?: boolean;
  description?: ReactNode;
  side?: 'left' | 'right';
  size?: 'sm' | 'md' | 'lg';
  footer?: ReactNode;
  /** Props for the scrolling body, e.g. a ref for infinite scrolling. */
  bodyProps?: ComponentPropsWithRef<'div'>;
};

function DrawerContent({
  title,
  hideTitle = false,
  description,
  side = 'right',
  size = 'md',
  footer,
  bodyProps,
  className,
  children,
  ...rest
}: DrawerContentProps) {
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={modal.overlay} />
      <Dialog.Content
        className={[styles.panel({ side, size }), className].filter(Boolean).join(' ')}
        data-side={side}
        {...describedBy}
        {...rest}
        onOpenAutoFocus={(event) => {
          rest.onOpenAutoFocus?.(event);
          focusFirstField(event);
        }}
      >
        <div className={styles.header}>
          <Dialog.Title className={hideTitle ? visuallyHidden : modal.title}>{title}</Dialog.Title>
          <Dialog.Close className={modal.closeIcon} aria-label="Fechar">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </div>
        <div {...bodyProps} className={[styles.body, bodyProps?.className].filter(Boolean).join(' ')}>
          {description ? (
            <Dialog.Description className={modal.description}>{description}</Dialog.Description>
          ) : null}
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** A Radix dialog that slides in from a side: `<Drawer.Root><Drawer.Trigger/><Drawer.Content side="left" title="…"/></Drawer.Root>`. */
export const Drawer = {
  Root: Dialog.Root,
  Trigger: Dialog.Trigger,
  Content: DrawerContent,
  Close: Dialog.Close,
};
