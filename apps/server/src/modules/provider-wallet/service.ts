import {
  messages,
  type WalletBetRequest,
  type WalletPlayRequest,
  type WalletResponse,
  type WalletRollbackRequest,
  type WalletStatus,
  type WalletWinRequest,
} from '@lodestar/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { pipelinedTransaction } from '../../db/pipelined-transaction.ts';
import { isTimedOut } from '../../db/sql-helpers.ts';
import { aloneAfterLocks } from '../../db/transaction-batches.ts';
import { AccountBusy, InsufficientFunds } from '../../platform/domain-errors.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import type { GameSessionService } from '../games/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { placeBet, type WinAfterBet } from './place-bet.ts';
import { rollbackBet } from './rollback-bet.ts';
import { openWin, settleWin, type OpenedWin } from './settle-win.ts';
import { providerWalletRepo as repo } from './repo.ts';
import { createWalletBatcher, playerAccountsFree } from './wallet-batches.ts';
import {
  ClaimedWithChecks,
  lockPlayerOfCall,
  NOTHING_MOVED,
  outcomeOfSteps,
  WalletRefusal,
  type CallOutcome,
  type WalletCallContext,
  type WalletGambling,
  type WalletLoyalty,
  type WalletPromotions,
} from './wallet-call.ts';

interface WalletCall {
  user: string;
  token: string;
  request_uuid: string;
  game_code: string;
  /** Bets, wins and rollbacks belong to a round; a balance call does not. */
  round?: string;
}

export type ProviderWalletService = ReturnType<typeof createProviderWalletService>;

export interface ProviderWalletDeps {
  db: Database;
  sessions: GameSessionService;
  wallet: WalletService;
  currencies: CurrenciesService;
  responsibleGambling: WalletGambling;
  loyalty: WalletLoyalty;
  /** Bonus money in the bet path (the promotions module). */
  promotions: WalletPromotions;
  /** Where accepted real-money stakes are announced (analytics counts a player's first round). */
  events: DomainEvents;
  /** Refusals staff should review (a win above a game's maximum) are logged here. */
  log: { warn: (details: Record<string, unknown>, message: string) => void };
}

/**
 * The casino side of the seamless wallet protocol. Each call runs in one DB transaction; the provider's
 * transaction id is a primary key, so a replay is recognised and answered without moving money again.
 */
export function createProviderWalletService({
  db,
  sessions,
  wallet,
  currencies,
  log,
  responsibleGambling,
  loyalty,
  promotions,
  events,
}: ProviderWalletDeps) {
  /**
   * Games may stake the bonus too: they are told cash plus bonus. A call whose postings and funding told both knows it
   * already; any other is read once its transaction has committed.
   */
  const playableBalance = async (playerId: string, currency: string, outcome: CallOutcome): Promise<bigint> =>
    !outcome.balancesUnknown && outcome.cashAfter !== undefined && outcome.bonusAfter !== undefined
      ? outcome.cashAfter + outcome.bonusAfter
      : promotions.playableBalance(db, playerId, currency);

  const answer = async (
    call: WalletCall,
    playerId: string,
    currency: string,
    status: WalletStatus = 'RS_OK',
    outcome: CallOutcome = NOTHING_MOVED,
  ): Promise<WalletResponse> => ({
    status,
    request_uuid: call.request_uuid,
    user: playerId,
    currency,
    balance: Number(await playableBalance(playerId, currency, outcome)),
    ...(outcome.jackpotAmount === undefined ? {} : { jackpot_amount: Number(outcome.jackpotAmount) }),
  });

  const batches = createWalletBatcher(db, responsibleGambling);

  /**
   * Runs a protocol call on the session its token names, checked against the call: the player, the game, and the
   * provider the game belongs to. Refusals (and insufficient funds) become their status answers. A call `batched`
   * shares its transaction with other players' calls that arrive with it (wallet-batches.ts); a replay it finds, like
   * any failure of a batch, runs it again alone.
   */
  const handle = async (
    provider: string,
    call: WalletCall,
    work: (context: WalletCallContext) => Promise<CallOutcome>,
    { batched = false }: { batched?: boolean } = {},
  ): Promise<WalletResponse> => {
    let seated: { playerId: string; currency: string } | undefined;
    try {
      const resolved = await sessions.resolve(call.token);
      const session = resolved?.session;
      if (!resolved || !session || session.mode !== 'real' || !session.playerId || session.playerId !== call.user)
        throw new WalletRefusal('RS_ERROR_INVALID_TOKEN');
      if (session.gameId !== call.game_code || resolved.rules.walletProviderId !== provider) throw new WalletRefusal('RS_ERROR_INVALID_GAME');
      const seat = { playerId: session.playerId, currency: session.currency };
      seated = seat;
      const playerSession = { ...session, playerId: session.playerId };
      const run = (claimWithChecks: boolean) => {
        const inTransaction = <T>(task: (tx: Transaction) => Promise<T>) =>
          batched && claimWithChecks
            ? batches.run(seat, task)
            : aloneAfterLocks(
                (afterWaiting) => pipelinedTransaction(db, task, { patient: afterWaiting }),
                () => playerAccountsFree(db, seat),
              );
        return inTransaction((tx) =>
          work({
            tx,
            provider,
            session: playerSession,
            rules: resolved.rules,
            expired: resolved.expired,
            claimWithChecks,
            currencies,
            responsibleGambling,
            loyalty,
            promotions,
            warn: (details, message) => log.warn(details, message),
          }),
        );
      };
      const outcome = await run(true).catch((error: unknown) => {
        if (error instanceof ClaimedWithChecks) return run(false);
        throw error;
      });
      if (outcome.moved) wallet.publishBalances(seated.playerId, call.round === undefined ? undefined : { round: call.round });
      return answer(call, seated.playerId, seated.currency, 'RS_OK', outcome);
    } catch (error) {
      // Its transaction was rolled back: the same call, sent again, runs as new.
      if (isTimedOut(error)) throw new AccountBusy(messages.http.accountBusy);
      const refusal =
        error instanceof WalletRefusal
          ? error
          : error instanceof InsufficientFunds
            ? new WalletRefusal('RS_ERROR_NOT_ENOUGH_MONEY', true)
            : undefined;
      if (!refusal) throw error;
      if (refusal.withBalance && seated) return answer(call, seated.playerId, seated.currency, refusal.status);
      return { status: refusal.status, request_uuid: call.request_uuid };
    }
  };

  return {
    balance: (provider: string, call: WalletCall) => handle(provider, call, async () => NOTHING_MOVED),
    bet: async (provider: string, call: WalletBetRequest) => {
      const response = await handle(provider, call, (context) => placeBet(context, call));
      // RS_OK means the token's player is call.user and the stake stands (or stood already: a replay).
      if (response.status === 'RS_OK') events.publish('stake.placed', { playerId: call.user });
      return response;
    },
    win: (provider: string, call: WalletWinRequest) => handle(provider, call, (context) => settleWin(context, call)),
    /** Bets and wins of one round, in order, in the one transaction of the call: a refusal of any of them moves nothing. */
    play: async (provider: string, call: WalletPlayRequest) => {
      const { actions, ...roundCall } = call;
      // A jackpot hit empties every shard of the pool, under the pool's own lock: it runs alone.
      const hitsJackpot = actions.some((action) => action.action === 'win' && action.jackpot);
      const response = await handle(
        provider,
        call,
        async (context): Promise<CallOutcome> => {
          // A hit empties every shard of the pool: its call queues for the pool (after the player, as a win call does)
          // before its stake locks a shard, or two hits at once could each hold a shard the other must empty.
          if (hitsJackpot) {
            await lockPlayerOfCall(context);
            await repo.lockJackpotPool(context.tx);
          }
          let outcome = NOTHING_MOVED;
          // A win right after a bet (an instant round) sends its first statement in the bet's last flight, one round trip
          // fewer, and is counted against losses with the stake (a jackpot's amount is the pool's: counted when paid);
          // a bet that moves nothing sends no flight, and its win opens on its own.
          let openedNext: Promise<OpenedWin> | undefined;
          let winAfterBet: WinAfterBet | undefined;
          for (const [index, action] of actions.entries()) {
            const opened = openedNext;
            const countedWithStake = winAfterBet?.counted ?? false;
            openedNext = undefined;
            winAfterBet = undefined;
            const next = actions[index + 1];
            if (action.action === 'bet' && next?.action === 'win') {
              winAfterBet = {
                open: () => (openedNext = openWin(context, { ...roundCall, ...next })),
                amount: next.jackpot ? 0n : BigInt(next.amount),
                counted: false,
              };
            }
            const step =
              action.action === 'win'
                ? await settleWin(context, { ...roundCall, ...action }, opened, countedWithStake)
                : await placeBet(context, { ...roundCall, ...action }, winAfterBet);
            outcome = outcomeOfSteps(outcome, step);
          }
          return outcome;
        },
        { batched: !hitsJackpot },
      );
      if (response.status === 'RS_OK' && actions.some(({ action }) => action === 'bet')) events.publish('stake.placed', { playerId: call.user });
      return response;
    },
    rollback: (provider: string, call: WalletRollbackRequest) => handle(provider, call, (context) => rollbackBet(context, call)),
  };
}
