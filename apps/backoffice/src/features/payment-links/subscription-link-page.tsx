import { businessToday, formatInBusinessTime } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import { PAYMENT_LINK_LIMITS } from '@balcao/domain/payment-links';
import { PERIODICITIES } from '@balcao/domain/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useGatewayNow } from '../../app/gateway-time';
import { useServices } from '../../app/services';
import {
  Button,
  ConfirmDialog,
  CurrencyInput,
  ScheduledDatePicker,
  TextField,
  useLeaveGuard,
} from '../../ui';
import type { PaymentLink } from './api';
import { DescriptionField } from './description-field';
import { LinkCreatedDialog } from './link-created-dialog';
import type { LinkRights } from './link-form-state';
import * as styles from './links.css';
import { MissingHint } from './missing-hint';
import { type LinkMethod, PaymentMethodFields } from './payment-method-fields';
import { splitLineMessages, toggleSplit } from './split-form-state';
import { SplitSection, useSplitPreview } from './split-section';
import { SubscriptionAdditionalFields } from './subscription-additional-fields';
import { subscriptionLinkQueries } from './subscription-link-api';
import { SubscriptionLinkPreview } from './subscription-link-preview';
import {
  emptySubscriptionLinkForm,
  formOfSubscriptionLink,
  formPerMonthCents,
  missingForSubscriptionLink,
  planMethods,
  SUBSCRIPTION_DISCOUNT_OF,
  type SubscriptionLinkForm,
  subscriptionLinkErrors,
  subscriptionPriceCents,
  toggleSubscriptionMethod,
  toSubscriptionRequest,
} from './subscription-link-state';
import { SubscriptionPlanFields } from './subscription-plan-fields';
import { LinkTypeSelector } from './type-selector';
import { useSaveLink } from './use-save-link';

/** §8 has no message of its own for a subscription link: the link form's creation message. */
export const SUBSCRIPTION_LINK_CREATED = 'Cobrança criada com sucesso';
export const CANCEL_SUBSCRIPTION_EDIT = 'Todas as alterações serão perdidas';
/** §4: recurring card charges are not received in advance, and the card on file lowers defaults. */
export const RECURRENT_CARD_NOTE = '35% menos inadimplência';

const METHOD_ORDER: LinkMethod[] = ['creditCard', 'bankSlip', 'pix'];

export interface SubscriptionLinkPageProps {
  link?: PaymentLink;
  canPickCustomer: boolean;
  /** §6: the split (feature and SELLER_ADMIN) shows only with its right. */
  rights?: LinkRights;
  onDone: () => void;
  now?: () => Date;
}

const NO_RIGHTS: LinkRights = { split: false, metadata: false };

/** 'Nova assinatura customizada' and its edit (§2, §4, §5): the form beside its live preview. */
export function SubscriptionLinkPage({
  link,
  canPickCustomer,
  rights = NO_RIGHTS,
  onDone,
  now: fixedNow,
}: SubscriptionLinkPageProps) {
  const { clients } = useServices();
  const gatewayNow = useGatewayNow();
  const now = fixedNow ?? gatewayNow;
  const [form, setForm] = useState<SubscriptionLinkForm>(() =>
    link ? formOfSubscriptionLink(link) : emptySubscriptionLinkForm(),
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
  const missing = missingForSubscriptionLink(form);
  const missingId = useId();
  const plans = useQuery(subscriptionLinkQueries.plans(clients));
  const offered = (plans.data?.content ?? []).filter(
    (plan) => plan.active || String(plan.id) === form.planId,
  );
  const plan = offered.find((p) => String(p.id) === form.planId);

  const nowAt = now();
  const errors = subscriptionLinkErrors(form, nowAt);
  const shows = (field: string) => (tried || dirty.has(field) ? errors[field] : undefined);
  const change = (field: string, next: (previous: SubscriptionLinkForm) => SubscriptionLinkForm) => {
    setForm(next);
    setDirty((previous) => new Set(previous).add(field));
  };
  const set = <K extends keyof SubscriptionLinkForm>(field: K, value: SubscriptionLinkForm[K]) =>
    change(field, (previous) => ({ ...previous, [field]: value }));

  const accepted = planMethods(plan);
  // The split needs the card: shown when the plan accepts it (a saved split stays visible on edit).
  const maySplit = rights.split && (accepted.creditCard || form.splitOn);
  const splitOn = maySplit && form.splitOn;
  const splitPreview = useSplitPreview({
    on: splitOn,
    lines: form.split,
    priceCents:
      form.valueCents === null ? null : subscriptionPriceCents(form.valueCents, form.creditCardDiscount),
    installments: 1,
  });
  // §4: a split above what is available shows its message and hides the create button.
  const splitAbove = splitOn && splitPreview.data?.exceedsAvailable === true;
  const splitErrors = splitLineMessages(errors, tried || dirty.has('split'));

  const { save, created } = useSaveLink({
    link,
    request: () => toSubscriptionRequest(form, rights),
    createdMessage: SUBSCRIPTION_LINK_CREATED,
    onDone: leaveForm,
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length || save.isPending || splitAbove) return;
    save.mutate();
  }

  const perMonth = formPerMonthCents(form);
  return (
    <section className={styles.page} aria-labelledby="subscription-link-title">
      <h1 id="subscription-link-title" className={styles.title}>
        {link ? 'Editar link de pagamento' : 'Nova assinatura customizada'}
      </h1>
      {link ? null : (
        <LinkTypeSelector current="SUBSCRIPTION" recurringPath="/seja-pago/criar/assinatura-customizada" />
      )}
      <div className={styles.formLayout}>
        <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="subscription-link-title">
          <div className={styles.fields}>
            <SubscriptionPlanFields
              form={form}
              change={change}
              shows={shows}
              canPickCustomer={canPickCustomer}
              offered={offered}
              plansLoaded={plans.isSuccess}
            />
            <TextField
              label="Título"
              value={form.title}
              onChange={(event) => set('title', event.target.value)}
              error={shows('title')}
              required
            />
            <DescriptionField
              id="subscription-link-description"
              value={form.description}
              onChange={(description) => set('description', description)}
            />
            <CurrencyInput
              label="Valor"
              hint={
                perMonth !== null && form.periodicity !== 'MONTHLY'
                  ? `Valor de cada cobrança ${PERIODICITIES[form.periodicity].label.toLowerCase()}: ${formatBRL(perMonth)} por mês.`
                  : 'Valor de cada cobrança.'
              }
              value={form.valueCents}
              onValueChange={(cents) => set('valueCents', cents)}
              maxCents={PAYMENT_LINK_LIMITS.valueCents}
              error={shows('valueCents')}
              required
            />
            <PaymentMethodFields
              methods={METHOD_ORDER.filter((method) => accepted[method])}
              checked={form}
              discounts={{
                creditCard: form.creditCardDiscount,
                bankSlip: form.bankSlipDiscount,
                pix: form.pixDiscount,
              }}
              onToggle={(method, on) =>
                change('creditCard', (previous) => toggleSubscriptionMethod(previous, method, on))
              }
              onDiscount={(method, text) => set(SUBSCRIPTION_DISCOUNT_OF[method], text)}
              discountErrors={{
                creditCard: shows('creditCardDiscount'),
                bankSlip: shows('bankSlipDiscount'),
                pix: shows('pixDiscount'),
              }}
              error={shows('creditCard')}
              emptyText="Escolha o plano para ver os métodos que ele aceita."
              extra={(method) =>
                method === 'creditCard' && form.creditCard ? (
                  <p className={styles.muted}>{`Cobrança recorrente no cartão: ${RECURRENT_CARD_NOTE}`}</p>
                ) : null
              }
            />
            {form.bankSlip ? (
              <TextField
                label="Descrição do boleto"
                value={form.bankSlipDescription}
                onChange={(event) => set('bankSlipDescription', event.target.value)}
                error={shows('bankSlipDescription')}
              />
            ) : null}
            {maySplit ? (
              <SplitSection
                on={form.splitOn}
                lines={form.split}
                onToggle={(on) => change('creditCard', (previous) => toggleSplit(previous, on))}
                onLines={(lines) => set('split', lines)}
                errors={splitErrors}
                preview={splitPreview}
              />
            ) : null}
            <SubscriptionAdditionalFields form={form} set={set} shows={shows} />
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
              label="Limite de assinaturas pagas (opcional)"
              hint="Depois desse número de assinaturas pagas o link deixa de aceitar novas."
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
        <SubscriptionLinkPreview
          form={form}
          planTitle={plan?.title ?? link?.paymentSubscription?.planTitle}
        />
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        kind="question"
        title="Deseja cancelar?"
        message={CANCEL_SUBSCRIPTION_EDIT}
        onConfirm={leaveForm}
      />
      {leave.dialog}
      <LinkCreatedDialog title={SUBSCRIPTION_LINK_CREATED} link={created} onDone={leaveForm} />
    </section>
  );
}
