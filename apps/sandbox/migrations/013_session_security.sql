-- Answers that carried session tokens were kept for idempotent replay; they are never kept now.
UPDATE idempotency_keys SET response_body = NULL
 WHERE response_body ? 'refreshToken' OR response_body ? 'token';

-- Bumped whenever a user's sessions must end at once (refresh reuse, password reset, profile or status
-- change): an access token carries the version it was issued under and is refused once it is behind.
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;

-- A two-factor token is spent by its successful verify: its id is kept until the token would expire.
CREATE TABLE spent_two_factor_tokens (
  token_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
