import { createChargeItems } from '@balcao/domain/dashboard';
import type { ApiDate } from '@balcao/domain/dates';
import { canOpenRoute, routeByPath } from '@balcao/domain/navigation';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useGatewayToday } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { dashboardQueries } from './api';
import { BalanceCard } from './balance-card';
import { CreateChargeMenu } from './create-charge-menu';
import * as styles from './dashboard.css';
import { PeriodPicker } from './period-picker';
import { ReceivablesList } from './receivables-list';
import { RevenuePanel } from './revenue-panel';
import { type DashboardSearch, periodOf } from './search';

export interface DashboardPageProps {
  /** The period and list filter in the URL. */
  search: DashboardSearch;
  onSearchChange: (search: DashboardSearch) => void;
  /** São Paulo's today; the gateway's by default. */
  today?: ApiDate;
}

/**
 * Início (/): greeting, 'Criar cobrança', the balance card, and the period's revenue chart beside
 * its receivables; chart and list ask for the same period, so their figures agree.
 */
export function DashboardPage({ search, onSearchChange, today: fixedToday }: DashboardPageProps) {
  const { auth, clients } = useServices();
  const gatewayToday = useGatewayToday();
  const today = fixedToday ?? gatewayToday;
  const access = { roles: auth.roles, features: auth.features };
  const opensCharges = canOpenRoute(routeByPath('/cobrancas'), access);
  const period = periodOf(search, today);
  // The route's loader has read both for this period; a failure is the route's error state.
  const { data: chart } = useSuspenseQuery(dashboardQueries.chart(clients, period));
  const { data: charges } = useSuspenseQuery(dashboardQueries.receivables(clients, period, search.status));
  // §7 reads the first charge through GET /charges, which only the charges roles may call (a 403
  // ends the session); the others take the same day from the chart's answer.
  const first = useQuery({ ...dashboardQueries.firstChargeDate(clients), enabled: opensCharges });
  const firstChargeDate = opensCharges ? first.data : chart.firstChargeDate;
  const hasAnyCharge = firstChargeDate !== null;
  const session = auth.session;
  const name = session?.fantasyName || session?.companyName || '';

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Olá, {name}!</h1>
        <CreateChargeMenu items={createChargeItems(access)} />
      </div>
      <BalanceCard access={access} />
      <div className={styles.revenue}>
        <section className={styles.card} aria-labelledby="revenue-title">
          <h2 id="revenue-title" className={styles.cardTitle}>
            Receita
          </h2>
          <PeriodPicker
            search={search}
            onSearchChange={onSearchChange}
            period={period}
            today={today}
            min={firstChargeDate}
          />
          <RevenuePanel dashboard={chart} hasAnyCharge={hasAnyCharge} />
        </section>
        <ReceivablesList
          charges={charges}
          filter={search.status}
          onFilterChange={(status) => onSearchChange({ ...search, status })}
          hasAnyCharge={hasAnyCharge}
          opensCharges={opensCharges}
        />
      </div>
    </div>
  );
}
