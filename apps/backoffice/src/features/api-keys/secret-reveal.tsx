import { API_KEY_MESSAGES } from '@balcao/domain/access';
import { SecretCode, SecretDialog } from '../../ui';
import type { ApiKeyCreated } from './api';

/** The new key's secret, shown this once: the gateway keeps only a hash of it. */
export function SecretReveal({ apiKey, onDone }: { apiKey: ApiKeyCreated; onDone(): void }) {
  return (
    <SecretDialog
      title={`Chave criada: ${apiKey.title}`}
      secret={apiKey.token}
      label="Chave de API"
      warning="Copie a chave agora e guarde-a em lugar seguro. Por segurança, ela não será mostrada de novo."
      copyLabel="Copiar chave"
      copiedMessage={API_KEY_MESSAGES.copied}
      copyFailedMessage="Não foi possível copiar. Selecione a chave e copie-a."
      onDone={onDone}
    >
      Use-a no cabeçalho <SecretCode>Authorization: Bearer &lt;chave&gt;</SecretCode> das chamadas do seu
      sistema.
    </SecretDialog>
  );
}
