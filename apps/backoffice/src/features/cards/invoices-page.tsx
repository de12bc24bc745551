import {
  cardPermissions,
  displayedInvoiceStatus,
  formatInvoiceMonth,
  INVOICE_MESSAGES,
  isInvoicePayable,
} from '@balcao/domain/cards';
import { formatApiDate } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useGatewayToday } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { Button, type Column, Pagination, Table } from '../../ui';
import * as styles from './cards.css';
import { DueDayDialog } from './due-day-dialog';
import { INVOICE_MONTHS_SIZE, type InvoiceMonthSummary, invoiceQueries } from './invoice-api';
import { PaymentDrawer } from './payment-drawer';
import { InvoiceStatusBadge } from './status-badges';

function columns(today: string): readonly Column<InvoiceMonthSummary>[] {
  return [
    {
      key: 'month',
      header: 'Mês',
      cell: (month) => (
        <Link
          to="/cartao/faturas/$yearMonth"
          params={{ yearMonth: month.yearMonth }}
          onClick={(event) => event.stopPropagation()}
        >
          {formatInvoiceMonth(month.yearMonth)}
        </Link>
      ),
    },
    { key: 'due', header: 'Vencimento', cell: (month) => formatApiDate(month.dueDate) },
    {
      key: 'status',
      header: 'Status',
      cell: (month) => <InvoiceStatusBadge status={displayedInvoiceStatus(month, today)} />,
    },
    {
      key: 'total',
      header: 'Total',
      align: 'right',
      cell: (month) => formatBRL(reaisToCents(month.totalAmount)),
    },
    {
      key: 'paid',
      header: 'Pago',
      align: 'right',
      cell: (month) => formatBRL(reaisToCents(month.paidAmount)),
    },
    {
      key: 'remaining',
      header: 'Restante',
      align: 'right',
      cell: (month) => formatBRL(reaisToCents(month.remainingAmount)),
    },
  ];
}

/** /cartao/faturas (§2.6): the invoices by month with total, paid and remaining, 'Pagar' for who may pay, and 'Configurações' for the due day. */
export function InvoicesPage({ page, onPageChange }: { page: number; onPageChange(page: number): void }) {
  const { clients, auth } = useServices();
  const can = cardPermissions({ roles: auth.roles, features: auth.features });
  const { data } = useSuspenseQuery(invoiceQueries.months(clients, page));
  // 'Pagar' opens on the invoice the summary shows, which may be on another page.
  const shown = useQuery(invoiceQueries.summary(clients)).data?.invoice ?? null;
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'pay' | 'settings' | null>(null);
  const today = useGatewayToday();
  const anyPayable = data.content.some((month) => isInvoicePayable(month, today));
  const openChange = (which: 'pay' | 'settings') => (open: boolean) => setDialog(open ? which : null);
  return (
    <section className={styles.page} aria-labelledby="invoices-title">
      <div className={styles.header}>
        <h1 id="invoices-title" className={styles.title}>
          Faturas
        </h1>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setDialog('settings')}>
            Configurações
          </Button>
          {can.payInvoice ? (
            <Button variant="primary" disabled={!anyPayable} onClick={() => setDialog('pay')}>
              Pagar
            </Button>
          ) : null}
        </div>
      </div>
      <Table
        caption="Faturas por mês"
        hideCaption
        columns={columns(today)}
        rows={data.content}
        getRowKey={(month) => month.yearMonth}
        emptyText={INVOICE_MESSAGES.noInvoices}
        onRowClick={(month) =>
          void navigate({ to: '/cartao/faturas/$yearMonth', params: { yearMonth: month.yearMonth } })
        }
      />
      <Pagination
        page={page}
        totalPages={data.totalPages}
        totalItems={data.totalElements}
        pageSize={INVOICE_MONTHS_SIZE}
        itemLabel="faturas"
        onPageChange={onPageChange}
      />
      <DueDayDialog open={dialog === 'settings'} onOpenChange={openChange('settings')} />
      {can.payInvoice ? (
        <PaymentDrawer
          open={dialog === 'pay'}
          yearMonth={shown?.yearMonth}
          onOpenChange={openChange('pay')}
        />
      ) : null}
    </section>
  );
}
