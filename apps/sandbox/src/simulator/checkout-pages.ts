import { formatApiDate, formatBRL, maskBankSlip } from '@balcao/domain';
import { amountDue } from '../areas/charges/late-amount';
import { pixQrSvg } from '../areas/shared/pix-qr';
import { cents } from '../db/money';
import { escapeHtml, page } from './html';

export interface CheckoutCharge {
  id: string;
  title: string;
  status: string;
  payment_method: 'CREDIT_CARD' | 'BOLETO' | 'PIX';
  amount_cents: number | string;
  expiration_date: string;
  boleto_barcode: string | null;
  boleto_line: string | null;
  pix_br_code: string | null;
  seller_name: string;
  late_fine_bp: number;
  late_interest_bp: number;
}

const OPEN = ['SCHEDULED', 'LATE', 'FAILED'];

function closedMessage(status: string): string {
  if (['PAID', 'PAID_MANUALLY', 'REFUND', 'DISPUTE', 'CHARGEBACK'].includes(status))
    return 'Esta cobrança já foi paga.';
  return 'Esta cobrança não está mais disponível para pagamento.';
}

function paymentBlock(charge: CheckoutCharge): string {
  if (charge.payment_method === 'BOLETO') {
    const line = charge.boleto_line ?? '';
    return `<section class="card" aria-labelledby="pay">
<h2 id="pay">Pague com boleto</h2>
<p>Linha digitável:</p>
<p><code id="linha-digitavel">${escapeHtml(maskBankSlip(line))}</code></p>
<p>Código de barras (44 dígitos):</p>
<p><code id="codigo-de-barras">${escapeHtml(charge.boleto_barcode ?? '')}</code></p>
<p class="meta">Pague no app do seu banco, em lotéricas ou no internet banking até o vencimento.</p>
</section>`;
  }
  const brCode = charge.pix_br_code ?? '';
  return `<section class="card" aria-labelledby="pay">
<h2 id="pay">Pague com Pix</h2>
<div role="img" aria-label="QR Code Pix" class="qr">${pixQrSvg(brCode)}</div>
<p><label for="pix-copia-e-cola">Pix copia e cola</label></p>
<textarea id="pix-copia-e-cola" readonly rows="4" cols="60">${escapeHtml(brCode)}</textarea>
<p class="meta">Abra o app do seu banco, escolha Pix e leia o QR Code ou cole o código.</p>
</section>`;
}

/** A late boleto's fine and interest by the sandbox clock, and what paying it today costs. */
function lateLines(charge: CheckoutCharge, today: string): string {
  const due = amountDue(charge, today);
  if (due.totalCents === cents(charge.amount_cents)) return '';
  const days = due.daysLate === 1 ? '1 dia' : `${due.daysLate} dias`;
  return `<p>Multa por atraso: <span id="multa">${escapeHtml(formatBRL(due.fineCents))}</span></p>
<p>Juros (${days} de atraso): <span id="juros">${escapeHtml(formatBRL(due.interestCents))}</span></p>
<p>Valor a pagar hoje: <strong id="valor-a-pagar">${escapeHtml(formatBRL(due.totalCents))}</strong></p>`;
}

/**
 * The public checkout of one boleto or Pix charge, as the customer opens it from the seller's link;
 * `today` is the business day by the sandbox clock.
 */
export function checkoutPage(charge: CheckoutCharge, today: string): string {
  const kind = charge.payment_method === 'BOLETO' ? 'Boleto' : 'Pix';
  const open = OPEN.includes(charge.status);
  return page(
    `${kind} — ${charge.title}`,
    `<h1>${escapeHtml(charge.seller_name)}</h1>
<section class="card" aria-labelledby="charge">
<h2 id="charge">${escapeHtml(charge.title)}</h2>
<p>Valor: <strong id="valor">${escapeHtml(formatBRL(cents(charge.amount_cents)))}</strong></p>
<p>Vencimento: ${escapeHtml(formatApiDate(charge.expiration_date))}${charge.status === 'LATE' ? ' (vencida)' : ''}</p>
${lateLines(charge, today)}
</section>
${open ? paymentBlock(charge) : `<p role="status">${closedMessage(charge.status)}</p>`}
<p class="meta">Checkout do sandbox Balcão: nenhum pagamento real é feito aqui.</p>`,
  );
}

export const CHECKOUT_NOT_FOUND = page(
  'Cobrança não encontrada',
  '<h1>Cobrança não encontrada</h1><p>Confira o link recebido com quem fez a cobrança.</p>',
);
