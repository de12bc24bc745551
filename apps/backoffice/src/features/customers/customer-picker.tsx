import { CUSTOMER_PICKER_SIZE, PAYMENTS_SEARCH_DEBOUNCE_MS } from '@balcao/domain/common';
import { customerSearchKey } from '@balcao/domain/customers';
import { normalizeDocument } from '@balcao/domain/documents';
import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useServices } from '../../app/services';
import { Button, Modal } from '../../ui';
import { control, field, label as labelStyle } from '../../ui/shared.css';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { type CustomerSummary, customerQueries } from './api';
import { CustomerCreateForm } from './customer-create-form';
import * as styles from './customer-picker.css';
import { formatCustomerDocument } from './format';

const ROW_HEIGHT = 52;

interface Indexed {
  customer: CustomerSummary;
  text: string;
  document: string;
}

/** Built once per list, so each keystroke only scans strings (10,000 rows in about a millisecond). */
export function indexCustomers(customers: readonly CustomerSummary[]): Indexed[] {
  return customers.map((customer) => ({
    customer,
    text: `${customerSearchKey(customer.name)}\n${customerSearchKey(customer.fantasyName ?? '')}\n${customer.email.toLowerCase()}`,
    document: normalizeDocument(customer.document.documentNumber),
  }));
}

/** By name (accents and case ignored), e-mail, or document with or without punctuation. */
export function filterCustomers(index: readonly Indexed[], query: string): CustomerSummary[] {
  const key = customerSearchKey(query);
  if (!key) return index.map((entry) => entry.customer);
  const document = normalizeDocument(query);
  const out: CustomerSummary[] = [];
  for (const entry of index) {
    if (entry.text.includes(key) || (document !== '' && entry.document.includes(document)))
      out.push(entry.customer);
  }
  return out;
}

export interface CustomerPickerProps {
  label?: string;
  placeholder?: string;
  /** Who is chosen: only the name is shown, so a customer known by id and name will do. */
  value: Pick<CustomerSummary, 'id' | 'name'> | null;
  onChange: (customer: CustomerSummary | null) => void;
  onBlur?: () => void;
  /** A 'Limpar' button empties the choice ('Cliente (opcional)': the link is for any customer). */
  clearable?: boolean;
  /** How many customers to load by name: 100 for payment links (§9), up to 10,000 for the import. */
  size?: number;
  /** The 'Adicionar cliente' shortcut at the foot of the list. */
  allowAdd?: boolean;
  error?: string;
}

/**
 * The customer picker of §2.8: a combobox over the seller's customers by name. The list is loaded
 * when first opened, filtered in the browser as the user types and drawn virtually, so thousands of
 * rows stay quick; when the loaded list is cut at `size`, the typed name is also asked of the server.
 */
export function CustomerPicker({
  label = 'Cliente',
  placeholder = 'Buscar cliente',
  value,
  onChange,
  size = CUSTOMER_PICKER_SIZE,
  allowAdd = true,
  error,
  onBlur,
  clearable = false,
}: CustomerPickerProps) {
  const { clients } = useServices();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [adding, setAdding] = useState(false);
  const listRef = useRef<HTMLDivElement | null>(null);

  const base = useQuery({ ...customerQueries.picker(clients, size), enabled: used });
  const truncated = (base.data?.totalElements ?? 0) > (base.data?.content.length ?? 0);
  const serverName = useDebouncedValue(truncated ? query.trim() : '', PAYMENTS_SEARCH_DEBOUNCE_MS);
  const narrowed = useQuery({
    ...customerQueries.picker(clients, size, serverName),
    enabled: serverName !== '',
  });
  const source = serverName && narrowed.data ? narrowed.data.content : base.data?.content;
  const index = useMemo(() => indexCustomers(source ?? []), [source]);
  // Filtered in the same render as the keystroke: a scan of 10,000 strings fits well inside a frame.
  const matches = useMemo(() => filterCustomers(index, query), [index, query]);

  const virtualizer = useVirtualizer({
    count: matches.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 480, height: 320 },
  });

  function show() {
    setUsed(true);
    setOpen(true);
  }

  function choose(customer: CustomerSummary) {
    onChange(customer);
    setQuery('');
    setOpen(false);
  }

  function move(to: number) {
    const next = Math.min(Math.max(to, 0), Math.max(matches.length - 1, 0));
    setActive(next);
    virtualizer.scrollToIndex(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) show();
      else move(active + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(active - 1);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const customer = matches[active];
      if (customer) choose(customer);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const loading = used && (base.isPending || (serverName !== '' && narrowed.isPending && !narrowed.data));
  const inputValue = open || query ? query : (value?.name ?? '');

  return (
    <div className={`${field} ${styles.root}`}>
      <label htmlFor={`${id}-input`} className={labelStyle}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className={control}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={inputValue}
        onFocus={show}
        onClick={show}
        onBlur={(event) => {
          // Clicks inside the popup (an option, the shortcut) keep it open until they are handled.
          if (!event.relatedTarget || !event.currentTarget.parentElement?.contains(event.relatedTarget)) {
            setOpen(false);
            onBlur?.();
          }
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          if (!open) show();
          if (event.target.value === '' && value) onChange(null);
        }}
        onKeyDown={onKeyDown}
      />
      {clearable && value ? (
        <Button
          variant="ghost"
          size="sm"
          className={styles.clear}
          aria-label="Limpar cliente"
          onClick={() => {
            setQuery('');
            onChange(null);
          }}
        >
          Limpar
        </Button>
      ) : null}
      {error ? <span className={styles.error}>{error}</span> : null}
      <div className={styles.popup} hidden={!open}>
        {loading || matches.length === 0 ? (
          <p className={styles.state} role="status">
            {loading ? 'Carregando' : 'Sem dados de clientes'}
          </p>
        ) : null}
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          className={styles.list}
          hidden={loading || matches.length === 0}
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const customer = matches[item.index] as CustomerSummary;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys, pointing at the option with aria-activedescendant.
                <div
                  key={customer.id}
                  tabIndex={-1}
                  id={optionId(item.index)}
                  role="option"
                  aria-selected={item.index === active}
                  aria-setsize={matches.length}
                  aria-posinset={item.index + 1}
                  className={styles.option}
                  style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(customer)}
                >
                  <span className={styles.optionName}>{customer.name}</span>
                  <span className={styles.optionDetail}>
                    {formatCustomerDocument(customer.document)} · {customer.email}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
        {allowAdd ? (
          <div className={styles.footer}>
            <Button
              variant="secondary"
              size="sm"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setAdding(true)}
            >
              Adicionar cliente
            </Button>
          </div>
        ) : null}
      </div>
      {allowAdd ? (
        <Modal.Root open={adding} onOpenChange={setAdding}>
          <Modal.Content title="Adicionar cliente" size="lg">
            <CustomerCreateForm
              onCancel={() => setAdding(false)}
              onCreated={(customer) => {
                setAdding(false);
                choose(customer);
              }}
            />
          </Modal.Content>
        </Modal.Root>
      ) : null}
    </div>
  );
}
