import { businessToday, formatInBusinessTime, PAYMENT_LINK_LIMITS } from '@balcao/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { Button, ConfirmDialog, CurrencyInput, ScheduledDatePicker, SelectField, TextField } from '../../ui';
import { type PaymentLink, paymentLinkQueries } from './api';
import { LinkCreatedDialog } from './link-created-dialog';
import {
  canSubmitOrderLink,
  DISCOUNT_OF,
  discountText,
  emptyOrderLinkForm,
  formOfLink,
  type MethodField,
  type OrderLinkForm,
  orderLinkErrors,
  type StartingMethods,
  toggleMethod,
  toOrderRequest,
} from './link-form-state';
import * as styles from './links.css';
import { OrderLinkPreview } from './order-link-preview';
import { LinkTypeSelector } from './type-selector';
import { useSaveLink } from './use-save-link';

export const ORDER_CREATED = 'Cobrança criada com sucesso';
export const CANCEL_EDIT = 'Todas as alterações serão perdidas';
/** §9: card installments offered on a one-off link (the default is 10). */
const CARD_INSTALLMENTS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: `Até ${i + 1}x`,
}));

const METHODS: { field: MethodField; label: string; discountLabel: string }[] = [
  { field: 'creditCard', label: 'Cartão de Crédito', discountLabel: 'Desconto no cartão (%)' },
  { field: 'bankSlip', label: 'Boleto', discountLabel: 'Desconto no boleto (%)' },
  { field: 'pix', label: 'Pix', discountLabel: 'Desconto no Pix (%)' },
];

export interface OrderLinkPageProps {
  /** The link being edited, or none for a new one. */
  link?: PaymentLink;
  /** The recurring form's path when this build has it (the Recorrente option of the selector). */
  recurringPath: string | null;
  /** Whether the user may read customers, for the optional customer picker. */
  canPickCustomer: boolean;
  onDone: () => void;
  now?: () => Date;
  /** A new link's methods ticked at the start (the seller's defaults); none when not given. */
  startingMethods?: StartingMethods;
}

/** 'Nova cobrança pontual' and its edit (§2, §4, §5): the form beside its live preview. */
export function OrderLinkPage({
  link,
  recurringPath,
  canPickCustomer,
  onDone,
  now = () => new Date(),
  startingMethods,
}: OrderLinkPageProps) {
  const { clients } = useServices();
  const [form, setForm] = useState<OrderLinkForm>(() =>
    link ? formOfLink(link) : emptyOrderLinkForm(startingMethods),
  );
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const customers = useQuery({ ...paymentLinkQueries.customers(clients), enabled: canPickCustomer });

  const errors = orderLinkErrors(form, now(), link?.expirationDate ?? '');
  const shows = (field: string) => (tried || dirty.has(field) ? errors[field] : undefined);
  const set = <K extends keyof OrderLinkForm>(field: K, value: OrderLinkForm[K]) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setDirty((previous) => new Set(previous).add(field));
  };

  const { save, created } = useSaveLink({
    link,
    request: () => toOrderRequest(form),
    createdMessage: ORDER_CREATED,
    onDone,
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length || save.isPending) return;
    save.mutate();
  }

  const nowAt = now();
  return (
    <section className={styles.page} aria-labelledby="order-link-title">
      <h1 id="order-link-title" className={styles.title}>
        {link ? 'Editar link de pagamento' : 'Nova cobrança pontual'}
      </h1>
      {link ? null : <LinkTypeSelector current="ORDER" recurringPath={recurringPath} />}
      <div className={styles.formLayout}>
        <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="order-link-title">
          <div className={styles.fields}>
            {canPickCustomer ? (
              <SelectField
                label="Cliente (opcional)"
                placeholder="Link para qualquer cliente"
                options={(customers.data?.content ?? []).map((c) => ({ value: c.id, label: c.name }))}
                value={form.customerId}
                onChange={(event) => set('customerId', event.target.value)}
              />
            ) : null}
            {canPickCustomer ? (
              // §2.8: the picker's add-customer shortcut; in a new tab, so this form keeps what was typed.
              <a href="/clientes/adicionar-cliente" target="_blank" rel="noopener noreferrer">
                Adicionar cliente
              </a>
            ) : null}
            <TextField
              label="Título"
              value={form.title}
              onChange={(event) => set('title', event.target.value)}
              error={shows('title')}
              required
            />
            <div>
              <label htmlFor="order-link-description">Descrição</label>
              <textarea
                id="order-link-description"
                value={form.description}
                maxLength={PAYMENT_LINK_LIMITS.description}
                rows={3}
                onChange={(event) => set('description', event.target.value)}
                className={styles.textarea}
              />
              <p
                className={styles.muted}
              >{`${form.description.length}/${PAYMENT_LINK_LIMITS.description}`}</p>
            </div>
            <CurrencyInput
              label="Valor"
              value={form.valueCents}
              onValueChange={(cents) => set('valueCents', cents)}
              maxCents={PAYMENT_LINK_LIMITS.valueCents}
              error={shows('valueCents')}
              required
            />
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Métodos de pagamento</legend>
              {METHODS.map((method) => (
                <div key={method.field} className={styles.row}>
                  <label className={styles.checkbox}>
                    <input
                      type="checkbox"
                      checked={form[method.field]}
                      onChange={(event) => {
                        setForm((previous) => toggleMethod(previous, method.field, event.target.checked));
                        setDirty((previous) => new Set(previous).add('creditCard'));
                      }}
                    />
                    {method.label}
                  </label>
                  {form[method.field] ? (
                    <TextField
                      label={method.discountLabel}
                      inputMode="numeric"
                      maxLength={3}
                      value={form[DISCOUNT_OF[method.field]]}
                      onChange={(event) => set(DISCOUNT_OF[method.field], discountText(event.target.value))}
                      error={shows(DISCOUNT_OF[method.field])}
                    />
                  ) : null}
                  {method.field === 'creditCard' && form.creditCard ? (
                    <SelectField
                      label="Parcelas no cartão"
                      options={CARD_INSTALLMENTS}
                      value={String(form.installments)}
                      onChange={(event) => set('installments', Number(event.target.value))}
                    />
                  ) : null}
                </div>
              ))}
              {shows('creditCard') ? (
                <p className={styles.error} role="alert">
                  {errors.creditCard}
                </p>
              ) : null}
            </fieldset>
            {form.bankSlip ? (
              <TextField
                label="Descrição do boleto"
                value={form.bankSlipDescription}
                onChange={(event) => set('bankSlipDescription', event.target.value)}
                error={shows('bankSlipDescription')}
              />
            ) : null}
            {form.bankSlip || form.pix ? (
              <TextField
                label="Vencimento do boleto e do Pix (opcional)"
                hint="Sem data, a cobrança vence 3 dias depois da compra."
                type="date"
                min={businessToday(nowAt)}
                value={form.dueDate}
                onChange={(event) => set('dueDate', event.target.value)}
                error={shows('dueDate')}
              />
            ) : null}
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={form.expires}
                onChange={(event) => set('expires', event.target.checked)}
              />
              Definir data de expiração do link
            </label>
            {form.expires ? (
              <div>
                <ScheduledDatePicker
                  label="Expira em"
                  value={form.timer}
                  onChange={(value) => set('timer', value)}
                  today={businessToday(nowAt)}
                  earliestTime={formatInBusinessTime(nowAt, 'HH:mm')}
                />
                {shows('timer') ? <p className={styles.error}>{errors.timer}</p> : null}
              </div>
            ) : null}
            <TextField
              label="Limite de vendas pagas (opcional)"
              hint="Depois desse número de pagamentos o link deixa de aceitar compras."
              inputMode="numeric"
              maxLength={7}
              value={form.maxPaidUses}
              onChange={(event) => set('maxPaidUses', event.target.value.replace(/\D/g, ''))}
              error={shows('maxPaidUses')}
            />
          </div>
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              onClick={() => (dirty.size ? setCancelling(true) : onDone())}
            >
              Cancelar
            </Button>
            <Button type="submit" disabled={!canSubmitOrderLink(form)} loading={save.isPending}>
              {link ? 'Salvar alterações' : 'Criar link'}
            </Button>
          </div>
        </form>
        <OrderLinkPreview form={form} />
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        kind="question"
        title="Deseja cancelar?"
        message={CANCEL_EDIT}
        onConfirm={onDone}
      />
      <LinkCreatedDialog title={ORDER_CREATED} link={created} onDone={onDone} />
    </section>
  );
}
