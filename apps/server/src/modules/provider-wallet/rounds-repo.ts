import { and, desc, eq, gt, gte, inArray, isNull, lt, max, sql, type Column, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/sql-helpers.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { providerTransactions } from './schema.ts';

/** The rounds of one player whose live bets were placed in a range. */
export interface PlayerRoundFilter {
  playerId: string;
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
  /** Only rounds of these games (a provider's games, as the catalogue lists them); every game when absent. */
  gameIds?: string[];
}

export interface PlayerRoundRow {
  provider: string;
  roundId: string;
  gameId: string;
  currency: string;
  startedAt: Date;
  /** Minor units; bets that were rolled back are not part of it. */
  stake: bigint;
  /** How the stake was paid (it is their sum): from cash, from the bonus account, and by the house as free spins. */
  cashStake: bigint;
  bonusStake: bigint;
  freeSpinStake: bigint;
  prize: bigint;
  /**
   * The instant of the round's last movement, microseconds included, as an ISO 8601 UTC string: a provider call
   * writes its row and its ledger entries in one DB transaction, so this is also the instant of those entries.
   */
  endedAt: string;
}

export interface WinRow {
  gameId: string;
  playerId: string;
  /** The round's wins, in minor units. */
  payout: bigint;
  /** The round's bets still standing, in minor units (never 0). */
  stake: bigint;
  currency: string;
  /** When its last paying win was recorded. */
  createdAt: Date;
}

const bets = providerTransactions;

/**
 * The bets that make a round appear in a range: placed in it and not rolled back. A rolled-back bet was
 * cancelled by the provider and its stake returned, so a round whose every bet was rolled back did not happen
 * for the player and is not listed (tombstones of rollbacks that came before their bet are rolled back too).
 */
function liveBetsIn(filter: PlayerRoundFilter): SQL {
  const conditions = [
    eq(bets.playerId, filter.playerId),
    eq(bets.kind, 'bet'),
    isNull(bets.rolledBackAt),
    gte(bets.createdAt, filter.start),
    lt(bets.createdAt, filter.end),
  ];
  if (filter.gameIds) conditions.push(inArray(bets.gameId, filter.gameIds));
  return and(...conditions)!;
}

/**
 * A round is a provider's round id. Its game and currency are the same on all its rows: grouping by them carries
 * them along, and the game lets the (player, game, round) index find the round's movements.
 */
const roundKey = [bets.provider, bets.gameId, bets.roundId, bets.currency] as const;

/** Reads of provider_transactions that other modules use (the lobby, game history): the rounds as recorded. */
export const providerRoundsRepo = {
  /** Bets per game since a moment. */
  /** Real-money stakes of a player in a currency since a moment: bets still standing, free spins (paid by the house) excluded. */
  async stakedSince(db: Executor, playerId: string, currency: string, since: Date | null): Promise<bigint> {
    const [row] = await db
      .select({ staked: sql<string>`coalesce(sum(${bets.amount}), 0)::text` })
      .from(bets)
      .where(
        and(
          eq(bets.playerId, playerId),
          eq(bets.kind, 'bet'),
          eq(bets.currency, currency),
          eq(bets.freeSpin, false),
          isNull(bets.rolledBackAt),
          since ? gte(bets.createdAt, since) : undefined,
        ),
      );
    return BigInt(row?.staked ?? '0');
  },

  async betCountsSince(db: Executor, since: Date): Promise<Map<string, number>> {
    const rows = await db
      .select({ gameId: bets.gameId, bets: sql<number>`count(*)::int` })
      .from(bets)
      .where(and(eq(bets.kind, 'bet'), gt(bets.createdAt, since)))
      .groupBy(bets.gameId);
    return new Map(rows.map((row) => [row.gameId, row.bets]));
  },

  /**
   * The rounds that paid more than their stake still standing, newest paying win first, each with its payout (its wins)
   * and that stake: the lobby's winners, never a payout below or equal to its stake. The newest paying wins are read
   * back in time through their own index, and each one's round through the (player, game, round) index, until `limit`
   * rounds qualify; a round that paid more than once is listed at its last paying win.
   */
  async profitableRoundsSince(db: Executor, since: Date, limit: number): Promise<WinRow[]> {
    const win = alias(providerTransactions, 'win');
    const moves = alias(providerTransactions, 'moves');
    // Literals, not parameters, so that any plan of the statement matches the predicate of the paying wins' index.
    const isPayingWin = (row: { kind: Column; amount: Column }) => sql`${row.kind} = 'win' and ${row.amount} > 0`;
    const payout = sql<bigint>`coalesce(sum(${moves.amount}) filter (where ${moves.kind} = 'win'), 0)`.mapWith(BigInt);
    const stake = sql<bigint>`coalesce(sum(${moves.amount}) filter (where ${moves.kind} = 'bet' and ${moves.rolledBackAt} is null), 0)`.mapWith(
      BigInt,
    );
    const laterPayingWins = sql`count(*) filter (where ${isPayingWin(moves)} and (${moves.createdAt}, ${moves.transactionUuid}) > (${win.createdAt}, ${win.transactionUuid}))`;
    // Every condition on the round is on its aggregate, so the planner counts one row per win at most and walks the
    // wins' index back in time until `limit` rounds qualify, rather than reading every recent win and sorting them.
    const round = db
      .select({ payout: payout.as('payout'), stake: stake.as('stake') })
      .from(moves)
      .where(and(eq(moves.playerId, win.playerId), eq(moves.gameId, win.gameId), eq(moves.roundId, win.roundId), eq(moves.provider, win.provider)))
      // A round whose every bet was rolled back did not happen for the player (as in game history).
      .having(sql`${stake} > 0 and ${payout} > ${stake} and ${laterPayingWins} = 0`)
      .as('round');
    return db
      .select({
        gameId: win.gameId,
        playerId: win.playerId,
        currency: win.currency,
        createdAt: win.createdAt,
        payout: round.payout,
        stake: round.stake,
      })
      .from(win)
      .innerJoinLateral(round, sql`true`)
      .where(and(isPayingWin(win), gt(win.createdAt, since)))
      .orderBy(desc(win.createdAt))
      .limit(limit);
  },

  /** One page of a player's rounds, newest first, in one statement: page keys, then their totals. */
  async roundsPage(db: Executor, filter: PlayerRoundFilter, page: { limit: number; offset: number }): Promise<PlayerRoundRow[]> {
    // min() of a group is never null: every group has at least the bet that formed it.
    const startedAt = sql<Date>`min(${bets.createdAt})`.mapWith(bets.createdAt).as('started_at');
    const roundsOnPage = db.$with('rounds_on_page').as(
      db
        .select({ provider: bets.provider, gameId: bets.gameId, roundId: bets.roundId, currency: bets.currency, startedAt })
        .from(bets)
        .where(liveBetsIn(filter))
        .groupBy(...roundKey)
        .orderBy(desc(sql`started_at`), desc(bets.roundId))
        .limit(page.limit)
        .offset(page.offset),
    );

    // Every movement of those rounds, wins and rollbacks included, even when made after the range ended.
    const moves = alias(providerTransactions, 'moves');
    const liveBet = sql`${moves.kind} = 'bet' and ${moves.rolledBackAt} is null`;
    const roundTotals = db.$with('round_totals').as(
      db
        .select({
          provider: roundsOnPage.provider,
          gameId: roundsOnPage.gameId,
          roundId: roundsOnPage.roundId,
          currency: roundsOnPage.currency,
          startedAt: roundsOnPage.startedAt,
          stake: sql<bigint>`coalesce(sum(${moves.amount}) filter (where ${moves.kind} = 'bet' and ${moves.rolledBackAt} is null), 0)`
            .mapWith(BigInt)
            .as('stake'),
          cashStake: sql<bigint>`coalesce(sum(${moves.amount} - ${moves.bonusAmount}) filter (where ${liveBet} and not ${moves.freeSpin}), 0)`
            .mapWith(BigInt)
            .as('cash_stake'),
          bonusStake: sql<bigint>`coalesce(sum(${moves.bonusAmount}) filter (where ${liveBet}), 0)`.mapWith(BigInt).as('bonus_stake'),
          freeSpinStake: sql<bigint>`coalesce(sum(${moves.amount}) filter (where ${liveBet} and ${moves.freeSpin}), 0)`
            .mapWith(BigInt)
            .as('free_spin_stake'),
          prize: sql<bigint>`coalesce(sum(${moves.amount}) filter (where ${moves.kind} = 'win'), 0)`.mapWith(BigInt).as('prize'),
          endedAt: max(moves.createdAt).as('ended_at'),
        })
        .from(roundsOnPage)
        .innerJoin(
          moves,
          and(
            eq(moves.playerId, filter.playerId),
            eq(moves.gameId, roundsOnPage.gameId),
            eq(moves.roundId, roundsOnPage.roundId),
            eq(moves.provider, roundsOnPage.provider),
          ),
        )
        .groupBy(roundsOnPage.provider, roundsOnPage.gameId, roundsOnPage.roundId, roundsOnPage.currency, roundsOnPage.startedAt),
    );

    return db
      .with(roundsOnPage, roundTotals)
      .select({
        provider: roundTotals.provider,
        roundId: roundTotals.roundId,
        gameId: roundTotals.gameId,
        currency: roundTotals.currency,
        startedAt: roundTotals.startedAt,
        stake: roundTotals.stake,
        cashStake: roundTotals.cashStake,
        bonusStake: roundTotals.bonusStake,
        freeSpinStake: roundTotals.freeSpinStake,
        prize: roundTotals.prize,
        // A JS Date keeps milliseconds only; the text keeps the microseconds the ledger's entries are compared at.
        endedAt: sql<string>`to_char(${roundTotals.endedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(roundTotals)
      .orderBy(desc(roundTotals.startedAt), desc(roundTotals.roundId));
  },

  async countRounds(db: Executor, filter: PlayerRoundFilter): Promise<number> {
    const [row] = await db
      .select({ rounds: sql<number>`count(distinct (${sql.join([...roundKey], sql`, `)}))`.mapWith(Number) })
      .from(bets)
      .where(liveBetsIn(filter));
    return row?.rounds ?? 0;
  },

  /** Which of the given games the player has a live bet on: one index probe per game, not a scan of every bet. */
  async gamesPlayedAmong(db: Executor, playerId: string, gameIds: string[]): Promise<string[]> {
    if (gameIds.length === 0) return [];
    const candidate = sql`candidate.game_id`;
    const result = await db.execute(sql`select ${candidate} as "gameId" from unnest(${sql.param(gameIds)}::text[]) as candidate(game_id)
      where exists (
        select 1 from ${bets}
        where ${bets.playerId} = ${playerId} and ${bets.gameId} = ${candidate} and ${bets.kind} = 'bet' and ${bets.rolledBackAt} is null
      )`);
    return rowsOf<{ gameId: string }>(result).map((row) => row.gameId);
  },
};
