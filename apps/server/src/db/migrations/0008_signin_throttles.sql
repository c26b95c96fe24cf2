CREATE TABLE "signin_throttles" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "signin_throttles_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
DROP TABLE "signin_failures" CASCADE;--> statement-breakpoint
-- Failed sign-ins no longer lock an account for good: accounts the old rule locked are unlocked. Staff locks stay.
UPDATE "players" SET "locked_at" = NULL, "lock_reason" = NULL, "updated_at" = now() WHERE "lock_reason" = 'too-many-failed-signins';
