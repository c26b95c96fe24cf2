CREATE TABLE "ledger_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"transactions" bigint NOT NULL,
	"accounts" bigint NOT NULL,
	"violations" jsonb NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_checks_ran_at_idx" ON "ledger_checks" USING btree ("ran_at");