CREATE TABLE "withdrawal_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"auto_approve_max_eur_cents" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
