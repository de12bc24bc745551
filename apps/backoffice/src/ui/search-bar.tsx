import type { ApiDate } from '@balcao/domain/dates';
import { type FormEvent, useId, useState } from 'react';
import { Button } from './button';
import { DateRangePicker } from './date-range-picker';
import * as styles from './search-bar.css';
import { control, field, label as labelStyle, linkButton } from './shared.css';
import { TextField } from './text-field';

export type SearchField = { value: string; label: string };

/** What a search asks for: the chosen field, the text, and the period when the bar has one. */
export type SearchValue = { field: string; term: string; from?: ApiDate; to?: ApiDate };

export type SearchBarProps = {
  /** The fields a person can search by, e.g. Cliente, CPF/CNPJ, Email; the first is the default. */
  fields: readonly SearchField[];
  /** The search in force (from the URL); the bar edits a copy until Buscar. */
  value?: SearchValue;
  onSearch: (value: SearchValue) => void;
  onClear: () => void;
  /** Adds the period picker; `today` is 'yyyy-MM-dd'. */
  dateRange?: { label?: string; today: ApiDate };
  placeholder?: string;
};

function emptySearch(fields: readonly SearchField[]): SearchValue {
  return { field: fields[0]?.value ?? '', term: '' };
}

export function SearchBar({ fields, value, onSearch, onClear, dateRange, placeholder }: SearchBarProps) {
  const id = useId();
  const [draft, setDraft] = useState<SearchValue>(value ?? emptySearch(fields));
  const valueKey = JSON.stringify(value ?? null);
  const [synced, setSynced] = useState(valueKey);
  // A different search from outside (back button, a link) replaces what is being typed; compared by
  // content so that a parent re-rendering with an equal object does not wipe the draft.
  if (valueKey !== synced) {
    setSynced(valueKey);
    setDraft(value ?? emptySearch(fields));
  }
  const fieldLabel = fields.find((candidate) => candidate.value === draft.field)?.label ?? '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch({ ...draft, term: draft.term.trim() });
  }

  function clear() {
    setDraft(emptySearch(fields));
    onClear();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself; <search> is too new for some readers.
    <form role="search" aria-label="Busca" className={styles.form} onSubmit={submit}>
      {fields.length > 1 ? (
        <div className={`${field} ${styles.fieldSelect}`}>
          <label htmlFor={`${id}-field`} className={labelStyle}>
            Buscar por
          </label>
          <select
            id={`${id}-field`}
            className={control}
            value={draft.field}
            onChange={(event) => setDraft({ ...draft, field: event.target.value })}
          >
            {fields.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <TextField
        className={styles.term}
        type="search"
        label={fieldLabel || 'Buscar'}
        placeholder={placeholder ?? (fieldLabel ? `Buscar por ${fieldLabel}` : 'Buscar')}
        value={draft.term}
        onChange={(event) => setDraft({ ...draft, term: event.target.value })}
      />
      {dateRange ? (
        <DateRangePicker
          label={dateRange.label}
          today={dateRange.today}
          value={{ from: draft.from, to: draft.to }}
          onChange={(range) => setDraft({ ...draft, from: range.from, to: range.to })}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit">Buscar</Button>
        <button type="button" className={linkButton} onClick={clear}>
          Limpar
        </button>
      </div>
    </form>
  );
}
