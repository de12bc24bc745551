import { formatApiDate } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { NO_SUBSCRIPTIONS, periodicityLabel, subscriptionStatusBadge } from '@balcao/domain/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { useServices } from '../../app/services';
import { Badge, visuallyHidden } from '../../ui';
import * as table from '../../ui/table.css';
import { customerSubscriptionsQuery, type SubscriptionSummary } from './api';
import * as styles from './customers.css';

/** The detail page of a subscription; a row links there only once this build of the app has it. */
const DETAIL_ROUTE = '/recorrencias/$id';
const ROW_HEIGHT = 49;
const VIEWPORT_HEIGHT = 480;
/** Up to this many rows are simply all drawn; a longer list draws only what is in view. */
export const VIRTUAL_FROM = 100;

interface Column {
  key: string;
  header: string;
  align?: 'right';
  cell: (row: SubscriptionSummary, link: boolean) => ReactNode;
}

const COLUMNS: Column[] = [
  { key: 'startDate', header: 'Data de início', cell: (s) => formatApiDate(s.startDate) },
  {
    key: 'plan',
    header: 'Plano',
    cell: (s, link) =>
      link ? (
        <a href={`/recorrencias/${encodeURIComponent(s.uuid)}`} className={styles.link}>
          {s.titlePlan}
        </a>
      ) : (
        s.titlePlan
      ),
  },
  { key: 'periodicity', header: 'Periodicidade', cell: (s) => periodicityLabel(s.basicValue.type) },
  {
    // The period's value, the figure its charges carry; the periodicity beside it names the period.
    key: 'value',
    header: 'Valor',
    align: 'right',
    cell: (s) => formatBRL(reaisToCents(s.basicValue.value)),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (s) => {
      const { label, tone } = subscriptionStatusBadge(s.status);
      return (
        <Badge tone={tone} data-tone={tone}>
          {label}
        </Badge>
      );
    },
  },
];

/**
 * The Assinaturas tab of a customer: all their subscriptions in one call (up to 10,000), drawn
 * virtually so a long list stays quick. §8: a failed load is ignored and reads as the empty list.
 */
export function CustomerSubscriptions({ documentNumber }: { documentNumber: string }) {
  const { clients } = useServices();
  const router = useRouter();
  const link = Object.hasOwn(router.routesByPath, DETAIL_ROUTE);
  const list = useQuery(customerSubscriptionsQuery(clients, documentNumber));
  const rows = list.data?.content ?? [];
  const scrollRef = useRef<HTMLElement | null>(null);
  const virtual = rows.length > VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    enabled: virtual,
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 960, height: VIEWPORT_HEIGHT },
  });
  const items = virtual ? virtualizer.getVirtualItems() : rows.map((_, index) => ({ index }));
  const before = virtual ? (virtualizer.getVirtualItems()[0]?.start ?? 0) : 0;
  const after = virtual ? virtualizer.getTotalSize() - (virtualizer.getVirtualItems().at(-1)?.end ?? 0) : 0;
  const state = list.isPending ? 'Carregando' : rows.length === 0 ? NO_SUBSCRIPTIONS : null;
  return (
    // A scrollable region must take focus to scroll by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
    <section ref={scrollRef} className={styles.scrollList} aria-label="Assinaturas do cliente" tabIndex={0}>
      <table className={table.table} aria-rowcount={rows.length + 1} aria-busy={list.isPending || undefined}>
        <caption className={visuallyHidden}>Assinaturas do cliente</caption>
        <thead className={styles.stickyHead}>
          <tr aria-rowindex={1}>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={table.cell({ align: column.align, head: true })}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state !== null ? (
            <tr className={table.row}>
              <td className={table.state} colSpan={COLUMNS.length}>
                {list.isPending ? <span role="status">{state}</span> : state}
              </td>
            </tr>
          ) : (
            <>
              {before > 0 ? <tr style={{ height: before }} /> : null}
              {items.map((item) => {
                const row = rows[item.index] as SubscriptionSummary;
                return (
                  <tr
                    key={row.uuid}
                    data-index={item.index}
                    aria-rowindex={item.index + 2}
                    className={table.row}
                    style={{ height: ROW_HEIGHT }}
                  >
                    {COLUMNS.map((column) => (
                      <td key={column.key} className={table.cell({ align: column.align })}>
                        {column.cell(row, link)}
                      </td>
                    ))}
                  </tr>
                );
              })}
              {after > 0 ? <tr style={{ height: after }} /> : null}
            </>
          )}
        </tbody>
      </table>
    </section>
  );
}
