import { NO_PLANS, PLAN_PAGE_SIZE } from '@balcao/domain/subscriptions';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { useServices } from '../../app/services';
import { buttonStyle, type Column, Pagination, SearchBar, Switch, Table, useToast } from '../../ui';
import { type Plan, type PlanListFilters, planQueries, setPlanActive } from './api';
import * as styles from './subscriptions.css';

const SEARCH_FIELDS = [{ value: 'title', label: 'Buscar planos' }] as const;

/** The list's active toggle: flips at once and refreshes the list (§4 Plans). */
function ActiveToggle({ plan }: { plan: Plan }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [sending, setSending] = useState(false);
  async function flip() {
    if (sending) return;
    setSending(true);
    try {
      await setPlanActive(clients, plan.id, !plan.active);
      await queryClient.invalidateQueries({ queryKey: planQueries.all() });
    } catch (error) {
      for (const line of apiErrorLines(error)) toast.error(line);
    } finally {
      setSending(false);
    }
  }
  return (
    <label className={styles.checkbox}>
      <Switch
        checked={plan.active}
        busy={sending}
        onCheckedChange={() => void flip()}
        aria-label={`${plan.title} ativo`}
      />
      {plan.active ? 'Ativo' : 'Inativo'}
    </label>
  );
}

const columns: readonly Column<Plan>[] = [
  { key: 'title', header: 'Nome do plano', cell: (plan) => plan.title },
  { key: 'active', header: 'Ativo', cell: (plan) => <ActiveToggle plan={plan} /> },
  {
    key: 'edit',
    header: 'Editar',
    cell: (plan) => (
      <Link
        to="/meus-planos/$id"
        params={{ id: plan.id }}
        className={styles.link}
        aria-label={`Editar ${plan.title}`}
      >
        Editar
      </Link>
    ),
  },
];

export interface PlansPageProps {
  search: PlanListFilters;
  onSearchChange: (search: PlanListFilters) => void;
}

/** /meus-planos: 'Buscar planos', the plans 20 a page by title with the active toggle, 'Criar plano'. */
export function PlansPage({ search, onSearchChange }: PlansPageProps) {
  const { clients } = useServices();
  const list = useSuspenseQuery(planQueries.list(clients, search));
  const page = list.data;
  return (
    <section className={styles.page} aria-labelledby="plans-title">
      <div className={styles.header}>
        <h1 id="plans-title" className={styles.title}>
          Meus planos
        </h1>
        <Link to="/meus-planos/$id" params={{ id: 0 }} className={buttonStyle({ variant: 'primary' })}>
          Criar plano
        </Link>
      </div>
      <SearchBar
        fields={SEARCH_FIELDS}
        placeholder="Buscar planos"
        value={{ field: 'title', term: search.title }}
        onSearch={(value) => onSearchChange({ title: value.term, page: 1 })}
        onClear={() => onSearchChange({ title: '', page: 1 })}
      />
      <Table
        caption="Planos"
        hideCaption
        columns={columns}
        rows={page.content}
        getRowKey={(plan) => String(plan.id)}
        emptyText={NO_PLANS}
      />
      <Pagination
        page={search.page}
        totalPages={page.totalPages}
        totalItems={page.totalElements}
        pageSize={PLAN_PAGE_SIZE}
        itemLabel="planos"
        disabled={list.isFetching}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
      />
    </section>
  );
}
