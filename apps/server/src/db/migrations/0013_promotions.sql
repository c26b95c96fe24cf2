CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"code" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"promotion_id" text NOT NULL,
	"coupon_code" text,
	"payment_id" uuid,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"wagering_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"max_stake" bigint NOT NULL,
	"free_spins_total" integer NOT NULL,
	"free_spins_left" integer NOT NULL,
	"free_spin_game_id" text,
	"free_spin_stake" bigint NOT NULL,
	"free_spin_winnings" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"free_spins_expire_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_choices" (
	"player_id" uuid NOT NULL,
	"promotion_id" text NOT NULL,
	"accepted" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_choices_player_id_promotion_id_pk" PRIMARY KEY("player_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"per_player_limit" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"deposit_number" integer,
	"min_deposit_eur_cents" bigint,
	"bonus_percent" integer NOT NULL,
	"free_spins" integer NOT NULL,
	"free_spin_game_id" text,
	"max_bonus_eur_cents" bigint NOT NULL,
	"wagering_multiplier" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_accounts" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"wagered_eur_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rakeback_accruals" (
	"player_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"pending_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rakeback_accruals_player_id_currency_pk" PRIMARY KEY("player_id","currency")
);
--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "free_spin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "player_promotion_id" uuid;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_code_promotion_coupons_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promotion_coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_promotions" ADD CONSTRAINT "player_promotions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_promotions" ADD CONSTRAINT "player_promotions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_promotions" ADD CONSTRAINT "player_promotions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_promotions" ADD CONSTRAINT "player_promotions_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_choices" ADD CONSTRAINT "promotion_choices_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_choices" ADD CONSTRAINT "promotion_choices_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_coupons" ADD CONSTRAINT "promotion_coupons_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rakeback_accruals" ADD CONSTRAINT "rakeback_accruals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rakeback_accruals" ADD CONSTRAINT "rakeback_accruals_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_player_idx" ON "coupon_redemptions" USING btree ("player_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "player_promotions_one_active_idx" ON "player_promotions" USING btree ("player_id") WHERE "player_promotions"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "player_promotions_payment_idx" ON "player_promotions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "player_promotions_player_idx" ON "player_promotions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "player_promotions_expiry_idx" ON "player_promotions" USING btree ("expires_at") WHERE "player_promotions"."status" = 'active';