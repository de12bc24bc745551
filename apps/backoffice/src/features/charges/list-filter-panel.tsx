import type { ApiDate } from '@balcao/domain/dates';
import { type FormEvent, useId, useState } from 'react';
import { Button, CurrencyInput, type DateRange, DateRangePicker, Drawer } from '../../ui';
import { control, field, label } from '../../ui/shared.css';
import type { ChargeFilterStatus, ChargeListFilters, ChargePaymentMethod } from './api';
import * as styles from './list.css';
import { activeFilterCount, CHARGE_PAYMENT_METHODS, CHARGE_STATUS_FILTERS } from './list-search';

/** §5: a search with a start date must have an end date. */
export const END_DATE_WARNING = 'Por Favor, selecione uma data final.';

/** What the panel edits: everything of the filter but the search bar and the page. */
export type PanelFilters = Omit<ChargeListFilters, 'field' | 'term' | 'page'>;

interface Draft {
  paid: DateRange;
  due: DateRange;
  valueMin: number | null;
  valueMax: number | null;
  status: ChargeFilterStatus;
  paymentMethod: ChargePaymentMethod | '';
}

const toDraft = (filters: ChargeListFilters): Draft => ({
  paid: { from: filters.paidDateInitial, to: filters.paidDateFinal },
  due: { from: filters.expirationDateInitial, to: filters.expirationDateFinal },
  valueMin: filters.valueMin ?? null,
  valueMax: filters.valueMax ?? null,
  status: filters.status,
  paymentMethod: filters.paymentMethod ?? '',
});

function fromDraft(draft: Draft): PanelFilters {
  const filters: PanelFilters = { status: draft.status };
  if (draft.paymentMethod) filters.paymentMethod = draft.paymentMethod;
  if (draft.paid.from && draft.paid.to) {
    filters.paidDateInitial = draft.paid.from;
    filters.paidDateFinal = draft.paid.to;
  }
  if (draft.due.from && draft.due.to) {
    filters.expirationDateInitial = draft.due.from;
    filters.expirationDateFinal = draft.due.to;
  }
  // Two amounts typed the wrong way round still mean a range.
  const [min, max] =
    draft.valueMin !== null && draft.valueMax !== null && draft.valueMin > draft.valueMax
      ? [draft.valueMax, draft.valueMin]
      : [draft.valueMin, draft.valueMax];
  if (min !== null) filters.valueMin = min;
  if (max !== null) filters.valueMax = max;
  return filters;
}

const halfOpen = (range: DateRange) => Boolean(range.from) && !range.to;

export interface ChargeFilterPanelProps {
  filters: ChargeListFilters;
  onApply: (filters: PanelFilters) => void;
  today: ApiDate;
}

/** §2 Charges: the filter drawer (payment date, due date, value range, status, payment method). */
export function ChargeFilterPanel({ filters, onApply, today }: ChargeFilterPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => toDraft(filters));
  const [warn, setWarn] = useState(false);
  const count = activeFilterCount(filters);

  function openChange(next: boolean) {
    if (next) {
      setDraft(toDraft(filters));
      setWarn(false);
    }
    setOpen(next);
  }

  function edit(patch: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setWarn(false);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (halfOpen(draft.paid) || halfOpen(draft.due)) {
      setWarn(true);
      return;
    }
    onApply(fromDraft(draft));
    setOpen(false);
  }

  function clear() {
    onApply({ status: 'ALL' });
    setOpen(false);
  }

  return (
    <Drawer.Root open={open} onOpenChange={openChange}>
      <Drawer.Trigger asChild>
        <Button variant="secondary">{count > 0 ? `Filtros (${count})` : 'Filtros'}</Button>
      </Drawer.Trigger>
      <Drawer.Content
        title="Filtros"
        footer={
          <div className={styles.footer}>
            <Button type="button" variant="ghost" onClick={clear}>
              Limpar filtros
            </Button>
            <Button type="submit" form={`${id}-form`}>
              Filtrar
            </Button>
          </div>
        }
      >
        <form id={`${id}-form`} className={styles.panel} onSubmit={submit} noValidate>
          <DateRangePicker
            label="Data de pagamento"
            today={today}
            value={draft.paid}
            onChange={(paid) => edit({ paid })}
          />
          <DateRangePicker
            label="Data de vencimento"
            today={today}
            value={draft.due}
            onChange={(due) => edit({ due })}
          />
          {warn ? (
            <p role="alert" className={styles.warning}>
              {END_DATE_WARNING}
            </p>
          ) : null}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Valor</legend>
            <CurrencyInput
              label="Valor mínimo"
              value={draft.valueMin}
              onValueChange={(valueMin) => edit({ valueMin })}
            />
            <CurrencyInput
              label="Valor máximo"
              value={draft.valueMax}
              onValueChange={(valueMax) => edit({ valueMax })}
            />
          </fieldset>
          <div className={field}>
            <label htmlFor={`${id}-status`} className={label}>
              Status
            </label>
            <select
              id={`${id}-status`}
              className={control}
              value={draft.status}
              onChange={(event) => edit({ status: event.target.value as ChargeFilterStatus })}
            >
              {CHARGE_STATUS_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className={field}>
            <label htmlFor={`${id}-method`} className={label}>
              Forma de pagamento
            </label>
            <select
              id={`${id}-method`}
              className={control}
              value={draft.paymentMethod}
              onChange={(event) => edit({ paymentMethod: event.target.value as ChargePaymentMethod | '' })}
            >
              <option value="">Todas</option>
              {CHARGE_PAYMENT_METHODS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </form>
      </Drawer.Content>
    </Drawer.Root>
  );
}
