-- Customers (seller clients) of the payment gateway. `name_key` is the name lower-cased and without
-- accents: the list sorts by it (so 'Ângela' comes beside 'Ana') and the name search matches on it.

CREATE TABLE customers (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  name text NOT NULL,
  name_key text NOT NULL,
  fantasy_name text,
  fantasy_name_key text,
  document_number text NOT NULL,
  document_type text NOT NULL CHECK (document_type IN ('CPF', 'CNPJ', 'OTHER')),
  document_nation text NOT NULL,
  email text NOT NULL,
  alternative_email text,
  country_code text NOT NULL,
  phone text NOT NULL,
  zip_code text NOT NULL,
  street text NOT NULL,
  number text NOT NULL,
  complement text,
  district text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  country text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT customers_document_unique UNIQUE (seller_id, document_nation, document_number)
);

-- The list and the picker: one seller's customers in name order, read in pages.
CREATE INDEX customers_seller_name_idx ON customers (seller_id, name_key, id);
-- Searches by the start of a document or an e-mail use these; a search by a middle part reads the
-- seller's rows through the name index, which stays quick at tens of thousands of customers.
CREATE INDEX customers_seller_document_idx ON customers (seller_id, document_number text_pattern_ops);
CREATE INDEX customers_seller_email_idx ON customers (seller_id, lower(email) text_pattern_ops);
