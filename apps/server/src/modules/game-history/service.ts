import {
  formatMinorUnits,
  instantRangeOf,
  type CurrencyCode,
  type GameHistoryFilter,
  type GameHistoryPage,
  type GameHistoryRound,
} from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import { gameHistoryRepo as repo, type RoundRow } from './repo.ts';

export type GameHistoryService = ReturnType<typeof createGameHistoryService>;

/**
 * The player's rounds as the casino recorded them: every provider's bets, wins and rollbacks on the provider
 * wallet API, whichever studio ran the game.
 */
export function createGameHistoryService({ db, currencies }: { db: Database; currencies: CurrenciesService }) {
  const toRound = async (row: RoundRow): Promise<GameHistoryRound> => {
    const { subunitsToUnit } = await currencies.get(row.currency);
    const amount = (minor: bigint) => formatMinorUnits(minor, subunitsToUnit);
    // No bonus or free-spin wallet exists yet: every stake comes from cash, and the other two wallets show
    // nothing staked and nothing held rather than being left out of the shape SPEC.md §3 gives.
    const untouchedWallet = { stake: amount(0n), balance: amount(0n) };
    return {
      roundId: row.roundId,
      game: { id: row.gameId, name: row.gameName, provider: row.gameProvider, imageId: row.imageId },
      stake: {
        createdAt: Math.floor(row.startedAt.getTime() / 1000),
        totalStake: amount(row.stake),
        currency: row.currency as CurrencyCode,
        walletType: 'cash',
        freeSpinBonusWalletStake: untouchedWallet,
        cashBonusWalletStake: untouchedWallet,
        cashWalletStake: { stake: amount(row.stake), balance: amount(row.cashBalanceAfter) },
      },
      prize: { totalPrize: amount(row.prize) },
    };
  };

  return {
    async list(playerId: string, query: GameHistoryFilter): Promise<GameHistoryPage> {
      const filter = { playerId, ...instantRangeOf(query), provider: query.provider };
      const [rows, total] = await Promise.all([
        repo.roundsPage(db, filter, { limit: query.size, offset: (query.page - 1) * query.size }),
        repo.countRounds(db, filter),
      ]);
      return { rounds: await Promise.all(rows.map(toRound)), total, page: query.page, size: query.size };
    },

    async providers(playerId: string): Promise<string[]> {
      return repo.providersPlayed(db, playerId);
    },
  };
}
