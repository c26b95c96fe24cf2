-- The lobby's winners read the newest paying wins through this index and stop at their limit; without it each call
-- read the whole table twice (its recent wins, then every row of their rounds). Built inside the migration's
-- transaction, so not CONCURRENTLY: bets wait while it reads the table once at deployment.
CREATE INDEX "provider_transactions_paying_win_time_idx" ON "provider_transactions" USING btree ("created_at") WHERE "provider_transactions"."kind" = 'win' and "provider_transactions"."amount" > 0;
