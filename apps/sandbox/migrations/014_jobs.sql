-- The sandbox's scheduler: work that happens because time passed, claimed by any sandbox process with
-- FOR UPDATE SKIP LOCKED and run in the same transaction that deletes or reschedules it (see
-- src/scheduler/README.md). A sweep kind keeps one row (key '') that moves to its next due time; a
-- one-off job has its own key and is deleted once it ran.
CREATE TABLE jobs (
  kind text NOT NULL,
  key text NOT NULL DEFAULT '',
  due_at timestamptz NOT NULL,
  payload jsonb,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  last_run_at timestamptz,
  PRIMARY KEY (kind, key)
);
CREATE INDEX jobs_due_idx ON jobs (due_at);

-- The sweeps of the areas built so far, due at once: their first run finds what is already due.
INSERT INTO jobs (kind, due_at) VALUES
  ('subscription-billing', '-infinity'),
  ('pos-refund-settlement', '-infinity'),
  ('invoice-authorization', '-infinity'),
  ('sub-seller-registration', '-infinity');
