import type { RoundActionRequest, RoundResponse } from '@lodestar/contracts';
import { InvalidBet, NotFound, RoundNotOpen } from '../../platform/domain-errors.ts';
import { studioRepo as repo } from './repo.ts';
import type { PendingStep } from './schema.ts';
import { settlePendingStep } from './settlement.ts';
import {
  balanceOfSeat,
  engineStep,
  moveDemoMoney,
  recoverStalePending,
  roundAnswer,
  seatOf,
  walletSeatOf,
  type StudioContext,
} from './studio-context.ts';
import { studioMessages } from './studio-messages.ts';

/** A blackjack or mines decision on the session's open round; extra wagers are further bets of the same round. */
export async function actOnRound(
  context: StudioContext,
  token: string | undefined,
  roundId: string,
  action: RoundActionRequest,
): Promise<RoundResponse> {
  const { db, wallet } = context;
  const seat = await seatOf(context, token, { allowExpired: true });
  const act = seat.engine.act;
  if (!act) throw new InvalidBet(`${seat.game.name} takes no actions after the bet`);
  await recoverStalePending(context, seat);

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
    return roundAnswer(context, seat, settled, settled.balance);
  }
  return roundAnswer(context, seat, acted.round, acted.balance ?? (await balanceOfSeat(context, seat)));
}
