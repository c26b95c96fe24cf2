import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { playerPromotionStatuses, promotionKinds } from '@lodestar/contracts';
import { players } from '../accounts/schema.ts';
import { currencies } from '../currencies/schema.ts';
import { payments } from '../payments/schema.ts';

/**
 * What can be granted: the deposit tiers of SPEC.md §9 (deposit_number set) and the promotions coupons register.
 * Amounts are in EUR cents, converted at the rate of the deposit (or of the grant, for no-deposit ones).
 */
export const promotions = pgTable('promotions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: promotionKinds }).notNull(),
  /** The deposit (1st … 5th) a tier applies to; NULL for a coupon's promotion. */
  depositNumber: integer('deposit_number'),
  /** The smallest qualifying deposit; NULL for a no-deposit promotion. */
  minDepositEurCents: bigint('min_deposit_eur_cents', { mode: 'bigint' }),
  bonusPercent: integer('bonus_percent').notNull(),
  freeSpins: integer('free_spins').notNull(),
  freeSpinGameId: text('free_spin_game_id'),
  maxBonusEurCents: bigint('max_bonus_eur_cents', { mode: 'bigint' }).notNull(),
  /** A bonus granted whatever the deposit (a coupon's fixed EUR amount); 0 for the percent-of-deposit ones. */
  fixedBonusEurCents: bigint('fixed_bonus_eur_cents', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  wageringMultiplier: integer('wagering_multiplier').notNull(),
  validDays: integer('valid_days').notNull(),
  active: boolean('active').notNull().default(true),
  /** A deposit tier staff ended or scheduled to end: from this instant no deposit earns it. NULL: no end. */
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A code players type. Stored in upper case; looked up case-insensitively. */
export const promotionCoupons = pgTable('promotion_coupons', {
  code: text('code').primaryKey(),
  promotionId: text('promotion_id')
    .notNull()
    .references(() => promotions.id),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  /** NULL: no end. */
  validUntil: timestamp('valid_until', { withTimezone: true }),
  /** All players together; NULL: unlimited. `uses` is raised in the redeeming transaction, never past it. */
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  perPlayerLimit: integer('per_player_limit').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const couponSources = ['redeem', 'registration', 'deposit'] as const;
export type CouponSource = (typeof couponSources)[number];

/** A coupon a player registered (redeem call, registration or a deposit's code); consumed by the grant it led to. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => promotionCoupons.code),
    /**
     * The promotion the coupon gave when it was registered: staff editing the coupon point it at a new promotion,
     * and registrations made before keep theirs.
     */
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotions.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Where the player typed the code: one typed at registration waits for a deposit after the first, which earns the
     * welcome bonus the site advertised to them (a code redeemed or typed for a deposit is the player's choice for it).
     */
    source: text('source', { enum: couponSources }).notNull().default('redeem'),
    /** Set when a grant used it (a no-deposit grant at once, a deposit one at the qualifying deposit). */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('coupon_redemptions_player_idx').on(table.playerId, table.code)],
);

/** The player's answer to an eligible promotion; without a row it is accepted (the deposit modal shows its terms). */
export const promotionChoices = pgTable(
  'promotion_choices',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotions.id),
    accepted: boolean('accepted').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.promotionId] })],
);

/**
 * A promotion granted to a player, in one currency. Its money is on the player's ledger accounts (bonus, free-spin);
 * this row holds the rules and the progress. At most one is active per player, by a partial unique index.
 */
export const playerPromotions = pgTable(
  'player_promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotions.id),
    couponCode: text('coupon_code'),
    /** The qualifying deposit: one grant per deposit, whatever retries happen. */
    paymentId: uuid('payment_id').references(() => payments.id),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    status: text('status', { enum: playerPromotionStatuses }).notNull(),
    /** Minor units of `currency` from here on. */
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' }).notNull(),
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }).notNull(),
    wagered: bigint('wagered', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    maxStake: bigint('max_stake', { mode: 'bigint' }).notNull(),
    freeSpinsTotal: integer('free_spins_total').notNull(),
    freeSpinsLeft: integer('free_spins_left').notNull(),
    freeSpinGameId: text('free_spin_game_id'),
    freeSpinStake: bigint('free_spin_stake', { mode: 'bigint' }).notNull(),
    /** What the spins won, held on the free-spin account until the spins are done. */
    freeSpinWinnings: bigint('free_spin_winnings', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    freeSpinsExpireAt: timestamp('free_spins_expire_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('player_promotions_one_active_idx')
      .on(table.playerId)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('player_promotions_payment_idx').on(table.paymentId),
    index('player_promotions_player_idx').on(table.playerId, table.createdAt),
    index('player_promotions_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'active'`),
  ],
);
