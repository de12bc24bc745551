import { WEBHOOK_DOMAIN_LABELS, WEBHOOK_MESSAGES } from '@balcao/domain/webhooks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { Badge, Button, type Column, ConfirmDialog, Table, useToast } from '../../ui';
import {
  useDeleteWebhook,
  useSetWebhookActive,
  type Webhook,
  webhookErrorLines,
  webhookQueries,
} from './api';
import { WebhookAttemptsDrawer } from './webhook-attempts-drawer';
import { WebhookFormDialog } from './webhook-form-dialog';
import * as styles from './webhooks.css';

type Pending = { webhook: Webhook; action: 'activate' | 'deactivate' | 'delete' };

/** §4: each action asks first; deactivating stops the deliveries at once, activating resumes them. */
const CONFIRMATIONS: Record<Pending['action'], { title: string; message: string; label: string }> = {
  activate: {
    title: 'Tem certeza que deseja ativar esse webhook?',
    message: 'Ele volta a receber os eventos na hora, e as entregas que esperavam seguem.',
    label: 'Ativar',
  },
  deactivate: {
    title: 'Tem certeza que deseja desativar esse webhook?',
    message: 'Ele para de receber eventos na hora, até que você o ative de novo.',
    label: 'Desativar',
  },
  delete: {
    title: 'Tem certeza que deseja excluir esse webhook?',
    message: 'Ele para de receber eventos e as suas tentativas de entrega são apagadas.',
    label: 'Excluir',
  },
};

const SUCCESS: Record<Pending['action'], string> = {
  activate: WEBHOOK_MESSAGES.activated,
  deactivate: WEBHOOK_MESSAGES.deactivated,
  delete: WEBHOOK_MESSAGES.deleted,
};

/** Integração > 'Webhooks' (§2, §4, §5, §8): the seller's webhooks, their form, switches and attempts. */
export function WebhooksPanel() {
  const { clients } = useServices();
  const toast = useToast();
  const { data: list } = useSuspenseQuery(webhookQueries.list(clients));
  const setActive = useSetWebhookActive();
  const remove = useDeleteWebhook();
  const [form, setForm] = useState<{ editing: Webhook | null } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [attemptsOf, setAttemptsOf] = useState<string | null>(null);
  const webhooks = list.content;

  async function confirm() {
    if (!pending) return;
    const { webhook, action } = pending;
    try {
      if (action === 'delete') await remove.mutateAsync(webhook.id);
      else await setActive.mutateAsync({ id: webhook.id, active: action === 'activate' });
      toast.success(SUCCESS[action]);
    } catch (error) {
      for (const line of webhookErrorLines(error, 'Não foi possível alterar o webhook.')) toast.error(line);
      throw error;
    }
  }

  async function copyUrl(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(WEBHOOK_MESSAGES.urlCopied);
    } catch {
      toast.error('Não foi possível copiar. Selecione a URL e copie-a.');
    }
  }

  const columns: Column<Webhook>[] = [
    { key: 'title', header: 'Título', cell: (w) => w.title },
    {
      key: 'url',
      header: 'URL',
      cell: (w) => (
        <button
          type="button"
          className={styles.code}
          onClick={() => void copyUrl(w.url)}
          aria-label={`Copiar URL de ${w.title}`}
        >
          {w.url}
        </button>
      ),
    },
    {
      key: 'domains',
      header: 'Domínios',
      cell: (w) => w.domains.map((d) => WEBHOOK_DOMAIN_LABELS[d]).join(', '),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (w) => (
        <Badge tone={w.active ? 'success' : 'muted'}>
          {w.active ? 'Ativo' : w.disabledReason === 'GONE' ? 'Inativo (410)' : 'Inativo'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Ações',
      align: 'right',
      cell: (w) => (
        <span className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Tentativas de ${w.title}`}
            onClick={() => setAttemptsOf(w.id)}
          >
            Tentativas
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Editar ${w.title}`}
            onClick={() => setForm({ editing: w })}
          >
            Editar
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${w.active ? 'Desativar' : 'Ativar'} ${w.title}`}
            onClick={() => setPending({ webhook: w, action: w.active ? 'deactivate' : 'activate' })}
          >
            {w.active ? 'Desativar' : 'Ativar'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Excluir ${w.title}`}
            onClick={() => setPending({ webhook: w, action: 'delete' })}
          >
            Excluir
          </Button>
        </span>
      ),
    },
  ];

  const confirmation = pending ? CONFIRMATIONS[pending.action] : null;
  // The drawer follows the list, so a switch made meanwhile shows in it.
  const attemptsWebhook = webhooks.find((w) => w.id === attemptsOf) ?? null;
  return (
    <div className={styles.card}>
      <div className={styles.header}>
        <div>
          <h2 className={styles.subtitle}>Webhooks</h2>
          <p className={styles.muted}>
            O Balcão avisa o seu sistema a cada evento de cobranças e assinaturas, com um POST assinado.
          </p>
        </div>
        <Button variant="primary" onClick={() => setForm({ editing: null })}>
          Novo webhook
        </Button>
      </div>
      <Table
        caption="Webhooks"
        hideCaption
        columns={columns}
        rows={webhooks}
        getRowKey={(w) => w.id}
        emptyText="Sem dados de webhooks"
      />
      <WebhookFormDialog
        open={form !== null}
        onOpenChange={(open) => (open ? undefined : setForm(null))}
        editing={form?.editing ?? null}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={confirmation?.title ?? ''}
        message={pending ? `${pending.webhook.title} — ${confirmation?.message}` : undefined}
        tone={pending?.action === 'activate' ? 'default' : 'danger'}
        confirmLabel={confirmation?.label}
        onConfirm={confirm}
      />
      <WebhookAttemptsDrawer webhook={attemptsWebhook} onClose={() => setAttemptsOf(null)} />
    </div>
  );
}
