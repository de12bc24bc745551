-- The PJ account activation's KYC analysis (issue 15): a submitted activation waits PENDING until its
-- `kyc_due_at` (5 minutes of the sandbox clock after submission), when the 'bank-account-kyc' job
-- decides it ACTIVE (opening the accounts, granting the seller's admins the banking profile) or FAILED
-- with its reason in kyc_analysis_result. Only PENDING rows have a due time.
ALTER TABLE bank_accounts ADD COLUMN kyc_due_at timestamptz;
ALTER TABLE bank_accounts ADD CONSTRAINT bank_accounts_kyc_due_pending
  CHECK (kyc_due_at IS NULL OR status = 'PENDING');
CREATE INDEX bank_accounts_kyc_due_idx ON bank_accounts (kyc_due_at) WHERE kyc_due_at IS NOT NULL;

INSERT INTO jobs (kind, due_at) VALUES ('bank-account-kyc', '-infinity');
