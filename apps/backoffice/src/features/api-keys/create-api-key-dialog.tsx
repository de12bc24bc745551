import { API_KEY_MESSAGES, apiKeyTitleSchema, defaultApiKeyTitle } from '@balcao/domain';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useState } from 'react';
import * as v from 'valibot';
import { textFieldProps } from '../../app/form-errors';
import { Modal, TextField, useToast } from '../../ui';
import { type ApiKeyCreated, apiKeyErrorLines, useCreateApiKey } from './api';
import * as styles from './api-keys.css';
import { SecretReveal } from './secret-reveal';

const FORM_ID = 'create-api-key-form';
const formSchema = v.object({ title: apiKeyTitleSchema });

function CreateForm({ existing, onCreated }: { existing: number; onCreated(key: ApiKeyCreated): void }) {
  const toast = useToast();
  const create = useCreateApiKey();
  const form = useForm({
    // §5: the title comes filled with the next number; the user may keep it or write another.
    defaultValues: { title: defaultApiKeyTitle(existing) },
    validationLogic: revalidateLogic({ mode: 'change', modeAfterSubmission: 'change' }),
    validators: { onDynamic: formSchema },
    onSubmit: async ({ value }) => {
      try {
        const created = await create.mutateAsync(value.title.trim());
        toast.success(API_KEY_MESSAGES.created);
        onCreated(created);
      } catch (error) {
        for (const line of apiKeyErrorLines(error, 'Não foi possível criar a chave.')) toast.error(line);
      }
    },
  });

  return (
    <Modal.Content
      title="Nova chave de API"
      description="Dê um nome que diga qual sistema vai usar a chave."
      footer={
        <form.Subscribe selector={(state) => [state.values.title.trim() === '', state.isSubmitting] as const}>
          {([empty, isSubmitting]) => (
            <Modal.FormActions formId={FORM_ID} disabled={empty} loading={isSubmitting} />
          )}
        </form.Subscribe>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        className={styles.fields}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="title">
          {(field) => (
            <TextField label="Título" maxLength={60} autoComplete="off" {...textFieldProps(field)} />
          )}
        </form.Field>
      </form>
    </Modal.Content>
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
