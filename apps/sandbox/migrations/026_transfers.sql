-- Withdrawals (repasses) of the financial page (issue 14; rules in src/areas/transfers). The money moves
-- only as ledger entries (025): a request posts TRANSFER (out of the available balance at once) in the
-- transaction that inserts the row, and the 'transfer-execution' job posts TRANSFER_EXECUTION on the
-- scheduled banking day. This row is the request's state, never a balance.
CREATE TABLE transfers (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0 AND amount_cents <= 9999999999),
  requested_at timestamptz NOT NULL,
  requested_by integer REFERENCES users (id),
  -- The next banking day after the request's São Paulo day ('Previsão de execução').
  scheduled_date date NOT NULL,
  -- CHECKING when the seller banks with the provider (bankingType PJ), else its account at another bank.
  destination text NOT NULL CHECK (destination IN ('CHECKING', 'EXTERNAL')),
  status text NOT NULL CHECK (status IN ('PENDING', 'EXECUTED')),
  executed_at timestamptz
);
CREATE INDEX transfers_seller_idx ON transfers (seller_id, status, requested_at DESC);
CREATE INDEX transfers_due_idx ON transfers (scheduled_date) WHERE status = 'PENDING';

-- Per-seller settings the financial page reads (the documents tie them to 'one seller' or a provider
-- flag; here they are stored with the seller): on-demand anticipation shows the Antecipações tab, and a
-- seller flagged by the anti-fraud pays 10% when a withdrawal includes the balance to release (§9).
ALTER TABLE sellers ADD COLUMN on_demand_anticipation boolean NOT NULL DEFAULT false;
ALTER TABLE sellers ADD COLUMN fraud_flagged boolean NOT NULL DEFAULT false;

INSERT INTO jobs (kind, due_at) VALUES ('transfer-execution', '-infinity');
