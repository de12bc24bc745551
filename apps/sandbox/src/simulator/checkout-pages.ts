import { formatApiDate } from '@balcao/domain/dates';
import { maskBankSlip } from '@balcao/domain/forms';
import { formatBRL } from '@balcao/domain/money';
import { amountDue } from '../areas/charges/late-amount';
import { boletoBarcodeSvg } from '../areas/shared/boleto-barcode';
import { pixQrSvg } from '../areas/shared/pix-qr';
import { cents } from '../db/money';
import { buyerPage } from './buyer-page';
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
  late_fees_from: string | null;
}

const OPEN = ['SCHEDULED', 'LATE', 'FAILED'];
export const PAID = ['PAID', 'PAID_MANUALLY', 'REFUND', 'DISPUTE', 'CHARGEBACK'];

function closedMessage(status: string): string {
  if (PAID.includes(status)) return 'Esta cobrança já foi paga.';
  return 'Esta cobrança não está mais disponível para pagamento.';
}

/** The button and, beside it, the live region where the script says it copied. */
const copyButton = (target: string, label: string, copied: string) =>
  `<button type="button" class="copiar" data-copy="${target}" data-copied="${copied}">${label}</button>
<p class="meta" id="aviso-copia" role="status"></p>`;

function paymentBlock(charge: CheckoutCharge): string {
  if (charge.payment_method === 'BOLETO') {
    const line = charge.boleto_line ?? '';
    const barcode = charge.boleto_barcode ?? '';
    // The bars repeat the digits shown below them, so assistive technology skips the drawing.
    const bars = /^\d{44}$/.test(barcode)
      ? `<div class="barras">${boletoBarcodeSvg(barcode).replace('<svg ', '<svg aria-hidden="true" preserveAspectRatio="none" ')}</div>`
      : '';
    return `<section class="painel" aria-labelledby="pay" data-until-paid>
<h2 id="pay">Pague com boleto</h2>
<p>Linha digitável</p>
<p class="linha" id="linha-digitavel">${escapeHtml(maskBankSlip(line))}</p>
${copyButton('linha-digitavel', 'Copiar linha digitável', 'Linha digitável copiada.')}
${bars}
<p class="meta quebra">Código de barras: <span id="codigo-de-barras">${escapeHtml(barcode)}</span></p>
<p class="meta">Pague no app do seu banco, em lotéricas ou no internet banking até o vencimento.</p>
</section>`;
  }
  const brCode = charge.pix_br_code ?? '';
  return `<section class="painel" aria-labelledby="pay" data-until-paid>
<h2 id="pay">Pague com Pix</h2>
<ol class="meta"><li>Abra o app do seu banco e escolha Pix.</li><li>Leia o QR Code ou cole o código.</li></ol>
<div role="img" aria-label="QR Code Pix" class="qr">${pixQrSvg(brCode)}</div>
<label for="pix-copia-e-cola">Pix copia e cola</label>
<textarea id="pix-copia-e-cola" readonly rows="4">${escapeHtml(brCode)}</textarea>
${copyButton('pix-copia-e-cola', 'Copiar código Pix', 'Código Pix copiado.')}
</section>`;
}

/** A late boleto's fine and interest by the sandbox clock, and what paying it today costs. */
function lateLines(charge: CheckoutCharge, today: string): string {
  const due = amountDue(charge, today);
  if (due.totalCents === cents(charge.amount_cents)) return '';
  const days = due.daysLate === 1 ? '1 dia' : `${due.daysLate} dias`;
  return `<ul class="linhas">
<li><span>Multa por atraso</span><span id="multa">${escapeHtml(formatBRL(due.fineCents))}</span></li>
<li><span>Juros (${days} de atraso)</span><span id="juros">${escapeHtml(formatBRL(due.interestCents))}</span></li>
<li><strong>Valor a pagar hoje</strong><strong id="valor-a-pagar">${escapeHtml(formatBRL(due.totalCents))}</strong></li>
</ul>`;
}

/** Where an open charge stands, followed by the page's script until it is paid (checkout-script.ts). */
function statusBlock(charge: CheckoutCharge, path: string): string {
  if (PAID.includes(charge.status))
    return `<p><span class="situacao pago" role="status">Pago</span></p><p>${closedMessage(charge.status)}</p>`;
  if (!OPEN.includes(charge.status)) return `<p role="status">${closedMessage(charge.status)}</p>`;
  return `<p><span class="situacao" role="status" data-status-url="${escapeHtml(`${path}/status`)}" data-events-url="${escapeHtml(`${path}/events`)}">Aguardando pagamento</span></p>
<p id="obrigado" hidden>Recebemos seu pagamento. Obrigado!</p>`;
}

/**
 * The public checkout of one boleto or Pix charge, as the customer opens it from the seller's link;
 * `today` is the business day by the sandbox clock, `path` the page's own address (its stream is
 * `{path}/events`, its status `{path}/status`).
 */
export function checkoutPage(charge: CheckoutCharge, today: string, path: string): string {
  const kind = charge.payment_method === 'BOLETO' ? 'Boleto' : 'Pix';
  const open = OPEN.includes(charge.status);
  return buyerPage(
    `${kind} — ${charge.title}`,
    charge.seller_name,
    `<section class="painel" aria-labelledby="charge">
<h1 id="charge">${escapeHtml(charge.title)}</h1>
<p class="valor" id="valor">${escapeHtml(formatBRL(cents(charge.amount_cents)))}</p>
<p>Vencimento: ${escapeHtml(formatApiDate(charge.expiration_date))}${charge.status === 'LATE' ? ' (vencida)' : ''}</p>
${lateLines(charge, today)}
${statusBlock(charge, path)}
</section>
${open ? paymentBlock(charge) : ''}`,
  );
}

export const CHECKOUT_NOT_FOUND = page(
  'Cobrança não encontrada',
  '<h1>Cobrança não encontrada</h1><p>Confira o link recebido com quem fez a cobrança.</p>',
);
