import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { Button } from './button';
import { focusFirstField } from './dialog-focus';
import * as modal from './modal.css';
import * as styles from './step-modal.css';

export type Step = {
  title: string;
  content: ReactNode;
  /** Runs on Próximo (and on the final button); false keeps the user on this step. */
  validate?: () => boolean | Promise<boolean>;
};

export type StepModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  steps: readonly Step[];
  /** Zero-based current step when the owner controls it; otherwise the modal keeps it and restarts on close. */
  step?: number;
  onStepChange?: (step: number) => void;
  /** Called by the last step's button; a promise keeps the buttons busy, and the modal closes when it resolves. */
  onFinish: () => unknown;
  finishLabel?: string;
};

/** 'Passo 2 de 3': the text a person reads and the progress bar's accessible value. */
export function stepLabel(index: number, total: number): string {
  return `Passo ${index + 1} de ${total}`;
}

export function StepModal({
  open,
  onOpenChange,
  title,
  steps,
  step,
  onStepChange,
  onFinish,
  finishLabel = 'Confirmar',
}: StepModalProps) {
  const [ownStep, setOwnStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const total = steps.length;
  const index = Math.min(Math.max(step ?? ownStep, 0), Math.max(total - 1, 0));
  const current = steps[index];
  const isLast = index === total - 1;

  function goTo(next: number) {
    if (step === undefined) setOwnStep(next);
    onStepChange?.(next);
  }

  function close() {
    if (step === undefined) setOwnStep(0);
    onOpenChange(false);
  }

  function changeOpen(next: boolean) {
    if (next) onOpenChange(true);
    else if (!busy) close();
  }

  async function advance() {
    if (busy || !current) return;
    setBusy(true);
    try {
      const valid = current.validate ? await current.validate() : true;
      if (!valid) return;
      if (!isLast) {
        goTo(index + 1);
        return;
      }
      await onFinish();
      close();
    } catch {
      // The owner reports failures of onFinish; the user stays on the last step.
    } finally {
      setBusy(false);
    }
  }

  const percent = total === 0 ? 0 : Math.round(((index + 1) / total) * 100);
  const label = stepLabel(index, total);

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content
          className={modal.content}
          aria-describedby={undefined}
          onOpenAutoFocus={focusFirstField}
        >
          <div className={modal.header}>
            <Dialog.Title className={modal.title}>{title}</Dialog.Title>
            <Dialog.Close className={modal.closeIcon} aria-label="Fechar" disabled={busy}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className={styles.progress}>
            <div className={styles.progressText}>
              <span>{label}</span>
              {current ? <span className={styles.stepTitle}>{current.title}</span> : null}
            </div>
            <div
              className={styles.track}
              role="progressbar"
              aria-label={label}
              aria-valuemin={1}
              aria-valuemax={total}
              aria-valuenow={index + 1}
              aria-valuetext={label}
            >
              <div className={styles.bar} style={{ width: `${percent}%` }} />
            </div>
          </div>
          <div className={styles.body}>{current?.content}</div>
          <div className={modal.footer}>
            <Button variant="secondary" onClick={() => goTo(index - 1)} disabled={index === 0 || busy}>
              Voltar
            </Button>
            <Button onClick={advance} loading={busy}>
              {isLast ? finishLabel : 'Próximo'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
