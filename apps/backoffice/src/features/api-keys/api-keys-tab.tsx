import { API_KEY_MESSAGES } from '@balcao/domain/access';
import { formatDateTime } from '@balcao/domain/dates';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { runtimeConfigQuery } from '../../app/config';
import { useServices } from '../../app/services';
import { Badge, Button, type Column, ConfirmDialog, Table, useToast } from '../../ui';
import { type ApiKey, apiKeyErrorLines, apiKeyQueries, useDeleteApiKey, useSetApiKeyActive } from './api';
import * as styles from './api-keys.css';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { EditApiKeyDialog } from './edit-api-key-dialog';

type Pending = { key: ApiKey; action: 'activate' | 'deactivate' | 'delete' };

/** §4: each action asks first; deactivating or deleting stops the integrations that use the key at once. */
const CONFIRMATIONS: Record<Pending['action'], { title: string; message: string; label: string }> = {
  activate: {
    title: 'Tem certeza que deseja ativar essa chave?',
    message: 'As integrações que usam essa chave voltam a funcionar na hora.',
    label: 'Ativar',
  },
  deactivate: {
    title: 'Tem certeza que deseja desativar essa chave?',
    message: 'As integrações que usam essa chave param de funcionar na hora, até que você a ative de novo.',
    label: 'Desativar',
  },
  delete: {
    title: 'Tem certeza que deseja excluir essa chave?',
    message: 'As integrações que usam essa chave param de funcionar na hora, e ela não pode ser recuperada.',
    label: 'Excluir',
  },
};

const SUCCESS: Record<Pending['action'], string> = {
  activate: API_KEY_MESSAGES.activated,
  deactivate: API_KEY_MESSAGES.deactivated,
  delete: API_KEY_MESSAGES.deleted,
};

/** The gateway serves its API reference at /docs of the address /config.json names (never a literal host). */
const docsUrl = (gatewayUrl: string) => `${gatewayUrl.replace(/\/+$/, '')}/docs`;

/** Integração > 'Chaves API' (§2, §4, §5, §8): the seller's keys, their creation, renaming and switches. */
export function ApiKeysTab() {
  const { clients } = useServices();
  const toast = useToast();
  const { data: list } = useSuspenseQuery(apiKeyQueries.list(clients));
  // The docs link's address (/config.json): a secondary read, the link waits for it.
  const runtime = useQuery(runtimeConfigQuery());
  const setActive = useSetApiKeyActive();
  const remove = useDeleteApiKey();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [editing, setEditing] = useState<ApiKey | null>(null);

  async function confirm() {
    if (!pending) return;
    const { key, action } = pending;
    try {
      if (action === 'delete') await remove.mutateAsync(key.id);
      else await setActive.mutateAsync({ id: key.id, active: action === 'activate' });
      toast.success(SUCCESS[action]);
    } catch (error) {
      for (const line of apiKeyErrorLines(error, 'Não foi possível alterar a chave.')) toast.error(line);
      throw error;
    }
  }

  const columns: Column<ApiKey>[] = [
    { key: 'title', header: 'Título', cell: (key) => key.title },
    {
      key: 'prefix',
      header: 'Chave',
      cell: (key) => <span className={styles.code}>{`${key.prefix}••••••••`}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (key) => (
        <Badge tone={key.active ? 'success' : 'muted'}>{key.active ? 'Ativa' : 'Inativa'}</Badge>
      ),
    },
    { key: 'createdAt', header: 'Criada em', cell: (key) => formatDateTime(new Date(key.createdAt)) },
    {
      key: 'lastUsedAt',
      header: 'Último uso',
      cell: (key) => (key.lastUsedAt ? formatDateTime(new Date(key.lastUsedAt)) : 'Nunca usada'),
    },
    {
      key: 'actions',
      header: 'Ações',
      align: 'right',
      cell: (key) => (
        <span className={styles.actions}>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Editar ${key.title}`}
            onClick={() => setEditing(key)}
          >
            Editar
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${key.active ? 'Desativar' : 'Ativar'} ${key.title}`}
            onClick={() => setPending({ key, action: key.active ? 'deactivate' : 'activate' })}
          >
            {key.active ? 'Desativar' : 'Ativar'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Excluir ${key.title}`}
            onClick={() => setPending({ key, action: 'delete' })}
          >
            Excluir
          </Button>
        </span>
      ),
    },
  ];

  const confirmation = pending ? CONFIRMATIONS[pending.action] : null;
  return (
    <div className={styles.card}>
      <div className={styles.header}>
        <div>
          <h2 className={styles.subtitle}>Chaves API</h2>
          <p className={styles.muted}>
            Cada chave permite que um sistema seu chame a API do Balcão em nome da sua loja.{' '}
            {runtime.data ? (
              <a
                className={styles.docsLink}
                href={docsUrl(runtime.data.gatewayUrl)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Documentação da API
              </a>
            ) : null}
          </p>
        </div>
        <Button variant="primary" onClick={() => setCreating(true)}>
          Nova chave
        </Button>
      </div>
      <Table
        caption="Chaves de API"
        hideCaption
        columns={columns}
        rows={list.content}
        getRowKey={(key) => key.id}
        emptyText="Sem dados de chaves API"
      />
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} existing={list.totalElements} />
      <EditApiKeyDialog apiKey={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={confirmation?.title ?? ''}
        message={pending ? `${pending.key.title} — ${confirmation?.message}` : undefined}
        tone={pending?.action === 'activate' ? 'default' : 'danger'}
        confirmLabel={confirmation?.label}
        onConfirm={confirm}
      />
    </div>
  );
}
