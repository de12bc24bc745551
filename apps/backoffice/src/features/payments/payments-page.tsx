import {
  approvesPayments,
  canSubmitApproval,
  PAYMENT_TAB_LABELS,
  PAYMENT_TABS,
  PAYMENTS_PAGE_SIZE,
  type PaymentTab,
  withPaymentsTab,
} from '@balcao/domain/payables';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createContext, useContext, useState } from 'react';
import { useServices } from '../../app/services';
import { Button, Pagination } from '../../ui';
import { PageTabs } from '../../ui/page-tabs';
import { type Payment, paymentQueries } from './api';
import { ApprovalDrawer } from './approval-drawer';
import { PaymentsBalanceCard } from './balance-card';
import { NewPaymentDrawer } from './new-payment/new-payment-drawer';
import { PaymentDetailDrawer } from './payment-detail-drawer';
import * as styles from './payments.css';
import { PaymentsFilters } from './payments-filters';
import { PaymentsTable } from './payments-table';
import type { PaymentsView } from './search';

interface PanelState {
  view: PaymentsView;
  onViewChange(next: PaymentsView): void;
  onDetails(payment: Payment): void;
  selected: ReadonlyMap<string, Payment>;
  onSelect(next: ReadonlyMap<string, Payment>): void;
  onApprove(): void;
}

/** The chosen tab's filters, table and pages: the tabs share one panel, fed by the page through this context. */
const PanelContext = createContext<PanelState | null>(null);

function usePanel(): PanelState {
  const state = useContext(PanelContext);
  if (!state) throw new Error('PaymentsPanel fora de PaymentsPage');
  return state;
}

function PaymentsPanel() {
  const state = usePanel();
  const { clients, auth } = useServices();
  const { view } = state;
  // The route's loader has read this view; a failure (a 409 for an account not yet active) is the route's error.
  const { data: list } = useSuspenseQuery(paymentQueries.list(clients, view));
  const selecting = view.tab === 'APPROVAL' && approvesPayments(auth.roles);
  const toggle = (payments: readonly Payment[], checked: boolean) => {
    const next = new Map(state.selected);
    for (const payment of payments)
      if (checked) next.set(payment.transferId, payment);
      else next.delete(payment.transferId);
    state.onSelect(next);
  };
  return (
    <div className={styles.page}>
      <PaymentsFilters view={view} onChange={state.onViewChange} />
      {selecting ? (
        <div className={styles.toolbar}>
          <p className={styles.muted} aria-live="polite">
            {state.selected.size === 1
              ? '1 pagamento selecionado'
              : `${state.selected.size} pagamentos selecionados`}
          </p>
          <Button disabled={!canSubmitApproval(state.selected.size)} onClick={state.onApprove}>
            Aprovar pagamentos
          </Button>
        </div>
      ) : null}
      <PaymentsTable
        rows={list.content}
        sort={view.sort}
        onSort={(sort) => state.onViewChange({ ...view, sort, page: 1 })}
        onDetails={state.onDetails}
        selection={
          selecting
            ? {
                selected: new Set(state.selected.keys()),
                onToggle: (payment) => toggle([payment], !state.selected.has(payment.transferId)),
                onTogglePage: toggle,
              }
            : undefined
        }
      />
      <Pagination
        page={view.page}
        totalPages={list.totalPages}
        totalItems={list.totalElements}
        pageSize={PAYMENTS_PAGE_SIZE}
        itemLabel="pagamentos"
        onPageChange={(page) => state.onViewChange({ ...view, page })}
      />
    </div>
  );
}

const TABS = PAYMENT_TABS.map((key) => ({ key, label: PAYMENT_TAB_LABELS[key], Panel: PaymentsPanel }));

/** /pagamentos, 'Contas a pagar' (banking §2.8, §4.6): balance, new payment, tabs with filters and the table. */
export function PaymentsPage({
  view,
  onViewChange,
}: {
  view: PaymentsView;
  onViewChange(next: PaymentsView): void;
}) {
  const queryClient = useQueryClient();
  const [detail, setDetail] = useState<Payment | null>(null);
  const [selected, setSelected] = useState<ReadonlyMap<string, Payment>>(new Map());
  const [approving, setApproving] = useState(false);
  const [creating, setCreating] = useState(false);
  return (
    <section className={styles.page} aria-labelledby="payments-title">
      <div className={styles.header}>
        <h1 id="payments-title" className={styles.title}>
          Contas a pagar
        </h1>
        <Button onClick={() => setCreating(true)}>+ Novo pagamento</Button>
      </div>
      <PaymentsBalanceCard />
      <PanelContext.Provider
        value={{
          view,
          onViewChange: onViewChange,
          onDetails: setDetail,
          selected,
          onSelect: setSelected,
          onApprove: () => setApproving(true),
        }}
      >
        <PageTabs
          label="Pagamentos"
          tabs={TABS}
          current={view.tab}
          onChange={(key) => {
            setSelected(new Map());
            onViewChange({ ...withPaymentsTab(view, key as PaymentTab), sort: view.sort });
          }}
        />
      </PanelContext.Provider>
      <NewPaymentDrawer open={creating} onOpenChange={setCreating} />
      <ApprovalDrawer
        open={approving}
        payments={[...selected.values()]}
        onClose={(approved) => {
          setApproving(false);
          if (!approved) return;
          setSelected(new Map());
          void queryClient.invalidateQueries({ queryKey: paymentQueries.all() });
        }}
      />
      <PaymentDetailDrawer payment={detail} onClose={() => setDetail(null)} />
    </section>
  );
}
