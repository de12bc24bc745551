-- Charges without a link (issue 28 item 2): 'Nova cobrança' creates a charge of origin DIRECT.
ALTER TABLE charges DROP CONSTRAINT charges_origin_check;
ALTER TABLE charges ADD CONSTRAINT charges_origin_check
  CHECK (origin IN ('PAYMENT_LINK', 'SUBSCRIPTION', 'FAST_LINK', 'POS', 'DIRECT'));

-- A boleto reissued with a new due date (segunda via) keeps the day its fine and interest run from: its
-- first due date, or the new one when they were waived. Null: the due date itself.
ALTER TABLE charges ADD COLUMN late_fees_from date;

-- The boletos a second copy replaced: the bank refuses to take them.
CREATE TABLE charge_replaced_boletos (
  line text PRIMARY KEY,
  charge_id uuid NOT NULL REFERENCES charges (id),
  barcode text NOT NULL,
  expiration_date date NOT NULL,
  replaced_at timestamptz NOT NULL
);
CREATE INDEX charge_replaced_boletos_charge_idx ON charge_replaced_boletos (charge_id);

-- What the customer is told at once (a new charge, a second copy), waiting for the reminders job, which
-- has the checkout address to link to; the row is deleted when it is sent.
CREATE TABLE charge_notices (
  id bigserial PRIMARY KEY,
  charge_id uuid NOT NULL REFERENCES charges (id),
  kind text NOT NULL CHECK (kind IN ('ISSUED', 'REISSUED')),
  queued_at timestamptz NOT NULL
);
