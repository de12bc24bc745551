import { LINK_PREVIEW_DEBOUNCE_MS } from '@balcao/domain/common';
import { formatBRL } from '@balcao/domain/money';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { methodPriceCents } from './link-form-state';
import * as styles from './links.css';
import { formPerMonthCents, type SubscriptionLinkForm } from './subscription-link-state';

const PER_PERIOD = { MONTHLY: 'por mês', SEMESTER: 'por semestre', YEARLY: 'por ano' } as const;

/**
 * The live preview of a subscription link (§2, §4: refreshed 1 s after the last change): what the
 * buyer's page will show, with each method's price per charge after its discount, the per-month figure
 * and the additional value.
 */
export function SubscriptionLinkPreview({
  form,
  planTitle,
}: {
  form: SubscriptionLinkForm;
  planTitle: string | undefined;
}) {
  const shown = useDebouncedValue(form, LINK_PREVIEW_DEBOUNCE_MS);
  const value = shown.valueCents;
  const period = PER_PERIOD[shown.periodicity];
  const price = (discount: string) =>
    value === null ? '—' : `${formatBRL(methodPriceCents(value, discount))} ${period}`;
  const off = (discount: string) => (discount && discount !== '0' ? ` (${discount}% de desconto)` : '');
  const perMonth = formPerMonthCents(shown);
  return (
    <aside className={styles.card} aria-labelledby="subscription-preview-title">
      <h2 id="subscription-preview-title" className={styles.subtitle}>
        Pré-visualização
      </h2>
      <p data-testid="preview-title">
        <strong>{shown.title.trim() || 'Título do link'}</strong>
      </p>
      {planTitle ? <p className={styles.muted}>{`Plano ${planTitle}`}</p> : null}
      {shown.description.trim() ? <p className={styles.muted}>{shown.description}</p> : null}
      <p data-testid="preview-value">
        {value === null ? 'R$ 0,00' : `${formatBRL(value)} ${period}`}
        {perMonth !== null && shown.periodicity !== 'MONTHLY' ? ` (${formatBRL(perMonth)} por mês)` : ''}
      </p>
      <ul className={styles.previewList} aria-label="Formas de pagamento">
        {shown.pix ? <li>{`Pix: ${price(shown.pixDiscount)}${off(shown.pixDiscount)}`}</li> : null}
        {shown.bankSlip ? (
          <li>{`Boleto: ${price(shown.bankSlipDiscount)}${off(shown.bankSlipDiscount)}`}</li>
        ) : null}
        {shown.creditCard ? (
          <li>{`Cartão de Crédito: ${price(shown.creditCardDiscount)}${off(shown.creditCardDiscount)}, renovado no mesmo cartão`}</li>
        ) : null}
      </ul>
      {shown.additionalValueCents !== null ? (
        <p>
          {`${shown.additionalTitle.trim() || 'Adicional'}: + ${formatBRL(shown.additionalValueCents)} ${
            shown.additionalInstallments === 1
              ? 'na primeira cobrança'
              : `em cada uma das ${shown.additionalInstallments} primeiras cobranças`
          }`}
        </p>
      ) : null}
    </aside>
  );
}
