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

/** A range holding every round there is. */
const EVER_SINCE = new Date(0);
const EVER_AFTER = new Date('9999-12-31T00:00:00Z');

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

  /** A page of the provider wallet's rounds, with what the games and the ledger tell about them. */
  const roundsOf = async (playerId: string, page: PlayerRoundRow[]): Promise<GameHistoryRound[]> => {
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
    return Promise.all(rows.map(toRound));
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
      return { rounds: await roundsOf(playerId, page), total, page: query.page, size: query.size };
    },

    /** The player's newest rounds whenever they were played, for staff looking at the player. */
    async recent(playerId: string, limit: number): Promise<GameHistoryRound[]> {
      const page = await rounds.playerRoundsPage({ playerId, start: EVER_SINCE, end: EVER_AFTER }, { limit, offset: 0 });
      return roundsOf(playerId, page);
    },

    /** Provider names of the games the player has bet on: one index probe per catalogue game, not a scan of every bet. */
    async providers(playerId: string): Promise<string[]> {
      const played = await rounds.gamesPlayedAmong(playerId, await catalogue.allIds());
      return catalogue.providersOf(played);
    },
  };
}
