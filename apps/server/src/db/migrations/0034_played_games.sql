CREATE TABLE "played_games" (
	"player_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "played_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "played_games" ADD CONSTRAINT "played_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "played_games" ADD CONSTRAINT "played_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "played_games_recent_idx" ON "played_games" USING btree ("player_id","last_played_at");