import { customerSearchKey } from '@balcao/domain/customers';
import { addDays } from '@balcao/domain/dates';
import type { Db } from '../src/db/db';

const FIRST =
  'Ana,Bruno,Camila,Diego,Elisa,Fábio,Gabriela,Hugo,Íris,João,Larissa,Marcos,Núbia,Otávio,Paula,Rui'.split(
    ',',
  );
const LAST = 'Silva,Souza,Oliveira,Lima,Costa,Ribeiro,Almeida,Gonçalves,Araújo,Moreira,Nunes,Peixoto'.split(
  ',',
);
const TITLES =
  'Mensalidade,Plano anual,Consultoria,Manutenção,Assinatura Pro,Curso online,Pedido,Serviço'.split(',');

/** Rows per statement: large enough to be quick, small enough that the embedded database stays lean. */
const CHUNK = 100_000;

/**
 * `--scale N`: N more charges for one seller, generated inside the database (generate_series) because
 * sending a million rows through parameters would take minutes. Spread like the demo seed: due dates
 * from a year ago to a month ahead, every method and status; deterministic (a multiplicative hash of
 * the row number). Bank-slip and Pix codes are left out: the bench reads lists, not payment codes.
 */
export async function insertScaleCharges(
  db: Db,
  sellerId: number,
  count: number,
  today: string,
): Promise<void> {
  const names = FIRST.flatMap((f) => LAST.map((l) => `${f} ${l}`));
  const keys = names.map(customerSearchKey);
  const titles = TITLES;
  const titleKeys = titles.map(customerSearchKey);
  const [start] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM charges');
  const offset = start?.n ?? 0;
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await db.query(
      `WITH g AS (
         SELECT s AS n, (((s + $3::bigint) * 2654435761) % 4294967296) AS h FROM generate_series($4::int, $5::int) s
       ), r AS (
         SELECT n, h, 1 + (h % cardinality($6::text[])) AS who, 1 + ((h / 7) % cardinality($8::text[])) AS what,
                (ARRAY['CREDIT_CARD', 'BOLETO', 'PIX'])[1 + (h / 13) % 3] AS method,
                $2::date - (((h / 31) % 395)::int - 30) AS due, (h / 11) % 100 AS roll
           FROM g
       ), s AS (
         SELECT r.*, CASE
             WHEN due >= $9::date THEN CASE WHEN roll < 85 THEN 'SCHEDULED' ELSE 'PAID' END
             WHEN roll < 70 THEN 'PAID' WHEN roll < 82 THEN 'SCHEDULED'
             WHEN roll < 87 THEN CASE WHEN method = 'CREDIT_CARD' THEN 'FAILED' ELSE 'SCHEDULED' END
             WHEN roll < 91 THEN 'CANCELED' WHEN roll < 94 THEN 'REFUND' WHEN roll < 97 THEN 'PAID_MANUALLY'
             WHEN roll < 98 THEN 'ABANDONNED' WHEN roll < 99 THEN 'DISPUTE' ELSE 'CHARGEBACK' END AS status
           FROM r
       )
       INSERT INTO charges (id, seller_id, customer_name, customer_name_key, customer_document, customer_email,
         title, title_key, payment_method, status, amount_cents, installments, expiration_date, paid_date,
         paid_at, origin, payment_link_id, created_at, updated_at)
       SELECT ('e' || lpad(to_hex(n + $3::bigint), 31, '0'))::uuid, $1, ($6::text[])[who], ($7::text[])[who],
              lpad(((h * 7919) % 99999999999)::text, 11, '0'),
              replace(($7::text[])[who], ' ', '.') || (h % 1000) || '@exemplo.com.br', ($8::text[])[what], ($10::text[])[what], method, status,
              1000 + (h / 17) % 500000, CASE WHEN method = 'CREDIT_CARD' THEN 1 + (h / 19) % 12 ELSE 1 END,
              due,
              CASE WHEN status IN ('PAID', 'PAID_MANUALLY', 'REFUND', 'DISPUTE', 'CHARGEBACK')
                   THEN LEAST(due, $9::date) - ((h / 23) % 5)::int END,
              CASE WHEN status IN ('PAID', 'PAID_MANUALLY', 'REFUND', 'DISPUTE', 'CHARGEBACK')
                   THEN (LEAST(due, $9::date) - ((h / 23) % 5)::int)::timestamptz + interval '15 hours' END,
              CASE WHEN h % 4 = 0 THEN 'SUBSCRIPTION' ELSE 'PAYMENT_LINK' END,
              'PL' || lpad((h % 5000)::text, 6, '0'),
              (due - 30)::timestamptz, (due - 30)::timestamptz
         FROM s`,
      [sellerId, today, offset, from, to, names, keys, titles, today, titleKeys],
    );
  }
}

/** The due-date window the scale rows fall in, for the bench's date filters. */
export const scaleWindow = (today: string) => ({ from: addDays(today, -365), to: addDays(today, 30) });
