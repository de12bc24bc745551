import { type ApiDate, addDays, isApiDate, weekdayNames } from '@balcao/domain/dates';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import * as styles from './calendar.css';
import {
  addMonths,
  calendarGrid,
  dayLabel,
  isWithin,
  monthOf,
  monthTitle,
  weekday,
  type YearMonth,
} from './calendar-grid';

export type CalendarSelection = ApiDate | { from?: ApiDate; to?: ApiDate } | undefined;

export type CalendarProps = {
  /** The month on display, 'yyyy-MM'. */
  month: YearMonth;
  onMonthChange: (month: YearMonth) => void;
  selected?: CalendarSelection;
  onSelect: (day: ApiDate) => void;
  /** Days before `min` or after `max` cannot be chosen. */
  min?: ApiDate;
  max?: ApiDate;
  /** Marks today; never read from the clock here. */
  today?: ApiDate;
};

function isSelected(day: ApiDate, selected: CalendarSelection): boolean {
  if (selected === undefined) return false;
  if (typeof selected === 'string') return day === selected;
  return day === selected.from || day === selected.to;
}

function inRange(day: ApiDate, selected: CalendarSelection): boolean {
  if (selected === undefined || typeof selected === 'string' || !selected.from || !selected.to) return false;
  return day > selected.from && day < selected.to;
}

const moves: Record<string, (day: ApiDate) => ApiDate> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => addDays(day, -weekday(day)),
  End: (day) => addDays(day, 6 - weekday(day)),
};

/** A month grid of six weeks in Portuguese; arrows, Home/End and PageUp/PageDown move between days. */
export function Calendar({ month, onMonthChange, selected, onSelect, min, max, today }: CalendarProps) {
  const days = calendarGrid(month);
  const firstSelected = typeof selected === 'string' ? selected : selected?.from;
  const [focused, setFocused] = useState<ApiDate>(firstSelected ?? today ?? `${month}-01`);
  const tabbable = monthOf(focused) === month ? focused : `${month}-01`;
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${tabbable}"]`)?.focus();
  });

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const move = moves[event.key];
    let next: ApiDate | undefined = move?.(tabbable);
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      const target = addMonths(month, event.key === 'PageUp' ? -1 : 1);
      next = `${target}-${tabbable.slice(8)}`;
      if (!isApiDate(next)) next = `${target}-01`;
    }
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
    if (monthOf(next) !== month) onMonthChange(monthOf(next));
  }

  const shortNames = weekdayNames('short');
  const wideNames = weekdayNames('wide');

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          aria-label="Mês anterior"
          disabled={min !== undefined && month <= monthOf(min)}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className={styles.title} aria-live="polite">
          {monthTitle(month)}
        </p>
        <button
          type="button"
          className={styles.nav}
          aria-label="Próximo mês"
          disabled={max !== undefined && month >= monthOf(max)}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} className={styles.grid} onKeyDown={onKeyDown} aria-label={monthTitle(month)}>
        <thead>
          <tr>
            {shortNames.map((name, i) => (
              <th key={name} scope="col" className={styles.weekdayHead}>
                <abbr className={styles.weekdayName} title={wideNames[i]}>
                  {name}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: days.length / 7 }, (_, week) => (
            <tr key={days[week * 7]}>
              {days.slice(week * 7, week * 7 + 7).map((day) => {
                const allowed = isWithin(day, min, max);
                const chosen = isSelected(day, selected);
                return (
                  <td key={day}>
                    <button
                      type="button"
                      data-day={day}
                      className={styles.day({
                        outside: monthOf(day) !== month,
                        today: day === today,
                        inRange: inRange(day, selected),
                        selected: chosen,
                      })}
                      tabIndex={day === tabbable ? 0 : -1}
                      aria-label={dayLabel(day)}
                      aria-pressed={chosen}
                      aria-current={day === today ? 'date' : undefined}
                      aria-disabled={allowed ? undefined : true}
                      onClick={() => {
                        if (!allowed) return;
                        setFocused(day);
                        onSelect(day);
                      }}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
