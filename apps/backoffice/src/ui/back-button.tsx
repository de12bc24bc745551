import * as styles from './back-button.css';
import { ArrowLeftIcon } from './icons';
import { followWith, type Navigate } from './navigation';

/** '/cobrancas/123' → '/cobrancas'; '/cobrancas' → '/'. Query, hash and trailing slashes are ignored. */
export function parentPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  return `/${segments.slice(0, -1).join('/')}`;
}

export type BackButtonProps = {
  /** Where to go; without it, the parent of `pathname`. */
  to?: string;
  /** The current path; defaults to the browser's location. */
  pathname?: string;
  navigate?: Navigate;
  /** Defaults to 'Voltar'; some pages name the parent ('Gerenciar cartões'). */
  label?: string;
};

export function BackButton({ to, pathname, navigate, label = 'Voltar' }: BackButtonProps) {
  const current = pathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  const target = to ?? parentPath(current);
  return (
    <a className={styles.back} href={target} onClick={followWith(navigate, target)}>
      <ArrowLeftIcon />
      {label}
    </a>
  );
}
