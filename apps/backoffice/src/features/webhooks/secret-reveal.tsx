import { WEBHOOK_MESSAGES } from '@balcao/domain';
import { Button, Modal, TextField, useToast } from '../../ui';
import * as styles from './webhooks.css';

/**
 * A webhook's signing secret, shown this once (after creation or a rotation): it closes only by its
 * button, never by a click outside or Esc, so that nobody loses it by accident.
 */
export function SecretReveal({
  title,
  secret,
  note,
  onDone,
}: {
  title: string;
  secret: string;
  note?: string;
  onDone(): void;
}) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(WEBHOOK_MESSAGES.secretCopied);
    } catch {
      toast.error('Não foi possível copiar. Selecione o segredo e copie-o.');
    }
  }
  return (
    <Modal.Content
      title={title}
      showClose={false}
      onEscapeKeyDown={(event) => event.preventDefault()}
      onPointerDownOutside={(event) => event.preventDefault()}
      footer={
        <Button variant="primary" onClick={onDone}>
          Concluir
        </Button>
      }
    >
      <div className={styles.secretBox}>
        <p className={styles.warning}>
          Copie o segredo agora e guarde-o em lugar seguro. Por segurança, ele não será mostrado de novo.
        </p>
        <TextField
          label="Segredo de assinatura"
          readOnly
          value={secret}
          className={styles.code}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div>
          <Button variant="secondary" onClick={() => void copy()}>
            Copiar segredo
          </Button>
        </div>
        <p className={styles.muted}>
          Cada entrega traz os cabeçalhos <code className={styles.code}>webhook-id</code>,{' '}
          <code className={styles.code}>webhook-timestamp</code> e{' '}
          <code className={styles.code}>webhook-signature</code> (Standard Webhooks): confira a assinatura com
          este segredo antes de confiar no evento.
          {note ? ` ${note}` : ''}
        </p>
      </div>
    </Modal.Content>
  );
}
