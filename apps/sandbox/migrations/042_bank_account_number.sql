-- The checking account's number (issue 25): 'Dados da Conta' shows the agency ('0001', §9) and this
-- number with its check digit. Given once, when the account opens, from a sequence: numbers are never
-- reused. The accounts opened before this migration get theirs now.
CREATE SEQUENCE bank_account_number_seq START 100001;
ALTER TABLE bank_accounts ADD COLUMN account_sequence bigint UNIQUE;
-- Owned by the column, so a reset that drops the tables drops the sequence too.
ALTER SEQUENCE bank_account_number_seq OWNED BY bank_accounts.account_sequence;
UPDATE bank_accounts SET account_sequence = nextval('bank_account_number_seq')
 WHERE debit_account_id IS NOT NULL;
-- An open account always has its number (a test or an operator may take the ids away; the number stays).
ALTER TABLE bank_accounts ADD CHECK (debit_account_id IS NULL OR account_sequence IS NOT NULL);
