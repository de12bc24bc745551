import { API_KEY_MESSAGES } from '@balcao/domain';
import { Button, Modal, TextField, useToast } from '../../ui';
import type { ApiKeyCreated } from './api';
import * as styles from './api-keys.css';

/** The new key's secret, shown this once: the gateway keeps only a hash of it. */
export function SecretReveal({ apiKey, onDone }: { apiKey: ApiKeyCreated; onDone(): void }) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey.token);
      toast.success(API_KEY_MESSAGES.copied);
    } catch {
      toast.error('Não foi possível copiar. Selecione a chave e copie-a.');
    }
  }
  return (
    <Modal.Content
      title={`Chave criada: ${apiKey.title}`}
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
          Copie a chave agora e guarde-a em lugar seguro. Por segurança, ela não será mostrada de novo.
        </p>
        <TextField
          label="Chave de API"
          readOnly
          value={apiKey.token}
          className={styles.code}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div>
          <Button variant="secondary" onClick={() => void copy()}>
            Copiar chave
          </Button>
        </div>
        <p className={styles.muted}>
          Use-a no cabeçalho <code className={styles.code}>Authorization: Bearer &lt;chave&gt;</code> das
          chamadas do seu sistema.
        </p>
      </div>
    </Modal.Content>
  );
}
