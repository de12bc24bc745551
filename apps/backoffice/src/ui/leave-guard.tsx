import { useBlocker } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export const LEAVE_TITLE = 'Descartar alterações?';
export const LEAVE_MESSAGE = 'Todas as alterações serão perdidas';

export interface LeaveGuard {
  /** The question asked when the user moves away; render it anywhere in the form. */
  dialog: ReactNode;
  /** Lets the next move go unasked: after a save, or once the user already chose to discard. */
  allow(): void;
}

/**
 * Keeps a half-filled form from being lost without a word (issue 26): while `dirty` holds, a move
 * inside the app (a menu click, back) asks first, and a reload or closing the tab gets the browser's
 * own question.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const allowed = useRef(false);
  const guarding = dirty && !allowed.current;
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !allowed.current,
    enableBeforeUnload: false,
    withResolver: true,
  });

  // Our own listener rather than the router's, which lives in the browser history only.
  useEffect(() => {
    if (!guarding) return;
    function warn(event: BeforeUnloadEvent) {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarding]);

  const dialog = (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      // Open while the move waits: Confirmar lets it go on, Cancelar (or Escape) stays on the form.
      onOpenChange={() => undefined}
      onCancel={() => {
        if (blocker.status === 'blocked') blocker.reset();
      }}
      title={LEAVE_TITLE}
      message={LEAVE_MESSAGE}
      tone="danger"
      onConfirm={() => {
        if (blocker.status === 'blocked') blocker.proceed();
      }}
    />
  );
  return {
    dialog,
    allow: () => {
      allowed.current = true;
    },
  };
}
