import { type DashboardPeriod, weekPeriod } from '@balcao/domain/dashboard';
import { type ApiDate, monthNames } from '@balcao/domain/dates';
import { useState } from 'react';
import { buttonStyle, Calendar, formatRange, Popover } from '../../ui';
import * as styles from './dashboard.css';
import type { DashboardSearch } from './search';

const trigger = buttonStyle({ variant: 'secondary' });

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** 'Novembro de 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const name = monthNames('wide')[Number(month.slice(5, 7)) - 1] ?? '';
  return `${capitalize(name)} de ${month.slice(0, 4)}`;
}

interface PickerProps {
  period: DashboardPeriod;
  today: ApiDate;
  /** The seller's first charge due date: nothing before it can be chosen. */
  min?: ApiDate | null;
}

/** §2: the weekly picker; a click on any day makes the week that starts there (that day plus 6). */
function WeekPicker({ period, today, min, onStart }: PickerProps & { onStart: (day: ApiDate) => void }) {
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(period.startDate.slice(0, 7));
  const range = { from: period.startDate, to: period.endDate };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setMonth(period.startDate.slice(0, 7));
        setOpen(next);
      }}
      title="Selecionar semana"
      trigger={
        <button type="button" className={trigger} aria-label={`Semana: ${formatRange(range)}`}>
          {formatRange(range)}
        </button>
      }
    >
      <Calendar
        month={month}
        onMonthChange={setMonth}
        selected={range}
        today={today}
        min={min ?? undefined}
        onSelect={(day) => {
          onStart(weekPeriod(day).startDate);
          setOpen(false);
        }}
      />
    </Popover>
  );
}

/** §2: the monthly picker, twelve months a year; months ending before the first charge are disabled. */
function MonthPicker({ period, min, onMonth }: PickerProps & { onMonth: (month: string) => void }) {
  const chosen = period.startDate.slice(0, 7);
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(Number(chosen.slice(0, 4)));
  const minMonth = min?.slice(0, 7);
  const short = monthNames('abbreviated');
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setYear(Number(chosen.slice(0, 4)));
        setOpen(next);
      }}
      title="Selecionar mês"
      trigger={
        <button type="button" className={trigger} aria-label={`Mês: ${monthLabel(chosen)}`}>
          {monthLabel(chosen)}
        </button>
      }
    >
      <div className={styles.yearNav}>
        <button
          type="button"
          className={styles.monthButton}
          aria-label="Ano anterior"
          disabled={minMonth !== undefined && `${year}-01` <= minMonth}
          onClick={() => setYear(year - 1)}
        >
          ‹
        </button>
        <p aria-live="polite">{year}</p>
        <button
          type="button"
          className={styles.monthButton}
          aria-label="Próximo ano"
          onClick={() => setYear(year + 1)}
        >
          ›
        </button>
      </div>
      <div className={styles.monthGrid}>
        {short.map((name, i) => {
          const month = `${year}-${String(i + 1).padStart(2, '0')}`;
          return (
            <button
              key={month}
              type="button"
              className={styles.monthButton}
              aria-label={monthLabel(month)}
              aria-pressed={month === chosen}
              disabled={minMonth !== undefined && month < minMonth}
              onClick={() => {
                onMonth(month);
                setOpen(false);
              }}
            >
              {capitalize(name)}
            </button>
          );
        })}
      </div>
    </Popover>
  );
}

export interface PeriodPickerProps extends PickerProps {
  search: DashboardSearch;
  onSearchChange: (search: DashboardSearch) => void;
}

/** §2: the Semana/Mês switch and the picker of the chosen kind; both kinds keep their choice in the URL. */
export function PeriodPicker({ search, onSearchChange, ...picker }: PeriodPickerProps) {
  return (
    <div className={styles.row}>
      <fieldset className={styles.segmented} aria-label="Período">
        {(['week', 'month'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={styles.segment}
            aria-pressed={search.period === kind}
            onClick={() => onSearchChange({ ...search, period: kind })}
          >
            {kind === 'week' ? 'Semana' : 'Mês'}
          </button>
        ))}
      </fieldset>
      {search.period === 'week' ? (
        <WeekPicker {...picker} onStart={(start) => onSearchChange({ ...search, start })} />
      ) : (
        <MonthPicker {...picker} onMonth={(month) => onSearchChange({ ...search, month })} />
      )}
    </div>
  );
}
