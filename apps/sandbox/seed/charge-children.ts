import { type RandomSource, randomIndex } from '@balcao/domain/common';
import { addDays } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import { DECLINING_TEST_CARDS } from '../src/areas/charges/cards';
import type { NewCharge } from '../src/areas/charges/create';
import { feeCents, paymentCredits } from '../src/areas/charges/ledger';
import {
  acquiringSums,
  chargeReceivables,
  refundEntries,
  reversalEntry,
  saleCreditEntries,
} from '../src/areas/ledger/charge-movements';
import type { LedgerEntry } from '../src/areas/ledger/post';

type Batch = [table: string, columns: string[], rows: unknown[][]];

/** A version-4 UUID from the seeded source, so every run seeds the same ids. */
function seededUuid(random: RandomSource): string {
  const hex = Array.from({ length: 32 }, () => randomIndex(random, 16).toString(16));
  hex[12] = '4';
  hex[16] = (8 + randomIndex(random, 4)).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const DECLINES = Object.values(DECLINING_TEST_CARDS);
const GATEWAY_PAID = new Set(['PAID', 'REFUND', 'DISPUTE', 'CHARGEBACK']);

/**
 * What hangs from the seeded charges: card attempts (failed ones with the acquirer's reason), refunds,
 * split lines to the seller's sub-sellers, invoices and the activity history; and the ledger entries of
 * every payment through the gateway (credits with their fees, refunds and chargebacks), built by the same
 * `saleCreditEntries`, `refundEntries` and `reversalEntry` the live payments and refunds post.
 */
export function chargeChildren(
  sellerId: number,
  charges: readonly NewCharge[],
  today: string,
  random: RandomSource,
  subSellers: readonly string[],
): { batches: Batch[]; entries: LedgerEntry[] } {
  const attempts: unknown[][] = [];
  const refunds: unknown[][] = [];
  const entries: LedgerEntry[] = [];
  const splits: unknown[][] = [];
  const invoices: unknown[][] = [];
  const events: unknown[][] = [];
  let invoiceNumber = 1000;
  const failedAttempt = (c: NewCharge, at: string) => {
    const decline = DECLINES[randomIndex(random, DECLINES.length)]!;
    const reason = JSON.stringify({ errors: [{ codeReason: decline.code, message: decline.message }] });
    attempts.push([
      seededUuid(random),
      c.id,
      'FAILED',
      c.amountCents,
      c.expirationDate,
      c.card?.last4 ?? null,
      at,
      reason,
      at,
    ]);
  };
  for (const c of charges) {
    events.push([c.id, 'Cobrança criada', null, c.createdAt]);
    const paidAt = c.paidAt ?? `${c.expirationDate}T10:00:00-03:00`;
    if (c.method === 'CREDIT_CARD') {
      if (c.status === 'FAILED') for (let k = 0; k <= randomIndex(random, 3); k++) failedAttempt(c, paidAt);
      else if (GATEWAY_PAID.has(c.status)) {
        if (random() < 0.15) failedAttempt(c, paidAt);
        attempts.push([
          seededUuid(random),
          c.id,
          'PAID',
          c.amountCents,
          c.expirationDate,
          c.card?.last4 ?? null,
          null,
          null,
          paidAt,
        ]);
      }
    }
    if (c.status === 'PAID_MANUALLY')
      events.push([c.id, 'Cobrança alterada para paga manualmente', 'admin@demo.balcao.dev', paidAt]);
    if (c.status === 'CANCELED')
      events.push([c.id, 'Cobrança excluída', 'admin@demo.balcao.dev', c.canceledAt]);
    if (!GATEWAY_PAID.has(c.status) || !c.paidDate) continue;
    events.push([
      c.id,
      c.method === 'CREDIT_CARD' ? 'Pagamento com cartão aprovado' : 'Pagamento confirmado',
      null,
      paidAt,
    ]);
    const credits = paymentCredits({ ...c, sellerId, paidDate: c.paidDate });
    const sales = saleCreditEntries(
      credits,
      feeCents(c.method, c.amountCents, c.installments),
      new Date(paidAt),
    );
    entries.push(...sales);
    // Each line once drew a row id here: drawing them still keeps every later seeded id as it was.
    for (const _ of credits) seededUuid(random);
    const reversal = (
      amount: number,
      day: string,
      description: string,
      operation: 'ESTORNO' | 'CHARGEBACK',
      causeId: string,
    ) => {
      seededUuid(random);
      const line = { chargeId: c.id, sellerId, type: 'CREDIT_REVERSAL' as const, amountCents: -amount };
      const kind = operation === 'CHARGEBACK' ? 'CHARGEBACK' : 'REFUND';
      const at = new Date(`${day}T11:00:00-03:00`);
      const full = { ...line, executionDate: day, description, creditOperation: operation };
      // A refund cancels the receivables still to be released, as a live one does (issue 25).
      entries.push(
        ...(kind === 'REFUND'
          ? refundEntries(chargeReceivables(sales.map(acquiringSums)), full, causeId, at)
          : [reversalEntry(full, kind, causeId, at)]),
      );
    };
    const refundEvent = (amount: number, day: string) =>
      events.push([
        c.id,
        `Estorno de ${formatBRL(amount)} solicitado`,
        'admin@demo.balcao.dev',
        `${day}T11:00:00-03:00`,
      ]);
    const refundDay =
      addDays(c.paidDate, 1 + randomIndex(random, 5)) < today ? addDays(c.paidDate, 1) : today;
    if (c.status === 'REFUND') {
      const refundId = seededUuid(random);
      refunds.push([
        refundId,
        c.id,
        c.amountCents,
        'REFUNDED',
        'ONLINE',
        false,
        `${refundDay}T11:00:00-03:00`,
      ]);
      reversal(c.amountCents, refundDay, 'Estorno total', 'ESTORNO', refundId);
      refundEvent(c.amountCents, refundDay);
    } else if (c.status === 'PAID' && c.method !== 'BOLETO' && !c.physicalSale && random() < 0.06) {
      const part = Math.max(1, Math.floor(c.amountCents * 0.3));
      const refundId = seededUuid(random);
      refunds.push([refundId, c.id, part, 'REFUNDED', 'ONLINE', false, `${refundDay}T11:00:00-03:00`]);
      reversal(part, refundDay, 'Estorno parcial', 'ESTORNO', refundId);
      refundEvent(part, refundDay);
    } else if (c.status === 'CHARGEBACK')
      reversal(c.amountCents, refundDay, 'Chargeback', 'CHARGEBACK', c.id);
    if (subSellers.length && random() < 0.1)
      splits.push([
        seededUuid(random),
        c.id,
        subSellers[randomIndex(random, subSellers.length)],
        c.method === 'CREDIT_CARD' ? 'CARTAO_CREDITO' : c.method,
        Math.max(1, Math.floor(c.amountCents / 10)),
        addDays(c.paidDate, 1),
      ]);
    const nf = random();
    if (nf < 0.45) {
      const at = `${c.paidDate}T18:00:00-03:00`;
      if (nf < 0.05) invoices.push([seededUuid(random), c.id, invoiceNumber++, 'CANCELED', at]);
      invoices.push([
        seededUuid(random),
        c.id,
        invoiceNumber++,
        nf < 0.4 ? 'AUTHORIZED' : 'SEND_INVOICE_SYSTEM',
        at,
      ]);
    }
  }
  const batches = [
    [
      'charge_attempts',
      [
        'id',
        'charge_id',
        'status',
        'amount_cents',
        'expiration_date',
        'card_last4',
        'error_at',
        'error_response',
        'created_at',
      ],
      attempts,
    ],
    [
      'charge_refunds',
      ['id', 'charge_id', 'amount_cents', 'status', 'channel', 'as_fraud', 'created_at'],
      refunds,
    ],
    [
      'charge_splits',
      ['id', 'charge_id', 'sub_seller_name', 'provider_type', 'amount_cents', 'execution_date'],
      splits,
    ],
    ['charge_invoices', ['id', 'charge_id', 'invoice_number', 'status', 'created_at'], invoices],
    ['charge_events', ['charge_id', 'description', 'user_email', 'created_at'], events],
  ].filter(([, , rows]) => (rows as unknown[][]).length > 0) as Batch[];
  return { batches, entries };
}
