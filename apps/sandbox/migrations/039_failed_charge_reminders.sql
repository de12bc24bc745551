-- The reminder sweep (src/areas/notification-settings/reminders.ts) also sends the late notices of FAILED
-- charges (a declined card, still owed), by due date: a partial index like charges_unpaid_due_idx (022)
-- for SCHEDULED, so the sweep never reads the whole charges table.
CREATE INDEX charges_failed_due_idx ON charges (expiration_date) WHERE status = 'FAILED';
