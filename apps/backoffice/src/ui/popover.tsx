import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './popover.css';
import { visuallyHidden } from './shared.css';

export type PopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A single element (usually a button) that toggles the panel. */
  trigger: ReactElement;
  /** The panel's accessible name, e.g. 'Selecionar período'. */
  title: string;
  children: ReactNode;
  className?: string;
};

/**
 * A non-modal Radix dialog rendered in place below its trigger: Escape and a click outside close it and
 * focus returns to the trigger. Used by the date pickers; not a general positioning engine.
 */
export function Popover({ open, onOpenChange, trigger, title, children, className }: PopoverProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <div className={[styles.anchor, className].filter(Boolean).join(' ')}>
        <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={visuallyHidden}>{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </div>
    </Dialog.Root>
  );
}
