import { formatDateTime } from '@balcao/domain/dates';
import { WEBHOOK_MESSAGES } from '@balcao/domain/webhooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { Badge, Button, type Column, ConfirmDialog, Drawer, Modal, Table, useToast } from '../../ui';
import {
  useResendWebhookDelivery,
  useRotateWebhookSecret,
  type Webhook,
  type WebhookAttempt,
  webhookErrorLines,
  webhookQueries,
} from './api';
import { SecretReveal } from './secret-reveal';
import * as styles from './webhooks.css';

const DELIVERY_LABEL: Record<
  WebhookAttempt['deliveryStatus'],
  { text: string; tone: 'success' | 'warning' | 'danger' }
> = {
  SUCCEEDED: { text: 'Entregue', tone: 'success' },
  PENDING: { text: 'Tentando de novo', tone: 'warning' },
  FAILED: { text: 'Falhou', tone: 'danger' },
};

/** While a delivery is still being tried the list reads itself again, so a resend's result shows up. */
const POLL_MS = 2000;

function outcome(attempt: WebhookAttempt): string {
  if (attempt.statusCode !== null) return `HTTP ${attempt.statusCode}`;
  return attempt.error ?? 'Sem resposta';
}

/** One webhook's attempts (status, time, latency, the answer's start) with 'Reenviar', and its secret rotation. */
function AttemptsBody({ webhook }: { webhook: Webhook }) {
  const { clients } = useServices();
  const toast = useToast();
  const attempts = useQuery({
    ...webhookQueries.attempts(clients, webhook.id),
    refetchInterval: (query) =>
      query.state.data?.content.some((a) => a.deliveryStatus === 'PENDING') ? POLL_MS : false,
  });
  const resend = useResendWebhookDelivery();
  const rotate = useRotateWebhookSecret();
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  async function resendDelivery(attempt: WebhookAttempt) {
    try {
      await resend.mutateAsync({ id: webhook.id, deliveryId: attempt.deliveryId });
      toast.success(WEBHOOK_MESSAGES.resent);
    } catch (error) {
      for (const line of webhookErrorLines(error, 'Não foi possível reenviar.')) toast.error(line);
    }
  }

  async function rotateSecret() {
    try {
      const rotated = await rotate.mutateAsync(webhook.id);
      toast.success(WEBHOOK_MESSAGES.rotated);
      setSecret(rotated.secret);
    } catch (error) {
      for (const line of webhookErrorLines(error, 'Não foi possível trocar o segredo.')) toast.error(line);
      throw error;
    }
  }

  const columns: Column<WebhookAttempt>[] = [
    { key: 'eventType', header: 'Evento', cell: (a) => <span className={styles.code}>{a.eventType}</span> },
    { key: 'attemptedAt', header: 'Data', cell: (a) => formatDateTime(new Date(a.attemptedAt)) },
    {
      key: 'status',
      header: 'Resultado',
      cell: (a) => <Badge tone={a.succeeded ? 'success' : 'danger'}>{outcome(a)}</Badge>,
    },
    { key: 'latencyMs', header: 'Latência', align: 'right', cell: (a) => `${a.latencyMs} ms` },
    {
      key: 'responseExcerpt',
      header: 'Resposta',
      cell: (a) => <span className={styles.excerpt}>{a.responseExcerpt ?? '—'}</span>,
    },
    {
      key: 'delivery',
      header: 'Entrega',
      cell: (a) => {
        const label = DELIVERY_LABEL[a.deliveryStatus];
        return (
          <Badge tone={label.tone}>
            {a.deliveryStatus === 'PENDING' && a.nextAttemptAt
              ? `${label.text} em ${formatDateTime(new Date(a.nextAttemptAt))}`
              : label.text}
          </Badge>
        );
      },
    },
    {
      key: 'actions',
      header: 'Ações',
      align: 'right',
      cell: (a) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Reenviar ${a.eventType} de ${formatDateTime(new Date(a.attemptedAt))}`}
          disabled={!webhook.active || (resend.isPending && resend.variables?.deliveryId === a.deliveryId)}
          onClick={() => void resendDelivery(a)}
        >
          Reenviar
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void attempts.refetch()}
          loading={attempts.isFetching}
        >
          Atualizar
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setConfirmRotate(true)}>
          Trocar segredo
        </Button>
      </div>
      {!webhook.active ? (
        <p className={styles.muted} role="note">
          {webhook.disabledReason === 'GONE'
            ? 'O receptor respondeu 410 (não quer mais eventos) e o webhook foi desativado. Ative-o para reenviar.'
            : 'Webhook desativado: ative-o para reenviar as entregas.'}
        </p>
      ) : null}
      {attempts.isError ? (
        <p role="alert">Não foi possível carregar as tentativas.</p>
      ) : (
        <Table
          caption={`Tentativas de ${webhook.title}`}
          hideCaption
          columns={columns}
          rows={attempts.data?.content}
          loading={attempts.isPending}
          getRowKey={(a) => String(a.id)}
          emptyText="Sem tentativas de entrega"
        />
      )}
      <ConfirmDialog
        open={confirmRotate}
        onOpenChange={setConfirmRotate}
        title="Tem certeza que deseja trocar o segredo?"
        message="Um segredo novo passa a assinar as entregas. O atual continua valendo por 24 horas, para você atualizar o seu sistema."
        confirmLabel="Trocar"
        onConfirm={rotateSecret}
      />
      <Modal.Root open={secret !== null}>
        {secret ? (
          <SecretReveal
            title={`Novo segredo: ${webhook.title}`}
            secret={secret}
            note="O segredo anterior ainda assina as entregas por 24 horas."
            onDone={() => setSecret(null)}
          />
        ) : null}
      </Modal.Root>
    </>
  );
}

export function WebhookAttemptsDrawer({ webhook, onClose }: { webhook: Webhook | null; onClose(): void }) {
  return (
    <Drawer.Root open={webhook !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {webhook ? (
        <Drawer.Content title={`Tentativas: ${webhook.title}`} size="lg" description={webhook.url}>
          <AttemptsBody webhook={webhook} />
        </Drawer.Content>
      ) : null}
    </Drawer.Root>
  );
}
