import { type ApiDate, dateFilterProblem } from '@balcao/domain/dates';
import { useStore } from '@tanstack/react-form';
import { useId, useState } from 'react';
import { Button, type DateRange, Drawer } from '../../ui';
import { submitHandler, useAppForm } from '../../ui/form';
import type { ChargeFilterStatus, ChargeListFilters, ChargePaymentMethod } from './api';
import * as styles from './list.css';
import { activeFilterCount, CHARGE_PAYMENT_METHODS, CHARGE_STATUS_FILTERS } from './list-search';

/** §5: a search with a start date must have an end date. */

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

const rangeProblem = (range: DateRange) => dateFilterProblem(range.from, range.to);

export interface ChargeFilterPanelProps {
  filters: ChargeListFilters;
  onApply: (filters: PanelFilters) => void;
  today: ApiDate;
}

/** §2 Charges: the filter drawer (payment date, due date, value range, status, payment method). */
export function ChargeFilterPanel({ filters, onApply, today }: ChargeFilterPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  const form = useAppForm({
    defaultValues: toDraft(filters),
    validators: {
      // Said over the whole panel (either range may be the half-open one) until something changes.
      onSubmit: ({ value }) => rangeProblem(value.paid) ?? rangeProblem(value.due) ?? undefined,
    },
    onSubmit: ({ value }) => {
      onApply(fromDraft(value));
      setOpen(false);
    },
  });
  const warning = useStore(form.store, (state) => state.errorMap.onSubmit);

  function openChange(next: boolean) {
    // The drawer opens on the filters in force, whatever was left unapplied last time.
    if (next) form.reset(toDraft(filters));
    setOpen(next);
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
        <form id={`${id}-form`} className={styles.panel} onSubmit={submitHandler(form)} noValidate>
          <form.AppField name="paid">
            {(field) => <field.DateRangeField label="Data de pagamento" today={today} />}
          </form.AppField>
          <form.AppField name="due">
            {(field) => <field.DateRangeField label="Data de vencimento" today={today} />}
          </form.AppField>
          {warning ? (
            <p role="alert" className={styles.warning}>
              {String(warning)}
            </p>
          ) : null}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Valor</legend>
            <form.AppField name="valueMin">
              {(field) => <field.MoneyField label="Valor mínimo" />}
            </form.AppField>
            <form.AppField name="valueMax">
              {(field) => <field.MoneyField label="Valor máximo" />}
            </form.AppField>
          </fieldset>
          <form.AppField name="status">
            {(field) => <field.SelectField label="Status" options={CHARGE_STATUS_FILTERS} />}
          </form.AppField>
          <form.AppField name="paymentMethod">
            {(field) => (
              <field.SelectField
                label="Forma de pagamento"
                placeholder="Todas"
                options={CHARGE_PAYMENT_METHODS}
              />
            )}
          </form.AppField>
        </form>
      </Drawer.Content>
    </Drawer.Root>
  );
}
