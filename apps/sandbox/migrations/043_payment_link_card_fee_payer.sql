-- Who pays a one-off link's card fees (issue 26 item 7, 001 §3 creditCardTax): EARLY_SELLER, EARLY_BUYER
-- or EARLY_MIXED; credit_card_type keeps the receipt (EARLY or RECURRENT). One-off links saved above 12x
-- kept the buyer's fee in credit_card_type: it moves here, and their receipt becomes EARLY.
ALTER TABLE payment_links ADD COLUMN credit_card_tax text;
UPDATE payment_links SET credit_card_tax = credit_card_type, credit_card_type = 'EARLY'
  WHERE type = 'ORDER' AND credit_card_type IN ('EARLY_BUYER', 'EARLY_SELLER');
UPDATE payment_links SET credit_card_tax = 'EARLY_SELLER'
  WHERE type = 'ORDER' AND credit_card_type IS NOT NULL AND credit_card_tax IS NULL;
