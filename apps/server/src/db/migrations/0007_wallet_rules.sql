-- Existing catalogue rows are all Lodestar Originals; the start-up seed writes each game's real maximum multiplier.
ALTER TABLE "games" ADD COLUMN "wallet_provider_id" text NOT NULL DEFAULT 'lodestar-originals';--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "wallet_provider_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_multiplier" numeric(16, 4) NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "max_multiplier" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "studio_rounds_pending_idx" ON "studio_rounds" USING btree ("updated_at") WHERE "studio_rounds"."status" = 'pending';
