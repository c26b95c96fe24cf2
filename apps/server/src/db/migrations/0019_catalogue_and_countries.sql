CREATE TABLE "restricted_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"added_by" uuid,
	"added_by_email" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid,
	"removal_reason" text
);
--> statement-breakpoint
-- Existing games keep their segment and their featured row, in the lobby's order.
ALTER TABLE "games" ADD COLUMN "categories" text[];--> statement-breakpoint
UPDATE "games" SET "categories" = ARRAY["category"];--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "categories" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "featured_position" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "top_position" integer;--> statement-breakpoint
UPDATE "games" SET "featured_position" = "ranked"."position"
  FROM (SELECT "id", row_number() OVER (ORDER BY "sort_order") AS "position" FROM "games" WHERE "is_featured") AS "ranked"
  WHERE "games"."id" = "ranked"."id";--> statement-breakpoint
ALTER TABLE "restricted_countries" ADD CONSTRAINT "restricted_countries_added_by_staff_members_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricted_countries" ADD CONSTRAINT "restricted_countries_removed_by_staff_members_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "is_featured";