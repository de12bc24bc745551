import { PAYMENT_METHOD_LABELS } from '@balcao/domain/charges';
import { formatApiDate, formatDateTime } from '@balcao/domain/dates';
import { maskCpfOrCnpj } from '@balcao/domain/forms';
import { formatBRL } from '@balcao/domain/money';
import type { LetterContent } from '../areas/charges/cancellation-letters';
import { cents } from '../db/money';
import { escapeHtml, page } from './html';

/** The cancellation letter of a refunded charge: a printable page the seller can hand to the buyer. */
export function cancellationLetterPage({ issuedOn, seller, charge, refunds }: LetterContent): string {
  const refunded = refunds.reduce((sum, r) => sum + r.amountCents, 0) || cents(charge.amount_cents);
  const card = charge.card_last4
    ? ` (${escapeHtml(charge.card_brand ?? '')} final ${escapeHtml(charge.card_last4)})`
    : '';
  const rows = refunds
    .map(
      (r) =>
        `<tr><td>${escapeHtml(formatDateTime(r.createdAt))}</td><td>${escapeHtml(formatBRL(r.amountCents))}</td></tr>`,
    )
    .join('');
  return page(
    `Carta de cancelamento — ${charge.title}`,
    `<article class="card">
<h1>Carta de cancelamento</h1>
<p>${escapeHtml(seller.name)}, inscrita no CNPJ/CPF ${escapeHtml(maskCpfOrCnpj(seller.document))}, declara que a
cobrança abaixo foi cancelada e o valor de <strong>${escapeHtml(formatBRL(refunded))}</strong> foi estornado ao
comprador.</p>
<table>
<caption class="meta">Dados da cobrança</caption>
<tbody>
<tr><th scope="row">Cobrança</th><td>${escapeHtml(charge.title)}</td></tr>
<tr><th scope="row">ID</th><td><code>${escapeHtml(charge.id)}</code></td></tr>
<tr><th scope="row">Comprador</th><td>${escapeHtml(charge.customer_name)} — ${escapeHtml(maskCpfOrCnpj(charge.customer_document))}</td></tr>
<tr><th scope="row">Forma de pagamento</th><td>${escapeHtml(PAYMENT_METHOD_LABELS[charge.payment_method])}${card}</td></tr>
<tr><th scope="row">Valor da cobrança</th><td>${escapeHtml(formatBRL(cents(charge.amount_cents)))}</td></tr>
<tr><th scope="row">Data do pagamento</th><td>${charge.paid_date ? escapeHtml(formatApiDate(charge.paid_date)) : '-'}</td></tr>
</tbody>
</table>
${rows ? `<table><caption class="meta">Estornos</caption><thead><tr><th scope="col">Data</th><th scope="col">Valor</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
<p class="meta">O prazo para o valor aparecer na fatura do cartão ou na conta depende da instituição do comprador.</p>
<p>Emitida em ${escapeHtml(formatApiDate(issuedOn))}.</p>
</article>
<p class="no-print"><button type="button" data-print>Imprimir</button></p>
<script src="/_sandbox/print.js"></script>`,
  );
}
