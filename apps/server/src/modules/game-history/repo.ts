import { and, desc, eq, exists, gte, inArray, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
// eslint-disable-next-line import/no-restricted-paths -- known violation, to be moved behind the owner's service
import { games } from '../games/schema.ts';
// eslint-disable-next-line import/no-restricted-paths -- known violation, to be moved behind the owner's service
import { ledgerAccounts, ledgerEntries } from '../ledger/schema.ts';
// eslint-disable-next-line import/no-restricted-paths -- known violation, to be moved behind the owner's service
import { providerTransactions } from '../provider-wallet/schema.ts';

export interface RoundFilter {
  playerId: string;
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
  /** A game provider's name, as the catalogue spells it. */
  provider?: string;
}

export interface RoundRow {
  roundId: string;
  gameId: string;
  gameName: string;
  gameProvider: string;
  imageId: string;
  currency: string;
  startedAt: Date;
  /** Minor units; bets that were rolled back are not part of it. */
  stake: bigint;
  prize: bigint;
  /** The cash balance once the round's last movement was made, minor units. */
  cashBalanceAfter: bigint;
}

const bets = providerTransactions;

/**
 * The bets that make a round appear in a range: placed in it and not rolled back. A rolled-back bet was
 * cancelled by the provider and its stake returned, so a round whose every bet was rolled back did not happen
 * for the player and is not listed (tombstones of rollbacks that came before their bet are rolled back too).
 */
function liveBetsIn(filter: RoundFilter): SQL {
  const conditions = [
    eq(bets.playerId, filter.playerId),
    eq(bets.kind, 'bet'),
    isNull(bets.rolledBackAt),
    gte(bets.createdAt, filter.start),
    lt(bets.createdAt, filter.end),
  ];
  if (filter.provider) {
    conditions.push(inArray(bets.gameId, sql`(select ${games.id} from ${games} where ${games.provider} = ${filter.provider})`));
  }
  return and(...conditions)!;
}

/**
 * A round is a provider's round id. Its game and currency are the same on all its rows: grouping by them carries
 * them along, and the game lets the (player, game, round) index find the round's movements.
 */
const roundKey = [bets.provider, bets.gameId, bets.roundId, bets.currency] as const;

export const gameHistoryRepo = {
  /** One page of rounds, newest first, in one statement: page keys, then their totals, then the balance after. */
  async roundsPage(db: Executor, filter: RoundFilter, page: { limit: number; offset: number }): Promise<RoundRow[]> {
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

    // Ledger entries carry no running balance. A provider call writes its transaction row and its ledger
    // entries in one DB transaction, so both carry that transaction's now(): the balance after the round is
    // today's balance less every cash entry made after its last movement (a short scan of the
    // (account_id, created_at) index for recent rounds, which are the ones players look at).
    const cash = ledgerAccounts;
    const laterCashMovements = sql`coalesce((
      select sum(${ledgerEntries.amount}) from ${ledgerEntries}
      where ${ledgerEntries.accountId} = ${cash.id} and ${ledgerEntries.createdAt} > ${roundTotals.endedAt}
    ), 0)`;
    return db
      .with(roundsOnPage, roundTotals)
      .select({
        roundId: roundTotals.roundId,
        gameId: roundTotals.gameId,
        gameName: games.name,
        gameProvider: games.provider,
        imageId: games.imageId,
        currency: roundTotals.currency,
        startedAt: roundTotals.startedAt,
        stake: roundTotals.stake,
        prize: roundTotals.prize,
        cashBalanceAfter: sql<bigint>`coalesce(${cash.balance} - ${laterCashMovements}, 0)`.mapWith(BigInt),
      })
      .from(roundTotals)
      .innerJoin(games, eq(games.id, roundTotals.gameId))
      .leftJoin(
        cash,
        and(eq(cash.ownerType, 'player'), eq(cash.ownerId, filter.playerId), eq(cash.currency, roundTotals.currency), eq(cash.purpose, 'cash')),
      )
      .orderBy(desc(roundTotals.startedAt), desc(roundTotals.roundId));
  },

  async countRounds(db: Executor, filter: RoundFilter): Promise<number> {
    const [row] = await db
      .select({ rounds: sql<number>`count(distinct (${sql.join([...roundKey], sql`, `)}))`.mapWith(Number) })
      .from(bets)
      .where(liveBetsIn(filter));
    return row?.rounds ?? 0;
  },

  /** Provider names of the games the player has bet on: one index probe per catalogue game, not a scan of every bet. */
  async providersPlayed(db: Executor, playerId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ provider: games.provider })
      .from(games)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(bets)
            .where(and(eq(bets.playerId, playerId), eq(bets.gameId, games.id), eq(bets.kind, 'bet'), isNull(bets.rolledBackAt))),
        ),
      )
      .orderBy(games.provider);
    return rows.map((row) => row.provider);
  },
};
