import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { couponRedemptions, playerPromotions, promotionChoices, promotionCoupons, promotions } from './schema.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type CouponRow = typeof promotionCoupons.$inferSelect;
export type PlayerPromotionRow = typeof playerPromotions.$inferSelect;
export type RedemptionRow = typeof couponRedemptions.$inferSelect;

/** A coupon the player registered and no grant used yet, with its promotion. */
export interface OpenRedemption {
  redemption: RedemptionRow;
  promotion: PromotionRow;
}

const runningTier = (at: Date) => and(eq(promotions.active, true), or(isNull(promotions.endsAt), gt(promotions.endsAt, at)));

export const promotionsRepo = {
  /** Seeds a deposit tier once: what staff changed in it survives a restart. */
  async insertPromotionIfMissing(db: Executor, row: typeof promotions.$inferInsert): Promise<void> {
    await db.insert(promotions).values(row).onConflictDoNothing();
  },

  async upsertPromotion(db: Executor, row: typeof promotions.$inferInsert): Promise<void> {
    const { id: _id, ...changes } = row;
    await db.insert(promotions).values(row).onConflictDoUpdate({ target: promotions.id, set: changes });
  },

  /** Seeds a coupon once: its validity window and uses are never reset by a restart. */
  async insertCouponIfMissing(db: Executor, row: typeof promotionCoupons.$inferInsert): Promise<void> {
    await db.insert(promotionCoupons).values(row).onConflictDoNothing();
  },

  async findPromotion(db: Executor, id: string): Promise<PromotionRow | undefined> {
    const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
    return row;
  },

  /** A tier is given while it is active (the seed's switch) and its end, if staff set one, has not come. */
  async depositTiers(db: Executor, depositNumber: number, at: Date): Promise<PromotionRow[]> {
    return db
      .select()
      .from(promotions)
      .where(and(eq(promotions.depositNumber, depositNumber), runningTier(at)))
      .orderBy(asc(promotions.minDepositEurCents));
  },

  /** Every tier running at `at`, smallest threshold first within each deposit number. */
  async allDepositTiers(db: Executor, at: Date): Promise<PromotionRow[]> {
    return db
      .select()
      .from(promotions)
      .where(and(sql`${promotions.depositNumber} is not null`, runningTier(at)))
      .orderBy(asc(promotions.depositNumber), asc(promotions.minDepositEurCents));
  },

  async findCoupon(db: Executor, code: string): Promise<{ coupon: CouponRow; promotion: PromotionRow } | undefined> {
    const [row] = await db
      .select({ coupon: promotionCoupons, promotion: promotions })
      .from(promotionCoupons)
      .innerJoin(promotions, eq(promotions.id, promotionCoupons.promotionId))
      .where(eq(promotionCoupons.code, code));
    return row;
  },

  async insertCoupon(db: Executor, row: typeof promotionCoupons.$inferInsert): Promise<void> {
    await db.insert(promotionCoupons).values(row);
  },

  /**
   * Takes one use of a coupon if it is still inside its window and under its limit: one conditional UPDATE, so
   * concurrent redemptions never pass max_uses. Returns the promotion the coupon gives as of this locked row (a staff
   * edit committed meanwhile is seen), or undefined when the coupon is no longer usable.
   */
  async takeCouponUse(db: Executor, code: string, at: Date): Promise<string | undefined> {
    const [row] = await db
      .update(promotionCoupons)
      .set({ uses: sql`${promotionCoupons.uses} + 1` })
      .where(
        and(
          eq(promotionCoupons.code, code),
          sql`${promotionCoupons.validFrom} <= ${at}`,
          or(isNull(promotionCoupons.validUntil), gt(promotionCoupons.validUntil, at)),
          or(isNull(promotionCoupons.maxUses), lt(promotionCoupons.uses, promotionCoupons.maxUses)),
        ),
      )
      .returning({ promotionId: promotionCoupons.promotionId });
    return row?.promotionId;
  },

  async redemptionsOf(db: Executor, playerId: string, code: string): Promise<RedemptionRow[]> {
    return db
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.playerId, playerId), eq(couponRedemptions.code, code)));
  },

  async insertRedemption(db: Executor, row: typeof couponRedemptions.$inferInsert): Promise<RedemptionRow> {
    const [inserted] = await db.insert(couponRedemptions).values(row).returning();
    return inserted!;
  },

  /** The player's registered coupons no grant used yet, newest first, each with the promotion it was registered for. */
  async openRedemptions(db: Executor, playerId: string): Promise<OpenRedemption[]> {
    return db
      .select({ redemption: couponRedemptions, promotion: promotions })
      .from(couponRedemptions)
      .innerJoin(promotions, eq(promotions.id, couponRedemptions.promotionId))
      .where(and(eq(couponRedemptions.playerId, playerId), isNull(couponRedemptions.consumedAt)))
      .orderBy(desc(couponRedemptions.redeemedAt));
  },

  /** Marks a registration used by a grant; false when another grant used it first. */
  async consumeRedemption(db: Executor, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(couponRedemptions)
      .set({ consumedAt: at })
      .where(and(eq(couponRedemptions.id, id), isNull(couponRedemptions.consumedAt)))
      .returning({ id: couponRedemptions.id });
    return rows.length > 0;
  },

  async choicesOf(db: Executor, playerId: string): Promise<Map<string, boolean>> {
    const rows = await db.select().from(promotionChoices).where(eq(promotionChoices.playerId, playerId));
    return new Map(rows.map((row) => [row.promotionId, row.accepted]));
  },

  async saveChoices(db: Executor, playerId: string, promotionIds: string[], accepted: boolean): Promise<void> {
    if (promotionIds.length === 0) return;
    await db
      .insert(promotionChoices)
      .values(promotionIds.map((promotionId) => ({ playerId, promotionId, accepted })))
      .onConflictDoUpdate({
        target: [promotionChoices.playerId, promotionChoices.promotionId],
        set: { accepted, updatedAt: sql`now()` },
      });
  },

  /**
   * Inserts a grant unless the player already has an active one or the deposit already granted: both are unique
   * indexes, so of two racing grants one row wins and the other gets undefined, with no error to abort the
   * transaction it shares with the deposit's credit.
   */
  async insertGrantIfNone(db: Executor, row: typeof playerPromotions.$inferInsert): Promise<PlayerPromotionRow | undefined> {
    const [inserted] = await db.insert(playerPromotions).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async activeOf(db: Executor, playerId: string): Promise<PlayerPromotionRow | undefined> {
    const [row] = await db
      .select()
      .from(playerPromotions)
      .where(and(eq(playerPromotions.playerId, playerId), eq(playerPromotions.status, 'active')));
    return row;
  },

  /** The player's active promotion, locked until the end of the transaction (the bet path locks it the same way). */
  async lockActiveOf(db: Executor, playerId: string): Promise<PlayerPromotionRow | undefined> {
    const [row] = await db
      .select()
      .from(playerPromotions)
      .where(and(eq(playerPromotions.playerId, playerId), eq(playerPromotions.status, 'active')))
      .for('update');
    return row;
  },

  async lockById(db: Executor, id: string): Promise<PlayerPromotionRow | undefined> {
    const [row] = await db.select().from(playerPromotions).where(eq(playerPromotions.id, id)).for('update');
    return row;
  },

  async listOf(db: Executor, playerId: string): Promise<Array<{ grant: PlayerPromotionRow; promotion: PromotionRow }>> {
    return db
      .select({ grant: playerPromotions, promotion: promotions })
      .from(playerPromotions)
      .innerJoin(promotions, eq(promotions.id, playerPromotions.promotionId))
      .where(eq(playerPromotions.playerId, playerId))
      .orderBy(desc(playerPromotions.createdAt))
      .limit(50);
  },

  /** Ends an active grant; false when it was no longer active. */
  async end(db: Executor, id: string, status: 'forfeited' | 'expired', at: Date): Promise<boolean> {
    const rows = await db
      .update(playerPromotions)
      .set({ status, endedAt: at })
      .where(and(eq(playerPromotions.id, id), eq(playerPromotions.status, 'active')))
      .returning({ id: playerPromotions.id });
    return rows.length > 0;
  },

  async idsPastExpiry(db: Executor, at: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: playerPromotions.id })
      .from(playerPromotions)
      .where(and(eq(playerPromotions.status, 'active'), lt(playerPromotions.expiresAt, at)))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  /** Unplayed free spins past their days are gone: one conditional UPDATE, returns the players touched. */
  async dropExpiredFreeSpins(db: Executor, at: Date): Promise<Array<{ id: string; playerId: string }>> {
    return db
      .update(playerPromotions)
      .set({ freeSpinsLeft: 0 })
      .where(and(eq(playerPromotions.status, 'active'), gt(playerPromotions.freeSpinsLeft, 0), lt(playerPromotions.freeSpinsExpireAt, at)))
      .returning({ id: playerPromotions.id, playerId: playerPromotions.playerId });
  },

  /** The player's active grants that came with free spins, with their promotion. */
  async activeWithFreeSpins(db: Executor, playerId: string): Promise<Array<{ grant: PlayerPromotionRow; promotion: PromotionRow }>> {
    return db
      .select({ grant: playerPromotions, promotion: promotions })
      .from(playerPromotions)
      .innerJoin(promotions, eq(promotions.id, playerPromotions.promotionId))
      .where(and(eq(playerPromotions.playerId, playerId), eq(playerPromotions.status, 'active'), gt(playerPromotions.freeSpinsTotal, 0)));
  },
};
