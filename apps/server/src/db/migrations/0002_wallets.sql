CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"display_code" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"type" text NOT NULL,
	"subunits_to_unit" bigint NOT NULL,
	"tag" text,
	"eur_rate" text NOT NULL,
	"eur_rate_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"min_deposit" bigint NOT NULL,
	"min_promotion" bigint NOT NULL,
	"min_withdraw" bigint NOT NULL,
	"confirmations" integer,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_wallets" (
	"player_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_wallets_player_id_currency_pk" PRIMARY KEY("player_id","currency")
);
--> statement-breakpoint
ALTER TABLE "player_wallets" ADD CONSTRAINT "player_wallets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_wallets" ADD CONSTRAINT "player_wallets_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_wallets_one_default" ON "player_wallets" USING btree ("player_id") WHERE "player_wallets"."is_default";