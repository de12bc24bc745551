import { formatApiDate } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import { visuallyHidden } from '../../ui';
import * as styles from './dashboard.css';
import { type RevenuePoint, SERIES } from './revenue-data';

export interface RevenueTableProps {
  id: string;
  points: RevenuePoint[];
  totals: { paid: number; late: number };
  /** Shown on screen when asked; always read by screen readers. */
  visible: boolean;
}

/** The chart's figures as a table: the accessible alternative of RevenueChart. */
export function RevenueTable({ id, points, totals, visible }: RevenueTableProps) {
  return (
    <table id={id} className={visible ? styles.table : visuallyHidden}>
      <caption className={visible ? undefined : visuallyHidden}>Receita por dia do período</caption>
      <thead>
        <tr>
          <th scope="col">Dia</th>
          <th scope="col" className={styles.numeric}>
            {SERIES.paid.label}
          </th>
          <th scope="col" className={styles.numeric}>
            {SERIES.late.label}
          </th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.date}>
            <th scope="row">{formatApiDate(point.date)}</th>
            <td className={styles.numeric}>{formatBRL(point.paid)}</td>
            <td className={styles.numeric}>{formatBRL(point.late)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className={styles.numeric}>{formatBRL(totals.paid)}</td>
          <td className={styles.numeric}>{formatBRL(totals.late)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
