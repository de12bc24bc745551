import { reaisToCents } from '@balcao/domain/money';
import {
  emptyPaymentLinkForm,
  FAST_LINK_DEFAULT_INSTALLMENTS,
  PAYMENT_LINK_LIMITS,
  paymentLinkFormErrors,
} from '@balcao/domain/payment-links';
import { useId, useState } from 'react';
import { useGatewayNow } from '../../app/gateway-time';
import { Button, ConfirmDialog, CurrencyInput, SelectField, TextField, useLeaveGuard } from '../../ui';
import type { PaymentLink } from './api';
import { InstallmentsPanel } from './installments-panel';
import { LinkCreatedDialog } from './link-created-dialog';
import * as styles from './links.css';
import { MissingHint } from './missing-hint';
import { CANCEL_EDIT } from './order-link-page';
import { useSaveLink } from './use-save-link';

export const FAST_CREATED = 'Link Rápido criado com sucesso';
type FeeBearer = 'EARLY_BUYER' | 'EARLY_SELLER';
/** §4: EARLY_BUYER (the default) puts the card fees on the customer; EARLY_SELLER on the seller. */
export const FEE_BEARERS: { value: FeeBearer; label: string }[] = [
  { value: 'EARLY_BUYER', label: 'cliente' },
  { value: 'EARLY_SELLER', label: 'você' },
];
const INSTALLMENTS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `Até ${i + 1}x` }));

interface FastForm {
  title: string;
  description: string;
  valueCents: number | null;
  installments: number;
  feeBearer: FeeBearer;
}

function formOf(link?: PaymentLink): FastForm {
  if (!link)
    return {
      title: '',
      description: '',
      valueCents: null,
      installments: FAST_LINK_DEFAULT_INSTALLMENTS,
      feeBearer: 'EARLY_BUYER',
    };
  return {
    title: link.title,
    description: link.description ?? '',
    valueCents: reaisToCents(link.value),
    installments: link.installments,
    feeBearer:
      link.allowedPaymentMethods.creditCardMethod?.type === 'EARLY_SELLER' ? 'EARLY_SELLER' : 'EARLY_BUYER',
  };
}

/** 'Novo link rápido' and its edit (§2, §4, §5): card only, who bears the fee, the simulation. */
export function FastLinkPage({ link, onDone }: { link?: PaymentLink; onDone: () => void }) {
  const now = useGatewayNow();
  const [form, setForm] = useState<FastForm>(() => formOf(link));
  const [dirty, setDirty] = useState(false);
  const [tried, setTried] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const leave = useLeaveGuard(dirty);
  /** Leaves the form on purpose (saved, or discarding was confirmed): no second question. */
  const leaveForm = () => {
    leave.allow();
    onDone();
  };
  // §5: title and value are required; a disabled 'Criar link rápido' says which is missing.
  const missing = [
    form.title.trim() === '' ? 'título' : null,
    form.valueCents === null ? 'valor' : null,
  ].filter((item) => item !== null);
  const missingId = useId();
  const set = <K extends keyof FastForm>(field: K, value: FastForm[K]) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setDirty(true);
  };
  const errors = paymentLinkFormErrors(
    {
      ...emptyPaymentLinkForm(),
      title: form.title,
      description: form.description,
      valueCents: form.valueCents,
      installments: form.installments,
      creditCard: true,
    },
    now(),
  );
  const shows = (field: string) => (tried || dirty ? errors[field] : undefined);
  const body = () => ({
    type: 'FAST_ORDER' as const,
    paymentOrder: {
      title: form.title.trim(),
      description: form.description.trim() || null,
      value: (form.valueCents ?? 0) / 100,
      installments: form.installments,
    },
    allowedPaymentMethods: { creditCardMethod: { type: form.feeBearer, discount: null } },
    maxPaidUses: link?.maxPaidUses ?? null,
  });
  const { save, created } = useSaveLink({
    link,
    request: body,
    createdMessage: FAST_CREATED,
    onDone: leaveForm,
  });
  function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length || save.isPending) return;
    save.mutate();
  }
  return (
    <section className={styles.page} aria-labelledby="fast-link-title">
      <h1 id="fast-link-title" className={styles.title}>
        {link ? 'Editar link rápido' : 'Novo link rápido'}
      </h1>
      <div className={styles.formLayout}>
        <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="fast-link-title">
          <div className={styles.fields}>
            <TextField
              label="Título"
              value={form.title}
              onChange={(event) => set('title', event.target.value)}
              error={shows('title')}
              required
            />
            <CurrencyInput
              label="Valor"
              value={form.valueCents}
              onValueChange={(cents) => set('valueCents', cents)}
              maxCents={PAYMENT_LINK_LIMITS.valueCents}
              error={shows('valueCents')}
              required
            />
            <SelectField
              label="Parcelas"
              options={INSTALLMENTS}
              value={String(form.installments)}
              onChange={(event) => set('installments', Number(event.target.value))}
            />
            <TextField
              label="Descrição"
              value={form.description}
              maxLength={PAYMENT_LINK_LIMITS.description}
              onChange={(event) => set('description', event.target.value)}
            />
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Quem paga as taxas do cartão?</legend>
              {FEE_BEARERS.map((bearer) => (
                <label key={bearer.value} className={styles.checkbox}>
                  <input
                    type="radio"
                    name="fee-bearer"
                    checked={form.feeBearer === bearer.value}
                    onChange={() => set('feeBearer', bearer.value)}
                  />
                  {bearer.label}
                </label>
              ))}
            </fieldset>
          </div>
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              onClick={() => (dirty ? setCancelling(true) : onDone())}
            >
              Cancelar
            </Button>
            <Button
              type="submit"
              disabled={missing.length > 0}
              loading={save.isPending}
              aria-describedby={missing.length ? missingId : undefined}
            >
              {link ? 'Salvar alterações' : 'Criar link rápido'}
            </Button>
            <MissingHint id={missingId} action={link ? 'salvar' : 'criar o link'} missing={missing} />
          </div>
        </form>
        <aside className={styles.card} aria-labelledby="fast-preview-title">
          <h2 id="fast-preview-title" className={styles.subtitle}>
            Parcelas no cartão
          </h2>
          <InstallmentsPanel
            amountCents={form.valueCents}
            max={form.installments}
            feeBearer={form.feeBearer}
          />
        </aside>
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
      <LinkCreatedDialog title={FAST_CREATED} link={created} onDone={leaveForm} />
    </section>
  );
}
