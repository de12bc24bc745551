import { formatApiDate } from '@balcao/domain/dates';
import { formatBRL, formatCount, reaisToCents } from '@balcao/domain/money';
import { Link } from '@tanstack/react-router';
import { ChargeStatusBadge } from '../../ui';
import type { DashboardCharge, ReceivablesFilter } from './api';
import * as styles from './dashboard.css';
import { RevenueEmpty } from './revenue-empty';

export const RECEIVABLES_FILTERS = [
  { value: 'ALL', label: 'Todas' },
  { value: 'PAID', label: 'Pagas' },
  { value: 'LATE', label: 'Atrasadas' },
] as const satisfies readonly { value: ReceivablesFilter; label: string }[];

export interface ReceivablesListProps {
  charges: DashboardCharge[];
  filter: ReceivablesFilter;
  onFilterChange: (filter: ReceivablesFilter) => void;
  hasAnyCharge: boolean;
  /** Users who cannot open the charges pages see the rows without links. */
  opensCharges: boolean;
}

function ChargeLine({ charge }: { charge: DashboardCharge }) {
  const day =
    charge.status === 'PAID' && charge.paidDate
      ? `Pago em ${formatApiDate(charge.paidDate)}`
      : `Vence em ${formatApiDate(charge.expirationDate)}`;
  return (
    <>
      <span className={styles.listName}>{charge.buyerName}</span>
      <span className={styles.listAmount}>{formatBRL(reaisToCents(charge.amount))}</span>
      <span className={styles.figureLabel}>{day}</span>
      <span>
        <ChargeStatusBadge status={charge.status} />
      </span>
    </>
  );
}

/** §2: the receivables beside the chart, for the same period, filtered Todas, Pagas or Atrasadas. */
export function ReceivablesList(props: ReceivablesListProps) {
  const { charges, filter, onFilterChange, hasAnyCharge, opensCharges } = props;
  const total = charges.reduce((sum, charge) => sum + reaisToCents(charge.amount), 0);
  return (
    <section className={styles.card} aria-labelledby="receivables-title">
      <div className={styles.header}>
        <h2 id="receivables-title" className={styles.cardTitle}>
          Recebíveis
        </h2>
        {opensCharges ? (
          <Link to="/cobrancas" className={styles.link}>
            ver todos
          </Link>
        ) : null}
      </div>
      <fieldset className={styles.segmented} aria-label="Filtrar recebíveis">
        {RECEIVABLES_FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.segment}
            aria-pressed={filter === option.value}
            onClick={() => onFilterChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      {charges.length === 0 ? <RevenueEmpty hasAnyCharge={hasAnyCharge} /> : null}
      {charges.length > 0 ? (
        <>
          <p className={styles.muted} aria-live="polite">
            {formatCount(charges.length)} {charges.length === 1 ? 'cobrança' : 'cobranças'}, total{' '}
            {formatBRL(total)}
          </p>
          {/* Focusable so a keyboard can scroll it when its rows are not links. */}
          <section
            className={styles.scroll}
            aria-label="Lista de recebíveis"
            tabIndex={opensCharges ? undefined : 0}
          >
            <ul className={styles.list} aria-label="Cobranças do período">
              {charges.map((charge) => (
                <li key={charge.uuid} className={styles.listItem}>
                  {opensCharges ? (
                    <Link to="/cobrancas/$id" params={{ id: charge.uuid }} className={styles.listLink}>
                      <ChargeLine charge={charge} />
                    </Link>
                  ) : (
                    <div className={styles.listLink}>
                      <ChargeLine charge={charge} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </section>
  );
}
