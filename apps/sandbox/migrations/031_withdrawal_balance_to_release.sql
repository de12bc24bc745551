-- 'Incluir saldo a liberar' in the withdrawal (issue 14; rules in src/areas/transfers/with-anticipation.ts,
-- docs/decisions/2026-11-25-pagina-financeira.md). A transfer may name the anticipation asked just
-- before it, whose credit (available only on its execution day) pays part of it. Each anticipation serves
-- one transfer at most, so its credit is never withdrawn twice, even by two requests at once.
ALTER TABLE transfers ADD COLUMN anticipation_id uuid REFERENCES anticipations (id);
CREATE UNIQUE INDEX transfers_anticipation_idx ON transfers (anticipation_id) WHERE anticipation_id IS NOT NULL;

-- The anti-fraud fee (§9: 10% of the total for a flagged seller) taken from the total; amount_cents is what
-- reaches the seller. The money itself moves only as ledger entries (025).
ALTER TABLE transfers ADD COLUMN fee_cents bigint NOT NULL DEFAULT 0
  CHECK (fee_cents >= 0 AND fee_cents <= 9999999999);
