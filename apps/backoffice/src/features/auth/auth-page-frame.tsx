import type { FormEvent, ReactNode } from 'react';
import * as styles from './auth.css';
import { PromoPanel } from './promo-panel';

export interface AuthPageFrameProps {
  title: string;
  titleId: string;
  onSubmit(): void;
  children: ReactNode;
}

/** The public pages' frame: the card with the brand and a titled form, beside the promotional panel. */
export function AuthPageFrame({ title, titleId, onSubmit, children }: AuthPageFrameProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <main className={styles.page}>
      <div className={styles.formColumn}>
        <form noValidate className={styles.card} aria-labelledby={titleId} onSubmit={submit}>
          <p className={styles.brand}>Balcão</p>
          <h1 id={titleId} className={styles.heading}>
            {title}
          </h1>
          {children}
        </form>
      </div>
      <PromoPanel />
    </main>
  );
}
