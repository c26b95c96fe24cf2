import type { StudioSession } from '@lodestar/contracts';
import { jackpotPoolEurCents } from '../provider-wallet/index.ts';
import { jackpotRules } from './jackpot.ts';
import { studioRepo as repo } from './repo.ts';
import { toStudioRound } from './round-view.ts';
import { stakeLimitsFor } from './stake-limits.ts';
import { balanceOfSeat, freeSpinsOfSeat, recoverStalePending, seatOf, type StudioContext } from './studio-context.ts';

/** What a game client shows on launch: balance, limits, seeds, the jackpot, and the round it left open. */
export async function describeSession(context: StudioContext, token: string | undefined): Promise<StudioSession> {
  const { db, currencies, seeds } = context;
  const seat = await seatOf(context, token);
  const { unfinished } = await recoverStalePending(context, seat);
  const currency = await currencies.get(seat.session.currency);
  const limits = stakeLimitsFor(currency);
  const [balance, freeSpins, netPosition, fairness, pool] = await Promise.all([
    balanceOfSeat(context, seat),
    freeSpinsOfSeat(context, seat),
    repo.netPosition(db, seat.session.id),
    seeds.activeState(seat.owner),
    seat.game.hasJackpot ? jackpotPoolEurCents(db) : Promise.resolve(null),
  ]);
  return {
    currency: currency.code as StudioSession['currency'],
    balance: balance.toString(),
    freeSpins,
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
}
