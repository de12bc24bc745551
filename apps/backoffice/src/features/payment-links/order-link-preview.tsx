import { LINK_PREVIEW_DEBOUNCE_MS } from '@balcao/domain/common';
import { formatBRL } from '@balcao/domain/money';
import { cardTotalCents } from '@balcao/domain/payment-links';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { InstallmentsPanel } from './installments-panel';
import type { OrderLinkForm } from './link-form-state';
import { cardFeePayerOf, methodPriceCents } from './link-form-state';
import * as styles from './links.css';

/**
 * The live preview (§2, §4: refreshed 1 s after the last change): the buyer's page as it will look, with
 * each method's price after its discount (the card's with the fees its payer adds) and, in the new
 * preview (view_new_preview_payment_link), the card's installment simulation.
 */
export function OrderLinkPreview({ form, simulation }: { form: OrderLinkForm; simulation: boolean }) {
  const shown = useDebouncedValue(form, LINK_PREVIEW_DEBOUNCE_MS);
  const value = shown.valueCents;
  const price = (discount: string) => (value === null ? '—' : formatBRL(methodPriceCents(value, discount)));
  const cardPrice =
    value === null
      ? '—'
      : formatBRL(
          cardTotalCents(
            methodPriceCents(value, shown.creditCardDiscount),
            shown.installments,
            cardFeePayerOf(shown),
          ),
        );
  const off = (discount: string) => (discount && discount !== '0' ? ` (${discount}% de desconto)` : '');
  return (
    <aside className={styles.card} aria-labelledby="link-preview-title">
      <h2 id="link-preview-title" className={styles.subtitle}>
        Pré-visualização
      </h2>
      <p data-testid="preview-title">
        <strong>{shown.title.trim() || 'Título do link'}</strong>
      </p>
      {shown.description.trim() ? <p className={styles.muted}>{shown.description}</p> : null}
      <p>{value === null ? 'R$ 0,00' : formatBRL(value)}</p>
      <ul className={styles.previewList} aria-label="Formas de pagamento">
        {shown.pix ? <li>{`Pix: ${price(shown.pixDiscount)}${off(shown.pixDiscount)}`}</li> : null}
        {shown.bankSlip ? (
          <li>{`Boleto: ${price(shown.bankSlipDiscount)}${off(shown.bankSlipDiscount)}`}</li>
        ) : null}
        {shown.creditCard ? (
          <li>{`Cartão de Crédito: ${cardPrice}${off(shown.creditCardDiscount)}, em até ${shown.installments}x`}</li>
        ) : null}
      </ul>
      {simulation && form.creditCard ? (
        // The panel settles its own input 1 s after the last change: given the live form, not `shown`.
        <InstallmentsPanel
          amountCents={
            form.valueCents === null ? null : methodPriceCents(form.valueCents, form.creditCardDiscount)
          }
          max={form.installments}
          feeBearer={cardFeePayerOf(form) === 'EARLY_BUYER' ? 'EARLY_BUYER' : 'EARLY_SELLER'}
        />
      ) : null}
    </aside>
  );
}
