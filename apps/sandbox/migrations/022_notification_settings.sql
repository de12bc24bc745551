-- The seller's notifications to its customers (/notificacoes) and the reminders the sandbox really sends.
--
-- Every seller has one settings row, from the moment it exists (the trigger below; existing sellers get
-- theirs here): the sender's name, the reply-to e-mail, a hidden copy, the all-notifications switch and
-- the switches that are on, by type (`{METHOD}_{MOMENT}[_WHATSAPP]`, packages/domain
-- notification-settings.ts). A new seller starts with every e-mail on and WhatsApp off.
CREATE TABLE seller_notification_settings (
  seller_id integer PRIMARY KEY REFERENCES sellers (id),
  name text NOT NULL,
  email text,
  hidden_email text,
  active_all boolean NOT NULL DEFAULT true,
  active_types text[] NOT NULL DEFAULT ARRAY[
    'BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS', 'BANK_SLIP_PREPAYMENT_SEVEN_DAYS', 'BANK_SLIP_PREPAYMENT_TWO_DAYS',
    'BANK_SLIP_PAYMENT', 'BANK_SLIP_LATE_PAYMENT_TWO_DAYS', 'BANK_SLIP_LATE_PAYMENT_SEVEN_DAYS',
    'BANK_SLIP_LATE_PAYMENT_TWENTY_DAYS', 'PIX_PREPAYMENT_FIFTEEN_DAYS', 'PIX_PREPAYMENT_SEVEN_DAYS',
    'PIX_PREPAYMENT_TWO_DAYS', 'PIX_PAYMENT', 'PIX_LATE_PAYMENT_TWO_DAYS', 'PIX_LATE_PAYMENT_SEVEN_DAYS',
    'PIX_LATE_PAYMENT_TWENTY_DAYS', 'CREDIT_CARD_PREPAYMENT_FIFTEEN_DAYS', 'CREDIT_CARD_PREPAYMENT_SEVEN_DAYS',
    'CREDIT_CARD_PREPAYMENT_TWO_DAYS', 'CREDIT_CARD_PAYMENT', 'CREDIT_CARD_LATE_PAYMENT_TWO_DAYS',
    'CREDIT_CARD_LATE_PAYMENT_SEVEN_DAYS', 'CREDIT_CARD_LATE_PAYMENT_TWENTY_DAYS'
  ]::text[]
);

INSERT INTO seller_notification_settings (seller_id, name, email)
SELECT s.id, coalesce(s.fantasy_name, s.company_name),
       (SELECT u.email FROM users u WHERE u.seller_id = s.id ORDER BY u.id LIMIT 1)
  FROM sellers s;

CREATE FUNCTION seller_notification_settings_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seller_notification_settings (seller_id, name)
  VALUES (NEW.id, coalesce(NEW.fantasy_name, NEW.company_name)) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER sellers_notification_settings AFTER INSERT ON sellers
  FOR EACH ROW EXECUTE FUNCTION seller_notification_settings_default();

-- Until the seller says otherwise, customers reply to the e-mail of the seller's first user (whoever opened
-- the account), so the settings are valid from the start and the all-notifications switch can be used.
CREATE FUNCTION seller_notification_settings_first_email() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE seller_notification_settings SET email = NEW.email WHERE seller_id = NEW.seller_id AND email IS NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_notification_settings_email AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION seller_notification_settings_first_email();

-- The outbox carries WhatsApp messages beside e-mails (to_address is then the phone, +55 11 9…), and an
-- e-mail may carry a hidden copy.
ALTER TABLE outbox_emails ADD COLUMN channel text NOT NULL DEFAULT 'EMAIL'
  CHECK (channel IN ('EMAIL', 'WHATSAPP'));
ALTER TABLE outbox_emails ADD COLUMN bcc_address text;

-- What was sent for each charge, moment and channel: the key that keeps a reminder from going twice,
-- however often the clock moves or however many sweeps race.
CREATE TABLE charge_reminders (
  charge_id uuid NOT NULL REFERENCES charges (id),
  moment text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('EMAIL', 'WHATSAPP')),
  outbox_id integer REFERENCES outbox_emails (id),
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (charge_id, moment, channel)
);

-- The sweep reads the unpaid charges by due date and the recent payments by instant, across sellers.
CREATE INDEX charges_unpaid_due_idx ON charges (expiration_date) WHERE status = 'SCHEDULED';
CREATE INDEX charges_paid_at_idx ON charges (paid_at) WHERE paid_at IS NOT NULL;

-- A payment, however it happens (checkout, 'Alterar para paga', a card renewal, a link bought by card),
-- wakes the sweep in its own transaction, so the 'paid' message goes out at once.
CREATE FUNCTION payment_reminders_wake_now() RETURNS void LANGUAGE sql AS $$
  UPDATE jobs SET due_at = '-infinity' WHERE kind = 'payment-reminders' AND key = '' AND due_at > '-infinity';
$$;
CREATE FUNCTION payment_reminders_wake_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows WHERE status IN ('PAID', 'PAID_MANUALLY')) THEN
    PERFORM payment_reminders_wake_now();
  END IF;
  RETURN NULL;
END
$$;
-- Only a change into a paid status: other updates of a paid charge (an anticipation, a refund) are not.
CREATE FUNCTION payment_reminders_wake_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
              WHERE n.status IN ('PAID', 'PAID_MANUALLY') AND o.status NOT IN ('PAID', 'PAID_MANUALLY')) THEN
    PERFORM payment_reminders_wake_now();
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER charges_paid_wakes_reminders_insert AFTER INSERT ON charges REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_reminders_wake_on_insert();
CREATE TRIGGER charges_paid_wakes_reminders_update AFTER UPDATE ON charges
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_reminders_wake_on_update();

-- The sweep, due at once; its payload keeps how far it has swept (see areas/notification-settings/jobs.ts).
INSERT INTO jobs (kind, due_at) VALUES ('payment-reminders', '-infinity');
