-- Business rules leave the triggers for the code that wakes every other job (issue 27, item 2): a
-- payment wakes the reminders' sweep through the charges' listeners (areas/listeners.ts), a new account
-- gets its Pix limits when bank-accounts opens it, and a seller's notification settings are made where
-- sellers are made (the seed). Triggers stay for invariants only: append-only tables, balances, counts.
DROP TRIGGER charges_paid_wakes_reminders_insert ON charges;
DROP TRIGGER charges_paid_wakes_reminders_update ON charges;
DROP FUNCTION payment_reminders_wake_on_insert();
DROP FUNCTION payment_reminders_wake_on_update();
DROP FUNCTION payment_reminders_wake_now();

DROP TRIGGER sellers_notification_settings ON sellers;
DROP FUNCTION seller_notification_settings_default();
DROP TRIGGER users_notification_settings_email ON users;
DROP FUNCTION seller_notification_settings_first_email();

DROP TRIGGER bank_accounts_pix_limits ON bank_accounts;
DROP FUNCTION pix_limits_for_active_account();
