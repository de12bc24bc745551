import { PAYMENT_LINK_LIMITS } from '@balcao/domain/payment-links';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useGatewayNow } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import { Button, ConfirmDialog, CurrencyInput, SelectField, TextField, useLeaveGuard } from '../../ui';
import { type PaymentLink, paymentLinkQueries } from './api';
import { DescriptionField } from './description-field';
import { LinkCreatedDialog } from './link-created-dialog';
import {
  emptyOrderLinkForm,
  formOfLink,
  type LinkRights,
  methodPriceCents,
  missingForOrderLink,
  type OrderLinkForm,
  orderLinkErrors,
  type StartingMethods,
  toOrderRequest,
} from './link-form-state';
import * as styles from './links.css';
import { MetadataFields } from './metadata-fields';
import { MissingHint } from './missing-hint';
import { OrderLinkMethods } from './order-link-methods';
import { OrderLinkPreview } from './order-link-preview';
import { OrderLinkTimingFields } from './order-link-timing-fields';
import { splitLineMessages, toggleSplit } from './split-form-state';
import { SplitSection, useSplitPreview } from './split-section';
import { LinkTypeSelector } from './type-selector';
import { useSaveLink } from './use-save-link';

export const ORDER_CREATED = 'Cobrança criada com sucesso';
export const CANCEL_EDIT = 'Todas as alterações serão perdidas';

const NO_RIGHTS: LinkRights = { split: false, metadata: false };

export interface OrderLinkPageProps {
  /** The link being edited, or none for a new one. */
  link?: PaymentLink;
  /** The recurring form's path when this build has it (the Recorrente option of the selector). */
  recurringPath: string | null;
  /** Whether the user may read customers, for the optional customer picker. */
  canPickCustomer: boolean;
  /** §6: the split (feature and SELLER_ADMIN) and the metadata (its feature) show only with their rights. */
  rights?: LinkRights;
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
  rights = NO_RIGHTS,
  onDone,
  now: fixedNow,
  startingMethods,
}: OrderLinkPageProps) {
  const { clients } = useServices();
  const gatewayNow = useGatewayNow();
  const now = fixedNow ?? gatewayNow;
  const [form, setForm] = useState<OrderLinkForm>(() =>
    link ? formOfLink(link) : emptyOrderLinkForm(startingMethods),
  );
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const leave = useLeaveGuard(dirty.size > 0);
  /** Leaves the form on purpose (saved, or discarding was confirmed): no second question. */
  const leaveForm = () => {
    leave.allow();
    onDone();
  };
  const missing = missingForOrderLink(form);
  const missingId = useId();
  const customers = useQuery({ ...paymentLinkQueries.customers(clients), enabled: canPickCustomer });
  const settings = useQuery(paymentLinkQueries.settings(clients));

  const nowAt = now();
  const errors = orderLinkErrors(form, nowAt, link?.expirationDate ?? '', {
    scheduledDate: link?.scheduledDate ?? '',
  });
  const shows = (field: string) => (tried || dirty.has(field) ? errors[field] : undefined);
  const touch = (field: string) => setDirty((previous) => new Set(previous).add(field));
  const set = <K extends keyof OrderLinkForm>(field: K, value: OrderLinkForm[K]) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    touch(field);
  };
  const splitOn = rights.split && form.splitOn;
  const splitPreview = useSplitPreview({
    on: splitOn,
    lines: form.split,
    priceCents: form.valueCents === null ? null : methodPriceCents(form.valueCents, form.creditCardDiscount),
    installments: form.installments,
  });
  // §4: a split above what is available shows its message and hides the confirm button.
  const splitAbove = splitOn && splitPreview.data?.exceedsAvailable === true;

  const { save, created } = useSaveLink({
    link,
    request: () => toOrderRequest(form, rights),
    createdMessage: ORDER_CREATED,
    onDone: leaveForm,
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length || save.isPending || splitAbove) return;
    save.mutate();
  }

  const splitErrors = splitLineMessages(errors, tried || dirty.has('split'));
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
            <DescriptionField
              id="order-link-description"
              value={form.description}
              onChange={(description) => set('description', description)}
            />
            <CurrencyInput
              label="Valor"
              value={form.valueCents}
              onValueChange={(cents) => set('valueCents', cents)}
              maxCents={PAYMENT_LINK_LIMITS.valueCents}
              error={shows('valueCents')}
              required
            />
            <OrderLinkMethods
              form={form}
              setForm={setForm}
              set={set}
              shows={shows}
              touch={touch}
              cardMax={settings.data?.maxCardInstallments ?? 12}
            />
            {rights.split ? (
              <SplitSection
                on={form.splitOn}
                lines={form.split}
                onToggle={(on) => {
                  setForm((previous) => toggleSplit(previous, on));
                  touch('creditCard');
                }}
                onLines={(lines) => set('split', lines)}
                errors={splitErrors}
                preview={splitPreview}
              />
            ) : null}
            {form.bankSlip ? (
              <TextField
                label="Descrição do boleto"
                value={form.bankSlipDescription}
                onChange={(event) => set('bankSlipDescription', event.target.value)}
                error={shows('bankSlipDescription')}
              />
            ) : null}
            <OrderLinkTimingFields form={form} set={set} shows={shows} now={nowAt} />
            {rights.metadata ? (
              <MetadataFields
                entries={form.metadata}
                onChange={(entries) => set('metadata', entries)}
                errors={Object.fromEntries(Object.keys(errors).map((field) => [field, shows(field)]))}
              />
            ) : null}
          </div>
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              onClick={() => (dirty.size ? setCancelling(true) : onDone())}
            >
              Cancelar
            </Button>
            {splitAbove ? null : (
              <>
                <Button
                  type="submit"
                  disabled={missing.length > 0}
                  loading={save.isPending}
                  aria-describedby={missing.length ? missingId : undefined}
                >
                  {link ? 'Salvar alterações' : 'Criar link'}
                </Button>
                <MissingHint id={missingId} action={link ? 'salvar' : 'criar o link'} missing={missing} />
              </>
            )}
          </div>
        </form>
        <OrderLinkPreview form={form} simulation={rights.newPreview === true} />
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        kind="question"
        title="Deseja cancelar?"
        message={CANCEL_EDIT}
        onConfirm={leaveForm}
      />
      {leave.dialog}
      <LinkCreatedDialog title={ORDER_CREATED} link={created} onDone={leaveForm} />
    </section>
  );
}
