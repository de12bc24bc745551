-- Step-up (issue 28 item 3): which money movements ask the user who they are, per seller, and the
-- confirmations handed out for them. No row: nothing asks (the default of @balcao/domain).
CREATE TABLE step_up_settings (
  seller_id integer PRIMARY KEY REFERENCES sellers (id),
  operations text[] NOT NULL,
  refund_threshold_cents bigint NOT NULL CHECK (refund_threshold_cents BETWEEN 0 AND 100000000),
  updated_at timestamptz NOT NULL
);

-- A confirmation is kept only as its hash: good once, for one user and one kind, until it expires.
CREATE TABLE step_up_confirmations (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL,
  seller_id integer NOT NULL REFERENCES sellers (id),
  operation text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX step_up_confirmations_user_idx ON step_up_confirmations (user_id, expires_at);
