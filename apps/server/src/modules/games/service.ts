import {
  catalogueAdminMessages,
  formatMinorUnits,
  gameArtworkUrl,
  gameCategoryNames,
  gameCategoryValues,
  LOBBY_PAGE_SIZE,
  messages,
  SEARCH_INITIAL_RESULTS,
  SEARCH_LOAD_MORE,
  type CurrencyCode,
  type Game,
  type HomeLobbyAnswers,
} from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import { GameDisabled, NoWalletInCurrency, NotAuthenticated, NotFound } from '../../platform/domain-errors.ts';
import { eurCentsOf, type CurrenciesService } from '../currencies/index.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import { jackpotPoolEurCents, type ProviderRounds } from '../provider-wallet/index.ts';
import type { ResponsibleGambling } from '../responsible-gambling/index.ts';
import type { WalletService } from '../wallet/index.ts';
import type { GameSessionService } from './game-sessions.ts';
import { gamesRepo as repo, type GameRow } from './repo.ts';
import { cachedValue } from '../../platform/cached-value.ts';

const POPULARITY_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
const TOP_GAMES = 8;
/** Demo play shows virtual money in this currency; it never reaches the ledger. */
const DEMO_CURRENCY: CurrencyCode = 'EUR';

export const gameSegments = [
  ...gameCategoryValues.map((id) => ({ id, name: gameCategoryNames[id] })),
  { id: 'jackpot', name: 'Jackpot games' },
] as const;

/** A game as the studio sees it: taken off the lobby or not, its rounds still finish. */
export type CatalogueGame = Game & { enabled: boolean };

/** The games of the given (enabled) rows that an order names, in that order. */
const inOrder = (rows: GameRow[], order: 'featuredPosition' | 'topPosition') =>
  rows
    .filter((row) => row[order] !== null)
    .sort((a, b) => a[order]! - b[order]!)
    .map(toGame);

export function toGame(row: GameRow): Game {
  return {
    id: row.id,
    name: row.name,
    provider: row.provider,
    imageId: row.imageId,
    category: row.category,
    launchId: row.launchId,
    rtp: row.rtp,
    volatility: row.volatility,
    hasJackpot: row.hasJackpot,
    thumbnail: gameArtworkUrl(row.launchId),
  };
}

/** "Ada Lovelace" → "Ada L.": winners are shown without giving players away. */
const maskedName = (fullName: string) => {
  const [first = 'Player', last] = fullName.trim().split(/\s+/);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
};

/** Payout ÷ stake to two decimals, rounded down so that a win never reads bigger than it was: 250 on 100 → '2.50'. */
const multiplierOf = (payout: bigint, stake: bigint) => formatMinorUnits((payout * 100n) / stake, 100);

export type GamesService = ReturnType<typeof createGamesService>;

export interface GameDetails {
  id: string;
  name: string;
  provider: string;
  imageId: string;
}

export interface GamesServiceDeps {
  db: Database;
  sessions: GameSessionService;
  wallet: WalletService;
  currencies: CurrenciesService;
  /** The provider wallet's record of bets and wins: the lobby's popularity and its winners (rounds that paid more than their stake). */
  rounds: Pick<ProviderRounds, 'betCountsSince' | 'profitableRoundsSince'>;
  /** The winners' names. */
  players: Pick<PlayerDirectory, 'namesOf'>;
  /** A launch is refused to a player on a break; a real-money one to a locked or cooling-off player too (every bet is checked as well). */
  responsibleGambling: Pick<ResponsibleGambling, 'assertMayGamble' | 'assertNotOnBreak'>;
  now?: () => Date;
}

/** How old the studio's snapshot of the catalogue may be in a process other than the one where staff changed a game. */
export const CATALOGUE_SNAPSHOT_MS = 2000;

/** A read made at its first use and shared by the later ones. */
function once<Value>(read: () => Promise<Value>): () => Promise<Value> {
  let value: Promise<Value> | undefined;
  return () => (value ??= read());
}

/** The game aggregator of SPEC.md §7: catalogue, lobby lists, launches, winners, jackpots, favourites and recently played. */

export function createGamesService(deps: GamesServiceDeps) {
  const { db, sessions, wallet, currencies, rounds, players, responsibleGambling, now = () => new Date() } = deps;
  // Read from the database at each call: a change in the back office shows at once, and the catalogue is small.
  const all = async () => (await repo.listEnabled(db)).map(toGame);
  // The studio looks its game up on every round: a snapshot, dropped at once when this process's staff change a game
  // and at most CATALOGUE_SNAPSHOT_MS old in another process.
  const snapshot = cachedValue(
    CATALOGUE_SNAPSHOT_MS,
    async (): Promise<Map<string, CatalogueGame>> =>
      new Map((await repo.listAll(db)).map((row) => [row.id, { ...toGame(row), enabled: row.enabled }])),
    () => now().getTime(),
  );
  /**
   * The lobby's answers (SPEC.md §7) over one set of reads: a call's route takes one of them, the home page all of them
   * (its boot state), and each read they share (the enabled games, their popularity, the recent wins) is made once.
   */
  const lobbyAnswersOverOneRead = (): { [Key in keyof HomeLobbyAnswers]: () => Promise<HomeLobbyAnswers[Key]> } => {
    const enabledRows = once(() => repo.listEnabled(db));
    const enabledGames = once(async () => (await enabledRows()).map(toGame));
    const popular = once(async () => {
      const [list, counts] = await Promise.all([enabledGames(), rounds.betCountsSince(new Date(Date.now() - POPULARITY_WINDOW_MS))]);
      return [...list].sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0));
    });
    const recentWins = once(async () => {
      const [wins, list] = await Promise.all([rounds.profitableRoundsSince(new Date(Date.now() - POPULARITY_WINDOW_MS), 500), enabledGames()]);
      const names = await players.namesOf(wins.map((win) => win.playerId));
      // Every win has its player (a foreign key); the lookup by id is the join the lobby needs.
      const rows = wins.flatMap((win) => {
        const fullName = names.get(win.playerId);
        return fullName === undefined ? [] : [{ ...win, fullName }];
      });
      const valued = await Promise.all(
        rows.map(async (row) => {
          const currency = await currencies.get(row.currency);
          const profit = row.payout - row.stake;
          return { row, profit, currency, eurCents: eurCentsOf(profit, currency) };
        }),
      );
      return { valued, gamesById: new Map(list.map((game) => [game.id, game])) };
    });
    const winners = async (limit: number, order: 'latest' | 'top') => {
      const { valued, gamesById } = await recentWins();
      const ordered = order === 'top' ? [...valued].sort((a, b) => (b.eurCents > a.eurCents ? 1 : b.eurCents < a.eurCents ? -1 : 0)) : valued;
      return ordered.slice(0, limit).flatMap(({ row, profit, currency }) => {
        const game = gamesById.get(row.gameId);
        if (!game) return [];
        return [
          {
            gameId: game.id,
            gameName: game.name,
            imageId: game.imageId,
            player: maskedName(row.fullName),
            amount: formatMinorUnits(profit, currency.subunitsToUnit),
            multiplier: multiplierOf(row.payout, row.stake),
            currency: row.currency as CurrencyCode,
            createdAt: row.createdAt.toISOString(),
          },
        ];
      });
    };
    return {
      /** The games staff pinned, in their order, then the most played. */
      topGames: async () => {
        const [pinned, mostPlayed] = await Promise.all([enabledRows().then((rows) => inOrder(rows, 'topPosition')), popular()]);
        const pinnedIds = new Set(pinned.map((game) => game.id));
        return { games: [...pinned, ...mostPlayed.filter((game) => !pinnedIds.has(game.id))].slice(0, TOP_GAMES) };
      },
      mainGames: async () => ({ games: await enabledGames() }),
      /** New games, and what is popular that the player might not have found among them. */
      newGames: async () => {
        const [rows, mostPlayed] = await Promise.all([enabledRows(), popular()]);
        return {
          games: rows.filter((row) => row.isNew).map(toGame),
          recommendedGames: mostPlayed.filter((game) => game.category === 'slots').slice(0, 4),
        };
      },
      featuredGames: async () => ({ games: inOrder(await enabledRows(), 'featuredPosition') }),
      /** The live amount of the progressive jackpot: the house jackpot account, every shard summed. */
      jackpots: async () => {
        const [amount, list] = await Promise.all([jackpotPoolEurCents(db), enabledGames()]);
        const gameIds = list.filter((game) => game.hasJackpot).map((game) => game.id);
        return {
          jackpots: [
            { id: 'lodestar-progressive', name: 'Lodestar Progressive', amount: formatMinorUnits(amount, 100), currency: 'EUR' as const, gameIds },
          ],
        };
      },
      latestWinners: async () => ({ winners: await winners(20, 'latest') }),
      topWinners: async () => ({ winners: await winners(10, 'top') }),
    };
  };

  return {
    all,
    /** One lobby call's answer (its route). */
    lobbyAnswer: <Key extends keyof HomeLobbyAnswers>(key: Key): Promise<HomeLobbyAnswers[Key]> => lobbyAnswersOverOneRead()[key](),
    /** Every answer of the home page's lobby, for the page to carry (the site module's boot state). */
    async homeLobby(): Promise<HomeLobbyAnswers> {
      const answers = lobbyAnswersOverOneRead();
      const keys = Object.keys(answers) as Array<keyof HomeLobbyAnswers>;
      const values = await Promise.all(keys.map((key) => answers[key]()));
      return Object.fromEntries(keys.map((key, index) => [key, values[index]])) as HomeLobbyAnswers;
    },

    /** Every game of the lobby and its category segments, from one read: the catalogue call and the pages showing it. */
    async lobby() {
      const rows = await repo.listEnabled(db);
      const segments = gameSegments.map((segment) => ({
        ...segment,
        gameIds: rows.filter((row) => (segment.id === 'jackpot' ? row.hasJackpot : row.categories.includes(segment.id))).map((row) => row.id),
      }));
      return { games: rows.map(toGame), segments };
    },

    skinConfiguration: async () => ({
      name: 'Lodestar',
      numberOfGames: LOBBY_PAGE_SIZE,
      loadMoreStep: LOBBY_PAGE_SIZE,
      searchInitial: SEARCH_INITIAL_RESULTS,
      searchStep: SEARCH_LOAD_MORE,
      providers: [...new Set((await all()).map((game) => game.provider))],
    }),

    /** Issues a launch token bound to player, game, currency and mode, and the URL of the game client. */
    async launch(playerId: string | null, request: { id: string; demo: boolean; currency?: CurrencyCode }) {
      const row = (await repo.listAll(db)).find((candidate) => candidate.id === request.id);
      if (!row) throw new NotFound(messages.http.notFound);
      if (!row.enabled) throw new GameDisabled(catalogueAdminMessages.gameDisabled);
      const game = toGame(row);
      if (!request.demo && !playerId) throw new NotAuthenticated(messages.http.unauthorized);
      if (!request.demo) await responsibleGambling.assertMayGamble(playerId!);
      // A signed-in player on a time-out or self-exclusion keeps only withdrawals: no game opens for them, demo included.
      else if (playerId) await responsibleGambling.assertNotOnBreak(playerId);
      const mode = request.demo ? 'demo' : 'real';
      const currency = request.demo ? DEMO_CURRENCY : (request.currency ?? (await wallet.defaultCurrency(playerId!)));
      if (!request.demo && !(await wallet.hasWallet(playerId!, currency))) {
        throw new NoWalletInCurrency(messages.money.noWalletInCurrency(currency), 'currency');
      }
      const { token } = await sessions.issue({ playerId: request.demo ? null : playerId, gameId: game.id, currency, mode });
      // Demo play of a signed-in player counts too: the row is the way back to any game they were playing.
      if (playerId) await repo.recordPlayed(db, playerId, game.id, now());
      return { url: `/studio/${game.launchId}/?token=${encodeURIComponent(token)}&mode=${mode}`, mode, currency } as const;
    },

    /**
     * What other modules may show of games (a player's history): every game of the catalogue, enabled or not.
     */
    catalogue: {
      allIds: () => repo.allIds(db),
      /** Every game by id, with whether it is in the lobby: the studio finishes rounds of disabled games too. */
      gamesById: () => snapshot.get(),
      /** One game of the snapshot; a game added since it was taken is looked for again, once. */
      async gameById(id: string): Promise<CatalogueGame | undefined> {
        const game = (await snapshot.get()).get(id);
        if (game) return game;
        snapshot.invalidate();
        return (await snapshot.get()).get(id);
      },
      forgetSnapshot: () => snapshot.invalidate(),
      idsOfProvider: (provider: string) => repo.idsOfProvider(db, provider),
      /** Name, provider and image of each known game, by id. */
      detailsOf: async (ids: Iterable<string>): Promise<Map<string, GameDetails>> =>
        new Map((await repo.detailsOf(db, [...new Set(ids)])).map((row) => [row.id, row])),
      /** The providers of the given games, each once, sorted by name as the database sorts. */
      providersOf: (ids: string[]) => repo.providersOf(db, ids),
    },

    /** SPEC.md §3 playedGames: the games the player last played, newest first, each once, a lobby row's worth. */
    async recentlyPlayed(playerId: string): Promise<Game[]> {
      return (await repo.recentlyPlayedOf(db, playerId, LOBBY_PAGE_SIZE)).map(toGame);
    },

    async favorites(playerId: string) {
      const ids = await repo.favoritesOf(db, playerId);
      const list = await all();
      return ids.flatMap((id) => list.filter((game) => game.id === id));
    },

    async addFavorite(playerId: string, gameId: string) {
      if (!(await all()).some((game) => game.id === gameId)) throw new NotFound(messages.http.notFound);
      await repo.addFavorite(db, playerId, gameId);
    },

    async removeFavorite(playerId: string, gameId: string) {
      if ((await repo.removeFavorite(db, playerId, gameId)) === 0) throw new NotFound(messages.http.notFound);
    },
  };
}
