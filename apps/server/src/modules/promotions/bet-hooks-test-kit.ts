import { eq } from 'drizzle-orm';
import { FREE_SPIN_GAME_ID, PROMOTION_TERMS, type PlayerPromotionStatus } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import { balanceOf, postTransaction, postTransactionInOwnTransaction, type AccountRef } from '../ledger/index.ts';
import { playerPromotions, promotions } from './schema.ts';

/** The promotion every grant of this kit belongs to: no deposit needed, the default terms. */
const KIT_PROMOTION_ID = 'test-bet-hooks';
const DAY_MS = 24 * 60 * 60 * 1000;

export const account = (playerId: string, currency: string, purpose: 'cash' | 'bonus' | 'free-spin'): AccountRef => ({
  owner: { type: 'player', playerId },
  currency,
  purpose,
});
const bonusCost = (currency: string): AccountRef => ({ owner: { type: 'house' }, currency, purpose: 'bonus-cost' });

export interface KitGrant {
  playerId: string;
  currency?: string;
  /** Minor units put on the bonus account by the grant's posting. */
  bonus?: bigint;
  /** Defaults to the multiplier times the bonus. */
  wageringRequired?: bigint;
  maxStake?: bigint;
  freeSpins?: number;
  freeSpinGameId?: string;
  freeSpinStake?: bigint;
  expiresAt?: Date;
  freeSpinsExpireAt?: Date;
}

/**
 * An active promotion granted directly, as the real grant does it (the row, and 'promotion:grant' house bonus-cost ->
 * player bonus): the bet path's tests need a bonus without the deposit that would grant it.
 */
export async function grantActivePromotion(db: Database, grant: KitGrant): Promise<string> {
  const currency = grant.currency ?? 'EUR';
  const bonus = grant.bonus ?? 0n;
  await db
    .insert(promotions)
    .values({
      id: KIT_PROMOTION_ID,
      name: 'Bet path test bonus',
      kind: 'no-deposit',
      bonusPercent: 0,
      freeSpins: 0,
      maxBonusEurCents: BigInt(PROMOTION_TERMS.maxBonusEur) * 100n,
      wageringMultiplier: PROMOTION_TERMS.wageringMultiplier,
      validDays: PROMOTION_TERMS.bonusValidDays,
      active: false,
    })
    .onConflictDoNothing();
  const freeSpins = grant.freeSpins ?? 0;
  const [row] = await db
    .insert(playerPromotions)
    .values({
      playerId: grant.playerId,
      promotionId: KIT_PROMOTION_ID,
      currency,
      status: 'active',
      bonusAmount: bonus,
      wageringRequired: grant.wageringRequired ?? BigInt(PROMOTION_TERMS.wageringMultiplier) * bonus,
      maxStake: grant.maxStake ?? 500n,
      freeSpinsTotal: freeSpins,
      freeSpinsLeft: freeSpins,
      freeSpinGameId: freeSpins > 0 ? (grant.freeSpinGameId ?? FREE_SPIN_GAME_ID) : null,
      freeSpinStake: grant.freeSpinStake ?? 10n,
      expiresAt: grant.expiresAt ?? new Date(Date.now() + PROMOTION_TERMS.bonusValidDays * DAY_MS),
      freeSpinsExpireAt: grant.freeSpinsExpireAt ?? new Date(Date.now() + PROMOTION_TERMS.freeSpinValidDays * DAY_MS),
    })
    .returning({ id: playerPromotions.id });
  if (bonus > 0n) {
    await postTransactionInOwnTransaction(db, {
      idempotencyKey: `promotion:grant:${row!.id}`,
      kind: 'promotion-grant',
      reference: { type: 'promotion', id: row!.id },
      legs: [
        { account: bonusCost(currency), amount: -bonus },
        { account: account(grant.playerId, currency, 'bonus'), amount: bonus },
      ],
    });
  }
  return row!.id;
}

/**
 * Ends an active promotion the way a cancellation or the expiry job does: its bonus and held spin winnings go back to
 * the house ('promotion:forfeit'), in one transaction with the status, under the row's lock.
 */
export async function forfeitPromotion(db: Database, id: string, status: Extract<PlayerPromotionStatus, 'forfeited' | 'expired'>): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(playerPromotions).where(eq(playerPromotions.id, id)).for('update');
    if (!row || row.status !== 'active') return;
    const [bonus, freeSpin] = await Promise.all([
      balanceOf(tx, account(row.playerId, row.currency, 'bonus')),
      balanceOf(tx, account(row.playerId, row.currency, 'free-spin')),
    ]);
    const legs = [
      { account: account(row.playerId, row.currency, 'bonus'), amount: -bonus },
      { account: account(row.playerId, row.currency, 'free-spin'), amount: -freeSpin },
      { account: bonusCost(row.currency), amount: bonus + freeSpin },
    ].filter((leg) => leg.amount !== 0n);
    if (legs.length > 1) {
      await postTransaction(tx, { idempotencyKey: `promotion:forfeit:${id}`, kind: 'promotion-forfeit', reference: { type: 'promotion', id }, legs });
    }
    await tx.update(playerPromotions).set({ status, endedAt: new Date(), freeSpinWinnings: 0n }).where(eq(playerPromotions.id, id));
  });
}

export async function promotionRow(db: Database, id: string) {
  const [row] = await db.select().from(playerPromotions).where(eq(playerPromotions.id, id));
  return row!;
}
