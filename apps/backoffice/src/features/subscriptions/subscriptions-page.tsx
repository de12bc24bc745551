import { hasAnyRole } from '@balcao/domain/access';
import { formatApiDate } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { ROUTES } from '@balcao/domain/navigation';
import {
  periodicityLabel,
  SUBSCRIPTION_PAGE_SIZE,
  subscriptionStatusBadge,
} from '@balcao/domain/subscriptions';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useGatewayToday } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { Badge, buttonStyle, type Column, Pagination, SearchBar, Table } from '../../ui';
import { type SubscriptionListFilters, type SubscriptionSummary, subscriptionQueries } from './api';
import { SUBSCRIPTION_SEARCH_FIELDS, SUBSCRIPTION_TABS } from './search';
import * as styles from './subscriptions.css';

/** §8: the empty text of the subscriptions list. */
export const NO_RECURRENCES = 'Sem dados de recorrências';

const IMPORT_ROLES = ROUTES.find((route) => route.path === '/importacao-de-recorrencia')?.roles ?? [];

export function SubscriptionStatusBadge({ status }: { status: string }) {
  const { label, tone } = subscriptionStatusBadge(status);
  return (
    <Badge tone={tone} data-tone={tone}>
      {label}
    </Badge>
  );
}

const columns: readonly Column<SubscriptionSummary>[] = [
  {
    key: 'customer',
    header: 'Cliente',
    cell: (s) => (
      <Link to="/recorrencias/$id" params={{ id: s.uuid }} className={styles.link}>
        {s.customerName}
      </Link>
    ),
  },
  { key: 'startDate', header: 'Data de início', cell: (s) => formatApiDate(s.startDate) },
  { key: 'plan', header: 'Plano', cell: (s) => s.titlePlan },
  { key: 'periodicity', header: 'Periodicidade', cell: (s) => periodicityLabel(s.basicValue.type) },
  {
    // The period's value, the figure its charges carry; the periodicity beside it names the period.
    key: 'value',
    header: 'Valor',
    align: 'right',
    cell: (s) => formatBRL(reaisToCents(s.basicValue.value)),
  },
  { key: 'status', header: 'Status', cell: (s) => <SubscriptionStatusBadge status={s.status} /> },
];

export interface SubscriptionsPageProps {
  search: SubscriptionListFilters;
  onSearchChange: (search: SubscriptionListFilters) => void;
  /** São Paulo's today, where the date picker opens; the gateway's by default. */
  today?: string;
}

/**
 * /recorrencias: the five tabs, search by Nome or Documento with the expiration range, 20 a page by
 * start date, newest first; everything in the URL. A row opens the subscription.
 */
export function SubscriptionsPage({ search, onSearchChange, today }: SubscriptionsPageProps) {
  const { clients, auth } = useServices();
  const gatewayToday = useGatewayToday();
  const navigate = useNavigate();
  const list = useSuspenseQuery(subscriptionQueries.list(clients, search));
  const page = list.data;
  return (
    <section className={styles.page} aria-labelledby="subscriptions-title">
      <div className={styles.header}>
        <h1 id="subscriptions-title" className={styles.title}>
          Recorrências
        </h1>
        {hasAnyRole(auth.roles, IMPORT_ROLES) ? (
          <Link to="/importacao-de-recorrencia" className={buttonStyle({ variant: 'primary' })}>
            Importar Recorrências
          </Link>
        ) : null}
      </div>
      <nav aria-label="Status das recorrências" className={styles.tabs}>
        {SUBSCRIPTION_TABS.map((tab) => (
          <Link
            key={tab.value}
            to="/recorrencias"
            search={{ ...search, tab: tab.value, page: 1 }}
            className={styles.tab}
            aria-current={search.tab === tab.value ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <SearchBar
        fields={SUBSCRIPTION_SEARCH_FIELDS}
        value={{ field: search.field, term: search.term, from: search.from, to: search.to }}
        dateRange={{ label: 'Vencimento', today: today ?? gatewayToday }}
        onSearch={(value) =>
          onSearchChange({
            tab: search.tab,
            field: value.field as SubscriptionListFilters['field'],
            term: value.term,
            ...(value.from && value.to ? { from: value.from, to: value.to } : {}),
            page: 1,
          })
        }
        onClear={() => onSearchChange({ tab: search.tab, field: 'customerName', term: '', page: 1 })}
      />
      <Table
        caption="Recorrências"
        hideCaption
        columns={columns}
        rows={page.content}
        getRowKey={(s) => s.uuid}
        emptyText={NO_RECURRENCES}
        onRowClick={(s) => void navigate({ to: '/recorrencias/$id', params: { id: s.uuid } })}
      />
      <Pagination
        page={search.page}
        totalPages={page.totalPages}
        totalItems={page.totalElements}
        pageSize={SUBSCRIPTION_PAGE_SIZE}
        itemLabel="recorrências"
        disabled={list.isFetching}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
      />
    </section>
  );
}
