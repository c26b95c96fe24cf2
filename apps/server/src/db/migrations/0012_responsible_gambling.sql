CREATE TABLE "gambling_activity" (
	"player_id" uuid NOT NULL,
	"day" date NOT NULL,
	"deposited_eur_cents" bigint DEFAULT 0 NOT NULL,
	"staked_eur_cents" bigint DEFAULT 0 NOT NULL,
	"won_eur_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "gambling_activity_player_id_day_pk" PRIMARY KEY("player_id","day")
);
--> statement-breakpoint
CREATE TABLE "gambling_limits" (
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_eur_cents" bigint,
	"pending_amount_eur_cents" bigint,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gambling_limits_player_id_kind_period_pk" PRIMARY KEY("player_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "limit_step_answers" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_exclusions" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "gambling_activity" ADD CONSTRAINT "gambling_activity_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gambling_limits" ADD CONSTRAINT "gambling_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_step_answers" ADD CONSTRAINT "limit_step_answers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_exclusions" ADD CONSTRAINT "player_exclusions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;