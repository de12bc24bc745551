import { businessToday, formatApiDate, startOfBusinessDay } from '@balcao/domain/dates';
import { formatBRL } from '@balcao/domain/money';
import { earliest, type JobHandler } from '../../scheduler/jobs';
import { sendEmail } from '../shared/outbox';

/**
 * Executes the anticipations whose banking day has come: the ledger already holds the advance on that day
 * (posted with the request, so the receivables could not be taken twice); the provider's part that day is
 * to pay it out, which here is the status and the e-mail to whoever asked. Answers the next day due.
 */
export const anticipationExecutionJob: JobHandler = async (tx, clock) => {
  const now = clock.now();
  const today = businessToday(now);
  const due = await tx.query<{
    id: string;
    anticipation_date: string;
    net: string;
    email: string | null;
  }>(
    `WITH done AS (
       UPDATE anticipations SET status = 'EXECUTED', executed_at = $2
        WHERE status = 'REQUESTED' AND anticipation_date <= $1::date
       RETURNING id, anticipation_date, gross_cents - fee_cents AS net, requested_by)
     SELECT done.id, done.anticipation_date::text AS anticipation_date, done.net::text AS net, u.email
       FROM done LEFT JOIN users u ON u.id = done.requested_by`,
    [today, now.toISOString()],
  );
  for (const a of due) {
    if (!a.email) continue;
    await sendEmail(tx, clock, {
      to: a.email,
      subject: 'Antecipação de recebíveis executada',
      body: [
        'Olá,',
        '',
        `A antecipação pedida foi executada em ${formatApiDate(a.anticipation_date)}: ${formatBRL(Number(a.net))} estão no seu saldo disponível.`,
        `Identificador: ${a.id}.`,
      ].join('\n'),
    });
  }
  const [next] = await tx.query<{ day: string | null }>(
    `SELECT min(anticipation_date)::text AS day FROM anticipations WHERE status = 'REQUESTED'`,
  );
  return earliest(next?.day ? startOfBusinessDay(next.day) : null);
};
