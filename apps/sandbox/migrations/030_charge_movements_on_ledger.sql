-- The charges' money lives only on the ledger (025) from now on: payments, refunds and chargebacks post
-- their entries in the transaction that makes them (src/areas/charges/ledger.ts), and the dashboard
-- balance and a charge's statement read the ledger. charge_statement_lines, the second copy that could
-- drift, goes away. A database seeded before this still holds lines the ledger never got (every live
-- movement, and the seed's own when it was seeded before 025): they move over first, as the rules would
-- have posted them, so no balance changes. A fresh database has no lines and this moves nothing.

INSERT INTO ledger_accounts (seller_id, kind, created_at)
SELECT DISTINCT l.seller_id, k.kind, now()
  FROM charge_statement_lines l
 CROSS JOIN (VALUES ('ACQUIRING'), ('PROVIDER_CLEARING'), ('FEES_REVENUE')) AS k (kind)
ON CONFLICT (seller_id, kind) DO NOTHING;

-- Each line with the key its movement posts under (charges/ledger.ts, ledger/charge-movements.ts) and,
-- for a credit, its share of the charge's fee (the fee of what was paid, fine and interest included,
-- spread over the credits with the odd cents on the first, as saleCreditEntries does).
CREATE TEMPORARY TABLE moving_lines ON COMMIT DROP AS
WITH numbered AS (
  SELECT l.*, c.payment_method, c.amount_cents + c.interest_cents AS paid_cents,
         row_number() OVER (PARTITION BY l.charge_id, l.amount_cents > 0 ORDER BY l.execution_date, l.id) AS n,
         count(*) OVER (PARTITION BY l.charge_id, l.amount_cents > 0) AS parts
    FROM charge_statement_lines l JOIN charges c ON c.id = l.charge_id
), keyed AS (
  SELECT numbered.*,
         CASE WHEN amount_cents > 0 THEN 'charge:' || charge_id || ':credit:' || n || '/' || parts
              WHEN credit_operation = 'CHARGEBACK' THEN 'chargeback:' || id
              ELSE 'refund:' || id END AS idempotency_key,
         CASE WHEN amount_cents < 0 THEN 0
              ELSE (CASE payment_method WHEN 'BOLETO' THEN least(249, paid_cents - 1)
                      WHEN 'CREDIT_CARD' THEN (paid_cents * 399 + 5000) / 10000
                      ELSE (paid_cents * 99 + 5000) / 10000 END) END AS fee_total
    FROM numbered
)
SELECT gen_random_uuid() AS entry_id, keyed.*,
       CASE WHEN amount_cents < 0 THEN 0
            WHEN n = 1 THEN fee_total - (fee_total / parts) * (parts - 1)
            ELSE fee_total / parts END AS fee_cents
  FROM keyed
 -- A charge's credits were posted together or not at all; a reversal by its own key.
 WHERE CASE WHEN amount_cents > 0
            THEN NOT EXISTS (SELECT 1 FROM ledger_entries e
                              WHERE e.seller_id = keyed.seller_id AND e.kind = 'SALE_CREDIT'
                                AND e.reference_type = 'CHARGE' AND e.reference_id = keyed.charge_id::text)
            ELSE NOT EXISTS (SELECT 1 FROM ledger_entries e
                              WHERE e.seller_id = keyed.seller_id AND e.idempotency_key = keyed.idempotency_key)
       END;

INSERT INTO ledger_entries (id, seller_id, kind, effective_date, created_at, reference_type, reference_id,
                            idempotency_key, description, operation)
SELECT entry_id, seller_id,
       CASE WHEN amount_cents > 0 THEN 'SALE_CREDIT' WHEN credit_operation = 'CHARGEBACK' THEN 'CHARGEBACK'
            ELSE 'REFUND' END,
       execution_date, execution_date::timestamptz, 'CHARGE', charge_id::text, idempotency_key,
       left(description, 200), left(credit_operation, 40)
  FROM moving_lines;

-- One statement for every posting, so the trigger sees each entry whole and keeps the daily sums.
INSERT INTO ledger_postings (entry_id, account_id, amount_cents, is_fee, effective_date, statement_type)
SELECT m.entry_id, a.id, p.amount_cents, p.is_fee, m.execution_date, m.statement_type
  FROM moving_lines m
 CROSS JOIN LATERAL (VALUES
   ('PROVIDER_CLEARING', -(m.amount_cents + m.fee_cents), false),
   ('ACQUIRING', m.amount_cents + m.fee_cents, false),
   ('ACQUIRING', -m.fee_cents, true),
   ('FEES_REVENUE', m.fee_cents, false)) AS p (kind, amount_cents, is_fee)
  JOIN ledger_accounts a ON a.seller_id = m.seller_id AND a.kind = p.kind
 WHERE p.amount_cents <> 0
 ORDER BY a.id, p.is_fee;

DROP TABLE charge_statement_lines;
