import { API_KEY_MESSAGES } from '@balcao/domain/access';
import { Modal, useToast } from '../../ui';
import { type ApiKey, apiKeyErrorLines, useUpdateApiKey } from './api';
import { ApiKeyTitleModal } from './api-key-title-modal';

function EditForm({ apiKey, onDone }: { apiKey: ApiKey; onDone(): void }) {
  const toast = useToast();
  const update = useUpdateApiKey();
  return (
    <ApiKeyTitleModal
      title="Editar chave de API"
      description="O novo nome não muda o segredo: os sistemas que usam a chave continuam funcionando."
      initialTitle={apiKey.title}
      blocked={(title) => title === '' || title === apiKey.title}
      onSubmit={async (title) => {
        try {
          await update.mutateAsync({ id: apiKey.id, title, active: apiKey.active });
          toast.success(API_KEY_MESSAGES.updated);
          onDone();
        } catch (error) {
          for (const line of apiKeyErrorLines(error, 'Não foi possível alterar a chave.')) toast.error(line);
        }
      }}
    />
  );
}

export interface EditApiKeyDialogProps {
  /** The key being renamed; null while the dialog is closed. */
  apiKey: ApiKey | null;
  onClose(): void;
}

/** 'Editar' (§7 PUT /seller-api-tokens/{id}, §8 'Token atualizado com sucesso!'): renames a key. */
export function EditApiKeyDialog({ apiKey, onClose }: EditApiKeyDialogProps) {
  return (
    <Modal.Root open={apiKey !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {apiKey ? <EditForm key={apiKey.id} apiKey={apiKey} onDone={onClose} /> : null}
    </Modal.Root>
  );
}
