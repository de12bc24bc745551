-- A limit of paid uses on a payment link (beyond the documents, as Stripe and Pagar.me offer): once the
-- link's charges with a payment reach it, the public page says the link is no longer available. Null
-- means no limit. The count is of the link's charges that were ever paid (paid_at set), so a later
-- refund does not reopen the link.
ALTER TABLE payment_links ADD COLUMN max_paid_uses integer CHECK (max_paid_uses BETWEEN 1 AND 1000000);

CREATE INDEX charges_payment_link_paid_idx ON charges (payment_link_id) WHERE paid_at IS NOT NULL;

