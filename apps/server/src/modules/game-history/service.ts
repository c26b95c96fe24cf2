import {
  formatMinorUnits,
  instantRangeOf,
  type CurrencyCode,
  type GameHistoryFilter,
  type GameHistoryPage,
  type GameHistoryRound,
  type GameHistoryWalletType,
} from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import type { GameDetails, GamesService } from '../games/index.ts';
import { balancesAfter } from '../ledger/index.ts';
import type { PlayerRoundRow, ProviderRounds } from '../provider-wallet/index.ts';

export type GameHistoryService = ReturnType<typeof createGameHistoryService>;

export interface GameHistoryDeps {
  db: Database;
  currencies: CurrenciesService;
  /** The provider wallet's record of the player's rounds: it pages them, so a page is the owner's page. */
  rounds: Pick<ProviderRounds, 'playerRoundsPage' | 'countPlayerRounds' | 'gamesPlayedAmong'>;
  /** The games module's catalogue: which games a provider has, and each game's name and image. */
  catalogue: GamesService['catalogue'];
}

/** A round of the page with what other modules know of it: its game, and each wallet's balance once it ended. */
type RoundRow = PlayerRoundRow & { game: GameDetails; balancesAfter: { cash: bigint; bonus: bigint; freeSpin: bigint } };

/** The wallets that paid a round, from its recorded split (see gameHistoryWalletTypes). */
function walletTypeOf(round: PlayerRoundRow): GameHistoryWalletType {
  const paying = [round.cashStake > 0n, round.bonusStake > 0n, round.freeSpinStake > 0n].filter(Boolean).length;
  if (paying > 1) return 'mixed';
  if (round.freeSpinStake > 0n) return 'free-spin';
  return round.bonusStake > 0n ? 'cash-bonus' : 'cash';
}

/**
 * The player's rounds as the casino recorded them: every provider's bets, wins and rollbacks on the provider
 * wallet API, whichever studio ran the game.
 */
export function createGameHistoryService({ db, currencies, rounds, catalogue }: GameHistoryDeps) {
  const toRound = async (row: RoundRow): Promise<GameHistoryRound> => {
    const { subunitsToUnit } = await currencies.get(row.currency);
    const amount = (minor: bigint) => formatMinorUnits(minor, subunitsToUnit);
    const wallet = (stake: bigint, balance: bigint) => ({ stake: amount(stake), balance: amount(balance) });
    return {
      roundId: row.roundId,
      game: { id: row.gameId, name: row.game.name, provider: row.game.provider, imageId: row.game.imageId },
      stake: {
        createdAt: Math.floor(row.startedAt.getTime() / 1000),
        totalStake: amount(row.stake),
        currency: row.currency as CurrencyCode,
        walletType: walletTypeOf(row),
        freeSpinBonusWalletStake: wallet(row.freeSpinStake, row.balancesAfter.freeSpin),
        cashBonusWalletStake: wallet(row.bonusStake, row.balancesAfter.bonus),
        cashWalletStake: wallet(row.cashStake, row.balancesAfter.cash),
      },
      prize: { totalPrize: amount(row.prize) },
    };
  };

  return {
    async list(playerId: string, query: GameHistoryFilter): Promise<GameHistoryPage> {
      // A provider is a name of the catalogue: its games, enabled or not, are the rounds to list.
      const gameIds = query.provider ? await catalogue.idsOfProvider(query.provider) : undefined;
      const filter = { playerId, ...instantRangeOf(query), gameIds };
      const [page, total] = await Promise.all([
        rounds.playerRoundsPage(filter, { limit: query.size, offset: (query.page - 1) * query.size }),
        rounds.countPlayerRounds(filter),
      ]);
      // The page is the provider wallet's; the games and the ledger then tell about its rounds.
      const moments = page.map((round) => ({ currency: round.currency, at: round.endedAt }));
      const [games, cash, bonus, freeSpin] = await Promise.all([
        catalogue.detailsOf(page.map((round) => round.gameId)),
        balancesAfter(db, playerId, 'cash', moments),
        balancesAfter(db, playerId, 'bonus', moments),
        balancesAfter(db, playerId, 'free-spin', moments),
      ]);
      const rows = page.flatMap((round, index): RoundRow[] => {
        const game = games.get(round.gameId);
        // Every round's game is in the catalogue (a foreign key).
        return game ? [{ ...round, game, balancesAfter: { cash: cash[index]!, bonus: bonus[index]!, freeSpin: freeSpin[index]! } }] : [];
      });
      return { rounds: await Promise.all(rows.map(toRound)), total, page: query.page, size: query.size };
    },

    /** Provider names of the games the player has bet on: one index probe per catalogue game, not a scan of every bet. */
    async providers(playerId: string): Promise<string[]> {
      const played = await rounds.gamesPlayedAmong(playerId, await catalogue.allIds());
      return catalogue.providersOf(played);
    },
  };
}
