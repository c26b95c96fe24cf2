import type { Database } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import type { GameSessionService } from '../games/index.ts';
import { studioRepo as repo, type StudioRoundRow } from './repo.ts';
import { settlePendingStep, STALE_PENDING_MS, type Settled } from './settlement.ts';
import type { StudioWalletClient } from './wallet-client.ts';

/** How many stale steps one claim takes; a sweep claims batches until none is left. */
const CLAIM_BATCH = 20;
/** How often the process running the periodic jobs looks for steps left pending by a crash (its own, or another process's). */
export const RECOVERY_INTERVAL_MS = 15_000;

export interface PendingRecoveryDeps {
  db: Database;
  sessions: GameSessionService;
  wallet: StudioWalletClient;
  log: { info: (details: object, message: string) => void; error: (details: object, message: string) => void };
  now?: () => Date;
}

export type PendingRecovery = ReturnType<typeof createPendingRecovery>;

/**
 * Settles real-money steps that a crashed request left pending, whatever became of their launch token: forward when
 * the wager landed (the same wallet calls with the same transaction ids, so nothing moves twice), void when it did not.
 * Runs at start-up and then periodically on the process that runs the periodic jobs; rounds are claimed with SKIP
 * LOCKED, and the settlement is idempotent, so each step settles exactly once even if sweeps overlap.
 */
export function createPendingRecovery({ db, sessions, wallet, log, now = () => new Date() }: PendingRecoveryDeps) {
  /** Settles one pending step with a settlement token of its player, game and currency. */
  const recoverRound = async (round: StudioRoundRow): Promise<Settled> => {
    const { token } = await sessions.issueSettlement({ playerId: round.playerId!, gameId: round.gameId, currency: round.currency });
    return settlePendingStep(db, wallet, { playerId: round.playerId!, token, gameId: round.gameId, currency: round.currency }, round, {
      recovery: true,
    });
  };

  /** A refused wager is an outcome (the step is dropped); anything else leaves the step pending for a later sweep. */
  const recoverLogged = async (round: StudioRoundRow): Promise<void> => {
    try {
      const settled = await recoverRound(round);
      log.info({ roundId: round.id, status: settled.round.status }, 'settled a round left pending by a crash');
    } catch (error) {
      if (error instanceof DomainError) log.info({ roundId: round.id, refusal: error.code }, 'voided a round whose wager never reached the wallet');
      else log.error({ roundId: round.id, err: error }, 'could not settle a pending round; it is tried again later');
    }
  };

  /**
   * Claims and settles every step pending since before `cutoff`, a claimed batch at once (each step its own player's
   * calls, idempotent by their ids); returns how many it claimed.
   */
  const settleAllPendingBefore = async (cutoff: Date): Promise<number> => {
    let claimed = 0;
    for (;;) {
      const batch = await repo.claimStalePending(db, cutoff, CLAIM_BATCH);
      await Promise.all(batch.map(recoverLogged));
      claimed += batch.length;
      if (batch.length < CLAIM_BATCH) return claimed;
    }
  };

  let sweeping: Promise<number> | undefined;
  /** Claims and settles every stale step; returns how many it claimed. One sweep at a time per process. */
  const sweep = (): Promise<number> => {
    sweeping ??= settleAllPendingBefore(new Date(now().getTime() - STALE_PENDING_MS)).finally(() => {
      sweeping = undefined;
    });
    return sweeping;
  };

  /**
   * Settles the steps an outage of the database stranded, once it is back: those pending since before it began (as
   * this process saw it), whose requests failed with it. Not only at the next sweep, for which they would not be
   * stale for 30 s more: meanwhile each holds its seat ("round still open"). A request that somehow still runs one of
   * them meets a settlement already done, or a wager refused, as after a crash: no money moves twice.
   */
  /** Steps pending since before the last outage of the database began were stranded by it (recoverStrandedBy). */
  let strandedBefore: Date | undefined;
  const recoverStrandedBy = (outageSince: Date): Promise<number> => {
    strandedBefore = outageSince;
    return settleAllPendingBefore(outageSince);
  };

  /**
   * Whether a pending step's request is taken for dead: stale, or stranded by an outage, so that a seat whose player
   * comes back before the sweep reaches the step settles it itself rather than answer "round still open".
   */
  const isAbandoned = (round: StudioRoundRow): boolean =>
    now().getTime() - round.updatedAt.getTime() >= STALE_PENDING_MS || (strandedBefore !== undefined && round.updatedAt < strandedBefore);

  return {
    recoverRound,
    sweep,
    recoverStrandedBy,
    isAbandoned,
  };
}
