import { formatApiDate } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, useId, useState } from 'react';
import { useServices } from '../../app/services';
import { ChargeStatusBadge, type Column, Pagination, Table } from '../../ui';
import { type ChargeSummary, RECEIVABLES_PAGE_SIZE, type ReceivablesKind, receivablesQuery } from './api';
import * as styles from './customers.css';

const TABS: { kind: ReceivablesKind; label: string }[] = [
  { kind: 'history', label: 'Histórico' },
  { kind: 'scheduled', label: 'Agendados' },
];

export const NO_CHARGES = 'Sem dados de cobranças';

/** §2: a charge opens /cobrancas/{uuid}; a scheduled one /cobrancas-agendadas/{uuid}. */
function columnsFor(kind: ReceivablesKind): Column<ChargeSummary>[] {
  const to = kind === 'history' ? '/cobrancas/$id' : '/cobrancas-agendadas/$id';
  return [
    {
      key: 'title',
      header: 'Título',
      cell: (charge) => (
        <Link to={to} params={{ id: charge.uuid }} className={styles.link}>
          {charge.title}
        </Link>
      ),
    },
    { key: 'expirationDate', header: 'Vencimento', cell: (charge) => formatApiDate(charge.expirationDate) },
    {
      key: 'value',
      header: 'Valor',
      align: 'right',
      cell: (charge) => formatBRL(reaisToCents(charge.value)),
    },
    { key: 'status', header: 'Status', cell: (charge) => <ChargeStatusBadge status={charge.status} /> },
  ];
}

/** The Recebíveis tab of a customer: sub-tabs Histórico and Agendados over the charges list. */
export function CustomerReceivables({ documentNumber }: { documentNumber: string }) {
  const { clients } = useServices();
  const id = useId();
  const [kind, setKind] = useState<ReceivablesKind>('history');
  const [page, setPage] = useState(1);
  const list = useQuery(receivablesQuery(clients, documentNumber, kind, page));
  const choose = (next: ReceivablesKind) => {
    setKind(next);
    setPage(1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = kind === 'history' ? 'scheduled' : 'history';
    choose(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subtitle}>
        Recebíveis
      </h2>
      <div role="tablist" aria-label="Recebíveis" className={styles.tabs}>
        {TABS.map((tab) => (
          <button
            key={tab.kind}
            id={`${id}-${tab.kind}`}
            type="button"
            role="tab"
            aria-selected={kind === tab.kind}
            aria-controls={`${id}-panel`}
            tabIndex={kind === tab.kind ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(tab.kind)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${kind}`}>
        <Table
          caption={kind === 'history' ? 'Histórico de cobranças' : 'Cobranças agendadas'}
          hideCaption
          columns={columnsFor(kind)}
          rows={list.data?.content}
          getRowKey={(charge) => charge.uuid}
          loading={list.isPending}
          emptyText={list.isError ? 'Falha ao carregar as cobranças do cliente.' : NO_CHARGES}
        />
        <Pagination
          page={page}
          totalPages={list.data?.totalPages ?? 0}
          totalItems={list.data?.totalElements}
          pageSize={RECEIVABLES_PAGE_SIZE}
          itemLabel="cobranças"
          disabled={list.isFetching}
          onPageChange={setPage}
        />
      </div>
    </section>
  );
}
