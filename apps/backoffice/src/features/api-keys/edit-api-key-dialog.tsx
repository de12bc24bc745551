import { API_KEY_MESSAGES, apiKeyTitleSchema } from '@balcao/domain';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { textFieldProps } from '../../app/form-errors';
import { Modal, TextField, useToast } from '../../ui';
import { type ApiKey, apiKeyErrorLines, useUpdateApiKey } from './api';
import * as styles from './api-keys.css';

const FORM_ID = 'edit-api-key-form';
const formSchema = v.object({ title: apiKeyTitleSchema });

function EditForm({ apiKey, onDone }: { apiKey: ApiKey; onDone(): void }) {
  const toast = useToast();
  const update = useUpdateApiKey();
  const form = useForm({
    defaultValues: { title: apiKey.title },
    validationLogic: revalidateLogic({ mode: 'change', modeAfterSubmission: 'change' }),
    validators: { onDynamic: formSchema },
    onSubmit: async ({ value }) => {
      try {
        await update.mutateAsync({ id: apiKey.id, title: value.title.trim(), active: apiKey.active });
        toast.success(API_KEY_MESSAGES.updated);
        onDone();
      } catch (error) {
        for (const line of apiKeyErrorLines(error, 'Não foi possível alterar a chave.')) toast.error(line);
      }
    },
  });

  return (
    <Modal.Content
      title="Editar chave de API"
      description="O novo nome não muda o segredo: os sistemas que usam a chave continuam funcionando."
      footer={
        <form.Subscribe
          selector={(state) =>
            [
              state.values.title.trim() === '' || state.values.title.trim() === apiKey.title,
              state.isSubmitting,
            ] as const
          }
        >
          {([unchanged, isSubmitting]) => (
            <Modal.FormActions formId={FORM_ID} disabled={unchanged} loading={isSubmitting} />
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
