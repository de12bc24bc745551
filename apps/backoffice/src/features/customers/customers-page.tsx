import { CUSTOMER_FULL_LIST_SIZE, CUSTOMER_PAGE_SIZE } from '@balcao/domain/customers';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useServices } from '../../app/services';
import { buttonStyle, type Column, Pagination, SearchBar, Table } from '../../ui';
import { type CustomerListFilters, type CustomerSummary, customerQueries } from './api';
import { CustomerPicker } from './customer-picker';
import * as styles from './customers.css';
import { formatCustomerPhone } from './format';
import { CUSTOMER_SEARCH_FIELDS } from './search';

export const NO_CUSTOMERS = 'Sem dados de clientes';

const columns: readonly Column<CustomerSummary>[] = [
  {
    key: 'name',
    header: 'Nome',
    cell: (customer) => (
      <Link to="/clientes/$id" params={{ id: customer.id }} className={styles.link}>
        {customer.name}
      </Link>
    ),
  },
  { key: 'email', header: 'Email', cell: (customer) => customer.email },
  {
    key: 'phone',
    header: 'Telefone',
    cell: (customer) => formatCustomerPhone(customer.countryCode, customer.phone),
  },
];

export interface CustomersPageProps {
  /** The search and page in the URL. */
  search: CustomerListFilters;
  onSearchChange: (search: CustomerListFilters) => void;
}

/** /clientes: search by Nome, Documento or Email, 20 a page by name; a row opens the customer. */
export function CustomersPage({ search, onSearchChange }: CustomersPageProps) {
  const { clients } = useServices();
  const navigate = useNavigate();
  // The route's loader has the page before this renders; a failure is the route's error (§8 toast).
  const list = useSuspenseQuery(customerQueries.list(clients, search));
  const page = list.data;
  const openCustomer = (id: string) => void navigate({ to: '/clientes/$id', params: { id } });
  return (
    <section className={styles.page} aria-labelledby="customers-title">
      <div className={styles.header}>
        <h1 id="customers-title" className={styles.title}>
          Clientes
        </h1>
        <Link to="/clientes/adicionar-cliente" className={buttonStyle({ variant: 'primary' })}>
          Adicionar cliente
        </Link>
      </div>
      <SearchBar
        fields={CUSTOMER_SEARCH_FIELDS}
        value={{ field: search.field, term: search.term }}
        onSearch={(value) =>
          onSearchChange({ field: value.field as CustomerListFilters['field'], term: value.term, page: 1 })
        }
        onClear={() => onSearchChange({ field: 'name', term: '', page: 1 })}
      />
      <CustomerPicker
        label="Ir para o cliente"
        placeholder="Digite nome, documento ou e-mail"
        size={CUSTOMER_FULL_LIST_SIZE}
        value={null}
        allowAdd={false}
        onChange={(customer) => customer && openCustomer(customer.id)}
      />
      <Table
        caption="Clientes"
        hideCaption
        columns={columns}
        rows={page.content}
        getRowKey={(customer) => customer.id}
        emptyText={NO_CUSTOMERS}
        onRowClick={(customer) => openCustomer(customer.id)}
      />
      <Pagination
        page={search.page}
        totalPages={page.totalPages}
        totalItems={page.totalElements}
        pageSize={CUSTOMER_PAGE_SIZE}
        itemLabel="clientes"
        disabled={list.isFetching}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
      />
    </section>
  );
}
