import type { PlayRoundRequest, RoundActionRequest } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import { createStatementBatcher } from '../../db/transaction-batches.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import type { GameSessionService, GamesService } from '../games/index.ts';
import { actOnRound } from './act-on-round.ts';
import { describeSession } from './describe-session.ts';
import { jackpotChanceOfStake, type JackpotChance } from './jackpot.ts';
import type { PendingRecovery } from './pending-recovery.ts';
import { playRound } from './play-round.ts';
import { playerFairness } from './player-fairness.ts';
import { createSeedService } from './seeds.ts';
import { seatOf, type RoundStatements, type StudioContext, type StudioPromotions } from './studio-context.ts';
import type { StudioWalletClient } from './wallet-client.ts';

export { DEMO_OPENING_BALANCE } from './studio-context.ts';

export interface StudioServiceDeps {
  db: Database;
  sessions: GameSessionService;
  games: GamesService;
  currencies: CurrenciesService;
  wallet: StudioWalletClient;
  recovery: PendingRecovery;
  /** The player's bonus terms at a game: the stake maximum while wagering, and free spins. */
  promotions: StudioPromotions;
  /** The jackpot hit chance of a stake; tests make it certain. */
  jackpotChance?: JackpotChance;
  now?: () => Date;
}

export type StudioService = ReturnType<typeof createStudioService>;

/** The wallet's batch size (provider-wallet/wallet-batches.ts), not tuned apart: a spin's statements arrive as its calls do. */
const MAX_ROUND_STATEMENTS_A_BATCH = 128;

/**
 * Lodestar Originals' game server: plays rounds with the engines of packages/games on provably fair seeds. Real money
 * moves only through the provider wallet (wallet-client.ts); demo money is a virtual balance in the studio's own table.
 * Each use case has its file; this composes them on one context.
 */
export function createStudioService(deps: StudioServiceDeps) {
  const { db, sessions, games, currencies, wallet, recovery, promotions, jackpotChance = jackpotChanceOfStake, now = () => new Date() } = deps;
  const seeds = createSeedService({ db });

  // Every game, disabled ones too, read at each call: a game staff disable refuses new rounds at once, and the rounds
  // already running on it still finish.
  const { gamesById: catalogueById, gameById } = games.catalogue;
  const roundBatches = createStatementBatcher<string>(db, { keyOf: (playerId) => playerId, maxBatch: MAX_ROUND_STATEMENTS_A_BATCH });
  const roundStatements: RoundStatements = (playerId, work) => roundBatches.run(playerId, work);
  const context: StudioContext = {
    db,
    sessions,
    currencies,
    wallet,
    recovery,
    promotions,
    seeds,
    jackpotChance,
    roundStatements,
    now,
    catalogueById,
    gameById,
  };
  const ownerOf = async (token: string | undefined) => (await seatOf(context, token, { allowExpired: true })).owner;

  return {
    session: (token: string | undefined) => describeSession(context, token),
    play: (token: string | undefined, request: PlayRoundRequest) => playRound(context, token, request),
    act: (token: string | undefined, roundId: string, action: RoundActionRequest) => actOnRound(context, token, roundId, action),

    fairness: async (token: string | undefined) => seeds.fairness(await ownerOf(token)),
    rotateSeed: async (token: string | undefined, clientSeed: string) => seeds.rotate(await ownerOf(token), clientSeed),

    playerFairness: (playerId: string) => playerFairness(context, playerId),
    rotatePlayerSeed: (playerId: string, clientSeed: string) => seeds.rotate({ playerId }, clientSeed),
  };
}
