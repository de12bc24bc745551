import { reaisToCents } from '@balcao/domain/money';
import {
  emptyPaymentLinkForm,
  FAST_LINK_DEFAULT_INSTALLMENTS,
  PAYMENT_LINK_LIMITS,
  paymentLinkFormErrors,
} from '@balcao/domain/payment-links';
import type { PaymentLink } from './api';
import { InstallmentsPanel } from './installments-panel';
import { LinkForm, type LinkKind } from './link-form';
import * as styles from './links.css';

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
  /** The select's text ('1' to '12'). */
  installments: string;
  feeBearer: FeeBearer;
}

function formOf(link?: PaymentLink): FastForm {
  if (!link)
    return {
      title: '',
      description: '',
      valueCents: null,
      installments: String(FAST_LINK_DEFAULT_INSTALLMENTS),
      feeBearer: 'EARLY_BUYER',
    };
  return {
    title: link.title,
    description: link.description ?? '',
    valueCents: reaisToCents(link.value),
    installments: String(link.installments),
    feeBearer:
      link.allowedPaymentMethods.creditCardMethod?.type === 'EARLY_SELLER' ? 'EARLY_SELLER' : 'EARLY_BUYER',
  };
}

/** 'Novo link rápido' (§2, §4, §5): card only, who bears the fee, the simulation beside it. */
export const FAST_LINK: LinkKind<FastForm> = {
  headingId: 'fast-link-title',
  heading: { create: 'Novo link rápido', edit: 'Editar link rápido' },
  createLabel: 'Criar link rápido',
  createdMessage: FAST_CREATED,
  initial: (link) => formOf(link),
  errors: (form, now) =>
    paymentLinkFormErrors(
      {
        ...emptyPaymentLinkForm(),
        title: form.title,
        description: form.description,
        valueCents: form.valueCents,
        installments: Number(form.installments),
        creditCard: true,
      },
      now,
    ),
  // §5: title and value are required; a disabled 'Criar link rápido' says which is missing.
  missing: (form) =>
    [form.title.trim() === '' ? 'título' : null, form.valueCents === null ? 'valor' : null].filter(
      (item) => item !== null,
    ),
  request: (form, _rights, link) => ({
    type: 'FAST_ORDER' as const,
    paymentOrder: {
      title: form.title.trim(),
      description: form.description.trim() || null,
      value: (form.valueCents ?? 0) / 100,
      installments: Number(form.installments),
    },
    allowedPaymentMethods: { creditCardMethod: { type: form.feeBearer, discount: null } },
    maxPaidUses: link?.maxPaidUses ?? null,
  }),
  Fields: ({ bag: { form } }) => (
    <>
      <form.AppField name="title">{(field) => <field.TextField label="Título" required />}</form.AppField>
      <form.AppField name="valueCents">
        {(field) => <field.MoneyField label="Valor" maxCents={PAYMENT_LINK_LIMITS.valueCents} required />}
      </form.AppField>
      <form.AppField name="installments">
        {(field) => <field.SelectField label="Parcelas" options={INSTALLMENTS} />}
      </form.AppField>
      <form.AppField name="description">
        {(field) => <field.TextField label="Descrição" maxLength={PAYMENT_LINK_LIMITS.description} />}
      </form.AppField>
      <div className={styles.fieldset}>
        <form.AppField name="feeBearer">
          {(field) => (
            <field.RadioField
              legend="Quem paga as taxas do cartão?"
              legendClassName={styles.legend}
              options={FEE_BEARERS}
              look="inline"
            />
          )}
        </form.AppField>
      </div>
    </>
  ),
  Preview: ({ bag: { values } }) => (
    <aside className={styles.card} aria-labelledby="fast-preview-title">
      <h2 id="fast-preview-title" className={styles.subtitle}>
        Parcelas no cartão
      </h2>
      <InstallmentsPanel
        amountCents={values.valueCents}
        max={Number(values.installments)}
        feeBearer={values.feeBearer}
      />
    </aside>
  ),
};

/** 'Novo link rápido' and its edit: the one link form of the fast kind. */
export function FastLinkPage({ link, onDone }: { link?: PaymentLink; onDone: () => void }) {
  return <LinkForm kind={FAST_LINK} link={link} onDone={onDone} />;
}
