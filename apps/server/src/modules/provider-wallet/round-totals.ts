import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { providerTransactions } from './schema.ts';

/** One round of one player at one provider. */
export interface RoundKey {
  provider: string;
  playerId: string;
  roundId: string;
}

export interface RoundTotals {
  staked: bigint;
  won: bigint;
  wins: number;
  jackpots: number;
}

/** The rows of one round of one player at one provider, in one game. */
export const ofRound = (round: Record<keyof RoundKey | 'gameId', string | SQLWrapper>) =>
  and(
    eq(providerTransactions.playerId, round.playerId),
    eq(providerTransactions.gameId, round.gameId),
    eq(providerTransactions.roundId, round.roundId),
    eq(providerTransactions.provider, round.provider),
  );

/** Named, so a common table expression can select them too. */
export const roundTotalsColumns = {
  staked:
    sql<string>`coalesce(sum(${providerTransactions.amount}) FILTER (WHERE ${providerTransactions.kind} = 'bet' AND ${providerTransactions.rolledBackAt} IS NULL), 0)`.as(
      'staked',
    ),
  won: sql<string>`coalesce(sum(${providerTransactions.amount}) FILTER (WHERE ${providerTransactions.kind} = 'win' AND NOT ${providerTransactions.jackpot}), 0)`.as(
    'won',
  ),
  wins: sql<number>`count(*) FILTER (WHERE ${providerTransactions.kind} = 'win')::int`.as('wins'),
  jackpots: sql<number>`count(*) FILTER (WHERE ${providerTransactions.kind} = 'win' AND ${providerTransactions.jackpot})::int`.as('jackpots'),
};
