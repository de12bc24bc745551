import { NEW_PAYMENT_METHOD_LABELS, type NewPaymentMethod } from '@balcao/domain/payables';
import * as styles from './new-payment.css';

const HINTS: Readonly<Record<NewPaymentMethod, string>> = {
  BANK_SLIP: 'Pague um boleto ou uma conta de consumo pelo código de barras.',
  PIX: 'Transfira para uma chave Pix ou para um favorito.',
};

/** §4.6's first step: Boleto or Pix; the drawer keeps Continuar disabled until one is chosen. */
export function MethodStep({
  method,
  onChange,
}: {
  method: NewPaymentMethod | null;
  onChange(method: NewPaymentMethod): void;
}) {
  return (
    <fieldset className={styles.choiceList}>
      <legend className={styles.subtitle}>Forma de pagamento</legend>
      {(['BANK_SLIP', 'PIX'] as const).map((choice) => (
        <label key={choice} className={styles.choice}>
          <input
            type="radio"
            name="new-payment-method"
            value={choice}
            checked={method === choice}
            onChange={() => onChange(choice)}
          />
          <span className={styles.choiceText}>
            <strong>{NEW_PAYMENT_METHOD_LABELS[choice]}</strong>
            <span className={styles.muted}>{HINTS[choice]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
