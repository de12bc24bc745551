import { businessToday } from '@balcao/domain/dates';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCancellationLetter } from '../areas/charges/cancellation-letters';
import { effectiveStatusSql } from '../areas/charges/model';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { errorBody } from '../errors';
import type { EventStream, LiveStreams } from '../http/event-streams';
import { OpenStreams } from '../http/open-streams';
import { cancellationLetterPage } from './checkout-letter';
import { CHECKOUT_NOT_FOUND, type CheckoutCharge, checkoutPage, PAID } from './checkout-pages';
import { CHECKOUT_SCRIPT } from './checkout-script';
import { PRINT_SCRIPT, page } from './html';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KINDS = { boleto: 'BOLETO', pix: 'PIX' } as const;
/** How long the buyer's browser waits before it connects the page's stream again after a drop. */
export const EVENTS_RETRY_MS = 3000;
/** A buyer has the page open in a tab or a few; more streams on one charge are not a buyer. */
export const CHECKOUT_STREAMS_PER_CHARGE = 10;
/** An office or a phone carrier's address may carry several buyers' pages, but not hundreds. */
export const CHECKOUT_STREAMS_PER_ADDRESS = 30;
const STREAMS_FULL = {
  charge: 'Muitas conexões abertas para esta cobrança. Feche outras abas e tente de novo em instantes.',
  address: 'Muitas conexões abertas deste endereço. Feche outras abas e tente de novo em instantes.',
};

interface CheckoutParams {
  subdomain?: string;
  kind: string;
  id: string;
}

const html = (reply: FastifyReply, code: number, body: string) =>
  reply.code(code).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The public pages the sandbox serves without a session: the hosted checkout of a boleto or Pix
 * charge at `/checkout[/{subdomain}]/boleto|pix/{id}` (the `checkoutUrl` of /config.json) and the
 * cancellation letters at `/_sandbox/cartas-cancelamento/{id}`. Each checkout page follows its charge at
 * `{page}/events` (Server-Sent Events of its paid status only) and, should that stream fail, polls
 * `{page}/status` (`{ status, paid }`, JSON). Unknown ids, a kind that is not the charge's method, or
 * another seller's subdomain answer the same 404.
 */
export function checkoutRoutes(app: FastifyInstance, db: Db, clock: Clock, live: LiveStreams) {
  const perCharge = new OpenStreams(CHECKOUT_STREAMS_PER_CHARGE);
  const perAddress = new OpenStreams(CHECKOUT_STREAMS_PER_ADDRESS);
  async function findCharge(kind: string, id: string, subdomain: string | null) {
    const method = KINDS[kind as keyof typeof KINDS];
    if (!method || !UUID.test(id)) return null;
    const [charge] = await db.query<CheckoutCharge & { checkout_subdomain: string | null }>(
      `SELECT c.id, c.title, ${effectiveStatusSql('$2')} AS status, c.payment_method, c.amount_cents::text,
              c.expiration_date::text AS expiration_date, c.boleto_barcode, c.boleto_line, c.pix_br_code,
              c.late_fine_bp, c.late_interest_bp, c.late_fees_from::text AS late_fees_from,
              coalesce(s.fantasy_name, s.company_name) AS seller_name, s.checkout_subdomain
         FROM charges c JOIN sellers s ON s.id = c.seller_id WHERE c.id = $1`,
      [id, businessToday(clock.now())],
    );
    if (!charge || charge.payment_method !== method) return null;
    if (subdomain !== null && subdomain !== charge.checkout_subdomain) return null;
    return charge;
  }

  async function serveCheckout(request: FastifyRequest, reply: FastifyReply) {
    const { subdomain = null, kind, id } = request.params as CheckoutParams;
    const charge = await findCharge(kind, id, subdomain);
    if (!charge) return html(reply, 404, CHECKOUT_NOT_FOUND);
    const path = request.url.split('?')[0] ?? '';
    return html(reply, 200, checkoutPage(charge, businessToday(clock.now()), path));
  }

  async function serveStatus(request: FastifyRequest, reply: FastifyReply) {
    const { subdomain = null, kind, id } = request.params as CheckoutParams;
    const charge = await findCharge(kind, id, subdomain);
    reply.header('cache-control', 'no-store');
    if (!charge) return reply.code(404).send(errorBody('NOT_FOUND', 'Cobrança não encontrada.'));
    return { status: charge.status, paid: PAID.includes(charge.status) };
  }

  /**
   * The page's stream: `status {paid}` when it connects (so a reconnection catches up), then once more when
   * the charge is paid, and the stream ends. Public like the page, so it says nothing but 'paid': the
   * live event is heard first and the charge read after, so a payment between the two is not missed.
   */
  async function serveEvents(request: FastifyRequest, reply: FastifyReply) {
    const { subdomain = null, kind, id } = request.params as CheckoutParams;
    // Counted before anything is read, so ids that name no charge cannot hold connections either; the
    // page, refused, polls its status instead (checkout-script.ts).
    const chargeKey = id.toLowerCase();
    const full = perCharge.full(chargeKey) ? 'charge' : perAddress.full(request.ip) ? 'address' : null;
    if (full)
      return reply
        .code(429)
        .header('cache-control', 'no-store')
        .header('retry-after', String((EVENTS_RETRY_MS / 1000) * 10))
        .send(errorBody('TOO_MANY_STREAMS', STREAMS_FULL[full]));
    const releaseCharge = perCharge.take(chargeKey);
    const releaseAddress = perAddress.take(request.ip);
    let paidMeanwhile = false;
    let stream: EventStream | undefined;
    const stopHearing = live.hear((event) => {
      if (event.kind !== 'charge.paid' || event.data.chargeId !== id) return;
      paidMeanwhile = true;
      stream?.send('status', { paid: true });
      stream?.end();
    });
    const stop = () => {
      stopHearing();
      releaseCharge();
      releaseAddress();
    };
    const charge = await findCharge(kind, id, subdomain).catch((error: unknown) => {
      stop();
      throw error;
    });
    if (!charge) {
      stop();
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send(errorBody('NOT_FOUND', 'Cobrança não encontrada.'));
    }
    stream = live.open(request, reply, { retryMs: EVENTS_RETRY_MS });
    stream.onEnd(stop);
    const paid = paidMeanwhile || PAID.includes(charge.status);
    stream.send('status', { paid });
    if (paid) stream.end();
  }

  app.get('/checkout/:kind/:id', serveCheckout);
  app.get('/checkout/:subdomain/:kind/:id', serveCheckout);
  app.get('/checkout/:kind/:id/status', serveStatus);
  app.get('/checkout/:subdomain/:kind/:id/status', serveStatus);
  app.get('/checkout/:kind/:id/events', serveEvents);
  app.get('/checkout/:subdomain/:kind/:id/events', serveEvents);
  app.get('/_sandbox/checkout.js', { config: { simulatorPage: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(CHECKOUT_SCRIPT),
  );
  app.get('/_sandbox/print.js', { config: { simulatorPage: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(PRINT_SCRIPT),
  );

  app.get(
    '/_sandbox/cartas-cancelamento/:id',
    { config: { simulatorPage: true } },
    async (request, reply) => {
      const letter = await readCancellationLetter(db, clock, (request.params as { id: string }).id);
      if (!letter)
        return html(
          reply,
          404,
          page('Carta não encontrada', '<h1>Carta de cancelamento não encontrada</h1>'),
        );
      return html(reply, 200, cancellationLetterPage(letter));
    },
  );
}
