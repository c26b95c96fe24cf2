ALTER TABLE "player_profiles" DROP COLUMN "phone_number";--> statement-breakpoint
ALTER TABLE "player_profiles" DROP COLUMN "dialing_code";