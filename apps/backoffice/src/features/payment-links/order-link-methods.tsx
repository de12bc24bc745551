import {
  CARD_FEE_PAYERS,
  CARD_RECEIPTS,
  LESS_DEFAULT_NOTE,
  LINK_INSTALLMENTS,
} from '@balcao/domain/payment-links';
import type { LinkFormBag } from './link-form';
import { cardFeePayerOf, type OrderLinkForm, toggleMethod } from './link-form-state';
import { type LinkMethod, METHOD_FIELDS, PaymentMethodFields } from './payment-method-fields';

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
export function OrderLinkMethods({ bag, cardMax }: { bag: LinkFormBag<OrderLinkForm>; cardMax: number }) {
  const { form, values, shows } = bag;
  const maxOf = (method: LinkMethod) =>
    method === 'creditCard'
      ? cardMax
      : method === 'bankSlip'
        ? LINK_INSTALLMENTS.BOLETO.max
        : LINK_INSTALLMENTS.PIX.max;
  return (
    <PaymentMethodFields
      form={form}
      fields={METHOD_FIELDS}
      methods={['creditCard', 'bankSlip', 'pix']}
      // Unticking clears the discount, boleto or Pix turns the split off; the list's message speaks.
      onToggle={(method, on) => bag.change('creditCard', (previous) => toggleMethod(previous, method, on))}
      error={shows('creditCard')}
      extra={(method) =>
        values[method] ? (
          <>
            <form.AppField name={INSTALLMENTS[method].field}>
              {(field) => (
                <field.SelectField
                  label={INSTALLMENTS[method].label}
                  options={upTo(maxOf(method))}
                  parse={Number}
                  hint={
                    method === 'creditCard' && values.installments > 12
                      ? 'Acima de 12x, o cliente paga as taxas do cartão.'
                      : undefined
                  }
                />
              )}
            </form.AppField>
            {method === 'creditCard' ? <CardOptions bag={bag} /> : null}
          </>
        ) : null
      }
    />
  );
}

/** §4: how the seller receives the card and who pays its fees (above 12x always the customer). */
function CardOptions({ bag: { form, values } }: { bag: LinkFormBag<OrderLinkForm> }) {
  return (
    <>
      <form.AppField name="cardReceipt">
        {(field) => (
          <field.SelectField
            label="Recebimento do cartão"
            options={CARD_RECEIPTS.map((r) => ({ value: r.value, label: r.label }))}
            hint={
              values.cardReceipt === 'RECURRENT'
                ? LESS_DEFAULT_NOTE
                : 'Todas as parcelas no dia seguinte ao pagamento.'
            }
          />
        )}
      </form.AppField>
      <form.AppField name="cardFeePayer">
        {(field) => (
          <field.SelectField
            label="Quem paga as taxas"
            options={CARD_FEE_PAYERS.map((p) => ({ value: p.value, label: p.label }))}
            // Above 12x the customer pays, whatever the seller chose (kept for when the count drops).
            read={() => cardFeePayerOf(values)}
            disabled={values.installments > 12}
          />
        )}
      </form.AppField>
    </>
  );
}
