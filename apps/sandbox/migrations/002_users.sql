-- Users and profiles: invited users wait in CREATED until they set a password, and a deleted user
-- keeps its row (sessions, tokens and history still point at it) while its e-mail is freed for a
-- new invitation.
ALTER TABLE users DROP CONSTRAINT users_status_check;
ALTER TABLE users ADD CONSTRAINT users_status_check
  CHECK (status IN ('CREATED', 'ACTIVE', 'INACTIVE', 'BLOCKED'));
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
ALTER TABLE users DROP CONSTRAINT users_email_key;
CREATE UNIQUE INDEX users_live_email_idx ON users (email) WHERE deleted_at IS NULL;
CREATE INDEX users_seller_email_idx ON users (seller_id, email) WHERE deleted_at IS NULL;
