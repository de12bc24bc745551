-- What users did that the merchant must be able to account for (a card's number revealed, later every
-- step-up attempt): who, from which address, on what, with which result, when. 041: 040 is taken by the
-- security limits' move to real time on another branch.
-- No foreign key to users: a user removed later is still who did it, and the log never changes.
CREATE TABLE activity_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES sellers (id),
  user_id integer,
  action text NOT NULL CHECK (action ~ '^[a-z_]+(\.[a-z_]+)+$'),
  subject_id text,
  ip_address text,
  result text NOT NULL CHECK (result ~ '^[A-Z_]+$'),
  -- The sandbox clock, as every business time; the machine's time beside it, since the clock can move.
  occurred_at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX activity_log_seller_idx ON activity_log (seller_id, occurred_at DESC, id DESC);
CREATE INDEX activity_log_subject_idx ON activity_log (action, subject_id, occurred_at DESC);

-- A record of what happened is never edited or deleted, as the ledger.
CREATE FUNCTION activity_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'o registro de atividades só aceita novos registros (% em %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER activity_log_append_only BEFORE UPDATE OR DELETE ON activity_log
  FOR EACH ROW EXECUTE FUNCTION activity_log_append_only();
CREATE TRIGGER activity_log_no_truncate BEFORE TRUNCATE ON activity_log
  FOR EACH STATEMENT EXECUTE FUNCTION activity_log_append_only();
