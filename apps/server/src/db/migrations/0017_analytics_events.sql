CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"player_id" uuid,
	"path" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_idx" ON "analytics_events" USING btree ("occurred_at","name");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_player_first_idx" ON "analytics_events" USING btree ("player_id","name") WHERE "analytics_events"."name" in ('registration_completed', 'first_deposit', 'first_game_round');