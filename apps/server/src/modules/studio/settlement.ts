import { messages, type WalletResponse } from '@lodestar/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AccountBusy, GameSessionExpired, InsufficientFunds, WalletRefused } from '../../platform/domain-errors.ts';
import { studioRepo as repo, type RoundView, type StudioRoundRow } from './repo.ts';
import { seedRepo } from './seed-repo.ts';
import type { RoundStatements } from './studio-context.ts';
import { studioMessages } from './studio-messages.ts';
import type { StudioWalletClient, WalletSeat, WalletWin } from './wallet-client.ts';

/** A pending step older than this is taken for a crashed request and settled forward by the recovery job. */
export const STALE_PENDING_MS = 30_000;

/** Transaction ids of a round's wallet calls: fixed by the round, so a retry repeats the same call. */
const betId = (round: StudioRoundRow, wagerIndex: number) => `${round.id}:bet:${wagerIndex}`;
const winId = (round: StudioRoundRow) => `${round.id}:win`;
const jackpotId = (round: StudioRoundRow) => `${round.id}:jackpot`;

function refusalOf(answer: WalletResponse): Error {
  if (answer.status === 'RS_ERROR_NOT_ENOUGH_MONEY') return new InsufficientFunds(messages.payment.notEnoughMoney);
  if (answer.status === 'RS_ERROR_TOKEN_EXPIRED') return new GameSessionExpired(studioMessages.sessionExpired);
  if (answer.status === 'RS_ERROR_LIMIT_REACHED') return new WalletRefused(studioMessages.limitReached);
  if (answer.status === 'RS_ERROR_USER_DISABLED') return new WalletRefused(studioMessages.playerDisabled);
  return new WalletRefused(studioMessages.walletRefused);
}

/**
 * A bet the wallet refused at once (not enough money, say) leaves no round and uses no nonce: the round goes and its
 * nonce returns to the seed pair, so "Your recent rounds" keeps consecutive nonces. Only if a round of another game
 * on the same seeds took the next nonce meanwhile does the refused round stay, void, to account for its nonce.
 */
async function discardRefusedOpening(db: Database, round: StudioRoundRow): Promise<void> {
  const keepRound = new Error('the refused round keeps its nonce');
  const discarded = await db
    .transaction(async (tx) => {
      if (!(await seedRepo.giveBackNonce(tx, round.seedPairId, round.nonce)) || !(await repo.deletePending(tx, round.id))) throw keepRound;
    })
    .then(
      () => true,
      (error: unknown) => {
        if (error === keepRound) return false;
        throw error;
      },
    );
  if (!discarded) await repo.update(db, round.id, 'pending', { status: 'void', pending: null });
}

/** The settled round, as its answer shows it, and the player's balance after it. */
export type Settled = RoundView & { balance: bigint };

/**
 * Moves the money of a real-money round's pending step through the provider wallet, then applies the step. The wager
 * comes first, with the round's wins when the step ends it: when the wallet refuses, the step is dropped (an opening
 * round becomes void) and nothing moved. A call that fails leaves the step pending; the same calls are repeated
 * later with the same transaction ids.
 *
 * In recovery the seat holds a settlement token, on which the wallet takes only a replay of a wager that landed: a
 * refusal means it never did, and a rollback under its id makes sure it never will, before the step is dropped.
 */
export async function settlePendingStep(
  db: Database,
  wallet: StudioWalletClient,
  seat: WalletSeat,
  round: StudioRoundRow,
  { recovery = false, roundStatements }: { recovery?: boolean; roundStatements?: RoundStatements } = {},
): Promise<Settled> {
  const step = round.pending!;
  const staked = BigInt(step.staked);
  const wins: WalletWin[] = step.finished
    ? [
        { transaction: winId(round), reference: betId(round, 0), round: round.id, amount: BigInt(step.payout) },
        ...(round.jackpotHit ? [{ transaction: jackpotId(round), reference: betId(round, 0), round: round.id, amount: 0n, jackpot: true }] : []),
      ]
    : [];
  let last: WalletResponse | undefined;
  if (staked > 0n) {
    const wager = betId(round, round.wagers);
    const bet = {
      transaction: wager,
      round: round.id,
      amount: staked,
      jackpotContribution: round.wagers === 0 ? round.jackpotContribution : 0n,
      free: step.freeSpin === true,
    };
    /** The wager did not land: the step goes (an opening round with it), as if never asked for. */
    const dropStep = async () => {
      if (step.action) await repo.update(db, round.id, 'pending', { status: 'open', pending: null });
      else if (recovery) await repo.update(db, round.id, 'pending', { status: 'void', pending: null });
      else await discardRefusedOpening(db, round);
    };
    // A step that ends the round sends its wager with its wins in one call (an instant round's only one): all or nothing.
    last = await (wins.length > 0 ? wallet.play(seat, bet, wins) : wallet.bet(seat, bet)).catch(async (error: unknown) => {
      // The wallet rolled the call back, its player's rows held elsewhere: nothing moved, and the seat is free to play
      // again rather than held by a pending step until the recovery job. Recovery leaves it for its next sweep.
      if (error instanceof AccountBusy && !recovery) await dropStep();
      throw error;
    });
    if (last.status !== 'RS_OK') {
      if (recovery) {
        const undone = await wallet.rollback(seat, { transaction: `${wager}:rollback`, reference: wager, round: round.id });
        if (undone.status !== 'RS_OK') throw new Error(`the wallet refused to roll back the unsettled wager of round ${round.id}: ${undone.status}`);
      }
      await dropStep();
      throw refusalOf(last);
    }
  } else {
    for (const win of wins) {
      last = await wallet.win(seat, win);
      if (last.status !== 'RS_OK') throw new Error(`the wallet refused the ${win.jackpot ? 'jackpot' : 'win'} of round ${round.id}: ${last.status}`);
    }
  }
  // The jackpot is the last win of the answer: the wallet says what the pool paid.
  const jackpotWin = step.finished && round.jackpotHit ? BigInt(last?.jackpot_amount ?? 0) : round.jackpotWin;
  last ??= await wallet.balance(seat);
  const settle = (executor: Executor) =>
    repo.settlePending(executor, round, {
      status: step.finished ? 'closed' : 'open',
      state: step.state,
      stake: round.stake + staked,
      wagers: round.wagers + (staked > 0n ? 1 : 0),
      payout: step.finished ? BigInt(step.payout) : 0n,
      actions: step.action ? [...round.actions, step.action] : round.actions,
      jackpotWin,
      pending: null,
    });
  const applied = await (roundStatements ? roundStatements(seat.playerId, settle) : settle(db));
  // Another request settled the same step (a recovery racing a slow original): its row is the truth.
  const settled = applied ?? (await repo.findWithSeedsAndNetPosition(db, round.id))!;
  return { ...settled, balance: BigInt(last.balance ?? 0) };
}
