import { apiKeyTitleSchema } from '@balcao/domain/access';
import { revalidateLogic } from '@tanstack/react-form';
import { useId } from 'react';
import * as v from 'valibot';
import { Modal } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import * as styles from './api-keys.css';

const formSchema = v.object({ title: apiKeyTitleSchema });

export interface ApiKeyTitleModalProps {
  title: string;
  description: string;
  initialTitle: string;
  /** Holds 'Salvar' for this (trimmed) title: empty, or unchanged when renaming. */
  blocked(title: string): boolean;
  onSubmit(title: string): Promise<void>;
}

/** The one field both key dialogs ask for, 'Título', inside the dialog's content and footer. */
export function ApiKeyTitleModal({
  title,
  description,
  initialTitle,
  blocked,
  onSubmit,
}: ApiKeyTitleModalProps) {
  const formId = useId();
  const form = useAppForm({
    defaultValues: { title: initialTitle },
    validationLogic: revalidateLogic({ mode: 'change', modeAfterSubmission: 'change' }),
    validators: { onDynamic: formSchema },
    onSubmit: ({ value }) => onSubmit(value.title.trim()),
  });

  return (
    <Modal.Content
      title={title}
      description={description}
      footer={
        <form.Subscribe selector={(state) => blocked(state.values.title.trim())}>
          {(held) => (
            <form.AppForm>
              <form.DialogActions formId={formId} disabled={held} />
            </form.AppForm>
          )}
        </form.Subscribe>
      }
    >
      <form id={formId} noValidate className={styles.fields} onSubmit={submitHandler(form)}>
        <form.AppField name="title">
          {(field) => <field.TextField label="Título" maxLength={60} autoComplete="off" />}
        </form.AppField>
      </form>
    </Modal.Content>
  );
}
