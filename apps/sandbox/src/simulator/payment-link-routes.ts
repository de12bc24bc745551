import { randomUUID } from 'node:crypto';
import { formatApiDate } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import type { Periodicity } from '@balcao/domain/subscriptions';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PaymentMethod } from '../areas/charges/model';
import {
  linkMethods,
  linkPriceCents,
  type PaymentLinkRow,
  type PurchaseInput,
} from '../areas/payment-links/model';
import { linkClosedReason, purchaseFromLink, readPublicLink } from '../areas/payment-links/purchase';
import { retryAfterHeader } from '../areas/shared/security-limits';
import type { Clock, RealTime } from '../clock';
import type { Db } from '../db/db';
import { cents } from '../db/money';
import { buyerPage } from './buyer-page';
import { escapeHtml, page } from './html';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  PIX: 'Pix',
  BOLETO: 'Boleto',
  CREDIT_CARD: 'Cartão de crédito',
};

interface Field {
  name: string;
  label: string;
  type: string;
  autocomplete: string;
  inputmode?: string;
}

const FIELDS: readonly Field[] = [
  { name: 'name', label: 'Nome completo', type: 'text', autocomplete: 'name' },
  { name: 'document', label: 'CPF ou CNPJ', type: 'text', autocomplete: 'off', inputmode: 'numeric' },
  { name: 'email', label: 'E-mail', type: 'email', autocomplete: 'email' },
  { name: 'phone', label: 'Telefone com DDD', type: 'tel', autocomplete: 'tel-national' },
];

const html = (reply: FastifyReply, code: number, body: string) =>
  reply.code(code).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

export const LINK_NOT_FOUND_PAGE = page(
  'Link de pagamento não encontrado',
  '<h1>Link de pagamento não encontrado</h1><p>Confira o link recebido com quem fez a cobrança.</p>',
);

function closedPage(link: PaymentLinkRow, message: string): string {
  return buyerPage(
    `${link.title} — indisponível`,
    link.seller_name,
    `<section class="painel" aria-labelledby="link"><h1 id="link">${escapeHtml(link.title)}</h1>
<p role="status">${escapeHtml(message)}</p>
<p>Nenhuma cobrança foi criada. Fale com quem enviou o link.</p></section>`,
  );
}

function limitedPage(link: PaymentLinkRow, message: string): string {
  return buyerPage(
    `${link.title} — aguarde`,
    link.seller_name,
    `<section class="painel" aria-labelledby="link"><h1 id="link">${escapeHtml(link.title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p>Nenhuma cobrança foi criada.</p></section>`,
  );
}

/** The price of each method, shown inside its choice: the buyer sees what each way of paying costs. */
function methodPrice(link: PaymentLinkRow, method: PaymentMethod, discount: number): string {
  const price = escapeHtml(formatBRL(linkPriceCents(link, method, discount)));
  const note = discount > 0 ? ` <span class="meta">(${discount}% de desconto)</span>` : '';
  return `<span class="preco"><strong>${price}</strong>${note}</span>`;
}

const PERIOD_LABELS: Record<Periodicity, string> = {
  MONTHLY: 'por mês',
  SEMESTER: 'por semestre',
  YEARLY: 'por ano',
};

/** What a subscription link's buyer signs up to: the plan, the renewals and the additional value. */
function subscriptionTerms(link: PaymentLinkRow): string {
  if (link.plan_id === null || !link.periodicity) return '';
  const additional =
    link.additional_value_cents === null
      ? ''
      : `<p>${escapeHtml(link.additional_title || 'Adicional')}: <strong>${escapeHtml(
          formatBRL(cents(link.additional_value_cents)),
        )}</strong> em ${link.additional_installments === 1 ? '1 cobrança' : `${link.additional_installments} cobranças`} (a primeira já nesta).</p>`;
  return `<p>Assinatura do plano <strong>${escapeHtml(link.plan_title ?? '')}</strong>: a primeira cobrança é hoje e as seguintes vêm ${PERIOD_LABELS[link.periodicity]}, no mesmo método. Cancele quando quiser com quem vende.</p>
${additional}`;
}

/** The renewal test cards (areas/subscriptions/card-renewals.ts): both subscribe, then renew differently. */
const RENEWAL_CARDS_NOTE =
  '<p class="meta">Renovações: 4000 0000 0000 0341 é recusado em toda renovação (tentada de novo 1, 3 e 5 dias depois do vencimento); 4000 0000 0000 3220 é recusado na primeira tentativa de cada renovação e aprovado na seguinte.</p>';

type Values = Partial<Record<keyof PurchaseInput, string>>;

function input(field: Field, values: Values, errors: Record<string, string>, required = true): string {
  const error = errors[field.name];
  const described = error ? ` aria-invalid="true" aria-describedby="${field.name}-erro"` : '';
  const mode = field.inputmode ? ` inputmode="${field.inputmode}"` : '';
  return `<label for="${field.name}">${field.label}</label>
<input id="${field.name}" name="${field.name}" type="${field.type}" autocomplete="${field.autocomplete}"${mode}${required ? ' required' : ''} value="${escapeHtml(values[field.name as keyof Values] ?? '')}"${described}>
${error ? `<p id="${field.name}-erro" class="erro">${escapeHtml(error)}</p>` : ''}`;
}

/** The link's public page: what is sold, the price per method, and the buyer's form. */
export function paymentLinkPage(
  link: PaymentLinkRow,
  token: string,
  values: Values = {},
  errors: Record<string, string> = {},
): string {
  const methods = linkMethods(link);
  const chosen = values.method ?? (methods.length === 1 ? methods[0]!.method : '');
  const card = methods.some((m) => m.method === 'CREDIT_CARD');
  const summary = Object.keys(errors).length
    ? `<div role="alert" class="painel alerta"><p><strong>Confira os campos destacados.</strong></p><ul>${Object.values(
        errors,
      )
        .map((e) => `<li>${escapeHtml(e)}</li>`)
        .join('')}</ul></div>`
    : '';
  const radios = methods
    .map(
      ({ method, discount }) =>
        `<label class="metodo" for="method-${method}"><input type="radio" id="method-${method}" name="method" value="${method}"${chosen === method ? ' checked' : ''} required>
${METHOD_LABELS[method]} ${methodPrice(link, method, discount)}</label>`,
    )
    .join('\n');
  const cardFields = card
    ? `<fieldset id="dados-do-cartao"><legend>Dados do cartão</legend>
${input({ name: 'cardNumber', label: 'Número do cartão', type: 'text', autocomplete: 'cc-number', inputmode: 'numeric' }, values, errors, false)}
${input({ name: 'cardHolder', label: 'Nome impresso no cartão', type: 'text', autocomplete: 'cc-name' }, values, errors, false)}
<p class="meta">Sandbox: 4111 1111 1111 1111 aprova; 4000 0000 0000 0002 é recusado.</p>
${link.plan_id === null ? '' : RENEWAL_CARDS_NOTE}
</fieldset>`
    : '';
  const methodError = errors.method
    ? `<p id="method-erro" class="erro">${escapeHtml(errors.method)}</p>`
    : '';
  return buyerPage(
    `${link.title} — pagamento`,
    link.seller_name,
    `<section class="painel" aria-labelledby="link">
<h1 id="link">${escapeHtml(link.title)}</h1>
${link.description ? `<p>${escapeHtml(link.description)}</p>` : ''}
<p class="valor">${escapeHtml(formatBRL(cents(link.value_cents)))}${link.periodicity ? ` <span class="meta">${PERIOD_LABELS[link.periodicity]}</span>` : ''}</p>
${subscriptionTerms(link)}
${link.installments > 1 && card ? `<p>No cartão em até ${link.installments}x.</p>` : ''}
${parcelsNote(link)}
${link.scheduled_date ? `<p role="note" class="aviso">Cobrança agendada para ${formatApiDate(link.scheduled_date)}: mesmo que você pague hoje, a cobrança só será feita nessa data.</p>` : ''}
</section>
<div>
${summary}
<form method="post" class="painel" aria-labelledby="comprador">
<h2 id="comprador">Seus dados</h2>
<input type="hidden" name="token" value="${escapeHtml(token)}">
${FIELDS.map((f) => input(f, values, errors)).join('\n')}
<fieldset class="metodos"${errors.method ? ' aria-describedby="method-erro"' : ''}><legend>Forma de pagamento</legend>
${radios}
${methodError}
</fieldset>
${cardFields}
<button type="submit" class="pagar">${link.plan_id === null ? 'Pagar' : 'Assinar'}</button>
</form>
</div>`,
  );
}

/** Boleto (up to 21x) and Pix (up to 12x) in monthly installments (§3 customInstallmentsValues). */
function parcelsNote(link: PaymentLinkRow): string {
  const notes = [
    link.bank_slip_discount !== null && link.bank_slip_installments > 1
      ? `boleto em ${link.bank_slip_installments} parcelas mensais`
      : null,
    link.pix_discount !== null && link.pix_installments > 1
      ? `Pix em ${link.pix_installments} parcelas mensais`
      : null,
  ].filter(Boolean);
  return notes.length ? `<p>Também: ${notes.join('; ')}.</p>` : '';
}

function cardResultPage(
  link: PaymentLinkRow,
  approved: boolean,
  message: string | null,
  retryUrl: string,
  scheduledOn: string | null = null,
) {
  const body = approved
    ? scheduledOn
      ? `<p role="status">Pagamento aprovado. O cartão será cobrado em ${formatApiDate(scheduledOn)}.</p>`
      : link.plan_id === null
        ? '<p role="status">Pagamento aprovado. Obrigado pela compra!</p>'
        : '<p role="status">Pagamento aprovado. Assinatura confirmada: as próximas cobranças vêm neste cartão.</p>'
    : `<p role="status">Pagamento recusado${message ? `: ${escapeHtml(message)}` : '.'}</p>
<p><a href="${escapeHtml(retryUrl)}">Tentar de novo com outro cartão</a></p>`;
  return buyerPage(
    approved ? 'Pagamento aprovado' : 'Pagamento recusado',
    link.seller_name,
    `<section class="painel" aria-labelledby="link"><h1 id="link">${escapeHtml(link.title)}</h1>
${approved && !scheduledOn ? '<p><span class="situacao pago">Pago</span></p>\n' : ''}${body}</section>`,
  );
}

const field = (body: Record<string, unknown>, name: string) => {
  const value = body[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The public page of a payment link on the sandbox's origin (the payment host): one-off and subscription links at
 * `/payment-link/{uuid}`, fast links at `/checkout/payment-link/{uuid}` (the checkout host, §2). GET shows
 * the form; POST (a plain form, no script) creates the charge and sends boleto and Pix buyers to the
 * charge's checkout page; a card is authorised at once and answered with a result page.
 */
export function paymentLinkRoutes(app: FastifyInstance, db: Db, clock: Clock & RealTime) {
  app.register(async (scope) => {
    // Forms post urlencoded; only these routes read it (the gateways stay JSON only).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const load = async (id: string, host: 'payment' | 'checkout') => {
      const link = await readPublicLink(db, id);
      if (!link) return null;
      return (link.type === 'FAST_ORDER') === (host === 'checkout') ? link : null;
    };

    const show = async (reply: FastifyReply, id: string, host: 'payment' | 'checkout') => {
      const link = await load(id, host);
      if (!link) return html(reply, 404, LINK_NOT_FOUND_PAGE);
      const closed = linkClosedReason(link, clock.now());
      if (closed) return html(reply, 410, closedPage(link, closed));
      return html(reply, 200, paymentLinkPage(link, randomUUID()));
    };

    const pay = async (
      reply: FastifyReply,
      id: string,
      host: 'payment' | 'checkout',
      path: string,
      raw: unknown,
      peerAddress: string,
    ) => {
      const link = await load(id, host);
      if (!link) return html(reply, 404, LINK_NOT_FOUND_PAGE);
      const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
      const values: PurchaseInput = {
        token: field(body, 'token'),
        name: field(body, 'name'),
        document: field(body, 'document'),
        email: field(body, 'email'),
        phone: field(body, 'phone'),
        method: field(body, 'method'),
        cardNumber: field(body, 'cardNumber'),
        cardHolder: field(body, 'cardHolder'),
      };
      const result = await purchaseFromLink(db, clock, link.id, values, peerAddress);
      if (!result) return html(reply, 404, LINK_NOT_FOUND_PAGE);
      if (result.kind === 'closed') return html(reply, 410, closedPage(link, result.message));
      if (result.kind === 'limited')
        return html(
          reply.header('retry-after', retryAfterHeader(result.retryAfterSeconds)),
          429,
          limitedPage(link, result.message),
        );
      if (result.kind === 'invalid') {
        const token = /^[0-9a-f-]{36}$/i.test(values.token) ? values.token : randomUUID();
        const { cardNumber: _n, ...kept } = values;
        return html(reply, 400, paymentLinkPage(link, token, kept, result.errors));
      }
      if (result.method === 'CREDIT_CARD')
        return html(
          reply,
          200,
          // A scheduled link's card is authorised now (SCHEDULED) and charged on its date.
          result.status === 'SCHEDULED'
            ? cardResultPage(link, true, null, path, link.scheduled_date)
            : cardResultPage(link, result.status === 'PAID', result.message, path),
        );
      const kind = result.method === 'PIX' ? 'pix' : 'boleto';
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .redirect(`/checkout/${kind}/${result.chargeId}`, 303);
    };

    scope.get('/payment-link/:id', (request, reply) =>
      show(reply, (request.params as { id: string }).id, 'payment'),
    );
    scope.get('/checkout/payment-link/:id', (request, reply) =>
      show(reply, (request.params as { id: string }).id, 'checkout'),
    );
    scope.post('/payment-link/:id', (request, reply) => {
      const { id } = request.params as { id: string };
      return pay(reply, id, 'payment', `/payment-link/${id}`, request.body, request.ip);
    });
    scope.post('/checkout/payment-link/:id', (request, reply) => {
      const { id } = request.params as { id: string };
      return pay(reply, id, 'checkout', `/checkout/payment-link/${id}`, request.body, request.ip);
    });
  });
}
