import {
  WEBHOOK_DOMAIN_LABELS,
  WEBHOOK_DOMAINS,
  WEBHOOK_MESSAGES,
  webhookTitleError,
  webhookUrlError,
} from '@balcao/domain/webhooks';
import { useState } from 'react';
import { Modal, useToast } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import {
  useCreateWebhook,
  useUpdateWebhook,
  type Webhook,
  type WebhookCreated,
  type WebhookDomain,
  webhookErrorLines,
} from './api';
import { SecretReveal } from './secret-reveal';
import * as styles from './webhooks.css';

const FORM_ID = 'webhook-form';
const orderedDomains = (chosen: readonly WebhookDomain[]) =>
  WEBHOOK_DOMAINS.filter((d) => chosen.includes(d));

function WebhookForm({
  editing,
  onSaved,
}: {
  editing: Webhook | null;
  onSaved(created: WebhookCreated | null): void;
}) {
  const toast = useToast();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const form = useAppForm({
    defaultValues: {
      title: editing?.title ?? '',
      url: editing?.url ?? '',
      domains: (editing?.domains ?? []) as WebhookDomain[],
    },
    onSubmit: async ({ value }) => {
      const body = {
        title: value.title.trim(),
        url: value.url.trim(),
        domains: orderedDomains(value.domains),
      };
      try {
        if (editing) {
          await update.mutateAsync({ id: editing.id, active: editing.active, ...body });
          toast.success(WEBHOOK_MESSAGES.updated);
          onSaved(null);
        } else {
          const created = await create.mutateAsync(body);
          toast.success(WEBHOOK_MESSAGES.created);
          onSaved(created);
        }
      } catch (error) {
        for (const line of webhookErrorLines(error, 'Não foi possível salvar o webhook.')) toast.error(line);
      }
    },
  });

  return (
    <Modal.Content
      title={editing ? 'Editar webhook' : 'Novo webhook'}
      description="O Balcão envia um POST assinado para a URL a cada evento dos domínios marcados."
      footer={
        <form.Subscribe
          selector={(state) =>
            webhookTitleError(state.values.title) === null &&
            webhookUrlError(state.values.url) === null &&
            state.values.domains.length > 0
          }
        >
          {(valid) => (
            <form.AppForm>
              <form.DialogActions formId={FORM_ID} disabled={!valid} />
            </form.AppForm>
          )}
        </form.Subscribe>
      }
    >
      <form id={FORM_ID} noValidate className={styles.fields} onSubmit={submitHandler(form)}>
        <form.AppField
          name="title"
          validators={{ onChange: ({ value }) => webhookTitleError(value) ?? undefined }}
        >
          {(field) => <field.TextField label="Título" maxLength={60} autoComplete="off" />}
        </form.AppField>
        <form.AppField
          name="url"
          validators={{ onChange: ({ value }) => webhookUrlError(value) ?? undefined }}
        >
          {(field) => (
            <field.TextField
              label="URL"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
              maxLength={2048}
            />
          )}
        </form.AppField>
        <form.AppField name="domains">
          {(field) => (
            <field.CheckboxGroupField
              legend="Domínios"
              className={styles.domains}
              legendClassName={styles.legend}
              options={WEBHOOK_DOMAINS.map((domain) => ({
                value: domain,
                label: WEBHOOK_DOMAIN_LABELS[domain],
              }))}
            />
          )}
        </form.AppField>
      </form>
    </Modal.Content>
  );
}

export interface WebhookFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The webhook being edited; null to create one. */
  editing: Webhook | null;
}

/** 'Novo webhook' and 'Editar' (§5): title, http(s) URL and at least one domain; a creation shows its secret once. */
export function WebhookFormDialog({ open, onOpenChange, editing }: WebhookFormDialogProps) {
  const [created, setCreated] = useState<WebhookCreated | null>(null);
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
        <SecretReveal title={`Webhook criado: ${created.title}`} secret={created.secret} onDone={close} />
      ) : (
        <WebhookForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onSaved={(c) => (c ? setCreated(c) : close())}
        />
      )}
    </Modal.Root>
  );
}
