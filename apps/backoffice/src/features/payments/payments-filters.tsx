import { PAYMENTS_SEARCH_DEBOUNCE_MS } from '@balcao/domain/common';
import {
  costCenterLabel,
  PAYMENT_COST_CENTER_FILTER,
  type PaymentStatusFilter,
  paymentStatusFilterOptions,
  paymentStatusLabel,
  showsClearDates,
  withPaymentsFilters,
} from '@balcao/domain/payables';
import { useEffect, useRef, useState } from 'react';
import { useGatewayToday } from '../../app/gateway-time';
import { DatePicker, SelectField, TextField } from '../../ui';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import * as styles from './payments.css';
import type { PaymentsView } from './search';

/**
 * The box's text, sent to the list 300 ms after the last keystroke (§9); a change of the URL from
 * elsewhere (another tab, back button) shows in the box. Only a newly settled text is sent: the URL
 * changing under a text that settled earlier does not send that text back.
 */
function useDebouncedSearch(value: string, onSettled: (text: string) => void) {
  const [text, setText] = useState(value);
  const settledText = useDebouncedValue(text, PAYMENTS_SEARCH_DEBOUNCE_MS);
  const latest = useRef({ value, onSettled });
  latest.current = { value, onSettled };
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (settledText !== latest.current.value) latest.current.onSettled(settledText);
  }, [settledText]);
  return [text, setText] as const;
}

/** §2.8's filters of a tab; each change goes back to page 1 (§4.6). */
export function PaymentsFilters({
  view,
  onChange,
}: {
  view: PaymentsView;
  onChange(next: PaymentsView): void;
}) {
  const change = (patch: Parameters<typeof withPaymentsFilters>[1]) =>
    onChange({ ...withPaymentsFilters(view, patch), sort: view.sort });
  const [text, setText] = useDebouncedSearch(view.search, (search) => change({ search }));
  const statuses = paymentStatusFilterOptions(view.tab);
  const today = useGatewayToday();
  return (
    <div className={styles.filters}>
      <TextField
        label="Buscar por beneficiário"
        type="search"
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <SelectField
        label="Status"
        value={view.status}
        disabled={statuses.length === 1}
        options={statuses.map((status) => ({
          value: status,
          label: status === 'all' ? 'Todos' : paymentStatusLabel(status),
        }))}
        onChange={(event) => change({ status: event.target.value as PaymentStatusFilter })}
      />
      <SelectField
        label="Centro de custo"
        value={view.costCenter}
        placeholder="Todos"
        options={PAYMENT_COST_CENTER_FILTER.map((value) => ({ value, label: costCenterLabel(value) }))}
        onChange={(event) => change({ costCenter: event.target.value })}
      />
      <DatePicker
        label="Data inicial"
        today={today}
        clearable
        value={view.startDate}
        // §5: the start is never after the end, nor the end before the start.
        max={view.endDate || undefined}
        onChange={(startDate) => {
          if (!(startDate && view.endDate && startDate > view.endDate)) change({ startDate });
        }}
      />
      <DatePicker
        label="Data final"
        today={today}
        clearable
        value={view.endDate}
        min={view.startDate || undefined}
        onChange={(endDate) => {
          if (!(endDate && view.startDate && endDate < view.startDate)) change({ endDate });
        }}
      />
      {showsClearDates(view) ? (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => change({ startDate: '', endDate: '' })}
        >
          Limpar filtros de data
        </button>
      ) : null}
    </div>
  );
}
