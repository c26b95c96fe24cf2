CREATE TABLE "chain_scanned_blocks" (
	"chain" text NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_scanned_blocks_chain_number_pk" PRIMARY KEY("chain","number")
);
--> statement-breakpoint
ALTER TABLE "chain_transactions" ADD COLUMN "status" text DEFAULT 'confirming' NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_transactions" ADD COLUMN "block_number" bigint;--> statement-breakpoint
ALTER TABLE "chain_transactions" ADD COLUMN "block_hash" text;--> statement-breakpoint
CREATE INDEX "chain_transactions_status_idx" ON "chain_transactions" USING btree ("status","currency");--> statement-breakpoint
-- Transactions credited before statuses existed: credited, or held when their payment was kept out of play.
UPDATE "chain_transactions" SET "status" = CASE WHEN "payments"."status" = 'FAILED' THEN 'held' ELSE 'credited' END FROM "payments" WHERE "chain_transactions"."payment_id" = "payments"."id";
