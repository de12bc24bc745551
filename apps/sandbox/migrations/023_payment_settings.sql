-- The seller's payment settings (/metodos-pagamentos): the methods a new payment link starts with, and the
-- late fine and monthly interest a new boleto copies. A seller without a row has the defaults below.
-- Rates are basis points (hundredths of a percent): 2% = 200; the contract accepts 0 to 100%.
CREATE TABLE seller_payment_settings (
  seller_id integer PRIMARY KEY REFERENCES sellers (id),
  default_credit_card boolean NOT NULL DEFAULT true,
  default_bank_slip boolean NOT NULL DEFAULT true,
  default_pix boolean NOT NULL DEFAULT true,
  late_fine_enabled boolean NOT NULL DEFAULT false,
  late_fine_bp integer NOT NULL DEFAULT 0 CHECK (late_fine_bp BETWEEN 0 AND 10000),
  late_interest_enabled boolean NOT NULL DEFAULT false,
  late_interest_bp integer NOT NULL DEFAULT 0 CHECK (late_interest_bp BETWEEN 0 AND 10000),
  updated_at timestamptz NOT NULL,
  CHECK (default_credit_card OR default_bank_slip OR default_pix)
);

-- What a boleto charges when paid late, fixed when the charge is created so a later change of the
-- settings never rewrites it (0 when the setting was off). The amount due is computed when read.
ALTER TABLE charges
  ADD COLUMN late_fine_bp integer NOT NULL DEFAULT 0 CHECK (late_fine_bp BETWEEN 0 AND 10000),
  ADD COLUMN late_interest_bp integer NOT NULL DEFAULT 0 CHECK (late_interest_bp BETWEEN 0 AND 10000);
