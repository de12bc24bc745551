import { formatBRL } from '@balcao/domain/money';
import { useId, useState } from 'react';
import { Button } from '../../ui';
import type { SellerDashboard } from './api';
import * as styles from './dashboard.css';
import RevenueChart, { SERIES_COLORS } from './revenue-chart';
import { revenuePoints, revenueTotals, SERIES } from './revenue-data';
import { RevenueEmpty } from './revenue-empty';
import { RevenueTable } from './revenue-table';

export interface RevenuePanelProps {
  dashboard: SellerDashboard;
  hasAnyCharge: boolean;
}

/** The chart with its totals, and the table with the same figures (hidden on screen until asked). */
export function RevenuePanel({ dashboard, hasAnyCharge }: RevenuePanelProps) {
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const points = revenuePoints(dashboard);
  const totals = revenueTotals(dashboard);
  if (totals.paid === 0 && totals.late === 0) return <RevenueEmpty hasAnyCharge={hasAnyCharge} />;
  return (
    <>
      <div className={styles.row}>
        <dl className={styles.legend}>
          {(['paid', 'late'] as const).map((key) => (
            <div key={key} className={styles.figure}>
              <dt className={styles.figureLabel}>
                <span
                  className={styles.swatch}
                  style={{ background: SERIES_COLORS[key] }}
                  aria-hidden="true"
                />
                {SERIES[key].label}
              </dt>
              <dd className={styles.figureValue}>{formatBRL(totals[key])}</dd>
            </div>
          ))}
        </dl>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable(!showTable)}
        >
          {showTable ? 'Ocultar tabela' : 'Mostrar tabela'}
        </Button>
      </div>
      {showTable ? null : <RevenueChart points={points} />}
      <RevenueTable id={tableId} points={points} totals={totals} visible={showTable} />
    </>
  );
}
