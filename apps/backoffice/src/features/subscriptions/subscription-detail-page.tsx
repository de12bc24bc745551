import { chargeStatusBadge, PAYMENT_METHOD_LABELS } from '@balcao/domain/charges';
import { formatApiDate } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import {
  periodicityLabel,
  periodValueLabel,
  SUBSCRIPTION_INVOICE_OFF_MESSAGE,
  SUBSCRIPTION_INVOICE_ON_MESSAGE,
  SUBSCRIPTION_STATUS_CONFIRM,
} from '@balcao/domain/subscriptions';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { useServices } from '../../app/services';
import { Badge, Button, type Column, ConfirmDialog, Table, useToast } from '../../ui';
import { type Subscription, setSubscriptionActive, setSubscriptionInvoice, subscriptionQueries } from './api';
import { SubscriptionEditDialog } from './subscription-edit-dialog';
import * as styles from './subscriptions.css';
import { SubscriptionStatusBadge } from './subscriptions-page';

type Charge = Subscription['charges'][number];

const chargeColumns: readonly Column<Charge>[] = [
  {
    key: 'expirationDate',
    header: 'Vencimento',
    cell: (c) => (
      <Link to="/cobrancas/$id" params={{ id: c.uuid }} className={styles.link}>
        {formatApiDate(c.expirationDate)}
      </Link>
    ),
  },
  { key: 'value', header: 'Valor', align: 'right', cell: (c) => formatBRL(reaisToCents(c.value)) },
  {
    key: 'status',
    header: 'Status',
    cell: (c) => {
      const { label, tone } = chargeStatusBadge(c.status);
      return <Badge tone={tone}>{label}</Badge>;
    },
  },
];

/** The two letters of the header's circle: first and last name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/** §4: editable only while Ativo; status changes while Ativo, Inadimplente or Pendente. */
export const canEdit = (s: Subscription) => s.status === 'ACTIVE';
export const canChangeStatus = (s: Subscription) => ['ACTIVE', 'DEFAULTER', 'PENDING'].includes(s.status);

/**
 * /recorrencias/{id}: the customer's initials and name, general information, the subscription's detail
 * and its latest charges; edit while Ativo, cancel or status change with a confirmation (not while an
 * anticipation is active), and the automatic invoice toggled with a confirmation.
 */
export function SubscriptionDetailPage({ id }: { id: string }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { data: s } = useSuspenseQuery(subscriptionQueries.detail(clients, id));
  const [confirming, setConfirming] = useState<null | 'status' | 'cancel' | 'invoice'>(null);
  const [editing, setEditing] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: subscriptionQueries.all() });

  async function run(action: () => Promise<unknown>, success?: string) {
    try {
      await action();
    } catch (error) {
      for (const line of apiErrorLines(error)) toast.error(line);
      throw error;
    }
    if (success) toast.success(success);
    await refresh();
  }

  const statusChangeable = canChangeStatus(s);
  const flipped = s.status !== 'ACTIVE';
  return (
    <section className={styles.page} aria-labelledby="subscription-title">
      <div className={styles.header}>
        <div className={styles.identity}>
          <span className={styles.initials} aria-hidden="true">
            {initialsOf(s.customerName)}
          </span>
          <div>
            <h1 id="subscription-title" className={styles.title}>
              {s.customerName}
            </h1>
            <p className={styles.muted}>{s.titlePlan}</p>
          </div>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void navigate({ to: '/recorrencias' })}>
            Voltar
          </Button>
          {canEdit(s) ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Editar
            </Button>
          ) : null}
          {statusChangeable ? (
            <>
              <Button
                variant="secondary"
                onClick={() => setConfirming('status')}
                disabled={s.anticipated}
                title={s.anticipated ? 'Indisponível: há antecipação ativa nesta recorrência.' : undefined}
              >
                {flipped ? 'Ativar recorrência' : 'Alterar status'}
              </Button>
              {flipped ? (
                <Button
                  variant="danger"
                  onClick={() => setConfirming('cancel')}
                  disabled={s.anticipated}
                  title={s.anticipated ? 'Indisponível: há antecipação ativa nesta recorrência.' : undefined}
                >
                  Cancelar recorrência
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
      {s.anticipated && statusChangeable ? (
        <p className={styles.muted}>
          O cancelamento e a mudança de status estão indisponíveis: esta recorrência tem antecipação ativa.
        </p>
      ) : null}

      <section className={styles.card} aria-labelledby="subscription-general">
        <h2 id="subscription-general" className={styles.subtitle}>
          Informações gerais
        </h2>
        <dl className={styles.facts}>
          <Fact label="Código">{s.uuid}</Fact>
          <Fact label="Data de início">{formatApiDate(s.startDate)}</Fact>
          <Fact label="Status">
            <SubscriptionStatusBadge status={s.status} />
          </Fact>
          <Fact label="Envio de nota fiscal">
            <span className={styles.toggle}>
              {s.invoiceEnabled ? 'Ativo' : 'Desativada'}
              <Button size="sm" variant="secondary" onClick={() => setConfirming('invoice')}>
                {s.invoiceEnabled ? 'Desativar' : 'Ativar'}
              </Button>
            </span>
          </Fact>
          <Fact label="Data de cancelamento">{s.cancelledDate ? formatApiDate(s.cancelledDate) : '—'}</Fact>
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="subscription-detail">
        <h2 id="subscription-detail" className={styles.subtitle}>
          Detalhes
        </h2>
        <dl className={styles.facts}>
          <Fact label="Plano">{s.titlePlan}</Fact>
          <Fact label="Periodicidade">{periodicityLabel(s.basicValue.type)}</Fact>
          <Fact label={periodValueLabel(s.basicValue.type)}>
            {formatBRL(reaisToCents(s.basicValue.value))}
          </Fact>
          <Fact label="Método de pagamento">
            {PAYMENT_METHOD_LABELS[s.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS] ?? s.paymentMethod}
          </Fact>
          <Fact label="Valor adicional">
            {s.additionalValue
              ? `${formatBRL(reaisToCents(s.additionalValue.value))} em ${s.additionalValue.installments}x`
              : '—'}
          </Fact>
          <Fact label="Descrição do boleto">{s.bankSlipDescription || '—'}</Fact>
        </dl>
      </section>

      <Table
        caption="Últimas cobranças"
        columns={chargeColumns}
        rows={s.charges}
        getRowKey={(c) => c.uuid}
        emptyText="Sem dados de cobranças"
        onRowClick={(c) => void navigate({ to: '/cobrancas/$id', params: { id: c.uuid } })}
      />

      <ConfirmDialog
        open={confirming === 'status' || confirming === 'cancel'}
        onOpenChange={(open) => !open && setConfirming(null)}
        kind="question"
        tone={confirming === 'cancel' || !flipped ? 'danger' : 'default'}
        title={SUBSCRIPTION_STATUS_CONFIRM}
        onConfirm={() =>
          run(() => setSubscriptionActive(clients, s.uuid, confirming === 'status' ? flipped : false))
        }
      />
      <ConfirmDialog
        open={confirming === 'invoice'}
        onOpenChange={(open) => !open && setConfirming(null)}
        kind="question"
        title={
          s.invoiceEnabled
            ? 'Deseja desativar o envio automático de nota fiscal desta recorrência?'
            : 'Deseja ativar o envio automático de nota fiscal desta recorrência?'
        }
        onConfirm={() =>
          run(
            () => setSubscriptionInvoice(clients, s.uuid, !s.invoiceEnabled),
            s.invoiceEnabled ? SUBSCRIPTION_INVOICE_OFF_MESSAGE : SUBSCRIPTION_INVOICE_ON_MESSAGE,
          )
        }
      />
      {editing ? <SubscriptionEditDialog subscription={s} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}
