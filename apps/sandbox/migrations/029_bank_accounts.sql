-- The seller's business bank account (conta PJ, issue 15): its activation state and the two accounts it
-- opens. Every banking area after the financial page (Pix keys and limits, cards, treasury, payables)
-- works only while this row is ACTIVE (src/areas/bank-accounts). No row means INACTIVE: a seller never
-- asked for the account. Money never lives here: balances are sums over the ledger (025) of the
-- seller's CHECKING and INVESTMENT ledger accounts; the ids below are what the banking calls name.
CREATE TABLE bank_accounts (
  seller_id integer PRIMARY KEY REFERENCES sellers (id),
  status text NOT NULL CHECK (status IN ('INACTIVE', 'PENDING', 'FAILED', 'ACTIVE')),
  -- The KYC analysis' reason when FAILED (shown in the status badge's tooltip).
  kyc_analysis_result text,
  -- The activation form as last submitted (§3 accountInput), to prefill the wizard again.
  account_input jsonb,
  -- Opened by the KYC job when it approves: debitAccountId (conta corrente) and investmentAccountId.
  debit_account_id uuid UNIQUE,
  investment_account_id uuid UNIQUE,
  submitted_at timestamptz,
  decided_at timestamptz,
  updated_at timestamptz NOT NULL,
  CHECK ((status = 'ACTIVE') = (debit_account_id IS NOT NULL))
);
