-- Invoices (NF) of a charge: the table came with the charges (005); this adds the seller's invoice
-- configuration and what the simulated city hall answers.
--
-- An invoice is sent as SEND_INVOICE_SYSTEM without a number; the city hall authorizes it some seconds
-- later (sandbox clock, rules/invoices.ts): the next read turns it AUTHORIZED and gives it the seller's
-- next invoice number. A seller without a row here never configured invoices (the external form).
CREATE TABLE seller_invoice_configs (
  seller_id integer PRIMARY KEY REFERENCES sellers (id),
  active boolean NOT NULL,
  next_number integer NOT NULL DEFAULT 1 CHECK (next_number > 0),
  updated_at timestamptz NOT NULL
);

ALTER TABLE charge_invoices ALTER COLUMN invoice_number DROP NOT NULL;
ALTER TABLE charge_invoices ADD COLUMN authorized_at timestamptz;
ALTER TABLE charge_invoices ADD COLUMN canceled_at timestamptz;
ALTER TABLE charge_invoices ADD COLUMN emitted_by text;
-- At most one live invoice per charge, even with two emissions at the same time.
CREATE UNIQUE INDEX charge_invoices_live_idx ON charge_invoices (charge_id)
  WHERE status IN ('AUTHORIZED', 'SEND_INVOICE_SYSTEM');
