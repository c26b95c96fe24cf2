import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { CouponRow, PromotionRow } from './repo.ts';
import { promotionCoupons, promotions } from './schema.ts';

/** The back office's SQL: coupon offers and deposit tiers with their counts, and the staff changes to both. */
export const promotionAdminRepo = {
  async couponsWithCounts(db: Executor): Promise<Array<{ coupon: CouponRow; promotion: PromotionRow; granted: number }>> {
    return db
      .select({
        coupon: promotionCoupons,
        promotion: promotions,
        // Qualified by hand: drizzle leaves columns unqualified in a one-table select, which a correlated subquery needs.
        granted: sql<number>`(select count(*)::int from player_promotions as granted where granted.coupon_code = "promotion_coupons"."code")`,
      })
      .from(promotionCoupons)
      .innerJoin(promotions, eq(promotions.id, promotionCoupons.promotionId))
      .orderBy(desc(promotionCoupons.createdAt), asc(promotionCoupons.code));
  },

  /** Every deposit tier, disabled ones too. */
  async depositTiersWithCounts(db: Executor): Promise<Array<{ promotion: PromotionRow; granted: number }>> {
    return db
      .select({
        promotion: promotions,
        granted: sql<number>`(select count(*)::int from player_promotions as granted where granted.promotion_id = "promotions"."id")`,
      })
      .from(promotions)
      .where(isNotNull(promotions.depositNumber))
      .orderBy(asc(promotions.depositNumber), asc(promotions.minDepositEurCents));
  },

  async insertPromotion(db: Executor, row: typeof promotions.$inferInsert): Promise<void> {
    await db.insert(promotions).values(row);
  },

  /** False when the code exists already (the primary key, upper case, makes codes case-insensitive). */
  async insertCouponIfNew(db: Executor, row: typeof promotionCoupons.$inferInsert): Promise<boolean> {
    const inserted = await db.insert(promotionCoupons).values(row).onConflictDoNothing().returning({ code: promotionCoupons.code });
    return inserted.length > 0;
  },

  /** The coupon and its current promotion, locked: redemptions of the code wait until the edit commits. */
  async lockCoupon(db: Executor, code: string): Promise<{ coupon: CouponRow; promotion: PromotionRow } | undefined> {
    const [row] = await db
      .select({ coupon: promotionCoupons, promotion: promotions })
      .from(promotionCoupons)
      .innerJoin(promotions, eq(promotions.id, promotionCoupons.promotionId))
      .where(eq(promotionCoupons.code, code))
      .for('update', { of: promotionCoupons });
    return row;
  },

  async repointCoupon(db: Executor, code: string, change: Pick<CouponRow, 'promotionId' | 'validFrom' | 'validUntil'>): Promise<void> {
    await db.update(promotionCoupons).set(change).where(eq(promotionCoupons.code, code));
  },

  /** Sets the limit unless the redemptions already made exceed it: one conditional UPDATE, so a racing redemption is counted. */
  async setLimit(db: Executor, code: string, maxUses: number | null): Promise<boolean> {
    const rows = await db
      .update(promotionCoupons)
      .set({ maxUses })
      .where(and(eq(promotionCoupons.code, code), maxUses === null ? undefined : lte(promotionCoupons.uses, maxUses)))
      .returning({ code: promotionCoupons.code });
    return rows.length > 0;
  },

  /** Ends the window at `at` unless it had ended already. */
  async expire(db: Executor, code: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(promotionCoupons)
      .set({ validUntil: at })
      .where(and(eq(promotionCoupons.code, code), or(isNull(promotionCoupons.validUntil), gt(promotionCoupons.validUntil, at))))
      .returning({ code: promotionCoupons.code });
    return rows.length > 0;
  },

  /** False when the tier exists already (its id is its deposit number and threshold). */
  async insertTierIfNew(db: Executor, row: typeof promotions.$inferInsert): Promise<boolean> {
    const inserted = await db.insert(promotions).values(row).onConflictDoNothing().returning({ id: promotions.id });
    return inserted.length > 0;
  },

  /** Changes a tier in place: a grant copies its terms, so bonuses granted before keep theirs. False: no such tier. */
  async updateTier(db: Executor, id: string, change: Pick<PromotionRow, 'name' | 'bonusPercent' | 'maxBonusEurCents' | 'freeSpins' | 'endsAt'>) {
    const rows = await db
      .update(promotions)
      .set(change)
      .where(and(eq(promotions.id, id), isNotNull(promotions.depositNumber)))
      .returning({ id: promotions.id });
    return rows.length > 0;
  },

  /** Ends the tier at `at` unless it had ended already. */
  async endTier(db: Executor, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(promotions)
      .set({ endsAt: at })
      .where(and(eq(promotions.id, id), isNotNull(promotions.depositNumber), or(isNull(promotions.endsAt), gt(promotions.endsAt, at))))
      .returning({ id: promotions.id });
    return rows.length > 0;
  },

  async findTier(db: Executor, id: string): Promise<PromotionRow | undefined> {
    const [row] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, id), isNotNull(promotions.depositNumber)));
    return row;
  },

  async usesOf(db: Executor, code: string): Promise<number | undefined> {
    const [row] = await db.select({ uses: promotionCoupons.uses }).from(promotionCoupons).where(eq(promotionCoupons.code, code));
    return row?.uses;
  },
};
