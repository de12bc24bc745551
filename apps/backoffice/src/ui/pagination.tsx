import { formatCount } from '@balcao/domain/money';
import * as styles from './pagination.css';

/** The most page-number buttons shown at once (§2.8). */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The page numbers to show: at most `max`, the current page centred when it can be, the window slid
 * against either end otherwise. Pages are 1-based, as people count them.
 */
export function pageWindow(page: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0 || max <= 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const size = Math.min(max, total);
  const start = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

export type PaginationProps = {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** With both, shows 'Mostrando X a Y de Z <itemLabel>' and hides the whole bar when everything fits on one page. */
  totalItems?: number;
  pageSize?: number;
  itemLabel?: string;
  disabled?: boolean;
};

export function Pagination({
  page,
  totalPages,
  onPageChange,
  totalItems,
  pageSize,
  itemLabel = 'itens',
  disabled = false,
}: PaginationProps) {
  const hasCounts = totalItems !== undefined && pageSize !== undefined;
  // A page past the end (an old link, '?page=999'): say so and offer the last page, never 'Mostrando
  // 2000 a 2000' over an empty table.
  if (totalPages > 0 && page > totalPages) {
    return (
      <nav className={styles.root} aria-label="Paginação">
        <p className={styles.summary}>
          A página {formatCount(page)} não existe:{' '}
          {hasCounts ? `são ${formatCount(totalItems)} ${itemLabel} em ` : 'são '}
          {formatCount(totalPages)} {totalPages === 1 ? 'página' : 'páginas'}.
        </p>
        <button
          type="button"
          className={styles.pageButton({ current: false })}
          onClick={() => onPageChange(totalPages)}
          disabled={disabled}
        >
          Ir para a última página
        </button>
      </nav>
    );
  }
  if (hasCounts ? totalItems <= pageSize : totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);

  const first = hasCounts ? Math.min((page - 1) * pageSize + 1, totalItems) : 0;
  const last = hasCounts ? Math.min(page * pageSize, totalItems) : 0;

  return (
    <nav className={styles.root} aria-label="Paginação">
      {hasCounts ? (
        <p className={styles.summary}>
          Mostrando {formatCount(first)} a {formatCount(last)} de {formatCount(totalItems)} {itemLabel}
        </p>
      ) : null}
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.pageButton({ current: false })}
            onClick={() => onPageChange(page - 1)}
            disabled={disabled || page <= 1}
            aria-label="Página anterior"
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={styles.pageButton({ current: n === page })}
              onClick={() => n !== page && onPageChange(n)}
              disabled={disabled}
              aria-label={`Página ${n}`}
              aria-current={n === page ? 'page' : undefined}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.pageButton({ current: false })}
            onClick={() => onPageChange(page + 1)}
            disabled={disabled || page >= totalPages}
            aria-label="Próxima página"
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
