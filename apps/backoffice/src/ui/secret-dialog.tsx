import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import * as styles from './secret-dialog.css';
import { TextField } from './text-field';
import { useToast } from './toast';

export interface SecretDialogProps {
  title: string;
  secret: string;
  /** The field's label and what the text calls the secret ('Chave de API', 'Segredo de assinatura'). */
  label: string;
  /** 'Copie a chave agora…': the warning that it is shown this once. */
  warning: string;
  copyLabel: string;
  copiedMessage: string;
  copyFailedMessage: string;
  /** How to use it, under the field. */
  children?: ReactNode;
  onDone(): void;
}

/**
 * A secret shown this once (an API key, a webhook's signing secret): the gateway keeps only a hash or
 * will never answer it again, so the dialog closes only by its button, never by a click outside or Esc.
 */
export function SecretDialog(props: SecretDialogProps) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(props.secret);
      toast.success(props.copiedMessage);
    } catch {
      toast.error(props.copyFailedMessage);
    }
  }
  return (
    <Modal.Content
      title={props.title}
      showClose={false}
      onEscapeKeyDown={(event) => event.preventDefault()}
      onPointerDownOutside={(event) => event.preventDefault()}
      footer={
        <Button variant="primary" onClick={props.onDone}>
          Concluir
        </Button>
      }
    >
      <div className={styles.box}>
        <p className={styles.warning}>{props.warning}</p>
        <TextField
          label={props.label}
          readOnly
          value={props.secret}
          className={styles.code}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div>
          <Button variant="secondary" onClick={() => void copy()}>
            {props.copyLabel}
          </Button>
        </div>
        {props.children ? <p className={styles.usage}>{props.children}</p> : null}
      </div>
    </Modal.Content>
  );
}

/** Inline code in a secret's usage note. */
export const SecretCode = ({ children }: { children: ReactNode }) => (
  <code className={styles.code}>{children}</code>
);
