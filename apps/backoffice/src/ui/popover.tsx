import * as Dialog from '@radix-ui/react-dialog';
import { type ReactElement, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
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

/** Space kept between the panel and the window's edges. */
const EDGE = 8;
const GAP = 4;

type Place = { top: number; left: number };

/**
 * Where the panel goes: below its trigger, left-aligned with it, moved left or above when it would
 * leave the window (a 'Criar' menu at the right edge, a calendar near the bottom of a dialog).
 */
export function placePanel(
  trigger: { top: number; bottom: number; left: number },
  panel: { width: number; height: number },
  window: { width: number; height: number },
): Place {
  const left = Math.max(EDGE, Math.min(trigger.left, window.width - panel.width - EDGE));
  const below = trigger.bottom + GAP;
  const above = trigger.top - GAP - panel.height;
  const top = below + panel.height <= window.height - EDGE || above < EDGE ? below : above;
  return { top: Math.max(EDGE, top), left };
}

/**
 * A non-modal Radix dialog below its trigger: Escape and a click outside close it and focus returns
 * to the trigger. The panel is portalled and fixed, so a dialog's scrolling body or a card's edge
 * never clips it, and it is kept inside the window. Used by the date pickers and small menus; not a
 * general positioning engine.
 */
export function Popover({ open, onOpenChange, trigger, title, children, className }: PopoverProps) {
  const anchor = useRef<HTMLDivElement>(null);
  // A state, not a ref: the portalled panel mounts a commit after `open` turns true.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [place, setPlace] = useState<Place | null>(null);

  useLayoutEffect(() => {
    if (!open || !panel) return setPlace(null);
    function update() {
      if (!anchor.current || !panel) return;
      const { width, height } = panel.getBoundingClientRect();
      setPlace(
        placePanel(
          anchor.current.getBoundingClientRect(),
          { width, height },
          { width: document.documentElement.clientWidth, height: window.innerHeight },
        ),
      );
    }
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [open, panel]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <div ref={anchor} className={[styles.anchor, className].filter(Boolean).join(' ')}>
        <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Content
          ref={setPanel}
          className={styles.content}
          aria-describedby={undefined}
          // Computed geometry: hidden until measured, so it never flashes at the window's corner.
          style={place ? { top: place.top, left: place.left } : { visibility: 'hidden' }}
        >
          <Dialog.Title className={visuallyHidden}>{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
