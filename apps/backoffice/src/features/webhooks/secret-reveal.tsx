import { WEBHOOK_MESSAGES } from '@balcao/domain/webhooks';
import { SecretCode, SecretDialog } from '../../ui';

/** A webhook's signing secret, shown this once (after creation or a rotation). */
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
  return (
    <SecretDialog
      title={title}
      secret={secret}
      label="Segredo de assinatura"
      warning="Copie o segredo agora e guarde-o em lugar seguro. Por segurança, ele não será mostrado de novo."
      copyLabel="Copiar segredo"
      copiedMessage={WEBHOOK_MESSAGES.secretCopied}
      copyFailedMessage="Não foi possível copiar. Selecione o segredo e copie-o."
      onDone={onDone}
    >
      Cada entrega traz os cabeçalhos <SecretCode>webhook-id</SecretCode>,{' '}
      <SecretCode>webhook-timestamp</SecretCode> e <SecretCode>webhook-signature</SecretCode> (Standard
      Webhooks): confira a assinatura com este segredo antes de confiar no evento.
      {note ? ` ${note}` : ''}
    </SecretDialog>
  );
}
