import { API_KEY_MESSAGES, defaultApiKeyTitle } from '@balcao/domain/access';
import { useState } from 'react';
import { Modal, useToast } from '../../ui';
import { type ApiKeyCreated, apiKeyErrorLines, useCreateApiKey } from './api';
import { ApiKeyTitleModal } from './api-key-title-modal';
import { SecretReveal } from './secret-reveal';

function CreateForm({ existing, onCreated }: { existing: number; onCreated(key: ApiKeyCreated): void }) {
  const toast = useToast();
  const create = useCreateApiKey();
  return (
    <ApiKeyTitleModal
      title="Nova chave de API"
      description="Dê um nome que diga qual sistema vai usar a chave."
      // §5: the title comes filled with the next number; the user may keep it or write another.
      initialTitle={defaultApiKeyTitle(existing)}
      blocked={(title) => title === ''}
      onSubmit={async (title) => {
        try {
          const created = await create.mutateAsync(title);
          toast.success(API_KEY_MESSAGES.created);
          onCreated(created);
        } catch (error) {
          for (const line of apiKeyErrorLines(error, 'Não foi possível criar a chave.')) toast.error(line);
        }
      }}
    />
  );
}

export interface CreateApiKeyDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** How many keys the list shows: the suggested title is the next number. */
  existing: number;
}

/**
 * 'Nova chave' (§5): the title, then the secret once. While the secret is on screen the dialog closes
 * only by its button, never by a click outside or Esc, so that nobody loses it by accident.
 */
export function CreateApiKeyDialog({ open, onOpenChange, existing }: CreateApiKeyDialogProps) {
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const close = () => {
    setCreated(null);
    onOpenChange(false);
  };
  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : created ? undefined : close())}
    >
      {!open ? null : created ? (
        <SecretReveal apiKey={created} onDone={close} />
      ) : (
        <CreateForm existing={existing} onCreated={setCreated} />
      )}
    </Modal.Root>
  );
}
