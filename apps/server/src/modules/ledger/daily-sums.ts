import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerAccounts as account, ledgerEntries as entry, ledgerTransactions as movement } from './schema.ts';

/** The kinds of ledger transaction that are play: a stake, what it returns, or its cancellation. */
const PLAY_KINDS = { stake: ['bet'], win: ['win', 'jackpot-win'], rollback: ['rollback'] } as const;

const onHouse = (purposes: string[]): SQL =>
  sql`${account.ownerType} = 'house' and ${account.purpose} in (${sql.join(
    purposes.map((purpose) => sql`${purpose}`),
    sql`, `,
  )})`;
const ofKinds = (kinds: readonly string[]): SQL =>
  sql`${movement.kind} in (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )})`;
/** Σ of the entries matching a condition, signed as the house sees it (a credit to the house is +). */
const houseSum = (condition: SQL, sign: 1 | -1) =>
  sql<string>`coalesce(sum(case when ${condition} then ${sign === 1 ? sql`` : sql`-`}${entry.amount} end), 0)::text`;

/**
 * Where the house's side of each movement is booked: play against 'house-game', all its shards (and 'fx', which
 * takes the jackpot contribution of a stake and pays a jackpot out in the player's currency), payments against
 * 'payments-clearing', bonuses and rakeback against 'bonus-cost'. The sums select by purpose, so every shard counts.
 */
const GAME_ACCOUNTS = ['house-game', 'fx'];

export interface DailyLedgerSums {
  day: string;
  currency: string;
  deposits: string;
  withdrawals: string;
  stakes: string;
  wins: string;
  rollbacks: string;
  bonusCost: string;
  activePlayers: number;
}

/** Read model of the back office's reports: the ledger's movements per day, as the house's accounts booked them. */
export const dailyLedgerSums = {
  /** Per UTC day and currency, the ledger's movements in [from, toExclusive), read from the house's accounts. */
  async dailySums(db: Executor, from: Date, toExclusive: Date): Promise<DailyLedgerSums[]> {
    const day = sql<string>`to_char(${movement.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    return db
      .select({
        day,
        currency: entry.currency,
        deposits: houseSum(sql`${onHouse(['payments-clearing'])} and ${ofKinds(['deposit'])}`, -1),
        withdrawals: houseSum(sql`${onHouse(['payments-clearing'])} and ${ofKinds(['withdrawal-paid'])}`, 1),
        stakes: houseSum(sql`${onHouse(GAME_ACCOUNTS)} and ${ofKinds(PLAY_KINDS.stake)}`, 1),
        wins: houseSum(sql`${onHouse(GAME_ACCOUNTS)} and ${ofKinds(PLAY_KINDS.win)}`, -1),
        rollbacks: houseSum(sql`${onHouse(GAME_ACCOUNTS)} and ${ofKinds(PLAY_KINDS.rollback)}`, -1),
        // Every kind: grants, free-spin stakes and rakeback debit it; forfeits and returns of ended bonuses credit it.
        bonusCost: houseSum(onHouse(['bonus-cost']), -1),
        activePlayers: sql<number>`count(distinct case when ${account.ownerType} = 'player' and ${ofKinds(PLAY_KINDS.stake)} then ${account.ownerId} end)::int`,
      })
      .from(entry)
      .innerJoin(movement, eq(movement.id, entry.transactionId))
      .innerJoin(account, eq(account.id, entry.accountId))
      .where(and(gte(movement.createdAt, from), lt(movement.createdAt, toExclusive)))
      .groupBy(day, entry.currency)
      .orderBy(day, entry.currency);
  },

  /** Per UTC day, the distinct players with a stake in any currency. */
  async dailyActivePlayers(db: Executor, from: Date, toExclusive: Date): Promise<{ day: string; activePlayers: number }[]> {
    const day = sql<string>`to_char(${movement.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    return db
      .select({ day, activePlayers: sql<number>`count(distinct ${account.ownerId})::int` })
      .from(entry)
      .innerJoin(movement, eq(movement.id, entry.transactionId))
      .innerJoin(account, eq(account.id, entry.accountId))
      .where(and(gte(movement.createdAt, from), lt(movement.createdAt, toExclusive), eq(account.ownerType, 'player'), ofKinds(PLAY_KINDS.stake)))
      .groupBy(day);
  },
};
