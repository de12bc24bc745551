import { formatDocument } from '@balcao/domain/documents';
import {
  canSeeSubSellerColumns,
  formatSubSellerPaymentValue,
  SUB_SELLER_PAGE_SIZE,
  subSellerPaymentValueFromWire,
} from '@balcao/domain/sub-sellers';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useServices } from '../../app/services';
import { buttonStyle, type Column, Pagination, SearchBar, Table } from '../../ui';
import { type SubSellerListFilters, type SubSellerSummary, subSellerQueries } from './api';
import {
  NEW_SUB_SELLER,
  NO_SUB_SELLERS,
  SEARCH_PLACEHOLDER,
  SEE_DETAILS,
  SUB_SELLERS_TITLE,
} from './messages';
import { SubSellerBadge } from './sub-seller-badge';
import * as styles from './sub-sellers.css';

const SEARCH_FIELDS = [{ value: 'filter', label: 'Nome, CPF ou CNPJ' }] as const;

const nameColumn: Column<SubSellerSummary> = { key: 'name', header: 'Nome', cell: (row) => row.name };

const detailsColumn: Column<SubSellerSummary> = {
  key: 'details',
  header: 'Ações',
  cell: (row) => (
    <Link
      to="/sub-vendedores/$id"
      params={{ id: row.id }}
      className={styles.link}
      aria-label={`${SEE_DETAILS} de ${row.name}`}
    >
      {SEE_DETAILS}
    </Link>
  ),
};

/** §2: the other columns only for SELLER_CONFIG_NF, SELLER_MASTER, SELLER_ADMIN or SELLER_BACKOFFICE. */
const dataColumns: readonly Column<SubSellerSummary>[] = [
  { key: 'document', header: 'CPF/CNPJ', cell: (row) => formatDocument(row.document) },
  {
    key: 'split',
    header: 'Divisão padrão',
    align: 'right',
    cell: (row) =>
      formatSubSellerPaymentValue(row.paymentType, subSellerPaymentValueFromWire(row.paymentValue)),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <SubSellerBadge isActive={row.isActive} splitStatus={row.splitStatus} />,
  },
];

export function subSellerColumns(roles: readonly string[]): readonly Column<SubSellerSummary>[] {
  return canSeeSubSellerColumns(roles)
    ? [nameColumn, ...dataColumns, detailsColumn]
    : [nameColumn, detailsColumn];
}

export interface SubSellersPageProps {
  /** The session's roles, from the router context. */
  roles: readonly string[];
  /** The search and page in the URL. */
  search: SubSellerListFilters;
  onSearchChange: (search: SubSellerListFilters) => void;
}

/** /sub-vendedores: search by name, CPF or CNPJ, 20 a page by name; each row links to its detail. */
export function SubSellersPage({ roles, search, onSearchChange }: SubSellersPageProps) {
  const { clients } = useServices();
  const list = useSuspenseQuery(subSellerQueries.list(clients, search));
  const page = list.data;
  return (
    <section className={styles.page} aria-labelledby="sub-sellers-title">
      <div className={styles.header}>
        <h1 id="sub-sellers-title" className={styles.title}>
          {SUB_SELLERS_TITLE}
        </h1>
        <Link to="/sub-vendedores/novo" className={buttonStyle({ variant: 'primary' })}>
          {NEW_SUB_SELLER}
        </Link>
      </div>
      <SearchBar
        fields={SEARCH_FIELDS}
        placeholder={SEARCH_PLACEHOLDER}
        value={{ field: 'filter', term: search.filter }}
        onSearch={(value) => onSearchChange({ filter: value.term, page: 1 })}
        onClear={() => onSearchChange({ filter: '', page: 1 })}
      />
      <Table
        caption={SUB_SELLERS_TITLE}
        hideCaption
        columns={subSellerColumns(roles)}
        rows={page.content}
        getRowKey={(row) => String(row.id)}
        emptyText={NO_SUB_SELLERS}
      />
      <Pagination
        page={search.page}
        totalPages={page.totalPages}
        totalItems={page.totalElements}
        pageSize={SUB_SELLER_PAGE_SIZE}
        itemLabel="sub-vendedores"
        disabled={list.isFetching}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
      />
    </section>
  );
}
