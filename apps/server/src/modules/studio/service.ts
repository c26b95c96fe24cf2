import {
  formatMinorUnits,
  messages,
  studioParamsByGame,
  toEurCents,
  type Game,
  type PlayerFairnessResponse,
  type PlayRoundRequest,
  type RoundActionRequest,
  type RoundResponse,
  type StudioGameKind,
  type StudioSession,
} from '@lodestar/contracts';
import { fairRandom, jackpotDrawFloat, studioGameFor, TableGameError, type StudioGame, type StudioStep } from '@lodestar/games';
import type { Database, Transaction } from '../../db/client.ts';
import {
  GameSessionExpired,
  InsufficientFunds,
  InvalidBet,
  InvalidLaunchToken,
  NotFound,
  RoundNotOpen,
  RoundStillOpen,
  StakeOutOfLimits,
} from '../../platform/domain-errors.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import type { GameSessionService, ResolvedGameSession, GamesService } from '../games/index.ts';
import { balanceOf } from '../ledger/index.ts';
import { jackpotPool } from '../provider-wallet/index.ts';
import { jackpotChanceOfStake, jackpotContributionOf, jackpotRules, type JackpotChance } from './jackpot.ts';
import { studioRepo as repo, type RoundWithSeeds, type StudioRoundRow } from './repo.ts';
import { toStudioRound } from './round-view.ts';
import type { PendingRecovery } from './pending-recovery.ts';
import type { PendingStep } from './schema.ts';
import { createSeedService, type SeedOwner } from './seeds.ts';
import { settlePendingStep, STALE_PENDING_MS } from './settlement.ts';
import { stakeLimitsFor } from './stake-limits.ts';
import { studioMessages } from './studio-messages.ts';
import type { StudioWalletClient, WalletSeat } from './wallet-client.ts';

/** What a demo game session starts with: 1,000.00 EUR of virtual money. */
export const DEMO_OPENING_BALANCE = 100_000n;
const PLAYER_ROUNDS_SHOWN = 50;
const CATALOGUE_CACHE_MS = 60_000;

/** A launch token's session with its game and engine: what every studio call works on. */
interface Seat {
  token: string;
  session: ResolvedGameSession['session'];
  game: Game;
  kind: StudioGameKind;
  engine: StudioGame;
  owner: SeedOwner;
}

export interface StudioServiceDeps {
  db: Database;
  sessions: GameSessionService;
  games: GamesService;
  currencies: CurrenciesService;
  wallet: StudioWalletClient;
  recovery: PendingRecovery;
  /** The jackpot hit chance of a stake; tests make it certain. */
  jackpotChance?: JackpotChance;
  now?: () => Date;
}

export type StudioService = ReturnType<typeof createStudioService>;

/**
 * Lodestar Originals' game server: plays rounds with the engines of packages/games on provably fair seeds. Real money
 * moves only through the provider wallet (wallet-client.ts); demo money is a virtual balance in the studio's own table.
 */
export function createStudioService(deps: StudioServiceDeps) {
  const { db, sessions, games, currencies, wallet, recovery, jackpotChance = jackpotChanceOfStake, now = () => new Date() } = deps;
  const seeds = createSeedService({ db });

  let catalogue: { loadedAt: number; byId: Map<string, Game> } | undefined;
  const catalogueById = async (): Promise<Map<string, Game>> => {
    if (!catalogue || Date.now() - catalogue.loadedAt > CATALOGUE_CACHE_MS) {
      catalogue = { loadedAt: Date.now(), byId: new Map((await games.all()).map((game) => [game.id, game])) };
    }
    return catalogue.byId;
  };

  /** Wins and rollbacks are accepted after expiry (DESIGN.md "Games"), so an open hand can still be finished. */
  const seatOf = async (token: string | undefined, { allowExpired = false } = {}): Promise<Seat> => {
    const resolved = token ? await sessions.resolve(token) : undefined;
    if (!resolved || (resolved.session.mode === 'real' && !resolved.session.playerId)) throw new InvalidLaunchToken(studioMessages.invalidToken);
    if (resolved.expired && !allowExpired) throw new GameSessionExpired(studioMessages.sessionExpired);
    const game = (await catalogueById()).get(resolved.session.gameId);
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
  };

  const walletSeatOf = (seat: Seat): WalletSeat => ({
    playerId: seat.session.playerId!,
    token: seat.token,
    gameId: seat.game.id,
    currency: seat.session.currency,
  });

  const balanceOfSeat = async (seat: Seat): Promise<bigint> => {
    if (seat.session.mode === 'demo') return repo.demoBalance(db, seat.session.id, DEMO_OPENING_BALANCE);
    return BigInt((await wallet.balance(walletSeatOf(seat))).balance ?? 0);
  };

  const answer = async (seat: Seat, round: StudioRoundRow, balance: bigint): Promise<RoundResponse> => {
    const [netPosition, withSeeds] = await Promise.all([repo.netPosition(db, seat.session.id), repo.findWithSeeds(db, round.id)]);
    return {
      currency: seat.session.currency as RoundResponse['currency'],
      balance: balance.toString(),
      netPosition: netPosition.toString(),
      sessionStartedAt: seat.session.createdAt.toISOString(),
      round: toStudioRound(withSeeds!),
    };
  };

  /**
   * A real-money step of this session left pending by a crashed request is settled at once rather than at the recovery
   * job's next sweep, the same way. Says whether it settled one, and the session's unfinished round as it now stands.
   */
  const recoverStalePending = async (seat: Seat): Promise<{ recovered: boolean; unfinished: RoundWithSeeds | undefined }> => {
    const unfinished = await repo.findUnfinished(db, seat.session.id);
    if (!unfinished || unfinished.round.status !== 'pending' || now().getTime() - unfinished.round.updatedAt.getTime() < STALE_PENDING_MS) {
      return { recovered: false, unfinished };
    }
    // A refused wager voids the step (nothing moved); any other failure leaves it pending for the recovery job.
    await recovery.recoverRound(unfinished.round).catch(() => undefined);
    return { recovered: true, unfinished: await repo.findUnfinished(db, seat.session.id) };
  };

  const engineStep = (run: () => StudioStep): StudioStep => {
    try {
      return run();
    } catch (error) {
      if (error instanceof TableGameError) throw new InvalidBet(error.message);
      throw error;
    }
  };

  const checkStake = async (seat: Seat, stake: bigint) => {
    const currency = await currencies.get(seat.session.currency);
    const limits = stakeLimitsFor(currency);
    const shown = (amount: bigint) => `${formatMinorUnits(amount, currency.subunitsToUnit)} ${currency.displayCode}`;
    if (stake < limits.minStake) throw new StakeOutOfLimits(studioMessages.stakeBelowMinimum(shown(limits.minStake)));
    if (stake > limits.maxStake) throw new StakeOutOfLimits(studioMessages.stakeAboveMaximum(shown(limits.maxStake)));
    return currency;
  };

  /** Demo money moves in the same transaction as the round: a step is debited, then credited once finished. */
  const moveDemoMoney = async (tx: Transaction, seat: Seat, staked: bigint, payout: bigint): Promise<bigint> => {
    await repo.ensureDemoBalance(tx, seat.session.id, DEMO_OPENING_BALANCE);
    const afterStake = await repo.addToDemoBalance(tx, seat.session.id, -staked);
    if (afterStake === undefined) throw new InsufficientFunds(messages.payment.notEnoughMoney);
    return payout > 0n ? (await repo.addToDemoBalance(tx, seat.session.id, payout))! : afterStake;
  };

  const parsedParams = (seat: Seat, params: Record<string, unknown>): Record<string, unknown> => {
    const parsed = studioParamsByGame[seat.kind].safeParse(params);
    if (!parsed.success) throw new InvalidBet(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'params'}: ${issue.message}`).join('; '));
    return parsed.data;
  };

  /** Roulette's stake is the sum of its bets' stakes; every other game takes the request's. */
  const stakeOf = (seat: Seat, request: PlayRoundRequest, params: Record<string, unknown>): bigint =>
    seat.kind === 'roulette' ? (params.bets as { stake: string }[]).reduce((sum, bet) => sum + BigInt(bet.stake), 0n) : BigInt(request.stake);

  return {
    async session(token: string | undefined): Promise<StudioSession> {
      const seat = await seatOf(token);
      const { unfinished } = await recoverStalePending(seat);
      const currency = await currencies.get(seat.session.currency);
      const limits = stakeLimitsFor(currency);
      const [balance, netPosition, fairness, pool] = await Promise.all([
        balanceOfSeat(seat),
        repo.netPosition(db, seat.session.id),
        seeds.activeState(seat.owner),
        seat.game.hasJackpot ? balanceOf(db, jackpotPool) : Promise.resolve(null),
      ]);
      return {
        currency: currency.code as StudioSession['currency'],
        balance: balance.toString(),
        netPosition: netPosition.toString(),
        sessionStartedAt: seat.session.createdAt.toISOString(),
        mode: seat.session.mode,
        game: {
          launchId: seat.game.launchId,
          name: seat.game.name,
          kind: seat.kind,
          rtp: seat.game.rtp,
          volatility: seat.game.volatility,
          hasJackpot: seat.game.hasJackpot,
        },
        limits: { minStake: limits.minStake.toString(), maxStake: limits.maxStake.toString(), stakeSteps: limits.stakeSteps.map(String) },
        fairness,
        openRound: unfinished?.round.status === 'open' ? toStudioRound(unfinished) : null,
        jackpot: pool === null ? null : { amount: (pool > 0n ? pool : 0n).toString(), currency: 'EUR', rules: [...jackpotRules] },
      };
    },

    /**
     * Opens a round: stake and params checked, a nonce taken and the round written before any money moves, then the
     * wager (and, when the round is over at once, the win) settled.
     */
    async play(token: string | undefined, request: PlayRoundRequest): Promise<RoundResponse> {
      const seat = await seatOf(token);
      const params = parsedParams(seat, request.params);
      const stake = stakeOf(seat, request, params);
      const currency = await checkStake(seat, stake);
      const real = seat.session.mode === 'real';
      const feedsJackpot = real && seat.game.hasJackpot;

      const openRound = () =>
        db.transaction(async (tx) => {
          const pair = await seeds.takeNonce(tx, seat.owner);
          const fairness = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce };
          const step = engineStep(() => seat.engine.start(seat.game.launchId, fairRandom(fairness), params, stake));
          const payout = step.finished ? seat.engine.payout(step.state) : 0n;
          const jackpotHit =
            feedsJackpot &&
            jackpotDrawFloat(fairness) <
              jackpotChance(toEurCents(step.staked, { subunits_to_unit: currency.subunitsToUnit, eurRate: currency.eurRate }));
          const common = {
            gameSessionId: seat.session.id,
            playerId: seat.session.playerId,
            gameId: seat.game.id,
            launchId: seat.game.launchId,
            mode: seat.session.mode,
            currency: seat.session.currency,
            seedPairId: pair.id,
            clientSeed: pair.clientSeed,
            nonce: pair.nonce,
            params,
          };
          if (real) {
            const pending: PendingStep = {
              state: step.state,
              staked: step.staked.toString(),
              finished: step.finished,
              payout: payout.toString(),
              action: null,
            };
            const round = await repo.insertRound(tx, {
              ...common,
              status: 'pending',
              pending,
              jackpotHit,
              jackpotContribution: feedsJackpot ? jackpotContributionOf(step.staked) : 0n,
            });
            if (!round) throw new RoundStillOpen(studioMessages.roundStillOpen);
            return { round, balance: undefined };
          }
          const round = await repo.insertRound(tx, {
            ...common,
            status: step.finished ? 'closed' : 'open',
            state: step.state,
            stake: step.staked,
            payout,
            wagers: 1,
          });
          if (!round) throw new RoundStillOpen(studioMessages.roundStillOpen);
          return { round, balance: await moveDemoMoney(tx, seat, step.staked, payout) };
        });
      // The session's unfinished round blocks a new one; only a stale pending one is settled (then the new round goes on).
      const opened = await openRound().catch(async (error: unknown) => {
        if (error instanceof RoundStillOpen && (await recoverStalePending(seat)).recovered) return openRound();
        throw error;
      });

      if (opened.balance !== undefined) return answer(seat, opened.round, opened.balance);
      const settled = await settlePendingStep(db, wallet, walletSeatOf(seat), opened.round);
      return answer(seat, settled.round, settled.balance);
    },

    /** A blackjack or mines decision on the session's open round; extra wagers are further bets of the same round. */
    async act(token: string | undefined, roundId: string, action: RoundActionRequest): Promise<RoundResponse> {
      const seat = await seatOf(token, { allowExpired: true });
      const act = seat.engine.act;
      if (!act) throw new InvalidBet(`${seat.game.name} takes no actions after the bet`);
      await recoverStalePending(seat);

      const acted = await db.transaction(async (tx) => {
        const round = await repo.lockOfSession(tx, roundId, seat.session.id);
        if (!round) throw new NotFound(studioMessages.roundNotFound);
        if (round.status === 'pending') throw new RoundNotOpen(studioMessages.roundBusy);
        if (round.status !== 'open') throw new RoundNotOpen(studioMessages.roundNotOpen);
        const step = engineStep(() => act.call(seat.engine, round.state, action));
        const payout = step.finished ? seat.engine.payout(step.state) : 0n;
        const applied = {
          status: step.finished ? ('closed' as const) : ('open' as const),
          state: step.state,
          stake: round.stake + step.staked,
          wagers: round.wagers + (step.staked > 0n ? 1 : 0),
          payout,
          actions: [...round.actions, action],
        };
        if (seat.session.mode === 'demo') {
          const balance = await moveDemoMoney(tx, seat, step.staked, payout);
          return { round: (await repo.update(tx, round.id, 'open', applied))!, balance, settle: false };
        }
        // No money to move: the step is applied at once, and the wallet only asked for the balance.
        if (step.staked === 0n && !step.finished)
          return { round: (await repo.update(tx, round.id, 'open', applied))!, balance: undefined, settle: false };
        const pending: PendingStep = {
          state: step.state,
          staked: step.staked.toString(),
          finished: step.finished,
          payout: payout.toString(),
          action,
        };
        return { round: (await repo.update(tx, round.id, 'open', { status: 'pending', pending }))!, balance: undefined, settle: true };
      });

      if (acted.settle) {
        const settled = await settlePendingStep(db, wallet, walletSeatOf(seat), acted.round);
        return answer(seat, settled.round, settled.balance);
      }
      return answer(seat, acted.round, acted.balance ?? (await balanceOfSeat(seat)));
    },

    fairness: async (token: string | undefined) => seeds.fairness((await seatOf(token, { allowExpired: true })).owner),
    setClientSeed: async (token: string | undefined, clientSeed: string) =>
      seeds.setClientSeed((await seatOf(token, { allowExpired: true })).owner, clientSeed),
    rotateSeed: async (token: string | undefined) => seeds.rotate((await seatOf(token, { allowExpired: true })).owner),

    /** The fairness page of the casino site: the player's seeds and latest real-money rounds with their game names. */
    async playerFairness(playerId: string): Promise<PlayerFairnessResponse> {
      const [fairness, rounds, byId] = await Promise.all([
        seeds.fairness({ playerId }),
        repo.latestRealOfPlayer(db, playerId, PLAYER_ROUNDS_SHOWN),
        catalogueById(),
      ]);
      return {
        ...fairness,
        rounds: rounds.map((row) => ({
          ...toStudioRound(row),
          gameName: byId.get(row.round.gameId)?.name ?? row.round.launchId,
          currency: row.round.currency as PlayerFairnessResponse['rounds'][number]['currency'],
        })),
      };
    },
    setPlayerClientSeed: (playerId: string, clientSeed: string) => seeds.setClientSeed({ playerId }, clientSeed),
    rotatePlayerSeed: (playerId: string) => seeds.rotate({ playerId }),
  };
}
