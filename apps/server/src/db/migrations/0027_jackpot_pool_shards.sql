-- The progressive jackpot's pool is held in shards like the house-game account (HOUSE_GAME_SHARDS in ledger/schema.ts):
-- every stake feeding it locked its one row until the play transaction committed. The pool that exists is shard 0 and
-- keeps its entries; the other shards are opened by the first stake of a player on them.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_shard_of_house_game";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard_of_sharded_house" CHECK ("ledger_accounts"."shard" = 0 OR ("ledger_accounts"."owner_type" = 'house' AND "ledger_accounts"."purpose" IN ('house-game', 'jackpot') AND "ledger_accounts"."shard" > 0));