import type { ApiDate } from '@balcao/domain/dates';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { CustomerSlot } from '../../app/customer-slot';
import { useGatewayToday } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { Pagination, SearchBar } from '../../ui';
import { CHARGE_PAGE_SIZE, type ChargeListFilters, type ChargeSearchField, chargeQueries } from './api';
import * as styles from './list.css';
import { ChargeFilterPanel } from './list-filter-panel';
import { CHARGE_SEARCH_FIELDS } from './list-search';
import { ChargeTable } from './list-table';
import { NewChargeDialog } from './new-charge-dialog';
import { ChargeReportDialog } from './report-dialog';

export interface ChargesListPageProps {
  /** The search, filters and page in the URL. */
  search: ChargeListFilters;
  onSearchChange: (search: ChargeListFilters) => void;
  /** São Paulo's today, where the date pickers open; the gateway's by default. */
  today?: ApiDate;
  /** Opens a charge ('Nova cobrança' opens the one it created). */
  onOpenCharge?: (id: string) => void;
  /** The customers feature's picker for 'Nova cobrança', lent by the route. */
  customerPicker: CustomerSlot;
}

/** Keeps the panel's filters and the page out of a new search, and drops the old panel filters. */
function withoutPanel({ field, term }: ChargeListFilters): Pick<ChargeListFilters, 'field' | 'term'> {
  return { field, term };
}

/**
 * /cobrancas: search by one of five fields, filter in a drawer, 10 a page by due date (latest
 * first); a row opens the charge.
 */
export function ChargesListPage({
  search,
  onSearchChange,
  today,
  onOpenCharge,
  customerPicker,
}: ChargesListPageProps) {
  const { clients } = useServices();
  const gatewayToday = useGatewayToday();
  // The route's loader reads the page first; a new search loads through the router, old page on screen.
  const list = useSuspenseQuery(chargeQueries.list(clients, search));
  const page = list.data;
  const { field, term, page: _page, ...panel } = search;
  return (
    <section className={styles.page} aria-labelledby="charges-title">
      <div className={styles.header}>
        <h1 id="charges-title" className={styles.title}>
          Cobranças
        </h1>
        <div className={styles.footer}>
          <ChargeReportDialog today={today ?? gatewayToday} />
          <NewChargeDialog
            today={today ?? gatewayToday}
            onCreated={(id) => onOpenCharge?.(id)}
            customerPicker={customerPicker}
          />
          <ChargeFilterPanel
            filters={search}
            today={today ?? gatewayToday}
            onApply={(next) => onSearchChange({ ...withoutPanel(search), ...next, page: 1 })}
          />
        </div>
      </div>
      <SearchBar
        fields={CHARGE_SEARCH_FIELDS}
        value={{ field, term }}
        onSearch={(value) =>
          onSearchChange({ ...panel, field: value.field as ChargeSearchField, term: value.term, page: 1 })
        }
        onClear={() => onSearchChange({ ...panel, field: 'customerName', term: '', page: 1 })}
      />
      <ChargeTable rows={page.content} loading={false} failed={false} />
      <Pagination
        page={search.page}
        totalPages={page.totalPages}
        totalItems={page.totalElements}
        pageSize={CHARGE_PAGE_SIZE}
        itemLabel="cobranças"
        disabled={list.isFetching}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
      />
    </section>
  );
}
