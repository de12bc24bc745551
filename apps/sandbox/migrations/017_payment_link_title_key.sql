-- The /seja-pago search by title, as the customers' by name: lower case without accents, stored once per
-- write (a generated column) instead of computed for every link on every search (170-320 ms at 10,000
-- links on the embedded database, under 100 ms stored). The upper-case accented letters are listed too:
-- lower() of a C-locale database leaves them as they are.
ALTER TABLE payment_links ADD COLUMN title_key text GENERATED ALWAYS AS (
  translate(
    lower(title),
    'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ',
    'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn'
  )
) STORED;
