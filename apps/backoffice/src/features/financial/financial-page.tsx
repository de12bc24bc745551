import { addDays } from '@balcao/domain/dates';
import {
  type FinancialTab,
  STATEMENT_PAGE_SIZE,
  STATEMENT_RANGE_LIMIT_DAYS,
  showsFinancialBalance,
} from '@balcao/domain/financial';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useGatewayToday } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { DateRangePicker, Pagination } from '../../ui';
import { PageTabs } from '../../ui/page-tabs';
import { financialQueries, movementsQuery, movementsRange, type StatementPage } from './api';
import { BalanceCards } from './balance-cards';
import * as styles from './financial.css';
import type { FinancialSearch } from './search';
import { StatementTable } from './statement-table';

interface PanelState {
  data: StatementPage;
  page: number;
  onPage(page: number): void;
}

/** The chosen tab's rows: the tabs share one panel, fed by the page through this context. */
const PanelContext = createContext<PanelState | null>(null);

function StatementPanel() {
  const state = useContext(PanelContext);
  if (!state) return null;
  return (
    <>
      <StatementTable rows={state.data.content} />
      <Pagination
        page={state.page}
        totalPages={state.data.totalPages}
        totalItems={state.data.totalElements}
        pageSize={STATEMENT_PAGE_SIZE}
        itemLabel="lançamentos"
        onPageChange={state.onPage}
      />
    </>
  );
}

const TABS: { key: FinancialTab; label: string }[] = [
  { key: 'extrato', label: 'Extrato' },
  { key: 'futuros', label: 'Lançamentos futuros' },
  { key: 'antecipacoes', label: 'Antecipações' },
];

/** /financeiro (002 §2.1, §4.1): balance cards, the period, the tabs and the statement, all in the URL. */
export function FinancialPage({
  search,
  onSearchChange,
}: {
  search: FinancialSearch;
  onSearchChange(next: FinancialSearch): void;
}) {
  const { clients, auth } = useServices();
  const today = useGatewayToday();
  // Both read by the route's loader first; a failure is the route's error state.
  const { data: balance } = useSuspenseQuery(financialQueries.balance(clients));
  const { data } = useSuspenseQuery(movementsQuery(clients, search, today));
  const range = movementsRange(search, today);
  const tabs = TABS.filter((t) => t.key !== 'antecipacoes' || balance.isOnDemandEnabled);
  return (
    <section className={styles.page} aria-labelledby="financial-title">
      <div className={styles.header}>
        <h1 id="financial-title" className={styles.title}>
          Financeiro
        </h1>
      </div>
      {showsFinancialBalance({ roles: auth.roles, features: auth.features }) ? <BalanceCards /> : null}
      <div className={styles.toolbar}>
        <DateRangePicker
          value={range}
          today={today}
          min={addDays(today, -STATEMENT_RANGE_LIMIT_DAYS)}
          max={addDays(today, STATEMENT_RANGE_LIMIT_DAYS)}
          onChange={(next) => {
            if (next.from && next.to) onSearchChange({ ...search, from: next.from, to: next.to, page: 1 });
          }}
        />
      </div>
      <PanelContext.Provider
        value={{
          data,
          page: search.page,
          onPage: (page) => onSearchChange({ ...search, page }),
        }}
      >
        <PageTabs
          label="Movimentações"
          tabs={tabs.map((t) => ({ ...t, Panel: StatementPanel }))}
          current={search.tab}
          // Each tab opens on its own period, from the first page (§4.1).
          onChange={(key) => onSearchChange({ tab: key as FinancialTab, page: 1 })}
        />
      </PanelContext.Provider>
    </section>
  );
}
