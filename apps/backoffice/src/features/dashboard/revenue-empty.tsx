import { REVENUE_EMPTY_HINT, revenueEmptyTitle } from '@balcao/domain/dashboard';
import * as styles from './dashboard.css';

/** §2's empty texts: the period's, or 'ainda' for a seller without any charge. */
export function RevenueEmpty({ hasAnyCharge }: { hasAnyCharge: boolean }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{revenueEmptyTitle(hasAnyCharge)}</p>
      <p className={styles.muted}>{REVENUE_EMPTY_HINT}</p>
    </div>
  );
}
