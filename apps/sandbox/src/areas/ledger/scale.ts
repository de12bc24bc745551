import { type ApiDate, addDays } from '@balcao/domain/dates';
import type { LedgerAccountKind } from '@balcao/domain/ledger';
import { CARD_FEE_BASIS_POINTS, PIX_FEE_BASIS_POINTS } from '@balcao/domain/payment-links';
import type { Db } from '../../db/db';
import { accountIds } from './accounts';

/**
 * A busy seller's year on the ledger, written in bulk for benchmarks and `--scale` seeds: `perDay` sales a
 * day (4 in 10 Pix settling the next day, the rest card installments settling 30, 60 or 90 days later,
 * each with its fee), a withdrawal a day and an anticipation a week with its settlement. Written straight
 * in SQL a month at a time, one statement per table, so the posting trigger still checks that every entry
 * balances and keeps the daily sums; entry ids are derived from (seller, day, n) so postings find them
 * without a lookup.
 */
export async function insertScaleLedger(
  db: Db,
  sellerId: number,
  options: { perDay: number; days: number; today: ApiDate },
): Promise<void> {
  const kinds: LedgerAccountKind[] = [
    'ACQUIRING',
    'PROVIDER_CLEARING',
    'FEES_REVENUE',
    'TRANSFERS_IN_TRANSIT',
    'ANTICIPATION_FUNDING',
  ];
  const ids = await accountIds(db, sellerId, kinds, new Date(`${options.today}T12:00:00Z`));
  const account = (kind: LedgerAccountKind) => ids.get(kind) as number;
  // n ≤ perDay: sales; perDay + 1: the day's withdrawal; + 2 and + 3: a weekly anticipation and its settlement.
  const movements = `
    SELECT md5($1::int::text || ':' || d::date || ':' || n)::uuid AS id, d::date AS day, n,
           CASE WHEN n <= $4 THEN 'SALE_CREDIT' WHEN n = $4 + 1 THEN 'TRANSFER'
                WHEN n = $4 + 2 THEN 'ANTICIPATION' ELSE 'ANTICIPATION_SETTLEMENT' END AS kind,
           d::date + CASE WHEN n = $4 + 1 THEN 0 WHEN n = $4 + 2 THEN 1 WHEN n = $4 + 3 THEN 31
                          WHEN n % 10 < 4 THEN 1 ELSE 30 * (1 + n % 3) END AS effective,
           CASE WHEN n > $4 + 1 THEN 50000 WHEN n > $4 THEN 1000
                ELSE 1000 + (n * 7919 + (d::date - $2::date) * 104729) % 50000 END AS gross,
           n <= $4 AND n % 10 < 4 AS pix
      FROM generate_series($2::date, $3::date, interval '1 day') d, generate_series(1, $4 + 3) n
     WHERE n <= $4 + 1 OR extract(dow FROM d) = 3`;
  for (let start = options.days - 1; start >= 0; start -= 30) {
    const from = addDays(options.today, -start);
    const to = addDays(options.today, -Math.max(start - 29, 0));
    const params = [sellerId, from, to, options.perDay];
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO ledger_entries (id, seller_id, kind, effective_date, created_at, reference_type, reference_id,
                                     idempotency_key, description, operation)
         SELECT id, $1::int, kind, effective, day + time '12:00',
                CASE WHEN kind = 'SALE_CREDIT' THEN 'CHARGE' WHEN kind = 'TRANSFER' THEN 'TRANSFER' ELSE 'ANTICIPATION' END,
                CASE WHEN kind = 'SALE_CREDIT' THEN id::text ELSE 'escala-' || day || '-' || n END,
                'escala:' || day || ':' || n,
                CASE WHEN pix THEN 'Recebimento de Pix' WHEN kind = 'SALE_CREDIT' THEN 'Recebimento da parcela 1/1'
                     WHEN kind = 'TRANSFER' THEN 'Solicitação de repasse' ELSE 'Antecipação de recebíveis' END,
                CASE WHEN pix THEN 'PIX' WHEN kind = 'SALE_CREDIT' THEN 'CARTAO_CREDITO'
                     WHEN kind = 'TRANSFER' THEN 'REPASSE' ELSE 'ANTECIPACAO' END
           FROM (${movements}) m`,
        params,
      );
      // Legs: 1 and 2 move the gross, 3 and 4 the fee of a sale (the domain's: card in one go, Pix).
      await tx.query(
        `INSERT INTO ledger_postings (entry_id, account_id, amount_cents, is_fee, effective_date, statement_type)
         SELECT id, CASE leg
                      WHEN 1 THEN CASE kind WHEN 'SALE_CREDIT' THEN $5::int WHEN 'TRANSFER' THEN $7::int ELSE $8::int END
                      WHEN 4 THEN $6::int ELSE $9::int END,
                CASE WHEN kind IN ('TRANSFER', 'ANTICIPATION_SETTLEMENT') THEN -1 ELSE 1 END
                  * CASE leg WHEN 1 THEN -gross WHEN 2 THEN gross WHEN 3 THEN -fee ELSE fee END,
                leg = 3, effective,
                CASE kind WHEN 'SALE_CREDIT' THEN 'CREDIT' WHEN 'TRANSFER' THEN 'DEBIT_TRANSFER'
                          WHEN 'ANTICIPATION' THEN 'CREDIT_ANTICIPATED' ELSE 'DEBIT_ANTICIPATED' END
           FROM (SELECT m.*, CASE WHEN kind <> 'SALE_CREDIT' THEN 0 WHEN pix THEN (gross * ${PIX_FEE_BASIS_POINTS} + 5000) / 10000
                                  ELSE (gross * ${CARD_FEE_BASIS_POINTS} + 5000) / 10000 END AS fee FROM (${movements}) m) m,
                generate_series(1, 4) leg
          WHERE leg <= 2 OR fee > 0`,
        [
          ...params,
          account('PROVIDER_CLEARING'),
          account('FEES_REVENUE'),
          account('TRANSFERS_IN_TRANSIT'),
          account('ANTICIPATION_FUNDING'),
          account('ACQUIRING'),
        ],
      );
    });
  }
}
