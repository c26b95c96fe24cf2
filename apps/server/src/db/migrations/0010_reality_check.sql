CREATE TABLE "reality_check_acknowledgements" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reality_check_settings" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"interval_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reality_check_acknowledgements" ADD CONSTRAINT "reality_check_acknowledgements_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_check_settings" ADD CONSTRAINT "reality_check_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;