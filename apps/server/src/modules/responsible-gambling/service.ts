import type { LowerLimitRequest, SelfExcludePeriod, SetLimitRequest } from '@lodestar/contracts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { assertMayGamble, assertNotOnBreak, runningBreak, runningExclusionsOf, selfExclude } from './exclusions.ts';
import type { GamblingContext } from './gambling-context.ts';
import { declineLimitStep, describeLimits, lowerLimit, setLimit } from './limits.ts';
import { admitDeposit, assertDepositAllowed, chargeStake, countWin, uncountStake } from './money-checks.ts';
import { responsibleGamblingRepo } from './repo.ts';

export type ResponsibleGambling = ReturnType<typeof createResponsibleGambling>;

/**
 * Time-outs, self-exclusion and limits, and the checks the money paths make with them. Created before the accounts
 * module, whose session guard asks it on every call; it needs nothing of the other modules' services.
 */
export function createResponsibleGambling({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const context: GamblingContext = { db, now };
  return {
    selfExclude: (playerId: string, period: SelfExcludePeriod) => selfExclude(context, playerId, period),
    setLimit: (playerId: string, request: SetLimitRequest) => setLimit(context, playerId, request),
    describeLimits: (playerId: string) => describeLimits(context, playerId),
    /** Back office: staff may lower a limit, never raise it. */
    lowerLimit: (playerId: string, request: Omit<LowerLimitRequest, 'reason'>) => lowerLimit(context, playerId, request),
    declineLimitStep: (playerId: string) => declineLimitStep(context, playerId),
    /** The session guard's check on every call the withdraw-only site does not serve. */
    assertNotOnBreak: (playerId: string) => assertNotOnBreak(context, playerId),
    runningBreak: (playerId: string) => runningBreak(context, playerId),
    runningExclusionsOf: (playerIds: string[]) => runningExclusionsOf(context, playerIds),
    /** Outside a money transaction (a real-money game launch): refuses a locked, cooling-off or excluded player. */
    assertMayGamble: async (playerId: string, executor: Executor = db): Promise<void> => {
      await assertMayGamble(context, executor, playerId);
    },
    assertDepositAllowed: (playerId: string, eurCents: bigint) => assertDepositAllowed(context, playerId, eurCents),
    admitDeposit: (tx: Transaction, playerId: string, eurCents: bigint) => admitDeposit(context, tx, playerId, eurCents),
    /** The player's lock (see the repository), for a money path that must serialise with their checks before making them. */
    lockPlayer: (tx: Transaction, playerId: string) => responsibleGamblingRepo.lockPlayer(tx, playerId),
    lockPlayers: (tx: Transaction, playerIds: string[], holders?: Transaction[]) => responsibleGamblingRepo.lockPlayers(tx, playerIds, holders),
    /** The same lock as an expression for the caller's own next statement (undefined when held already). */
    playerLockOf: (tx: Transaction, playerId: string) => responsibleGamblingRepo.playerLockOf(tx, playerId),
    chargeStake: (tx: Transaction, playerId: string, stakeEurCents: bigint, winEurCents?: bigint) =>
      chargeStake(context, tx, playerId, stakeEurCents, winEurCents),
    countWin: (tx: Transaction, playerId: string, winEurCents: bigint) => countWin(context, tx, playerId, winEurCents),
    uncountStake: (tx: Transaction, playerId: string, stakeEurCents: bigint, stakedAt: Date) => uncountStake(tx, playerId, stakeEurCents, stakedAt),
  };
}
