CREATE TABLE "studio_demo_balances" (
	"game_session_id" uuid PRIMARY KEY NOT NULL,
	"balance" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_session_id" uuid NOT NULL,
	"player_id" uuid,
	"game_id" text NOT NULL,
	"launch_id" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"seed_pair_id" uuid NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"params" jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" jsonb,
	"status" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"wagers" integer DEFAULT 0 NOT NULL,
	"pending" jsonb,
	"jackpot_contribution" bigint DEFAULT 0 NOT NULL,
	"jackpot_hit" boolean DEFAULT false NOT NULL,
	"jackpot_win" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_seed_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid,
	"game_session_id" uuid,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "studio_seed_pairs_one_owner" CHECK (("studio_seed_pairs"."player_id" IS NULL) <> ("studio_seed_pairs"."game_session_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "jackpot_contribution" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "jackpot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_demo_balances" ADD CONSTRAINT "studio_demo_balances_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_seed_pair_id_studio_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."studio_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_seed_pairs" ADD CONSTRAINT "studio_seed_pairs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_seed_pairs" ADD CONSTRAINT "studio_seed_pairs_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_one_unfinished_per_session" ON "studio_rounds" USING btree ("game_session_id") WHERE "studio_rounds"."status" IN ('pending', 'open');--> statement-breakpoint
CREATE INDEX "studio_rounds_session_idx" ON "studio_rounds" USING btree ("game_session_id","status");--> statement-breakpoint
CREATE INDEX "studio_rounds_player_idx" ON "studio_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_rounds_seed_pair_idx" ON "studio_rounds" USING btree ("seed_pair_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seed_pairs_active_player" ON "studio_seed_pairs" USING btree ("player_id") WHERE "studio_seed_pairs"."revealed_at" IS NULL AND "studio_seed_pairs"."player_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seed_pairs_active_session" ON "studio_seed_pairs" USING btree ("game_session_id") WHERE "studio_seed_pairs"."revealed_at" IS NULL AND "studio_seed_pairs"."game_session_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "studio_seed_pairs_player_idx" ON "studio_seed_pairs" USING btree ("player_id","revealed_at");
