import { type ApiDate, formatApiDate } from '@balcao/domain/dates';
import { useId, useState } from 'react';
import { Calendar } from './calendar';
import { monthOf } from './calendar-grid';
import { CalendarIcon } from './icons';
import { Popover } from './popover';
import * as popover from './popover.css';
import { control, field, label as labelStyle } from './shared.css';

export type DateRange = { from?: ApiDate; to?: ApiDate };

/**
 * The range after a click on `day`: the first click starts a new range, the second closes it
 * (in either order, the earlier day becomes `from`).
 */
export function nextRange(range: DateRange, day: ApiDate): DateRange {
  if (!range.from || range.to) return { from: day };
  return day < range.from ? { from: day, to: range.from } : { from: range.from, to: day };
}

/** '01/03/2025 a 15/03/2025', '01/03/2025 a …', or '' for no range. */
export function formatRange(range: DateRange): string {
  if (!range.from) return '';
  return `${formatApiDate(range.from)} a ${range.to ? formatApiDate(range.to) : '…'}`;
}

export type DateRangePickerProps = {
  label?: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Today ('yyyy-MM-dd'), to mark it and to open on its month when nothing is chosen. */
  today: ApiDate;
  min?: ApiDate;
  max?: ApiDate;
};

export function DateRangePicker({
  label = 'Período',
  value,
  onChange,
  today,
  min,
  max,
}: DateRangePickerProps) {
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(monthOf(value.from ?? today));
  const labelId = useId();
  const text = formatRange(value);

  function openChange(next: boolean) {
    if (next) setMonth(monthOf(value.from ?? today));
    setOpen(next);
  }

  function select(day: ApiDate) {
    const range = nextRange(value, day);
    onChange(range);
    if (range.to) setOpen(false);
  }

  return (
    <div className={field}>
      <span id={labelId} className={labelStyle}>
        {label}
      </span>
      <Popover
        open={open}
        onOpenChange={openChange}
        title={`Selecionar ${label.toLowerCase()}`}
        trigger={
          <button
            type="button"
            className={`${control} ${popover.trigger}`}
            aria-labelledby={`${labelId} ${labelId}-value`}
          >
            <span id={`${labelId}-value`}>{text || 'dd/mm/aaaa a dd/mm/aaaa'}</span>
            <CalendarIcon />
          </button>
        }
      >
        <Calendar
          month={month}
          onMonthChange={setMonth}
          selected={value}
          onSelect={select}
          min={min}
          max={max}
          today={today}
        />
      </Popover>
    </div>
  );
}
