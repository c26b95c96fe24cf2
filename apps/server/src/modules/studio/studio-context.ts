import { messages, type RoundResponse, type StudioGameKind } from '@lodestar/contracts';
import { studioGameFor, TableGameError, type StudioGame, type StudioStep } from '@lodestar/games';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { GameSessionExpired, InsufficientFunds, InvalidBet, InvalidLaunchToken, NotFound } from '../../platform/domain-errors.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import type { CatalogueGame, GameSessionService, ResolvedGameSession } from '../games/index.ts';
import type { JackpotChance } from './jackpot.ts';
import type { PendingRecovery } from './pending-recovery.ts';
import { studioRepo as repo, type RoundView, type RoundWithSeeds, type StudioRoundRow } from './repo.ts';
import { toStudioRound } from './round-view.ts';
import type { SeedOwner, SeedService } from './seeds.ts';
import { studioMessages } from './studio-messages.ts';
import type { StudioWalletClient, WalletSeat } from './wallet-client.ts';

/** What a demo game session starts with: 1,000.00 EUR of virtual money. */
export const DEMO_OPENING_BALANCE = 100_000n;

/**
 * The casino's bonus terms for a player at a game, as the studio is told them before a round (the wallet enforces
 * them again): the largest stake while a bonus is wagered, and the free spins playable here.
 */
export interface StudioPromotions {
  bonusTermsAt(
    playerId: string,
    currency: string,
    gameId: string,
  ): Promise<{ maxStake: bigint | null; freeSpins: { left: number; stake: bigint } | null }>;
}

/** What every studio use case may work with: service.ts builds it once from the module's deps. */
export interface StudioContext {
  db: Database;
  sessions: GameSessionService;
  currencies: CurrenciesService;
  wallet: StudioWalletClient;
  recovery: PendingRecovery;
  promotions: StudioPromotions;
  seeds: SeedService;
  /** The jackpot hit chance of a stake; tests make it certain. */
  jackpotChance: JackpotChance;
  /**
   * Runs a real-money round's opening or settlement statement, sharing one transaction (and its commit) with the
   * other players' that arrive while one is in flight (db/transaction-batches.ts); alone, it runs as it is.
   */
  roundStatements: RoundStatements;
  now: () => Date;
  /** Every game of the catalogue by id, disabled ones too. */
  catalogueById: () => Promise<Map<string, CatalogueGame>>;
  gameById: (id: string) => Promise<CatalogueGame | undefined>;
}

/** See StudioContext.roundStatements: `playerId` keeps two statements of one player out of the same batch. */
export type RoundStatements = <T>(playerId: string, work: (executor: Executor) => Promise<T>) => Promise<T>;

/** A launch token's session with its game and engine: what every studio call works on. */
export interface Seat {
  token: string;
  session: ResolvedGameSession['session'];
  game: CatalogueGame;
  kind: StudioGameKind;
  engine: StudioGame;
  owner: SeedOwner;
}

/** Wins and rollbacks are accepted after expiry (DESIGN.md "Games"), so an open hand can still be finished. */
export async function seatOf(context: StudioContext, token: string | undefined, { allowExpired = false } = {}): Promise<Seat> {
  const resolved = token ? await context.sessions.resolve(token) : undefined;
  if (!resolved || (resolved.session.mode === 'real' && !resolved.session.playerId)) throw new InvalidLaunchToken(studioMessages.invalidToken);
  if (resolved.expired && !allowExpired) throw new GameSessionExpired(studioMessages.sessionExpired);
  const game = await context.gameById(resolved.session.gameId);
  const engine = game && studioGameFor(game.launchId);
  if (!game || !engine) throw new NotFound(studioMessages.gameUnavailable);
  const { session } = resolved;
  return {
    token: token!,
    session,
    game,
    kind: engine.kind,
    engine,
    owner: session.mode === 'real' ? { playerId: session.playerId! } : { gameSessionId: session.id },
  };
}

export function walletSeatOf(seat: Seat): WalletSeat {
  return { playerId: seat.session.playerId!, token: seat.token, gameId: seat.game.id, currency: seat.session.currency };
}

export async function balanceOfSeat({ db, wallet }: StudioContext, seat: Seat): Promise<bigint> {
  if (seat.session.mode === 'demo') return repo.demoBalance(db, seat.session.id, DEMO_OPENING_BALANCE);
  return BigInt((await wallet.balance(walletSeatOf(seat))).balance ?? 0);
}

/** The free spins the seat's player has on its game (real money only). */
export async function freeSpinsOfSeat({ promotions }: StudioContext, seat: Seat): Promise<RoundResponse['freeSpins']> {
  if (seat.session.mode !== 'real') return null;
  const { freeSpins } = await promotions.bonusTermsAt(seat.session.playerId!, seat.session.currency, seat.game.id);
  return freeSpins && { left: freeSpins.left, stake: freeSpins.stake.toString() };
}

/**
 * `round`: the round, or its view when the caller read that already (a settlement does). `known.freeSpins`: the free
 * spins as the caller read them already (unchanged by the round), spared a second read.
 */
export async function roundAnswer(
  context: StudioContext,
  seat: Seat,
  round: StudioRoundRow | RoundView,
  balance: bigint,
  known?: { freeSpins: RoundResponse['freeSpins'] },
): Promise<RoundResponse> {
  const { db } = context;
  const [view, freeSpins] = await Promise.all([
    'netPosition' in round ? round : repo.findWithSeedsAndNetPosition(db, round.id).then((found) => found!),
    known ? known.freeSpins : freeSpinsOfSeat(context, seat),
  ]);
  return {
    currency: seat.session.currency as RoundResponse['currency'],
    balance: balance.toString(),
    freeSpins,
    netPosition: view.netPosition.toString(),
    sessionStartedAt: seat.session.createdAt.toISOString(),
    round: toStudioRound(view),
  };
}

/**
 * A real-money step of this session left pending by a crashed request is settled at once rather than at the recovery
 * job's next sweep, the same way. Says whether it settled one, and the session's unfinished round as it now stands.
 */
export async function recoverStalePending(
  { db, recovery }: StudioContext,
  seat: Seat,
): Promise<{ recovered: boolean; unfinished: RoundWithSeeds | undefined }> {
  const unfinished = await repo.findUnfinished(db, seat.session.id);
  if (!unfinished || unfinished.round.status !== 'pending' || !recovery.isAbandoned(unfinished.round)) {
    return { recovered: false, unfinished };
  }
  // A refused wager voids the step (nothing moved); any other failure leaves it pending for the recovery job.
  await recovery.recoverRound(unfinished.round).catch(() => undefined);
  return { recovered: true, unfinished: await repo.findUnfinished(db, seat.session.id) };
}

export function engineStep(run: () => StudioStep): StudioStep {
  try {
    return run();
  } catch (error) {
    if (error instanceof TableGameError) throw new InvalidBet(error.message);
    throw error;
  }
}

/** Demo money moves in the same transaction as the round: a step is debited, then credited once finished. */
export async function moveDemoMoney(tx: Transaction, seat: Seat, staked: bigint, payout: bigint): Promise<bigint> {
  await repo.ensureDemoBalance(tx, seat.session.id, DEMO_OPENING_BALANCE);
  const afterStake = await repo.addToDemoBalance(tx, seat.session.id, -staked);
  if (afterStake === undefined) throw new InsufficientFunds(messages.payment.notEnoughMoney);
  return payout > 0n ? (await repo.addToDemoBalance(tx, seat.session.id, payout))! : afterStake;
}
