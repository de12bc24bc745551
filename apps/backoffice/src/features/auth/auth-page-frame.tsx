import type { FormEvent, ReactNode } from 'react';
import * as styles from './auth.css';
import { PromoPanel } from './promo-panel';

export interface AuthPageFrameProps {
  title: string;
  titleId: string;
  /** The form element's submit: `submitHandler(form)` of the page's form. */
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}

/** The public pages' frame: the card with the brand and a titled form, beside the promotional panel. */
export function AuthPageFrame({ title, titleId, onSubmit, children }: AuthPageFrameProps) {
  return (
    <main className={styles.page}>
      <div className={styles.formColumn}>
        <form noValidate className={styles.card} aria-labelledby={titleId} onSubmit={onSubmit}>
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
