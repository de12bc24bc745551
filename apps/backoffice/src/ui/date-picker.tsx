import { type ApiDate, formatApiDate } from '@balcao/domain/dates';
import { type ReactNode, useId, useState } from 'react';
import { Button } from './button';
import { Calendar } from './calendar';
import { monthOf } from './calendar-grid';
import { describedBy, FieldNotes } from './field-notes';
import { CalendarIcon } from './icons';
import { Popover } from './popover';
import * as popover from './popover.css';
import { control, field, label as labelStyle } from './shared.css';

export type DatePickerProps = {
  label: string;
  /** 'yyyy-MM-dd', or '' for no date. */
  value: ApiDate | '';
  onChange: (value: ApiDate | '') => void;
  /** Today ('yyyy-MM-dd'): marked, and the month shown when nothing is chosen. */
  today: ApiDate;
  min?: ApiDate;
  max?: ApiDate;
  hint?: ReactNode;
  error?: ReactNode;
  /** Offers 'Limpar data' for an optional date. */
  clearable?: boolean;
};

/**
 * One day on the Portuguese 42-cell calendar, shown dd/mm/aaaa: the single-date form of the app's one
 * date input (never the browser's native date input, whose language follows the browser).
 */
export function DatePicker({
  label,
  value,
  onChange,
  today,
  min,
  max,
  hint,
  error,
  clearable,
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(monthOf(value || today));
  const id = useId();

  function openChange(next: boolean) {
    if (next) setMonth(monthOf(value || today));
    setOpen(next);
  }

  return (
    <div className={field}>
      <span id={`${id}-label`} className={labelStyle}>
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
            aria-labelledby={`${id}-label ${id}-value`}
            aria-describedby={describedBy({ id, hint, error })}
            aria-invalid={error ? true : undefined}
          >
            <span id={`${id}-value`}>{value ? formatApiDate(value) : 'dd/mm/aaaa'}</span>
            <CalendarIcon />
          </button>
        }
      >
        <Calendar
          month={month}
          onMonthChange={setMonth}
          selected={value || undefined}
          onSelect={(day) => {
            onChange(day);
            setOpen(false);
          }}
          min={min}
          max={max}
          today={today}
        />
        {clearable && value ? (
          <Button
            variant="secondary"
            onClick={() => {
              onChange('');
              setOpen(false);
            }}
          >
            Limpar data
          </Button>
        ) : null}
      </Popover>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
