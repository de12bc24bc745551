import { errorLines, isApiError } from '@balcao/client';
import { REPORT_MESSAGES } from '@balcao/domain/reports';
import {
  defaultTreasuryPeriod,
  TREASURY_STATEMENT_TAB_LABELS,
  type TreasuryActions,
  type TreasuryStatementAccount,
  treasuryActions,
  treasuryPeriodProblem,
} from '@balcao/domain/treasury';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { createContext, useContext, useMemo, useRef, useState } from 'react';
import { useGatewayToday } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { Button, buttonStyle, DateRangePicker, useToast } from '../../ui';
import { PageTabs } from '../../ui/page-tabs';
import { type TreasuryApplication, treasuryQueries, useExportStatement } from './api';
import { ApplicationsTable } from './applications-table';
import { BalanceTiles } from './balance-tiles';
import { LedgerTable } from './ledger-table';
import type { TreasurySearch, TreasuryTab } from './search';
import * as styles from './treasury.css';
import { InvestDialog, RedeemDialog, WithdrawDialog } from './treasury-dialogs';
import { WithdrawalsTable } from './withdrawals-table';

const ACCOUNT_OF: Readonly<Record<TreasuryTab, TreasuryStatementAccount>> = {
  corrente: 'CHECKING_ACCOUNT',
  investimento: 'INVESTMENT_ACCOUNT',
};

interface PanelState {
  account: TreasuryStatementAccount;
  from: string;
  to: string;
  problem: string | null;
  page: number;
  onPage(page: number): void;
}

/** The chosen tab's statement: both tabs share one panel, fed by the page through this context. */
const PanelContext = createContext<PanelState | null>(null);

function StatementPanel() {
  const state = useContext(PanelContext);
  if (!state) return null;
  if (state.problem)
    return (
      <p className={styles.problem} role="alert">
        {state.problem}
      </p>
    );
  return (
    <LedgerTable
      account={state.account}
      from={state.from}
      to={state.to}
      page={state.page}
      onPageChange={state.onPage}
    />
  );
}

const TABS = (['corrente', 'investimento'] as const).map((key) => ({
  key,
  label: TREASURY_STATEMENT_TAB_LABELS[ACCOUNT_OF[key]],
  Panel: StatementPanel,
}));

type Dialog =
  | { kind: 'invest' }
  | { kind: 'withdraw' }
  | { kind: 'redeem'; application: TreasuryApplication };

/**
 * /tesouraria (banking document §2.7, §4.4, §5, §6, §8): the balances, the applications, the latest
 * withdrawals, and the checking
 * and investment statements over a period of at most 3 months, with invest, redeem, withdraw, 'Extrair
 * extrato', 'Pagar contas' and 'Mais Detalhes' for the roles §6 names. The period, tab and page live in the URL.
 */
export function TreasuryPage({
  search,
  onSearchChange,
}: {
  search: TreasurySearch;
  onSearchChange(next: TreasurySearch): void;
}) {
  const { clients, auth } = useServices();
  const toast = useToast();
  const router = useRouter();
  const appPaths = useMemo(() => new Set(Object.keys(router.routesByPath)), [router]);
  const actions: TreasuryActions = treasuryActions({ roles: auth.roles, features: auth.features }, (path) =>
    appPaths.has(path),
  );
  const { data: summary } = useSuspenseQuery(treasuryQueries.summary(clients));
  const exportStatement = useExportStatement();
  // Set before the first click re-renders the button as busy, so a double click sends one request.
  const exporting = useRef(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const today = useGatewayToday();
  const period =
    search.from && search.to ? { from: search.from, to: search.to } : defaultTreasuryPeriod(today);
  const problem = treasuryPeriodProblem(period.from, period.to, today);
  const account = ACCOUNT_OF[search.tab];

  function requestExport() {
    if (problem || exporting.current) return;
    exporting.current = true;
    exportStatement.mutate(
      { account, ...period },
      {
        onSettled: () => {
          exporting.current = false;
        },
        onSuccess: () => toast.success(REPORT_MESSAGES.statementSent),
        onError: (error) => {
          const lines =
            isApiError(error) && error.errors.length > 0 ? errorLines(error) : [REPORT_MESSAGES.failure];
          for (const line of lines) toast.error(line);
        },
      },
    );
  }

  return (
    <section className={styles.page} aria-labelledby="treasury-title">
      <div className={styles.header}>
        <h1 id="treasury-title" className={styles.title}>
          Tesouraria
        </h1>
        {actions.payBills ? (
          <Link to="/pagamentos" className={buttonStyle({ variant: 'secondary' })}>
            Pagar contas
          </Link>
        ) : null}
      </div>
      <BalanceTiles
        summary={summary}
        actions={actions}
        onInvest={() => setDialog({ kind: 'invest' })}
        onWithdraw={() => setDialog({ kind: 'withdraw' })}
      />
      <ApplicationsTable
        products={summary.products}
        {...(actions.redeem
          ? { onRedeem: (application: TreasuryApplication) => setDialog({ kind: 'redeem', application }) }
          : {})}
      />
      <WithdrawalsTable />
      <div className={styles.toolbar}>
        <DateRangePicker
          value={period}
          today={today}
          max={today}
          onChange={(next) => {
            if (next.from && next.to) onSearchChange({ ...search, from: next.from, to: next.to, page: 1 });
          }}
        />
        {actions.exportStatement ? (
          <Button
            variant="secondary"
            onClick={requestExport}
            disabled={problem !== null}
            loading={exportStatement.isPending}
          >
            Extrair extrato
          </Button>
        ) : null}
      </div>
      <PanelContext.Provider
        value={{
          account,
          ...period,
          problem,
          page: search.page,
          onPage: (page) => onSearchChange({ ...search, page }),
        }}
      >
        <PageTabs
          label="Extratos"
          tabs={TABS}
          current={search.tab}
          onChange={(key) => onSearchChange({ ...search, tab: key as TreasuryTab, page: 1 })}
        />
      </PanelContext.Provider>
      {dialog?.kind === 'invest' ? <InvestDialog summary={summary} onClose={close} /> : null}
      {dialog?.kind === 'withdraw' ? <WithdrawDialog summary={summary} onClose={close} /> : null}
      {dialog?.kind === 'redeem' ? <RedeemDialog application={dialog.application} onClose={close} /> : null}
    </section>
  );
}
