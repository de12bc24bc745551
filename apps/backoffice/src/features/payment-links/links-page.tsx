import { formatDate } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useGatewayNow } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { Badge, Button, buttonStyle, type Column, Pagination, Popover, SearchBar, Table } from '../../ui';
import { type PaymentLink, type PaymentLinkListFilters, paymentLinkQueries } from './api';
import * as styles from './links.css';
import { LinkRowActions } from './row-actions';
import { KIND_LABELS } from './search';

export const NO_LINKS = 'Sem dados de links customizados';
export const ONLY_WITH_CUSTOMER = 'Ver somente links dedicados a clientes';

export interface CreateLinkItem {
  label: string;
  path: string;
}

export interface PaymentLinksPageProps {
  search: PaymentLinkListFilters;
  onSearchChange: (search: PaymentLinkListFilters) => void;
  /** The tabs this user sees ('Links Rápidos' only with its feature). */
  kinds: readonly PaymentLinkListFilters['kind'][];
  /** The 'Criar' menu's items this build has pages for. */
  createItems: readonly CreateLinkItem[];
  /** /importacao-de-recorrencia when this build has it and the user may open it; else no button. */
  importPath: string | null;
  now?: () => Date;
}

function columns(kind: PaymentLinkListFilters['kind'], now: () => Date): Column<PaymentLink>[] {
  return [
    { key: 'title', header: kind === 'subscriptions' ? 'Plano' : 'Título', cell: (link) => link.title },
    { key: 'customer', header: 'Cliente', cell: (link) => link.sellerClient ?? '—' },
    {
      key: 'value',
      header: 'Valor',
      align: 'right',
      cell: (link) => formatBRL(reaisToCents(link.value)),
    },
    { key: 'createdAt', header: 'Criado em', cell: (link) => formatDate(new Date(link.createdAt)) },
    {
      key: 'uses',
      header: 'Vendas pagas',
      align: 'right',
      cell: (link) => (link.maxPaidUses === null ? link.paidUses : `${link.paidUses} de ${link.maxPaidUses}`),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (link) =>
        link.active ? <Badge tone="success">Ativo</Badge> : <Badge tone="neutral">Excluído</Badge>,
    },
    { key: 'actions', header: 'Ações', cell: (link) => <LinkRowActions link={link} now={now} /> },
  ];
}

/**
 * /seja-pago (§2 Payment links): the tabs by kind, search by title (plan title on recurring), the
 * toggle of links dedicated to customers, 20 a page newest first, the 'Criar' menu and the row actions.
 */
export function PaymentLinksPage({
  search,
  onSearchChange,
  kinds,
  createItems,
  importPath,
  now: fixedNow,
}: PaymentLinksPageProps) {
  const { clients } = useServices();
  const gatewayNow = useGatewayNow();
  const now = fixedNow ?? gatewayNow;
  const list = useSuspenseQuery(paymentLinkQueries.list(clients, search));
  const page = list.data;
  const [createOpen, setCreateOpen] = useState(false);
  const searchLabel = search.kind === 'subscriptions' ? 'Título do plano' : 'Título';
  return (
    <section className={styles.page} aria-labelledby="links-title">
      <div className={styles.header}>
        <h1 id="links-title" className={styles.title}>
          Links de pagamento
        </h1>
        <div className={styles.toolbar}>
          {importPath ? (
            <a href={importPath} className={buttonStyle({ variant: 'secondary' })}>
              Importar Recorrências
            </a>
          ) : null}
          {createItems.length ? (
            <Popover
              open={createOpen}
              onOpenChange={setCreateOpen}
              title="Criar"
              trigger={<Button>Criar</Button>}
            >
              <ul className={styles.menu}>
                {createItems.map((item) => (
                  <li key={item.path}>
                    <Link to={item.path} className={styles.menuItem}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </Popover>
          ) : null}
        </div>
      </div>
      <nav aria-label="Tipos de link">
        <ul className={styles.tabs}>
          {kinds.map((kind) => (
            <li key={kind}>
              <Link
                to="/seja-pago"
                search={{ kind, term: '', withCustomer: search.withCustomer, page: 1 }}
                className={styles.tab}
                aria-current={kind === search.kind ? 'page' : undefined}
              >
                {KIND_LABELS[kind]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SearchBar
        fields={[{ value: 'title', label: searchLabel }]}
        value={{ field: 'title', term: search.term }}
        onSearch={(value) => onSearchChange({ ...search, term: value.term.trim(), page: 1 })}
        onClear={() => onSearchChange({ ...search, term: '', page: 1 })}
      />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={search.withCustomer}
          onChange={(event) => onSearchChange({ ...search, withCustomer: event.target.checked, page: 1 })}
        />
        {ONLY_WITH_CUSTOMER}
      </label>
      <Table
        caption={KIND_LABELS[search.kind]}
        columns={columns(search.kind, now)}
        rows={page.content}
        getRowKey={(link) => link.uuid}
        emptyText={NO_LINKS}
      />
      <Pagination
        page={search.page}
        totalPages={page.totalPages}
        totalItems={page.totalElements}
        pageSize={page.size}
        itemLabel="links"
        disabled={list.isFetching}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
      />
    </section>
  );
}
