import type { WalletBetRequest, WalletResponse, WalletRollbackRequest, WalletStatus, WalletWinRequest } from '@lodestar/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import type { CurrenciesService } from '../currencies/service.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import type { GameSessionService, ResolvedGameSession } from '../games/game-sessions.ts';
import { balanceOf, postTransaction, type AccountRef } from '../ledger/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { betLegs, houseGame, jackpotPayoutIn, jackpotPayoutLegs, jackpotPool } from './jackpot-postings.ts';
import { providerWalletRepo as repo, type ProviderTransactionRow } from './repo.ts';

/** A refusal of the protocol: answered with its status (and the balance where the protocol says so). */
class WalletRefusal extends Error {
  constructor(
    readonly status: Exclude<WalletStatus, 'RS_OK'>,
    readonly withBalance = false,
  ) {
    super(status);
  }
}

interface WalletCall {
  user: string;
  token: string;
  request_uuid: string;
  game_code: string;
}

const cashOf = (playerId: string, currency: string): AccountRef => ({ owner: { type: 'player', playerId }, currency, purpose: 'cash' });

export type ProviderWalletService = ReturnType<typeof createProviderWalletService>;

/** What a call did: whether money moved (live balance events follow), and what a jackpot win paid. */
interface CallOutcome {
  moved: boolean;
  jackpotAmount?: bigint;
}
const NOTHING_MOVED: CallOutcome = { moved: false };
const MOVED: CallOutcome = { moved: true };

/**
 * The casino side of the seamless wallet protocol. Each call runs in one DB transaction; the provider's
 * transaction id is a primary key, so a replay is recognised and answered without moving money again.
 */
export function createProviderWalletService(deps: { db: Database; sessions: GameSessionService; wallet: WalletService; currencies: CurrenciesService }) {
  const { db, sessions, wallet, currencies } = deps;
  /** The session behind a token, checked against the call; bets need it unexpired. */
  const sessionFor = async (call: WalletCall, needsLiveToken: boolean): Promise<ResolvedGameSession['session']> => {
    const resolved = await sessions.resolve(call.token);
    if (!resolved || resolved.session.mode !== 'real' || resolved.session.playerId !== call.user) throw new WalletRefusal('RS_ERROR_INVALID_TOKEN');
    if (resolved.session.gameId !== call.game_code) throw new WalletRefusal('RS_ERROR_INVALID_GAME');
    if (needsLiveToken && resolved.expired) throw new WalletRefusal('RS_ERROR_TOKEN_EXPIRED');
    return resolved.session;
  };

  const answer = async (call: WalletCall, playerId: string, currency: string, status: WalletStatus = 'RS_OK', jackpotAmount?: bigint): Promise<WalletResponse> => ({
    status,
    request_uuid: call.request_uuid,
    user: playerId,
    currency,
    balance: Number(await balanceOf(db, cashOf(playerId, currency))),
    ...(jackpotAmount === undefined ? {} : { jackpot_amount: Number(jackpotAmount) }),
  });

  /** Runs a protocol call, turning refusals (and insufficient funds) into their status answers. */
  const handle = async (call: WalletCall, needsLiveToken: boolean, work: (tx: Transaction, session: ResolvedGameSession['session']) => Promise<CallOutcome>) => {
    let session: ResolvedGameSession['session'] | undefined;
    try {
      session = await sessionFor(call, needsLiveToken);
      const current = session;
      const outcome = await db.transaction((tx) => work(tx, current));
      if (outcome.moved) await wallet.publishBalances(session.playerId!);
      return answer(call, session.playerId!, session.currency, 'RS_OK', outcome.jackpotAmount);
    } catch (error) {
      const refusal =
        error instanceof WalletRefusal
          ? error
          : error instanceof DomainError && error.code === 'NOT_ENOUGH_MONEY'
            ? new WalletRefusal('RS_ERROR_NOT_ENOUGH_MONEY', true)
            : undefined;
      if (!refusal) throw error;
      if (refusal.withBalance && session) return answer(call, session.playerId!, session.currency, refusal.status);
      return { status: refusal.status, request_uuid: call.request_uuid };
    }
  };

  /** A known transaction id: the same call again is fine (no second movement), another call with it is not. */
  const assertReplayOf = (
    stored: ProviderTransactionRow,
    expected: { kind: string; amount?: bigint; round: string; reference?: string; jackpotContribution?: bigint; jackpot?: boolean },
  ) => {
    const same =
      stored.kind === expected.kind &&
      // A jackpot win's amount is the casino's (what the pool was worth): the replay of one is checked without it.
      (expected.amount === undefined || stored.amount === expected.amount) &&
      stored.jackpotContribution === (expected.jackpotContribution ?? 0n) &&
      stored.jackpot === (expected.jackpot ?? false) &&
      stored.roundId === expected.round &&
      (expected.reference === undefined || stored.referenceTransactionUuid === expected.reference);
    if (!same) throw new WalletRefusal('RS_ERROR_DUPLICATE_TRANSACTION');
  };

  /**
   * Pays the whole progressive pool to the player, converted into the session's currency at the current rate, and
   * refills the pool from the house. Payouts are serialised by a lock so two hits cannot both pay the same pool; a
   * contribution committing meanwhile simply stays in the refilled pool.
   */
  const payJackpot = async (tx: Transaction, provider: string, call: WalletWinRequest, session: ResolvedGameSession['session']): Promise<CallOutcome> => {
    const replayOf = { kind: 'win', round: call.round, reference: call.reference_transaction_uuid, jackpot: true };
    const known = await repo.findForUpdate(tx, provider, call.transaction_uuid);
    if (known) {
      assertReplayOf(known, replayOf);
      return { moved: false, jackpotAmount: known.amount };
    }
    await repo.lockJackpotPool(tx);
    const pool = await balanceOf(tx, jackpotPool);
    const poolEurCents = pool > 0n ? pool : 0n;
    const currency = await currencies.get(session.currency);
    const payout = jackpotPayoutIn(currency, poolEurCents);
    const { row, inserted } = await repo.insertOnce(tx, {
      provider,
      transactionUuid: call.transaction_uuid,
      kind: 'win',
      referenceTransactionUuid: call.reference_transaction_uuid,
      playerId: session.playerId!,
      gameId: session.gameId,
      roundId: call.round,
      currency: session.currency,
      amount: payout,
      roundClosed: call.round_closed,
      jackpot: true,
    });
    if (!inserted) {
      assertReplayOf(row, replayOf);
      return { moved: false, jackpotAmount: row.amount };
    }
    await postTransaction(tx, {
      idempotencyKey: `provider:${provider}:${call.transaction_uuid}`,
      kind: 'jackpot-win',
      reference: { type: 'round', id: `${provider}:${call.round}` },
      metadata: { poolEurCents: poolEurCents.toString(), eurRate: currency.eurRate },
      legs: jackpotPayoutLegs(currency, cashOf(session.playerId!, session.currency), poolEurCents, payout),
    });
    return { moved: true, jackpotAmount: payout };
  };

  return {
    async balance(call: WalletCall): Promise<WalletResponse> {
      return handle(call, false, async () => NOTHING_MOVED);
    },

    async bet(provider: string, call: WalletBetRequest): Promise<WalletResponse> {
      return handle(call, true, async (tx, session) => {
        if (call.currency !== session.currency) throw new WalletRefusal('RS_ERROR_WRONG_CURRENCY');
        const amount = BigInt(call.amount);
        const jackpotContribution = BigInt(call.jackpot_contribution ?? 0);
        const { row, inserted } = await repo.insertOnce(tx, {
          provider,
          transactionUuid: call.transaction_uuid,
          kind: 'bet',
          playerId: session.playerId!,
          gameId: session.gameId,
          roundId: call.round,
          currency: session.currency,
          amount,
          jackpotContribution,
        });
        if (!inserted) {
          // A rollback that arrived first left this id behind as a tombstone: the bet must not happen.
          if (row.rolledBackAt) throw new WalletRefusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
          assertReplayOf(row, { kind: 'bet', amount, round: call.round, jackpotContribution });
          return NOTHING_MOVED;
        }
        if (amount === 0n) return NOTHING_MOVED;
        const currency = await currencies.get(session.currency);
        await postTransaction(tx, {
          idempotencyKey: `provider:${provider}:${call.transaction_uuid}`,
          kind: 'bet',
          reference: { type: 'round', id: `${provider}:${call.round}` },
          ...(jackpotContribution > 0n ? { metadata: { jackpotContribution: jackpotContribution.toString(), eurRate: currency.eurRate } } : {}),
          legs: betLegs(currency, cashOf(session.playerId!, session.currency), amount, jackpotContribution),
        });
        return MOVED;
      });
    },

    async win(provider: string, call: WalletWinRequest): Promise<WalletResponse> {
      return handle(call, false, async (tx, session) => {
        if (call.currency !== session.currency) throw new WalletRefusal('RS_ERROR_WRONG_CURRENCY');
        const bet = await repo.findForUpdate(tx, provider, call.reference_transaction_uuid);
        if (!bet || bet.kind !== 'bet' || bet.playerId !== session.playerId) throw new WalletRefusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        if (bet.rolledBackAt) throw new WalletRefusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
        if (call.jackpot) return payJackpot(tx, provider, call, session);
        const amount = BigInt(call.amount);
        const { row, inserted } = await repo.insertOnce(tx, {
          provider,
          transactionUuid: call.transaction_uuid,
          kind: 'win',
          referenceTransactionUuid: call.reference_transaction_uuid,
          playerId: session.playerId!,
          gameId: session.gameId,
          roundId: call.round,
          currency: session.currency,
          amount,
          roundClosed: call.round_closed,
        });
        if (!inserted) {
          assertReplayOf(row, { kind: 'win', amount, round: call.round, reference: call.reference_transaction_uuid });
          return NOTHING_MOVED;
        }
        if (amount === 0n) return NOTHING_MOVED;
        await postTransaction(tx, {
          idempotencyKey: `provider:${provider}:${call.transaction_uuid}`,
          kind: 'win',
          reference: { type: 'round', id: `${provider}:${call.round}` },
          legs: [
            { account: houseGame(session.currency), amount: -amount },
            { account: cashOf(session.playerId!, session.currency), amount },
          ],
        });
        return MOVED;
      });
    },

    /** Reverses a bet; a rollback of a bet not seen yet is remembered so that bet is refused when it comes. */
    async rollback(provider: string, call: WalletRollbackRequest): Promise<WalletResponse> {
      return handle(call, false, async (tx, session) => {
        const { row, inserted } = await repo.insertOnce(tx, {
          provider,
          transactionUuid: call.transaction_uuid,
          kind: 'rollback',
          referenceTransactionUuid: call.reference_transaction_uuid,
          playerId: session.playerId!,
          gameId: session.gameId,
          roundId: call.round,
          currency: session.currency,
          amount: 0n,
        });
        if (!inserted) {
          assertReplayOf(row, { kind: 'rollback', amount: 0n, round: call.round, reference: call.reference_transaction_uuid });
          return NOTHING_MOVED;
        }
        const bet = await repo.findForUpdate(tx, provider, call.reference_transaction_uuid);
        if (!bet) {
          await repo.insertOnce(tx, {
            provider,
            transactionUuid: call.reference_transaction_uuid,
            kind: 'bet',
            playerId: session.playerId!,
            gameId: session.gameId,
            roundId: call.round,
            currency: session.currency,
            amount: 0n,
            rolledBackAt: new Date(),
          });
          return NOTHING_MOVED;
        }
        if (bet.kind !== 'bet' || bet.playerId !== session.playerId) throw new WalletRefusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        // The whole stake returns from the house game account: a jackpot contribution stays in the pool, at the house's cost.
        if (!(await repo.markRolledBack(tx, provider, bet.transactionUuid)) || bet.amount === 0n) return NOTHING_MOVED;
        await postTransaction(tx, {
          idempotencyKey: `provider:${provider}:${call.transaction_uuid}`,
          kind: 'rollback',
          reference: { type: 'round', id: `${provider}:${call.round}` },
          legs: [
            { account: houseGame(bet.currency), amount: -bet.amount },
            { account: cashOf(bet.playerId, bet.currency), amount: bet.amount },
          ],
        });
        return MOVED;
      });
    },
  };
}
