-- The plan's boleto description (acquiring §5: 'plan boleto description max 130'): the text a boleto of
-- the plan's subscriptions carries when the subscription brings none of its own (the import and a
-- subscription link without one take it when the subscription is made).
ALTER TABLE plans ADD COLUMN bank_slip_description text CHECK (char_length(bank_slip_description) <= 130);
