ALTER TABLE "player_profiles" ADD COLUMN "phone" text;--> statement-breakpoint
-- The parts saved so far were split after two digits of a number checked as + and 11 digits: joined, they are E.164.
UPDATE "player_profiles" SET "phone" = regexp_replace("dialing_code" || "phone_number", '^00', '+') WHERE "dialing_code" <> '' AND "phone_number" <> '';
