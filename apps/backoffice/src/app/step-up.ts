import type { StepUpHandler } from '@balcao/client';
import { type StepUpOperation, stepUpOperationOfRequest } from '@balcao/domain/access';

/** What the mounted dialog does when a money call asks: the confirmation, or null when the user gave up. */
export type AskForConfirmation = (operation: StepUpOperation) => Promise<string | null>;

/**
 * Joins the clients, created before React renders, to the one confirmation dialog React mounts: the client
 * middleware calls `handler.confirm` on a 428, and the dialog, once mounted, answers it. Asked before the
 * dialog is there (never, in practice), the call fails with its 428 as it would without the app.
 */
export function createStepUpBridge() {
  let ask: AskForConfirmation | null = null;
  const handler: StepUpHandler = {
    operationOf: stepUpOperationOfRequest,
    confirm: (operation) => (ask ? ask(operation as StepUpOperation) : Promise.resolve(null)),
  };
  return {
    handler,
    attach(next: AskForConfirmation) {
      ask = next;
      return () => {
        if (ask === next) ask = null;
      };
    },
  };
}
export type StepUpBridge = ReturnType<typeof createStepUpBridge>;
