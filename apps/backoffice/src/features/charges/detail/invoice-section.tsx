import { hasAnyRole } from '@balcao/domain/access';
import {
  canCancelInvoice,
  canEmailInvoice,
  INVOICE_CANCEL_REFRESH_MS,
  INVOICE_ROLES,
  invoiceEmission,
  invoiceStatusBadge,
  NOT_EMITTED,
} from '@balcao/domain/charges';
import { formatDateTime } from '@balcao/domain/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiErrorLines } from '../../../app/api-errors';
import { useServices } from '../../../app/services';
import { Badge, Button, type Column, ConfirmDialog, Table, useToast } from '../../../ui';
import type { Charge } from '../api';
import * as styles from './charge-detail.css';
import { cancelInvoice, emailInvoice, emitInvoice, type Invoice, invoiceQueries } from './invoice-api';

export const INVOICE_MESSAGES = {
  emitFailed: 'Não foi possível emitir sua nota fiscal.',
  emitted: 'Emissão realizada com sucesso.',
  cancelled: 'Nota fiscal cancelada com sucesso!',
  emailed: 'E-mail enviado com sucesso!',
  loadFailed: 'Falha ao carregar as informações das notas fiscais.',
} as const;

type Row = Invoice | { uuidInvoice: typeof NOT_EMITTED; status: typeof NOT_EMITTED };
const PLACEHOLDER: Row = { uuidInvoice: NOT_EMITTED, status: NOT_EMITTED };
const isInvoice = (row: Row): row is Invoice => row.status !== NOT_EMITTED;

function StatusCell({ status }: { status: string }) {
  const badge = invoiceStatusBadge(status);
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}

function Files({ invoice }: { invoice: Invoice }) {
  const { pdfImageLink, xmlImageLink } = invoice.invoiceDownloadLink;
  if (!pdfImageLink && !xmlImageLink) return '-';
  const number = invoice.invoiceNumber ?? '';
  return (
    <span className={styles.links}>
      {pdfImageLink ? (
        <a
          className={styles.link}
          href={pdfImageLink}
          target="_blank"
          rel="noreferrer"
          aria-label={`PDF da nota ${number}`}
        >
          PDF
        </a>
      ) : null}
      {xmlImageLink ? (
        <a
          className={styles.link}
          href={xmlImageLink}
          target="_blank"
          rel="noreferrer"
          aria-label={`XML da nota ${number}`}
        >
          XML
        </a>
      ) : null}
    </span>
  );
}

function InvoiceActions({ invoice, charge }: { invoice: Invoice; charge: Charge }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const refresh = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refresh.current), []);
  // §8: the send and cancel flows show the server's errors as 'description - code'.
  const reportError = (error: unknown) => {
    for (const line of apiErrorLines(error, { order: 'description-code' })) toast.error(line);
  };
  const email = useMutation({
    mutationFn: () => emailInvoice(clients, charge.uuid, invoice.uuidInvoice),
    onSuccess: () => toast.success(INVOICE_MESSAGES.emailed),
    onError: reportError,
  });
  const cancel = useMutation({
    mutationFn: () => cancelInvoice(clients, invoice.uuidInvoice, charge.cnpjSeller),
    onSuccess: () => {
      toast.success(INVOICE_MESSAGES.cancelled);
      // §9: the list reloads 3 s after a cancellation.
      refresh.current = setTimeout(
        () => queryClient.invalidateQueries({ queryKey: invoiceQueries.list(clients, charge.uuid).queryKey }),
        INVOICE_CANCEL_REFRESH_MS,
      );
    },
    onError: reportError,
  });
  const number = invoice.invoiceNumber ?? '';
  const name = invoice.invoiceNumber === null ? 'nota' : `nota ${invoice.invoiceNumber}`;
  return (
    <span className={styles.actions}>
      <Button
        variant="secondary"
        disabled={!canEmailInvoice(invoice.status)}
        loading={email.isPending}
        aria-label={`Enviar ${name} por e-mail`}
        onClick={() => email.mutate()}
      >
        Enviar por e-mail
      </Button>
      {canCancelInvoice(invoice.status) ? (
        <>
          <Button
            variant="danger"
            loading={cancel.isPending}
            aria-label={`Cancelar ${name}`}
            onClick={() => setConfirming(true)}
          >
            Cancelar
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            kind="question"
            tone="danger"
            title="Cancelar nota fiscal"
            message={`Tem certeza que deseja cancelar a nota fiscal nº ${number}?`}
            onConfirm={() => cancel.mutateAsync()}
          />
        </>
      ) : null}
    </span>
  );
}

function EmitButton({ charge, label }: { charge: Charge; label: string }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const emit = useMutation({
    mutationFn: () => emitInvoice(clients, charge.uuid),
    onSuccess: () => {
      toast.success(INVOICE_MESSAGES.emitted);
      return queryClient.invalidateQueries({ queryKey: invoiceQueries.list(clients, charge.uuid).queryKey });
    },
    onError: (error) => {
      toast.error(INVOICE_MESSAGES.emitFailed);
      for (const line of apiErrorLines(error)) toast.error(line);
    },
  });
  return (
    <Button loading={emit.isPending} onClick={() => emit.mutate()}>
      {label}
    </Button>
  );
}

/** §2 and §4 'Invoices on a charge': the charge's NF, shown to the invoice roles of §6. */
export function InvoiceSection({ charge }: { charge: Charge }) {
  const { clients, auth } = useServices();
  const allowed = hasAnyRole(auth.roles, INVOICE_ROLES);
  const list = useQuery({ ...invoiceQueries.list(clients, charge.uuid), enabled: allowed });
  const config = useQuery({ ...invoiceQueries.config(clients), enabled: allowed });
  if (!allowed) return null;

  const invoices = list.data ?? [];
  const emission =
    list.data && config.data
      ? invoiceEmission({ invoices, configActive: config.data.active, chargeStatus: charge.status })
      : null;
  const columns: Column<Row>[] = [
    { key: 'number', header: 'Número', cell: (row) => (isInvoice(row) ? (row.invoiceNumber ?? '-') : '-') },
    {
      key: 'date',
      header: 'Data de emissão',
      cell: (row) => (isInvoice(row) ? formatDateTime(new Date(row.createdAt)) : '-'),
    },
    { key: 'status', header: 'Status', cell: (row) => <StatusCell status={row.status} /> },
    { key: 'files', header: 'Arquivos', cell: (row) => (isInvoice(row) ? <Files invoice={row} /> : '-') },
    {
      key: 'actions',
      header: 'Ações',
      cell: (row) => (isInvoice(row) ? <InvoiceActions invoice={row} charge={charge} /> : '-'),
    },
  ];

  return (
    <section className={styles.card} aria-labelledby="charge-invoices">
      <div className={styles.header}>
        <h2 id="charge-invoices" className={styles.subtitle}>
          Notas fiscais
        </h2>
        {emission === 'emit-ahead' ? <EmitButton charge={charge} label="Adiantar Emissão de NF" /> : null}
        {emission === 'emit-again' ? <EmitButton charge={charge} label="Emitir Novamente" /> : null}
      </div>
      {list.isError ? (
        <p role="alert">{INVOICE_MESSAGES.loadFailed}</p>
      ) : (
        <Table
          caption="Notas fiscais da cobrança"
          hideCaption
          columns={columns}
          rows={invoices.length ? invoices : [PLACEHOLDER]}
          loading={list.isPending}
          getRowKey={(row) => row.uuidInvoice}
          emptyText=""
        />
      )}
    </section>
  );
}
