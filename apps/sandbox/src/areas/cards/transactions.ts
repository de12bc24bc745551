import type { banking } from '@balcao/client';
import { CARD_DECLINE_REASON_LABELS } from '@balcao/domain/cards';
import {
  type ApiDate,
  addDays,
  businessToday,
  formatDateTime,
  startOfBusinessDay,
} from '@balcao/domain/dates';
import { formatAmount, formatBRL } from '@balcao/domain/money';
import { CSV_CONTENT_TYPE, csvDocument, csvLine } from '@balcao/domain/reports';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, HttpError } from '../../errors';
import type { Caller } from '../shared/caller';
import type { ContractBody, ContractQuery } from '../shared/contract';
import { sendEmail } from '../shared/outbox';
import { queryPage } from '../shared/page';
import { cardOf, requireCards } from './access';
import { maskedPan, TRANSACTION_COLUMNS, type TransactionRow, toTransaction } from './model';

type CardTransactionPage = banking.components['schemas']['CardTransactionPage'];
type CardStatementSent = banking.components['schemas']['CardStatementSent'];

const MAX_PERIOD_DAYS = 366;
const DEFAULT_PERIOD_DAYS = 30;

/** The statement's period: both days inclusive in São Paulo; by default the last 30 days. */
function period(clock: Clock, startDate?: string, endDate?: string): { start: ApiDate; end: ApiDate } {
  const today = businessToday(clock.now());
  const end = endDate ?? (startDate ? addDays(startDate, DEFAULT_PERIOD_DAYS) : today);
  const start = startDate ?? addDays(end, -DEFAULT_PERIOD_DAYS);
  if (start > end) throw badRequest('A data inicial não pode ser depois da final.', 'INVALID_PERIOD');
  if (addDays(start, MAX_PERIOD_DAYS) < end)
    throw badRequest(`O período deve ter no máximo ${MAX_PERIOD_DAYS} dias.`, 'INVALID_PERIOD');
  return { start, end };
}

/** The card's purchases, approved and declined, in the period, newest first (the 'Extrato' tab). */
export async function listCardTransactions(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: ContractQuery<banking.operations['listCardTransactions']>,
): Promise<CardTransactionPage> {
  await requireCards(db, clock, caller);
  const card = await cardOf(db, caller, query.cardId);
  const { start, end } = period(clock, query.startDate, query.endDate);
  return queryPage<TransactionRow, CardTransactionPage['content'][number]>(
    db,
    {
      select: TRANSACTION_COLUMNS,
      from: 'card_transactions t',
      where: 't.card_id = $1 AND t.transaction_at >= $2 AND t.transaction_at < $3',
      params: [
        card.id,
        startOfBusinessDay(start).toISOString(),
        startOfBusinessDay(addDays(end, 1)).toISOString(),
      ],
      orderBy: 't.transaction_at DESC, t.id',
      page: query.page ?? 0,
      size: query.size ?? 10,
    },
    toTransaction,
  );
}

const STATEMENT_HEADER = ['Data', 'Descrição', 'Valor (R$)', 'Situação', 'Fatura'];

/** One purchase as the 'Extrato' tab shows it: São Paulo time, pt-BR amount, the decline's reason in words. */
function statementLine(row: TransactionRow): string {
  const reason = row.decline_reason
    ? (CARD_DECLINE_REASON_LABELS[row.decline_reason] ?? row.decline_reason)
    : '';
  return csvLine([
    formatDateTime(new Date(row.transaction_at)),
    row.description,
    formatAmount(Number(row.amount_cents)),
    row.status === 'APPROVED' ? 'Aprovada' : reason ? `Recusada: ${reason}` : 'Recusada',
    row.year_month ? row.year_month.split('-').reverse().join('/') : '',
  ]);
}

/**
 * 'Extrair extrato': the card's statement of the period to the caller's e-mail (the outbox), with a CSV.
 * Only the masked number goes in it.
 */
export async function sendCardStatement(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContractBody<banking.operations['sendCardStatement']>,
): Promise<CardStatementSent> {
  await requireCards(db, clock, caller);
  const card = await cardOf(db, caller, body.cardId);
  if (card.status === 'PENDING')
    throw new HttpError(409, 'CARD_PENDING', 'O cartão ainda está sendo emitido.');
  const { start, end } = period(clock, body.startDate, body.endDate);
  const rows = await db.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM card_transactions t
      WHERE t.card_id = $1 AND t.transaction_at >= $2 AND t.transaction_at < $3 ORDER BY t.transaction_at, t.id`,
    [card.id, startOfBusinessDay(start).toISOString(), startOfBusinessDay(addDays(end, 1)).toISOString()],
  );
  const lines = rows.map(toTransaction);
  const approved = lines.filter((t) => t.approved);
  const totalCents = rows
    .filter((r) => r.status === 'APPROVED')
    .reduce((sum, r) => sum + Number(r.amount_cents), 0);
  const csv = csvDocument(STATEMENT_HEADER, rows.map(statementLine));
  const pan = maskedPan(card.final_digits) ?? '';
  await sendEmail(db, clock, {
    to: caller.email,
    subject: `Extrato do cartão ${card.card_name}`,
    body: [
      `Extrato do cartão ${card.card_name} (${pan}) de ${start} a ${end}.`,
      `${approved.length} compra(s) aprovada(s), total ${formatBRL(totalCents)}; ${lines.length - approved.length} recusada(s).`,
      'O arquivo CSV anexo tem cada lançamento.',
    ].join('\n'),
    attachments: [
      {
        filename: `extrato-cartao-${card.final_digits ?? card.id}-${start}-${end}.csv`,
        contentType: CSV_CONTENT_TYPE,
        content: new TextEncoder().encode(csv),
      },
    ],
  });
  return { recipientEmail: caller.email, startDate: start, endDate: end, transactions: lines.length };
}
