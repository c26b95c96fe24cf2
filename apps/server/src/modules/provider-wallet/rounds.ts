import type { Database } from '../../db/client.ts';
import { providerRoundsRepo as repo, type PlayerRoundFilter } from './rounds-repo.ts';

export type { PlayerRoundFilter, PlayerRoundRow, WinRow } from './rounds-repo.ts';
export type ProviderRounds = ReturnType<typeof createProviderRounds>;

/**
 * The read model the provider wallet publishes of the rounds it recorded: other modules read bets and wins
 * through it, never from provider_transactions.
 */
export function createProviderRounds({ db }: { db: Database }) {
  return {
    /** A player's real-money stakes in a currency since a moment (all of them without one). */
    stakedSince: (playerId: string, currency: string, since: Date | null) => repo.stakedSince(db, playerId, currency, since),
    /** Bets per game since a moment (games with none are absent). */
    betCountsSince: (since: Date) => repo.betCountsSince(db, since),
    /** Rounds that paid more than their stake since a moment, newest first, with their payout and stake. */
    profitableRoundsSince: (since: Date, limit: number) => repo.profitableRoundsSince(db, since, limit),
    /** A page of a player's rounds (live bets in the range), newest first, with their totals. */
    playerRoundsPage: (filter: PlayerRoundFilter, page: { limit: number; offset: number }) => repo.roundsPage(db, filter, page),
    countPlayerRounds: (filter: PlayerRoundFilter) => repo.countRounds(db, filter),
    /** Which of the given games the player has placed a bet on that still stands. */
    gamesPlayedAmong: (playerId: string, gameIds: string[]) => repo.gamesPlayedAmong(db, playerId, gameIds),
  };
}
