-- A bet on a bonus writes its row, then its split (bonus_amount, free_spin, player_promotion_id: no index names them) in
-- the same transaction. On a full page that update moves the row to another page and adds an entry to each of the
-- table's three indexes; with room left on the page it stays there (a HOT update) and touches no index (issue 16).
ALTER TABLE "provider_transactions" SET (fillfactor = 70);
