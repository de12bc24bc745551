import {
  CARD_FEE_PAYERS,
  CARD_RECEIPTS,
  type CardFeePayer,
  type CardReceipt,
  LESS_DEFAULT_NOTE,
  LINK_INSTALLMENTS,
} from '@balcao/domain/payment-links';
import { SelectField } from '../../ui';
import { cardFeePayerOf, DISCOUNT_OF, type OrderLinkForm, toggleMethod } from './link-form-state';
import { type LinkMethod, PaymentMethodFields } from './payment-method-fields';

const upTo = (max: number) =>
  Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: `Até ${i + 1}x` }));

/** §9: Pix up to 12x and boleto up to 21x; the card up to 12x (21x with the seller's white-label setting). */
const INSTALLMENTS: Record<
  LinkMethod,
  { field: 'installments' | 'bankSlipInstallments' | 'pixInstallments'; label: string }
> = {
  creditCard: { field: 'installments', label: 'Parcelas no cartão' },
  bankSlip: { field: 'bankSlipInstallments', label: 'Parcelas no boleto' },
  pix: { field: 'pixInstallments', label: 'Parcelas no Pix' },
};

/**
 * 'Métodos de pagamento' of the one-off link (§4, §5): each method with its percent discount and its
 * installments (§3 customInstallmentsValues); above 12x on the card the buyer bears the fee (§4).
 */
export function OrderLinkMethods(props: {
  form: OrderLinkForm;
  change: (field: string, next: (previous: OrderLinkForm) => OrderLinkForm) => void;
  set: <K extends keyof OrderLinkForm>(field: K, value: OrderLinkForm[K]) => void;
  shows: (field: string) => string | undefined;
  cardMax: number;
}) {
  const { form, set, shows } = props;
  const maxOf = (method: LinkMethod) =>
    method === 'creditCard'
      ? props.cardMax
      : method === 'bankSlip'
        ? LINK_INSTALLMENTS.BOLETO.max
        : LINK_INSTALLMENTS.PIX.max;
  return (
    <PaymentMethodFields
      methods={['creditCard', 'bankSlip', 'pix']}
      checked={{ creditCard: form.creditCard, bankSlip: form.bankSlip, pix: form.pix }}
      discounts={{
        creditCard: form.creditCardDiscount,
        bankSlip: form.bankSlipDiscount,
        pix: form.pixDiscount,
      }}
      onToggle={(method, on) => props.change('creditCard', (previous) => toggleMethod(previous, method, on))}
      onDiscount={(method, text) => set(DISCOUNT_OF[method], text)}
      discountErrors={{
        creditCard: shows('creditCardDiscount'),
        bankSlip: shows('bankSlipDiscount'),
        pix: shows('pixDiscount'),
      }}
      error={shows('creditCard')}
      extra={(method) =>
        form[method] ? (
          <>
            <SelectField
              label={INSTALLMENTS[method].label}
              options={upTo(maxOf(method))}
              value={String(form[INSTALLMENTS[method].field])}
              onChange={(event) => set(INSTALLMENTS[method].field, Number(event.target.value))}
              hint={
                method === 'creditCard' && form.installments > 12
                  ? 'Acima de 12x, o cliente paga as taxas do cartão.'
                  : undefined
              }
            />
            {method === 'creditCard' ? <CardOptions form={form} set={set} /> : null}
          </>
        ) : null
      }
    />
  );
}

/** §4: how the seller receives the card and who pays its fees (above 12x always the customer). */
function CardOptions(props: {
  form: OrderLinkForm;
  set: <K extends keyof OrderLinkForm>(field: K, value: OrderLinkForm[K]) => void;
}) {
  const { form, set } = props;
  return (
    <>
      <SelectField
        label="Recebimento do cartão"
        options={CARD_RECEIPTS.map((r) => ({ value: r.value, label: r.label }))}
        value={form.cardReceipt}
        onChange={(event) => set('cardReceipt', event.target.value as CardReceipt)}
        hint={
          form.cardReceipt === 'RECURRENT'
            ? LESS_DEFAULT_NOTE
            : 'Todas as parcelas no dia seguinte ao pagamento.'
        }
      />
      <SelectField
        label="Quem paga as taxas"
        options={CARD_FEE_PAYERS.map((p) => ({ value: p.value, label: p.label }))}
        value={cardFeePayerOf(form)}
        disabled={form.installments > 12}
        onChange={(event) => set('cardFeePayer', event.target.value as CardFeePayer)}
      />
    </>
  );
}
