-- Registrations made before this migration keep the promotion their coupon gave then.
ALTER TABLE "coupon_redemptions" ADD COLUMN "promotion_id" text;--> statement-breakpoint
UPDATE "coupon_redemptions" SET "promotion_id" = "promotion_coupons"."promotion_id" FROM "promotion_coupons" WHERE "promotion_coupons"."code" = "coupon_redemptions"."code";--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ALTER COLUMN "promotion_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "fixed_bonus_eur_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;
