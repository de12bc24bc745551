-- Files that travel with an outbox e-mail (the charges CSV report), served at
-- /_sandbox/outbox/{emailId}/attachments/{position}. The bytes live here: the sandbox has no file store.
CREATE TABLE outbox_attachments (
  email_id integer NOT NULL REFERENCES outbox_emails (id),
  position integer NOT NULL CHECK (position >= 0),
  filename text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (email_id, position)
);

-- A report is delivered also to the notification centre of whoever asked for it, and only to them:
-- a notification with a user is that user's; without one (payments, late charges) it is the seller's.
ALTER TABLE notifications ADD COLUMN user_id integer REFERENCES users (id);
