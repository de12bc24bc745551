import { NEW_PAYMENT_METHOD_LABELS, type NewPaymentMethod } from '@balcao/domain/payables';
import * as styles from './new-payment.css';
import type { NewPaymentForm } from './use-new-payment';

const HINTS: Readonly<Record<NewPaymentMethod, string>> = {
  BANK_SLIP: 'Pague um boleto ou uma conta de consumo pelo código de barras.',
  PIX: 'Transfira para uma chave Pix ou para um favorito.',
};

/** §4.6's first step: Boleto or Pix; the drawer keeps Continuar disabled until one is chosen. */
export function MethodStep({ form }: { form: NewPaymentForm }) {
  return (
    <form.AppField name="method">
      {(field) => (
        <field.RadioField
          legend="Forma de pagamento"
          legendClassName={styles.subtitle}
          options={(['BANK_SLIP', 'PIX'] as const).map((choice) => ({
            value: choice,
            label: NEW_PAYMENT_METHOD_LABELS[choice],
            hint: HINTS[choice],
          }))}
        />
      )}
    </form.AppField>
  );
}
