-- API keys (Integração > Chaves API). The secret is never stored: only its SHA-256 (hex), looked up
-- through a unique index, and its first characters to recognise it in the list. A deleted key keeps its
-- row so that using it is answered 'Chave de API excluída.' rather than as an unknown key, and so that
-- what it did stays attributable. last_used_at is written at most once a minute per key (security.ts).
CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 60),
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  prefix text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  last_used_at timestamptz,
  deleted_at timestamptz
);

CREATE INDEX api_keys_seller_idx ON api_keys (seller_id, created_at DESC) WHERE deleted_at IS NULL;
