-- The sandbox's Pix directory (the DICT of the Banco Central, issue 15) and the keys sellers register in it
-- from /dados-conta (src/areas/pix-keys). One table for every key the directory knows, so a key is unique
-- across everything, as in the DICT: a seller's key names its bank account (one of bank_accounts' two ids)
-- and its owner is the seller; an external key (a recipient at another bank, seeded so accounts payable can
-- pay someone) carries its own owner's name, document and bank ISPB.
CREATE TABLE pix_keys (
  id uuid PRIMARY KEY,
  -- The DICT form: CNPJ/CPF digits, lower-case e-mail, '+55…' phone, lower-case UUID.
  key text NOT NULL UNIQUE,
  key_type text NOT NULL CHECK (key_type IN ('email', 'phone', 'evp', 'cnpj', 'cpf')),
  seller_id integer REFERENCES sellers (id),
  account_id uuid,
  account_type text CHECK (account_type IN ('CHECKING', 'INVESTMENT')),
  owner_name text,
  owner_document text,
  bank_ispb text CHECK (bank_ispb ~ '^[0-9]{8}$'),
  created_at timestamptz NOT NULL,
  -- Either a seller's key on one of its accounts, or an external entry with its owner and bank.
  CHECK (
    (seller_id IS NOT NULL AND account_id IS NOT NULL AND account_type IS NOT NULL
      AND owner_name IS NULL AND owner_document IS NULL AND bank_ispb IS NULL)
    OR (seller_id IS NULL AND account_id IS NULL AND account_type IS NULL
      AND owner_name IS NOT NULL AND owner_document IS NOT NULL AND bank_ispb IS NOT NULL)
  )
);
CREATE INDEX pix_keys_account_idx ON pix_keys (account_id, created_at) WHERE account_id IS NOT NULL;

-- A phone key waits here for the code sent by SMS (§4.3 'otp'); only the code's SHA-256 is kept. A wrong
-- code counts an attempt; five, or the expiry, void the challenge. Confirmed ones keep confirmed_at.
CREATE TABLE pix_key_challenges (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  account_id uuid NOT NULL,
  account_type text NOT NULL CHECK (account_type IN ('CHECKING', 'INVESTMENT')),
  key text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts BETWEEN 0 AND 5),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz
);
CREATE INDEX pix_key_challenges_seller_idx ON pix_key_challenges (seller_id, created_at);

-- SMS beside e-mail and WhatsApp in the outbox (to_address is then the phone, '+55…').
ALTER TABLE outbox_emails DROP CONSTRAINT outbox_emails_channel_check;
ALTER TABLE outbox_emails ADD CONSTRAINT outbox_emails_channel_check
  CHECK (channel IN ('EMAIL', 'WHATSAPP', 'SMS'));
