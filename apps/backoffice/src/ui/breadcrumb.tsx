import * as styles from './breadcrumb.css';
import { ChevronRightIcon } from './icons';
import { followWith, type Navigate } from './navigation';

export type BreadcrumbItem = { label: string; to?: string };

export type BreadcrumbProps = {
  /** From the top level down to the current page (the last item, shown without a link). */
  items: readonly BreadcrumbItem[];
  navigate?: Navigate;
};

export function Breadcrumb({ items, navigate }: BreadcrumbProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Trilha de navegação">
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.to ?? ''}|${item.label}`} className={styles.item}>
              {isLast || !item.to ? (
                <span
                  className={isLast ? styles.current : undefined}
                  aria-current={isLast ? 'page' : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <a className={styles.link} href={item.to} onClick={followWith(navigate, item.to)}>
                  {item.label}
                </a>
              )}
              {isLast ? null : <ChevronRightIcon className={styles.separator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
