import type { ReactNode } from 'react';
import { visuallyHidden } from './shared.css';
import * as styles from './table.css';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** The column's name beside each value when rows stack at phone width; the header when it is text. */
  label?: string;
};

export type TableProps<Row> = {
  /** Names the table for screen readers; shown above it unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  getRowKey: (row: Row) => string;
  /** Shows 'Carregando' instead of the rows. */
  loading?: boolean;
  /** Shown when there are no rows, e.g. 'Sem dados de cobranças'. */
  emptyText: string;
  /** Makes the whole row clickable; keep a link or button in a cell for keyboard users. */
  onRowClick?: (row: Row) => void;
};

export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  loading = false,
  emptyText,
  onRowClick,
}: TableProps<Row>) {
  const items = rows ?? [];
  const state = loading ? 'Carregando' : items.length === 0 ? emptyText : null;

  return (
    // The wrapper scrolls sideways on narrow screens, so it must be reachable by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus to scroll by keyboard.
    <section className={styles.wrapper} aria-label={caption} tabIndex={0}>
      <table className={`${styles.table} ${styles.stacked}`} aria-busy={loading || undefined}>
        <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.cell({ align: column.align, head: true })}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state !== null ? (
            <tr className={styles.row}>
              <td className={styles.state} colSpan={Math.max(columns.length, 1)} data-state="">
                {loading ? <span role="status">{state}</span> : state}
              </td>
            </tr>
          ) : (
            items.map((row) => (
              <tr
                key={getRowKey(row)}
                className={styles.row}
                data-clickable={onRowClick ? 'true' : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={styles.cell({ align: column.align })}
                    data-label={
                      column.label ?? (typeof column.header === 'string' ? column.header : undefined)
                    }
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
