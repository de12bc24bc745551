import { type ApiDate, addDays, formatApiDate } from '@balcao/domain/dates';
import { useId, useState } from 'react';
import { Calendar } from './calendar';
import { isWithin, monthOf } from './calendar-grid';
import { CalendarIcon } from './icons';
import { Popover } from './popover';
import * as popover from './popover.css';
import * as styles from './scheduled-date-picker.css';
import { control, field, label as labelStyle } from './shared.css';

/** Scheduled times move in steps of 15 minutes (§2.8, §9). */
export const TIME_STEP_MINUTES = 15;

const pad = (value: number) => String(value).padStart(2, '0');
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Every time of a day on the step: '00:00', '00:15', … '23:45'. */
export function timeSlots(step = TIME_STEP_MINUTES): string[] {
  return Array.from({ length: Math.ceil((24 * 60) / step) }, (_, i) => {
    const minutes = i * step;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  });
}

/**
 * The slots that may be chosen on `day`: all of them on a later day; on `today`, only those at or
 * after `earliestTime` (the current time, 'HH:mm') when it is given.
 */
export function availableSlots(day: ApiDate, today: ApiDate, earliestTime?: string): string[] {
  const slots = timeSlots();
  if (day !== today || !earliestTime) return slots;
  const earliest = toMinutes(earliestTime);
  return slots.filter((slot) => toMinutes(slot) >= earliest);
}

/** The first day that still has a free slot: today, or tomorrow once today's last slot has passed. */
export function minimumDay(today: ApiDate, earliestTime?: string): ApiDate {
  return availableSlots(today, today, earliestTime).length > 0 ? today : addDays(today, 1);
}

/** A scheduled moment in business time, 'yyyy-MM-ddTHH:mm', with no offset. */
export type ScheduledDateTime = string;

export type ScheduledDatePickerProps = {
  label?: string;
  value: ScheduledDateTime | null;
  onChange: (value: ScheduledDateTime | null) => void;
  /** Today in business time ('yyyy-MM-dd'): the earliest day. Passed in, never read from the clock. */
  today: ApiDate;
  /** The current time ('HH:mm'); on `today` earlier slots are not offered. */
  earliestTime?: string;
  max?: ApiDate;
  disabled?: boolean;
};

export function ScheduledDatePicker({
  label = 'Data de agendamento',
  value,
  onChange,
  today,
  earliestTime,
  max,
  disabled = false,
}: ScheduledDatePickerProps) {
  const id = useId();
  const min = minimumDay(today, earliestTime);
  const day = value?.slice(0, 10) ?? null;
  const time = value?.slice(11, 16) ?? '';
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(monthOf(day ?? min));
  const slots = day ? availableSlots(day, today, earliestTime) : [];

  function selectDay(next: ApiDate) {
    if (!isWithin(next, min, max)) return;
    const nextSlots = availableSlots(next, today, earliestTime);
    const keep = nextSlots.includes(time) ? time : nextSlots[0];
    onChange(keep ? `${next}T${keep}` : null);
    setOpen(false);
  }

  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={labelStyle}>{label}</legend>
      <div className={styles.row}>
        <div className={field}>
          <span id={`${id}-date`} className={labelStyle}>
            Data
          </span>
          <Popover
            open={open}
            onOpenChange={(next) => {
              if (next) setMonth(monthOf(day ?? min));
              setOpen(next);
            }}
            title="Selecionar data"
            trigger={
              <button
                type="button"
                className={`${control} ${popover.trigger}`}
                aria-labelledby={`${id}-date ${id}-date-value`}
              >
                <span id={`${id}-date-value`}>{day ? formatApiDate(day) : 'dd/mm/aaaa'}</span>
                <CalendarIcon />
              </button>
            }
          >
            <Calendar
              month={month}
              onMonthChange={setMonth}
              selected={day ?? undefined}
              onSelect={selectDay}
              min={min}
              max={max}
              today={today}
            />
          </Popover>
        </div>
        <div className={field}>
          <label htmlFor={`${id}-time`} className={labelStyle}>
            Horário
          </label>
          <select
            id={`${id}-time`}
            className={`${control} ${styles.time}`}
            value={time}
            disabled={!day}
            onChange={(event) => day && onChange(`${day}T${event.target.value}`)}
          >
            {day ? null : <option value="">--:--</option>}
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
